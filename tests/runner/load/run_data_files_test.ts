/**
 * `validate`'s step for the data files a task names: each read through the
 * one reader, its pinned revisions and its family's check applied, one
 * line at the key that names it; the digests the fingerprint records.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import type { DataFileUse } from "../../../src/data/data_use.ts";
import { HaystackLibrary } from "../../../src/haystack/corpus.ts";
import type { Fail } from "../../../src/runner/load/located_fail.ts";
import { checkDataFiles } from "../../../src/runner/load/run_data_files.ts";
import type { Plan } from "../../../src/runner/plan/plan.ts";

const FILES: Record<string, string> = { "a.json": "[1]", "b.json": "{}" };
const sha = (text: string) =>
  createHash("sha256").update(new TextEncoder().encode(text)).digest("hex");

const library = new HaystackLibrary({
  listTextFiles: () => Promise.resolve([]),
  readText: (path) =>
    path in FILES ? Promise.resolve(FILES[path]!) : Promise.reject(
      Object.assign(new Error(`no ${path}`), { name: "NotFound" }),
    ),
});

/** A plan of one cell whose task reads `uses`. */
function planReading(uses: DataFileUse[]): Plan {
  const params = { type: "t" };
  return {
    task: { dataFiles: () => uses },
    cells: [{ params }, { params }],
    run: { haystack: { type: "synthetic", seed: 0 } },
  } as unknown as Plan;
}

class Failed extends Error {}
const fail: Fail = (path, message) => {
  throw new Failed(`${path.join(".")}: ${message}`);
};

Deno.test("each file's digest goes to the fingerprint, unless its use says it is there already", async () => {
  const digests = await checkDataFiles(
    planReading([
      { what: "task.a", path: "a.json" },
      { what: "haystack", path: "b.json", fingerprint: false },
    ]),
    library,
    fail,
  );
  assert.deepEqual(digests, { "a.json": sha("[1]") });
});

Deno.test("a pinned file of another revision is refused at its key, saying what was found and expected", async () => {
  const expected = "c".repeat(64);
  await assert.rejects(
    checkDataFiles(
      planReading([{
        what: "task.a",
        path: "a.json",
        pins: [{ sha256: expected, name: "v1" }],
      }]),
      library,
      fail,
    ),
    (error: unknown) =>
      error instanceof Failed &&
      error.message ===
        `task.a: task.a: "a.json" has sha256 ${
          sha("[1]")
        }, not a revision this family knows; expected v1 (sha256 ${expected})`,
  );
  const pinned = await checkDataFiles(
    planReading([{
      what: "task.a",
      path: "a.json",
      pins: [{ sha256: sha("[1]"), name: "v1" }],
    }]),
    library,
    fail,
  );
  assert.deepEqual(pinned, { "a.json": sha("[1]") });
});

Deno.test("a family's check and a missing file fail at the key that names the file", async () => {
  await assert.rejects(
    checkDataFiles(
      planReading([{
        what: "task.a",
        path: "a.json",
        check: () => ['"a.json" holds no rows'],
      }]),
      library,
      fail,
    ),
    (error: unknown) =>
      error instanceof Failed &&
      error.message === 'task.a: "a.json" holds no rows',
  );
  await assert.rejects(
    checkDataFiles(
      planReading([{ what: "task.b", path: "x.json", missing: "see docs" }]),
      library,
      fail,
    ),
    (error: unknown) =>
      error instanceof Failed &&
      error.message ===
        'task.b: Cannot read task.b: "x.json" does not exist; see docs',
  );
});
