/**
 * LongBench v2's section of `report` prints `result.py`'s line, the
 * reference's own run here on the same predictions
 * (scripts/reference/longbench/result_vectors.py): random files, files
 * whose accuracies are exact ties of Python's `round(_, 1)`, and labels
 * `result.py` counts as hard or long.
 */
import assert from "node:assert/strict";
import type { ResultRow } from "../../../src/report/read/read_results.ts";
import { longBenchFamily } from "../../../src/tasks/longbench/longbench_family.ts";

interface Vectors {
  header: string;
  files: { name: string; items: [string, string, boolean][]; line: string }[];
}

const vectors = JSON.parse(
  await Deno.readTextFile(new URL("./result_vectors.json", import.meta.url)),
) as Vectors;

const section = longBenchFamily.reportSections![0]!;

/** The counting rows of one file's predictions, as a run of `model`. */
function rowsOf(
  model: string,
  items: Vectors["files"][number]["items"],
): ResultRow[] {
  return items.map(([difficulty, length, judge]) =>
    ({
      run_name: "lb",
      model_id: model,
      task_type: "longbench_v2",
      params: { difficulty, length },
      valid: true,
      score: judge ? 1 : 0,
    }) as unknown as ResultRow
  );
}

Deno.test("the longbench_v2 section prints result.py's line on the same predictions", () => {
  assert.ok(vectors.files.length >= 10);
  for (const file of vectors.files) {
    const { text, csv } = section.make({
      rows: rowsOf(file.name, file.items),
      threshold: 0.5,
    });
    const lines = text.split("\n");
    assert.equal(lines[1], `  ${vectors.header}`, file.name);
    assert.equal(lines[2], `  ${file.line}`, file.name);
    assert.match(lines[3]!, /^ {2}95% Wilson(\t\d+\.\d-\d+\.\d){6}$/);
    assert.equal(csv?.split("\n").length, 1 + 6 + 1);
  }
});

Deno.test("the longbench_v2 section leaves out rows without an answer, and reads - for an empty column", () => {
  const rows = rowsOf("m", [["easy", "short", true], ["easy", "short", false]]);
  const failed = { ...rows[0]!, valid: false } as ResultRow;
  const { text } = section.make({ rows: [...rows, failed], threshold: 0.5 });
  assert.match(text, /: 2 items\n/);
  assert.ok(text.includes("  m\t50.0\t50.0\t-\t50.0\t-\t-\n"), text);
});
