/**
 * Re-scoring stored responses: every answered row of a store scored again
 * by the current scorer of its task and style, with no model call and no
 * key. Users whose stores were scored by an older rule (a row records its
 * `scorer`) get today's numbers; anyone weighing `answer_parser: strict`
 * against `lenient` reads both verdicts from the details either way.
 */
import { UsageError } from "../../errors.ts";
import { NO_ANSWER_CLASSES } from "../../report/stats/failure_classes.ts";
import type { Completion } from "../../providers/provider.ts";
import { openAtomicFile } from "../../store/atomic_write.ts";
import { noteInput } from "../../store/input_files.ts";
import { readRows } from "../../store/jsonl.ts";
import type { StoredRow } from "../../store/row_schema.ts";
import { FAILURE_CLASSES } from "../../store/row_schema.ts";
import { rowLine } from "../../store/row_layout.ts";
import { lockOutput } from "../../store/store_lock.ts";
import { familyOfType, findTask } from "../../tasks/registry.ts";
import { checkedScore, cutScore } from "../../tasks/score_check.ts";
import { storedScoredFields } from "../../tasks/scored_fields.ts";
import { fieldsProblem } from "../../store/row_field_problem.ts";
import { answeredClass } from "./row.ts";

/** The classes of rows that hold a model's answer to score again. */
const ANSWERED: ReadonlySet<string> = new Set(
  FAILURE_CLASSES.filter((cls) => !NO_ANSWER_CLASSES.has(cls)),
);

/** What re-scoring did to one row. */
interface RescoredRow {
  row: StoredRow;
  /** The row held an answer and was scored again. */
  rescored: boolean;
  /** Its headline value or failure class changed. */
  changed: boolean;
}

/**
 * `row` (at `where`, for messages) scored again by its task type's scorer;
 * rows without an answer (provider errors, timeouts) come back as they
 * are. A row whose expected answer or metadata is not what its scorer
 * reads (a hand edit, another tool) is refused, naming the key.
 */
function rescoreRow(row: StoredRow, where: string): RescoredRow {
  const cls = row.failure_class;
  const response = row.response;
  if (
    typeof response !== "string" || cls === undefined || !ANSWERED.has(cls)
  ) return { row, rescored: false, changed: false };
  // A family's own rule (an imported row's), else its task's scorer.
  const rule = familyOfType(row.task_type)?.rescore;
  const scorer = rule ? undefined : findTask(String(row.task_type));
  if (!rule && !scorer) {
    throw new UsageError(
      `Cannot rescore: task type "${row.task_type}" is not one this niah knows`,
    );
  }
  const problem = fieldsProblem(storedScoredFields(scorer?.scoredFields), {
    expected_answer: row.expected_answer ?? "",
    needle_metadata: row.needle_metadata ?? {},
  });
  if (problem) throw new UsageError(`Cannot rescore: ${where}: ${problem}`);
  if (rule) return { ...rule(row, response), rescored: true };
  if (!scorer) {
    throw new Error("unreachable: a row with neither rule nor scorer");
  }
  const score = checkedScore(
    scorer,
    cutScore(
      scorer,
      scorer.score(response, {
        expected_answer: row.expected_answer ?? "",
        metadata: row.needle_metadata ?? {},
      }),
      row.finish_reason,
    ),
    where,
  );
  const completion: Pick<Completion, "text" | "finish_reason"> = {
    text: response,
    finish_reason: row.finish_reason ?? null,
  };
  const failure_class = answeredClass(completion, score);
  const before = row.score?.value;
  const next: StoredRow = {
    ...row,
    score: { value: score.value, details: score.details },
    scorer: scorer.scorer,
    failure_class,
  };
  return {
    row: next,
    rescored: true,
    changed: before !== score.value || cls !== failure_class,
  };
}

/** Rows of one (run, model, task) that a rescore read. */
export interface RescoreTally {
  run_name: string;
  model_id: string;
  task_type: string;
  rows: number;
  rescored: number;
  changed: number;
}

/**
 * Re-scores every row of `inputs`, in order, into a new store at `out`,
 * written whole or not at all and never over an input (or a store a run is
 * appending to); returns a tally per (run, model, task), in first-seen
 * order.
 */
export async function rescoreStores(
  inputs: readonly string[],
  out: string,
  signal: AbortSignal,
): Promise<RescoreTally[]> {
  // The inputs are read lazily, after the output is opened: note them now,
  // so the atomic writer refuses an output that is one of them.
  for (const input of inputs) await noteInput(input);
  const lock = await lockOutput(out, "rescore");
  try {
    const file = await openAtomicFile(out, "rescored store");
    const tallies = new Map<string, RescoreTally>();
    try {
      for (const input of inputs) {
        for await (const { row, line } of readRows(input, { signal })) {
          const result = rescoreRow(row, `"${input}" line ${line}`);
          countRow(tallies, result);
          await file.write(rowLine(result.row) + "\n");
        }
      }
    } catch (error) {
      await file.discard();
      throw error;
    }
    await file.commit();
    return [...tallies.values()];
  } finally {
    lock?.release();
  }
}

function countRow(tallies: Map<string, RescoreTally>, result: RescoredRow) {
  const { row } = result;
  const run_name = String(row.run_name ?? "");
  const model_id = String(row.model_id ?? "");
  const task_type = String(row.task_type ?? "");
  const key = JSON.stringify([run_name, model_id, task_type]);
  let tally = tallies.get(key);
  if (!tally) {
    tally = { run_name, model_id, task_type, rows: 0, rescored: 0, changed: 0 };
    tallies.set(key, tally);
  }
  tally.rows++;
  if (result.rescored) tally.rescored++;
  if (result.changed) tally.changed++;
}
