/**
 * `niah reconstruct <results.jsonl> (--cell ID | --row N) [--out FILE]
 * [--messages] [--haystack DIR]`: rebuilds the exact context (or message
 * list) a row's model received, phase-shifted as the row's `phase_shift`
 * says when it was. Rows are picked by `cell_id` or by number, counting
 * from 0 over the file's rows; the NIAH reference's own rows (whose files
 * haystack is the folder `--haystack` names) by physical line, as its
 * `row_index` does. The rebuilding is `runner/rows/rebuild_prompt.ts`'s.
 * A prompt whose task names no one context text (a multi-turn
 * conversation) prints every message, each under a header line
 * ({@link conversationText}); `--messages` prints the exact JSON. A row
 * whose task made a second call after the first answer (`follow_up`:
 * LongBench v2's `cot`) prints both prompts, each under a header line
 * `=== call N ===`, and `--messages` a JSON list of the two calls'
 * messages.
 */
import { loadAllFamilies } from "../tasks/registry.ts";
import {
  type ReconstructFlags,
  reconstructOptions,
} from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { findRow, rebuildRowPrompt } from "../runner/rows/rebuild_prompt.ts";
import { denoCorpusReader } from "./deno_io.ts";
import { writeFileAtomic } from "../store/atomic_write.ts";
import type { CommandIo } from "./io.ts";
import { counted } from "../counted.ts";
import type { Message } from "../prompt/message.ts";

/** Options of `reconstruct` (declared once, in command_options.ts). */
type ReconstructOptions = ReconstructFlags;

/** Prints (or writes to `out`) the rebuilt context or messages. */
export async function reconstructCommand(
  resultsPath: string,
  given: ReconstructOptions,
  io: CommandIo,
): Promise<void> {
  await loadAllFamilies();
  const options = withDefaults(reconstructOptions, given);
  const { kind, row, line } = await findRow(resultsPath, options);
  const sent = await rebuildRowPrompt({
    kind,
    row,
    where: `"${resultsPath}" line ${line}`,
    corpora: denoCorpusReader,
    haystack: options.haystack,
  });
  const inserted = sent.phase_shift?.inserted_chars ?? 0;
  if (inserted > 0) {
    io.err(
      `phase-shifted as sent: ${
        counted(inserted, "zero-width character")
      } in the output (the row's phase_shift)`,
    );
  }
  const first = typeof sent.context === "string"
    ? sent.context
    : conversationText(sent.messages);
  const text = sent.follow_up
    ? options.messages
      ? `${JSON.stringify([sent.messages, sent.follow_up], null, 2)}\n`
      : `=== call 1 ===\n${first}\n=== call 2 (after the first answer) ===\n${
        contentOf(sent.follow_up)
      }`
    : options.messages
    ? `${JSON.stringify(sent.messages, null, 2)}\n`
    : first;
  if (options.out !== undefined) {
    await writeFileAtomic(options.out, text, "the rebuilt prompt");
    io.err(
      `wrote ${new TextEncoder().encode(text).length} bytes to ${options.out}`,
    );
  } else {
    io.out(text);
  }
}

/**
 * Every message of a prompt, in order: a header line `=== message N
 * (role) ===` (N from 0), then the content as sent, then a newline.
 */
function conversationText(messages: readonly Message[]): string {
  return messages.map((message, index) =>
    `=== message ${index} (${message.role}) ===\n${message.content}\n`
  ).join("");
}

/** A second call's prompt: its one message's content, or every message. */
function contentOf(messages: readonly Message[]): string {
  return messages.length === 1
    ? messages[0]!.content
    : conversationText(messages);
}
