/**
 * `niah reconstruct <results.jsonl> (--cell ID | --row N) [--out FILE]
 * [--messages]`: rebuilds the exact context (or message list) a row's
 * model received, phase-shifted as the row's `phase_shift` says when it
 * was. Rows are picked by `cell_id` or by number, counting from 0 over the
 * file's rows as the Python seed tool's `row_index` does.
 */
import { UsageError } from "../errors.ts";
import { phaseShiftRecordSchema } from "../prompt/phase_shift_record.ts";
import { sentPrompt } from "../prompt/sent_prompt.ts";
import { readRows, type StoredRow } from "../store/jsonl.ts";
import { createBuildContext } from "../tasks/build_context.ts";
import { findTask } from "../tasks/registry.ts";
import { getTokenizer } from "../tokenizer/encoding.ts";
import { denoCorpusReader } from "./deno_io.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import type { CommandIo } from "./io.ts";

/** Options of `reconstruct`: exactly one of `row` and `cell`. */
export interface ReconstructOptions {
  /** The row's number, counting from 0 over the file's rows. */
  row?: number;
  /** The row's `cell_id` (the last row of that cell, when it has several). */
  cell?: string;
  out?: string;
  messages: boolean;
}

/** Prints (or writes to `out`) the rebuilt context or messages. */
export async function reconstructCommand(
  resultsPath: string,
  options: ReconstructOptions,
  io: CommandIo,
): Promise<void> {
  const { row, line } = await findRow(resultsPath, options);
  const where = `"${resultsPath}" line ${line}`;
  const task = findTask(String(row.task_type));
  if (!task) {
    throw new UsageError(
      `Cannot rebuild prompt: ${where} has unknown task_type "${row.task_type}"`,
    );
  }
  if (!row.recipe || typeof row.recipe !== "object") {
    throw new UsageError(`Cannot rebuild prompt: ${where} has no recipe`);
  }
  const recipe = row.recipe as { encoding?: unknown };
  const encoding = recipe?.encoding ?? row.tokenizer;
  if (typeof encoding !== "string") {
    throw new UsageError(`Cannot rebuild prompt: ${where} names no tokenizer`);
  }
  const tokenizer = await getTokenizer(encoding).catch((error) => {
    throw error instanceof UsageError
      ? new UsageError(`${error.message} (${where})`)
      : error;
  });
  let rendered;
  try {
    rendered = await task.render(
      row.recipe,
      createBuildContext(tokenizer, denoCorpusReader),
    );
  } catch (error) {
    if (error instanceof UsageError) {
      throw new UsageError(`${error.message} (${where})`);
    }
    throw error;
  }
  let record = null;
  if (row.phase_shift !== undefined && row.phase_shift !== null) {
    const parsed = phaseShiftRecordSchema.safeParse(row.phase_shift);
    if (!parsed.success) {
      throw new UsageError(
        `Cannot rebuild prompt: ${where} has a malformed phase_shift record`,
      );
    }
    record = parsed.data;
  }
  let sent;
  try {
    sent = sentPrompt(rendered, record);
  } catch (error) {
    throw new UsageError(
      `Cannot rebuild prompt: ${where}: ${(error as Error).message}`,
    );
  }
  const inserted = record?.inserted_chars ?? 0;
  if (inserted > 0) {
    io.err(
      `phase-shifted as sent: ${inserted} zero-width character${
        inserted === 1 ? "" : "s"
      } in the output (the row's phase_shift)`,
    );
  }
  const text = options.messages
    ? `${JSON.stringify(sent.messages, null, 2)}\n`
    : sent.context;
  if (options.out !== undefined) {
    await writeFileAtomic(options.out, text, "the rebuilt prompt");
    io.err(
      `wrote ${new TextEncoder().encode(text).length} bytes to ${options.out}`,
    );
  } else {
    io.out(text);
  }
}

/** The row `options` names, and its line in the file. */
async function findRow(
  path: string,
  options: ReconstructOptions,
): Promise<{ row: StoredRow; line: number }> {
  const { row: index, cell } = options;
  if ((index === undefined) === (cell === undefined)) {
    throw new UsageError(
      "Cannot rebuild prompt: name the row with exactly one of --cell ID and --row N",
    );
  }
  if (index !== undefined && (!Number.isSafeInteger(index) || index < 0)) {
    throw new UsageError(
      `Cannot read row ${index}: rows are numbered from 0`,
    );
  }
  let count = 0;
  let found: { row: StoredRow; line: number } | undefined;
  for await (const entry of readRows(path)) {
    if (index !== undefined && count === index) return entry;
    if (cell !== undefined && entry.row.cell_id === cell) found = entry;
    count++;
  }
  if (found) return found;
  throw new UsageError(
    cell !== undefined
      ? `Cannot read row: no row of "${path}" has cell_id "${cell}"`
      : `Cannot read row ${index}: "${path}" has ${count} row${
        count === 1 ? "" : "s"
      } (numbered from 0)`,
  );
}
