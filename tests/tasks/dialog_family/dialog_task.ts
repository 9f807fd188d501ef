/**
 * `dialog_recall`, the task of the acid-test family (dialog_family.ts):
 * each sample is a line of a JSONL dataset the run names (this folder ships
 * `dialogs.jsonl`), read through the one data-file reader. The prompt is the
 * line's conversation, user and assistant turns, then a last user turn
 * asking for one of the assistant's earlier answers again; the score is the
 * answer's similarity to it (difflib's ratio), a value anywhere in 0..1,
 * and 0.9 or more counts as recalled.
 */
import { z } from "zod";
import { UsageError } from "../../../src/errors.ts";
import type { DataFile } from "../../../src/data/data_file.ts";
import { dataJsonLines } from "../../../src/data/data_views.ts";
import type { Message } from "../../../src/prompt/message.ts";
import { defineTask } from "../../../src/tasks/define_task.ts";
import { sequenceRatio } from "../../../src/tasks/scorers/sequence_ratio.ts";
import type { BuildContext, Task } from "../../../src/tasks/task.ts";

/** The dataset this folder ships, by absolute path. */
export const SHIPPED_DIALOGS =
  new URL("./dialogs.jsonl", import.meta.url).pathname;

/** Parameters of `dialog_recall`. */
const dialogParams = z.strictObject({
  type: z.literal("dialog_recall"),
  /** The JSONL dataset: one conversation a line. */
  dataset: z.string().min(1),
  /** How many of its conversations a run asks (from the first). */
  rows: z.int().min(1).max(1000).default(4),
  seed: z.int().min(0).default(1),
});

/** Parameters of `dialog_recall`, defaults applied. */
export type DialogParams = z.output<typeof dialogParams>;

const lineSchema = z.object({
  id: z.string(),
  turns: z.array(
    z.strictObject({
      role: z.enum(["user", "assistant"]),
      content: z.string(),
    }),
  ).min(2),
  ask: z.string(),
  answer: z.string(),
});

type Dialog = z.output<typeof lineSchema>;

/** A sample's key: the file by path and digest, and its line. */
const keySchema = z.strictObject({
  dataset: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  line: z.int().min(0),
});

type Key = z.output<typeof keySchema>;

/** The dataset's conversations; any bad line is one error naming it. */
function dialogsOf(file: DataFile): Dialog[] {
  return dataJsonLines(file, "task.dataset").map((value, at) => {
    const parsed = lineSchema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new UsageError(
      `Cannot read task.dataset: "${file.path}" line ${
        at + 1
      }: expected {id, turns: [{role, content}...], ask, answer}`,
    );
  });
}

async function read(context: BuildContext, path: string): Promise<DataFile> {
  if (!context.dataFile) {
    throw new UsageError("Cannot read task.dataset: no data files here");
  }
  return await context.dataFile(path, { what: "task.dataset" });
}

/** The conversation a key names, from the very file the key names. */
async function sampleOf(key: Key, context: BuildContext): Promise<Dialog> {
  const file = await read(context, key.dataset);
  if (file.sha256 !== key.sha256) {
    throw new UsageError(
      `Cannot read task.dataset: "${key.dataset}" has sha256 ${
        file.sha256.slice(0, 12)
      }, not the ${key.sha256.slice(0, 12)} this row was built from`,
    );
  }
  const dialog = dialogsOf(file)[key.line];
  if (!dialog) {
    throw new UsageError(
      `Cannot read task.dataset: "${key.dataset}" has no line ${key.line + 1}`,
    );
  }
  return dialog;
}

/** The `dialog_recall` task. */
export const dialogTask: Task<DialogParams> = defineTask({
  type: "dialog_recall",
  generator: "dialog_recall/1",
  params: dialogParams,
  multiTurn: true,
  exampleParams: () => ({ task: { dataset: SHIPPED_DIALOGS } }),
  correctAt: 0.9,
  samples: (p) => p.rows,
  seeds: (p) => [p.seed],
  dataFiles: (p) => [{
    path: p.dataset,
    what: "task.dataset",
    check: (file) => {
      const count = dialogsOf(file).length;
      return count >= p.rows
        ? []
        : [`task.rows: ${p.rows} conversations asked, the file has ${count}`];
    },
  }],
  oracleResponse: (built) => built.expected_answer,
  source: {
    keySchema,
    key: async (p, cell, context) => ({
      dataset: p.dataset,
      sha256: (await read(context, p.dataset)).sha256,
      line: cell.sample_index,
    }),
    sample: sampleOf,
  },
  rendering: {
    messages: (dialog): Message[] => [
      ...dialog.turns,
      { role: "user", content: dialog.ask },
    ],
    expected: (dialog) => dialog.answer,
    metadata: (dialog) => ({
      id: dialog.id,
      turns: dialog.turns.length,
    }),
  },
  scoring: {
    version: "dialog_recall/score/1",
    score(response, built) {
      const value = sequenceRatio(response.trim(), built.expected_answer);
      return { value, details: { ratio: value } };
    },
  },
});
