import assert from "node:assert/strict";
import {
  presentationOf,
  type Presentations,
} from "../../../src/report/read/axis_presentation.ts";
import {
  loadAllFamilies,
  taskPresentations,
} from "../../../src/tasks/registry.ts";

await loadAllFamilies();

const presentations: Presentations = {
  a: {
    preferred: ["x"],
    axes: { x: { title: "X of a" }, m: { order: ["lo", "hi"] } },
    metadataAxes: ["k"],
  },
  b: { preferred: ["y", "x"], axes: { x: { title: "X of b" } } },
};

Deno.test("a declared task type gets its own presentation", () => {
  assert.equal(presentationOf(presentations, "a"), presentations.a);
  assert.equal(presentationOf(presentations, "b"), presentations.b);
});

Deno.test("an undeclared task type gets every title, order and preference, first declared first, and no metadata axes", () => {
  assert.deepEqual(presentationOf(presentations, "python"), {
    preferred: ["x", "y"],
    axes: { x: { title: "X of a" }, m: { order: ["lo", "hi"] } },
  });
  assert.deepEqual(presentationOf({}, "toString"), { preferred: [], axes: {} });
});

Deno.test("the registry's presentations come from the tasks' own declarations", () => {
  const all = taskPresentations();
  assert.equal(
    all.uuid?.axes?.context_length?.title,
    "context length (tokens)",
  );
  assert.deepEqual(all.uuid?.preferred, ["context_length", "depth_percent"]);
  assert.deepEqual(all.num_seq?.metadataAxes, ["k"]);
  assert.deepEqual(all.patterned_needle?.axes?.hint_level?.order, [
    "none",
    "minimal",
    "moderate",
    "full",
  ]);
});
