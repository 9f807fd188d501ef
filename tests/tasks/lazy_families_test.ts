/**
 * The registry loads a family's module when it is needed (registry.ts):
 * this file's module state starts with none loaded (each test file is its
 * own isolate), so its first test sees what a `uuid` run's worker sees.
 */
import assert from "node:assert/strict";
import {
  allFamiliesLoaded,
  distractorFamilies,
  familyHaystacks,
  findTask,
  loadAllFamilies,
  loadFamiliesFor,
  registeredFamilies,
  taskPresentations,
  taskTypes,
} from "../../src/tasks/registry.ts";
import { BUILT_IN } from "../../src/tasks/family_index.ts";

Deno.test("a run's names load their families and no other; asking of an unloaded one fails at once", async () => {
  assert.equal(allFamiliesLoaded(), false);
  // The index answers without loading anything.
  assert.ok(taskTypes().includes("ruler"));
  await loadFamiliesFor(["uuid", "files", undefined]);
  assert.equal(findTask("uuid")?.type, "uuid");
  assert.equal(findTask("no_such_task"), undefined);
  assert.throws(() => findTask("num_seq"), /numseq .* is not loaded/);
  assert.throws(() => registeredFamilies(), /not loaded/);
  assert.throws(() => taskPresentations(), /not loaded/);
  assert.throws(() => familyHaystacks(), /ruler .*not loaded/);
  assert.ok(taskPresentations(["uuid"]).uuid !== undefined);
  // A `needles` haystack loads the families that lend distractors.
  assert.deepEqual(distractorFamilies(), ["single", "uuid"]);
  await loadFamiliesFor(["ruler_essays"]);
  assert.ok(familyHaystacks().has("ruler_essays"));
  assert.equal(allFamiliesLoaded(), false);
  await loadAllFamilies();
  assert.equal(allFamiliesLoaded(), true);
});

Deno.test("the registry's index says what each loaded family answers to", async () => {
  await loadAllFamilies();
  const families = registeredFamilies();
  assert.deepEqual(
    BUILT_IN.map((entry) => ({
      name: entry.name,
      types: entry.types,
      importedTypes: entry.importedTypes ?? [],
      haystackTypes: entry.haystackTypes ?? [],
      lendsDistractors: entry.lendsDistractors ?? false,
    })),
    families.map((family) => ({
      name: family.name,
      types: family.tasks.map((task) => task.type),
      importedTypes: family.importedTypes ?? [],
      haystackTypes: Object.keys(family.haystacks ?? {}),
      lendsDistractors: family.tasks.some((task) => task.distractors),
    })),
  );
});
