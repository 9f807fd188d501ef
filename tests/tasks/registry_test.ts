import assert from "node:assert/strict";
import {
  findTask,
  loadAllFamilies,
  registeredFamilies,
  registerFamily,
  restoreBuiltInFamilies,
  taskTypes,
} from "../../src/tasks/registry.ts";
import { echoTask } from "./test_family/echo_task.ts";

await loadAllFamilies();

Deno.test("every task type belongs to exactly one registered family", () => {
  const types = registeredFamilies().flatMap((family) =>
    family.tasks.map((task) => task.type)
  );
  assert.deepEqual(types, taskTypes());
  assert.equal(new Set(types).size, types.length);
  assert.ok(registeredFamilies().some((family) => family.tasks.length === 0));
});

Deno.test("registerFamily adds a family's tasks until disposed, and refuses a name or type twice", () => {
  {
    using _ = registerFamily({ name: "echo", tasks: [echoTask] });
    assert.equal(findTask("echo_words"), echoTask);
    assert.throws(
      () => registerFamily({ name: "echo", tasks: [] }),
      /family "echo" is registered already/,
    );
    assert.throws(
      () => registerFamily({ name: "echo2", tasks: [echoTask] }),
      /task type "echo_words" is registered already/,
    );
  }
  assert.equal(findTask("echo_words"), undefined);
});

Deno.test("restoreBuiltInFamilies leaves only the built-in families, as a host starts each command", () => {
  const before = registeredFamilies();
  registerFamily({ name: "echo", tasks: [echoTask] });
  assert.equal(findTask("echo_words"), echoTask);
  restoreBuiltInFamilies();
  assert.equal(findTask("echo_words"), undefined);
  assert.deepEqual(registeredFamilies(), before);
});
