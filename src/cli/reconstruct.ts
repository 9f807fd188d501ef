/**
 * `niah reconstruct <results.jsonl> --row N [--out FILE] [--messages]`:
 * rebuilds the exact context (or message list) a row's model received.
 */
import { UsageError } from "../errors.ts";
import { HaystackLibrary } from "../haystack/corpus.ts";
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
  const text = options.messages
    ? `${JSON.stringify(rendered.messages, null, 2)}\n`
    : rendered.context;
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
