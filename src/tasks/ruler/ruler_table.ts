/**
 * The table model cards print for RULER: one line per task (RULER's
 * order), one column per `max_seq_length`, each cell the task's score as
 * RULER's `evaluate.py` computes it from the same rows (×100, two
 * decimals), the average over tasks per length, and RULER's effective
 * length: the longest length whose average, and every shorter length's,
 * stays above the threshold (85.6, Llama-2-7B's 4k average in RULER's
 * paper). The scorer and the task order are passed in (ruler_report.ts
 * passes the family's), so a test can give its own.
 *
 * @module
 */
import type { ResultRow } from "../../report/read/read_results.ts";
import { SYNTHETIC_TASK_NAMES } from "./reference/ruler_tasks.ts";

/** RULER's effective-length threshold: Llama-2-7B's average at 4k. */
export const RULER_THRESHOLD = 85.6;

/** What the table needs from the RULER family. */
interface RulerScoring {
  /** Task names in RULER's order (synthetic.yaml's). */
  order: readonly string[];
  /** A task's score from its rows' values, in row order, as evaluate.py. */
  taskScore(values: readonly number[]): number;
  /** Python's `round(x, 2)`. */
  round2(x: number): number;
  /**
   * A task's score as NeMo-Skills' metrics compute it (`100 * mean`,
   * unrounded), for rows of its harnesses; absent: `taskScore`.
   */
  meanScore?(values: readonly number[]): number;
}

/** One run's RULER table. */
export interface RulerTable {
  run_name: string;
  model_id: string;
  tasks: string[];
  lengths: number[];
  /** `scores[task][length]`; absent when no row of that cell exists. */
  scores: Record<string, Record<number, number>>;
  /** The mean of the scores of RULER's tasks present at each length. */
  averages: Record<number, number>;
  /** The harness of its rows (`task.harness`), when not RULER's own. */
  harness?: string;
}

/**
 * One table per run, model and harness among `rows` (file order kept),
 * from the rows of task `ruler`. A row without an answer (provider error,
 * timeout) scores 0, as RULER scores an empty prediction.
 */
export function rulerTables(
  rows: readonly ResultRow[],
  scoring: RulerScoring,
): RulerTable[] {
  const runs = new Map<string, ResultRow[]>();
  for (const row of rows) {
    if (row.task_type !== "ruler") continue;
    const key = JSON.stringify([
      row.run_name,
      row.model_id,
      row.params.harness ?? null,
    ]);
    const list = runs.get(key) ?? [];
    list.push(row);
    runs.set(key, list);
  }
  return [...runs.values()].map((list) => runTable(list, scoring));
}

function runTable(rows: ResultRow[], scoring: RulerScoring): RulerTable {
  const harness = rows[0]!.params.harness;
  // NeMo-Skills' harnesses average as its metrics do: nothing rounded.
  const nemo = typeof harness === "string" && scoring.meanScore !== undefined;
  const taskScore = nemo ? scoring.meanScore! : scoring.taskScore;
  const round = nemo ? (x: number) => x : scoring.round2;
  const values = new Map<string, Map<number, number[]>>();
  for (const row of rows) {
    const name = String(row.params.name ?? "");
    const length = Number(row.params.context_length);
    const byLength = values.get(name) ?? new Map<number, number[]>();
    const list = byLength.get(length) ?? [];
    list.push(row.score ?? 0);
    byLength.set(length, list);
    values.set(name, byLength);
  }
  const known = scoring.order.filter((name) => values.has(name));
  const others = [...values.keys()].filter((n) => !known.includes(n)).sort();
  const tasks = [...known, ...others];
  const lengths = [
    ...new Set(rows.map((row) => Number(row.params.context_length))),
  ].sort((a, b) => a - b);
  const scores: Record<string, Record<number, number>> = {};
  for (const task of tasks) {
    scores[task] = {};
    for (const [length, list] of values.get(task)!) {
      scores[task][length] = taskScore(list);
    }
  }
  // Names RULER does not have (imported rows) are shown, never averaged.
  const averages: Record<number, number> = {};
  for (const length of lengths) {
    const present = known.flatMap((task) => {
      const score = scores[task]![length];
      return score === undefined ? [] : [score];
    });
    if (present.length > 0) {
      averages[length] = round(
        present.reduce((a, b) => a + b, 0) / present.length,
      );
    }
  }
  return {
    run_name: rows[0]!.run_name,
    model_id: rows[0]!.model_id,
    tasks,
    lengths,
    scores,
    averages,
    ...(typeof harness === "string" ? { harness } : {}),
  };
}

