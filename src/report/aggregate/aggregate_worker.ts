/**
 * A worker of {@link aggregateInWorkers}: receives lines of result files
 * (with the row numbers the reading thread gave them), parses and
 * aggregates them, and returns its aggregate. Lines are routed by
 * {@link shareOf}, so every row of a cell lands in the same place and
 * replacing a retried error row stays a local matter. Touches no file.
 */
import { UsageError } from "../../errors.ts";
import { type Aggregate, Aggregator } from "./aggregate.ts";
import type { Presentations } from "../read/axis_presentation.ts";
import { parseResultLine } from "../read/read_results.ts";
import { cellIdHash } from "../../store/row_layout.ts";

/** Lines for a worker: texts, and per line its row number, line number and whether it was the file's unterminated last line. */
export interface LineBatch {
  source: string;
  texts: string[];
  /** [row, line, last (0/1)] per text. */
  meta: Float64Array;
}

/** Messages to a worker. */
export type ToWorker =
  | {
    type: "init";
    failureLimit: number;
    presentations: Presentations;
    keepTypes: readonly string[];
  }
  | { type: "lines"; batch: LineBatch }
  | { type: "finish" };

/** Messages from a worker. */
export type FromWorker =
  | { type: "ready" }
  | { type: "ack" }
  | { type: "warn"; message: string }
  | { type: "error"; message: string; usage: boolean }
  | { type: "done"; aggregate: Aggregate };

/**
 * Which of `shares` takes a line: by the hash of its `cell_id`
 * (`store/row_layout.ts`), else by its row number (the NIAH reference's rows,
 * which a resumed run never repeats).
 */
export function shareOf(text: string, row: number, shares: number): number {
  const hash = cellIdHash(text);
  return hash === null ? row % shares : hash % shares;
}

/** Parses and aggregates a batch of lines. */
export function takeBatch(
  aggregator: Aggregator,
  batch: LineBatch,
  warn: (message: string) => void,
  presentations: Presentations = {},
): void {
  for (let i = 0; i < batch.texts.length; i++) {
    const row = parseResultLine(
      batch.source,
      {
        text: batch.texts[i]!,
        line: batch.meta[3 * i + 1]!,
        last: batch.meta[3 * i + 2] === 1,
      },
      batch.meta[3 * i]!,
      warn,
      presentations,
    );
    if (row !== null) aggregator.add(row);
  }
}

interface Scope {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
}

const scope = globalThis as unknown as Scope;
let aggregator = new Aggregator();
let presentations: Presentations = {};

function onMessage(event: MessageEvent<ToWorker>): void {
  const message = event.data;
  try {
    switch (message.type) {
      case "init":
        presentations = message.presentations;
        aggregator = new Aggregator({
          failureLimit: message.failureLimit,
          presentations,
          keepTypes: message.keepTypes,
        });
        break;
      case "lines":
        takeBatch(
          aggregator,
          message.batch,
          (text) => scope.postMessage({ type: "warn", message: text }),
          presentations,
        );
        scope.postMessage({ type: "ack" });
        break;
      case "finish":
        scope.postMessage({ type: "done", aggregate: aggregator.finish() });
        break;
    }
  } catch (error) {
    scope.postMessage({
      type: "error",
      message: error instanceof Error ? error.message : String(error),
      usage: error instanceof UsageError,
    });
  }
}

// Only as the worker's own module: one importing `shareOf` may be a
// worker too (a run's scope, runner/scope/), whose messages are its own.
if (import.meta.main && typeof scope.postMessage === "function") {
  scope.onmessage = onMessage;
  scope.postMessage({ type: "ready" });
}
