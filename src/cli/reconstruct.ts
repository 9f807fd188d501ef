/**
 * `niah reconstruct <results.jsonl> --row N [--out FILE] [--messages]`:
 * rebuilds the exact context (or message list) a row's model received,
 * phase-shifted as the row's `phase_shift` says when it was.
 */
import { UsageError } from "../errors.ts";
import { HaystackLibrary } from "../haystack/corpus.ts";
import {
  applyPhaseShift,
  applyPhaseShiftToContext,
  phaseShiftRecordSchema,
} from "../providers/phaseshift.ts";
import { readRow } from "../store/jsonl.ts";
import { findTask } from "../tasks/registry.ts";
import { getTokenizer } from "../tokenizer/encoding.ts";
import { denoCorpusReader } from "./deno_io.ts";
import type { CommandIo } from "./io.ts";

/** Options of `reconstruct`. */
export interface ReconstructOptions {
  row: number;
  out?: string;
  messages: boolean;
}

/** Prints (or writes to `out`) the rebuilt context or messages. */
export async function reconstructCommand(
  resultsPath: string,
  options: ReconstructOptions,
  io: CommandIo,
): Promise<void> {
  const row = await readRow(resultsPath, options.row);
  const where = `"${resultsPath}" row ${options.row}`;
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
  const haystacks = new HaystackLibrary(denoCorpusReader);
  let rendered;
  try {
    rendered = await task.render(row.recipe, {
      tokenizer,
      haystack: (config) => {
        if (!config) throw new UsageError("recipe names no haystack");
        return haystacks.source(config, tokenizer);
      },
    });
  } catch (error) {
    if (error instanceof UsageError) {
      throw new UsageError(`${error.message} (${where})`);
    }
    throw error;
  }
  let { messages, context } = rendered;
  if (row.phase_shift !== undefined && row.phase_shift !== null) {
    const parsed = phaseShiftRecordSchema.safeParse(row.phase_shift);
    if (!parsed.success) {
      throw new UsageError(
        `Cannot rebuild prompt: ${where} has a malformed phase_shift record`,
      );
    }
    try {
      context = applyPhaseShiftToContext(messages, context, parsed.data);
      messages = applyPhaseShift(messages, parsed.data);
    } catch (error) {
      throw new UsageError(
        `Cannot rebuild prompt: ${where}: ${(error as Error).message}`,
      );
    }
    const inserted = parsed.data.inserted_chars;
    if (inserted > 0) {
      io.err(
        `phase-shifted as sent: ${inserted} zero-width character${
          inserted === 1 ? "" : "s"
        } in the output (the row's phase_shift)`,
      );
    }
  }
  const text = options.messages
    ? `${JSON.stringify(messages, null, 2)}\n`
    : context;
  if (options.out !== undefined) {
    try {
      await Deno.writeTextFile(options.out, text);
    } catch (error) {
      throw new UsageError(
        `Cannot write "${options.out}": ${(error as Error).message}`,
      );
    }
    io.err(
      `wrote ${new TextEncoder().encode(text).length} bytes to ${options.out}`,
    );
  } else {
    io.out(text);
  }
}
