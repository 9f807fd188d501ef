/**
 * The task lists people read name exactly the registered tasks: the table
 * at the top of `docs/tasks.md` (in registration order) and the README's
 * introduction. A family added to the registry fails here until both say
 * so; a family removed, until both stop.
 */
import assert from "node:assert/strict";
import { taskTypes } from "../src/tasks/registry.ts";

const root = new URL("../", import.meta.url);

Deno.test("docs/tasks.md's task table lists the registered tasks, in order", async () => {
  const page = await Deno.readTextFile(new URL("docs/tasks.md", root));
  const table = /^\| task [^\n]*\n(?:\|[^\n]*\n)*/m.exec(page)?.[0] ?? "";
  const listed = [...table.matchAll(/^\| `([a-z_0-9]+)`/gm)].map((m) => m[1]);
  assert.deepEqual(listed, taskTypes());
});

Deno.test("the README's introduction names every registered task", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", root));
  const intro = readme.slice(0, readme.indexOf("\n## "));
  const named = new Set(
    [...intro.matchAll(/`([a-z_0-9]+)`/g)].map((m) => m[1]),
  );
  const missing = taskTypes().filter((type) => !named.has(type));
  assert.deepEqual(missing, []);
});