/**
 * RULER's effective length: the longest length up to which every average
 * is above `threshold`; null when the shortest is not.
 */
export function rulerEffectiveLength(
  table: RulerTable,
  threshold: number,
): number | null {
  let effective: number | null = null;
  for (const length of table.lengths) {
    const average = table.averages[length];
    if (average === undefined || !(average > threshold)) break;
    effective = length;
  }
  return effective;
}

/** A length as model cards write it: 4096 is "4k", 131072 "128k". */
export function lengthLabel(length: number): string {
  return length % 1024 === 0 ? `${length / 1024}k` : String(length);
}

/**
 * What the average row averages at each length, against the tasks model
 * cards average (`cardTasks`, RULER's 13): all of them (the card's
 * figure), the 11 synthetic ones where no QA task was run, or which are
 * missing; lengths that average the same tasks share a line. Names RULER
 * does not have are said to be left out.
 */
export function averageNotes(
  table: RulerTable,
  cardTasks: readonly string[],
): string[] {
  const groups = new Map<string, number[]>();
  for (const length of table.lengths) {
    const missing = cardTasks.filter((task) =>
      table.scores[task]?.[length] === undefined
    );
    const key = missing.join(",");
    groups.set(key, [...(groups.get(key) ?? []), length]);
  }
  const notes = [...groups].map(([key, lengths]) => {
    const at = groups.size === 1
      ? ""
      : ` at ${lengths.map(lengthLabel).join(", ")}`;
    return `average${at}: ${
      missingNote(key === "" ? [] : key.split(","), cardTasks.length)
    }`;
  });
  const others = table.tasks.filter((task) => !cardTasks.includes(task));
  if (others.length > 0) {
    notes.push(
      `not averaged (not RULER's tasks): ${others.join(", ")}`,
    );
  }
  return notes;
}

/** What an average is, given the card tasks missing from it. */
function missingNote(missing: readonly string[], n: number): string {
  if (missing.length === 0) {
    return `RULER's ${n} tasks, the figure model cards print`;
  }
  const count = n - missing.length;
  // Only QA tasks (those not among the 11 synthetic ones) missing.
  if (missing.every((task) => !SYNTHETIC_TASK_NAMES.includes(task))) {
    return `${count} tasks, ${
      missing.join(" and ")
    } not run (model cards print the ${n}-task average)`;
  }
  const which = missing.length <= 3 ? ` (missing ${missing.join(", ")})` : "";
  return `${count} of RULER's ${n} tasks${which}, not the figure model cards print`;
}

/**
 * The table as text: tasks by lengths, the average, what it averages
 * (when `cardTasks` names the tasks model cards average), the effective
 * length.
 */
export function rulerTableText(
  table: RulerTable,
  threshold: number,
  cardTasks?: readonly string[],
): string {
  const head = ["task", ...table.lengths.map(lengthLabel)];
  const lines: string[][] = [head];
  for (const task of table.tasks) {
    lines.push([
      task,
      ...table.lengths.map((length) => {
        const score = table.scores[task]![length];
        return score === undefined ? "-" : score.toFixed(2);
      }),
    ]);
  }
  lines.push([
    "average",
    ...table.lengths.map((length) => {
      const average = table.averages[length];
      return average === undefined ? "-" : average.toFixed(2);
    }),
  ]);
  const widths = head.map((_, i) =>
    Math.max(...lines.map((line) => line[i]!.length))
  );
  const text = lines.map((line) =>
    "  " +
    line.map((cell, i) =>
      i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)
    ).join("  ")
  ).join("\n");
  const note = cardTasks === undefined
    ? ""
    : averageNotes(table, cardTasks).map((line) => `  ${line}\n`).join("");
  const harness = table.harness === undefined
    ? ""
    : ` · harness ${table.harness}`;
  return `RULER · ${table.run_name} · ${table.model_id}${harness}\n${text}\n${note}` +
    `  ${effectiveLengthNote(table, threshold)}\n`;
}

/** "RULER effective length (average > threshold): ..." of `table`. */
export function effectiveLengthNote(
  table: RulerTable,
  threshold: number,
): string {
  const effective = rulerEffectiveLength(table, threshold);
  return `RULER effective length (average > ${threshold}): ${
    effective === null
      ? `below ${lengthLabel(table.lengths[0]!)}`
      : lengthLabel(effective)
  }`;
}
