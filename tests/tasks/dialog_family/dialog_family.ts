/**
 * The acid-test family: a family of the tests' own, added by this folder
 * and one line of `tests/tasks/test_families.ts`, that reads a data file
 * (a JSONL of conversations), sends multi-turn prompts, scores on a
 * continuous scale, declares a report section and imports another tool's
 * answers. Nothing outside this folder names it.
 */
import { createHash } from "node:crypto";
import { UsageError } from "../../../src/errors.ts";
import type { Family } from "../../../src/tasks/family.ts";
import type { Importer } from "../../../src/tasks/importer.ts";
import type { ReportSectionSource } from "../../../src/tasks/report_section.ts";
import { NOT_RECORDED } from "../../../src/tasks/row_rules.ts";
import { dialogTask } from "./dialog_task.ts";

/** The fingerprint an imported row names: niah never built it. */
const IMPORTED = "dialog-import";

/** Per run and model: conversations, mean similarity, how many recalled. */
const recallSection: ReportSectionSource = {
  name: "dialog_recall",
  taskTypes: ["dialog_recall"],
  make({ rows }) {
    const runs = new Map<string, number[]>();
    for (const row of rows) {
      const key = `${row.run_name} · ${row.model_id}`;
      runs.set(key, [...runs.get(key) ?? [], row.score ?? 0]);
    }
    const lines = [...runs].map(([run, scores]) => {
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      const recalled = scores.filter((score) => score >= 0.9).length;
      return `  ${run}: ${scores.length} conversations, mean similarity ${
        mean.toFixed(3)
      }, ${recalled} recalled (≥ 0.9)`;
    });
    const csv = "run,conversations,mean\n" +
      [...runs].map(([run, scores]) =>
        `${run},${scores.length},${
          (scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(3)
        }\n`
      ).join("");
    return {
      text: `dialog recall\n${lines.join("\n")}\n`,
      html: (run) =>
        `<p class="dialog-recall">dialog recall of ${run.model_id}: ${
          runs.get(`${run.run_name} · ${run.model_id}`)?.length ?? 0
        } conversations</p>`,
      csv,
    };
  },
};

/** One imported answer: which conversation, what it answered. */
function importedRow(
  value: unknown,
  where: string,
  runName: string,
): Record<string, unknown> {
  const { id, answer, response, model } = (value ?? {}) as Record<
    string,
    unknown
  >;
  if (
    typeof id !== "string" || typeof answer !== "string" ||
    typeof response !== "string"
  ) {
    throw new UsageError(
      `Cannot import ${where}: expected {id, answer, response, model?}`,
    );
  }
  const score = dialogTask.score(response, {
    expected_answer: answer,
    metadata: {},
  });
  return {
    schema_version: 2,
    run_name: runName,
    model_id: typeof model === "string" ? model : "imported",
    task_type: "dialog_recall",
    context_length: null,
    target_depth_percent: null,
    cell_id: createHash("sha256").update(id).digest("hex").slice(0, 16),
    fingerprint: IMPORTED,
    params: {},
    sample_index: 0,
    expected_answer: answer,
    response,
    score,
    scorer: dialogTask.scorer,
    status: "ok",
    failure_class: score.value >= 0.9 ? "ok" : "wrong",
  };
}

/** `niah import dialog <answers.jsonl>...`: another tool's answers. */
const dialogImporter: Importer = {
  format: "dialog",
  summary: "answers to dialog_recall conversations",
  inputs: "JSONL files of {id, answer, response, model}",
  help: "each line one answer, scored as dialog_recall scores it.",
  files: (paths) => Promise.resolve([...paths]),
  async rows(files, read, options, writer) {
    let rows = 0;
    for (const path of files) {
      const { text } = await read(path);
      for (const [at, line] of text.split("\n").entries()) {
        if (line.trim() === "") continue;
        let value: unknown;
        try {
          value = JSON.parse(line);
        } catch {
          throw new UsageError(
            `Cannot import ${path}: line ${at + 1}: not JSON`,
          );
        }
        await writer.write(
          importedRow(
            value,
            `${path}: line ${at + 1}`,
            options.runName ?? "dialog-import",
          ),
        );
        rows++;
      }
    }
    return { said: `wrote ${rows} rows to ${options.out}` };
  },
};

/** The family the tests register. */
export const dialogFamily: Family = {
  name: "dialog",
  tasks: [dialogTask],
  reportSections: [recallSection],
  importers: [dialogImporter],
  rebuildRefusal: (row) =>
    row.fingerprint === IMPORTED ? NOT_RECORDED : undefined,
};
