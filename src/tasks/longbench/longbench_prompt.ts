/**
 * LongBench v2's prompts as its `pred.py` builds them: a template filled by
 * successive replacements (each placeholder in the text so far, as
 * Python's `str.replace` replaces every occurrence, so a `$Q$` inside the
 * document becomes the question too), every field `strip()`ped the Python
 * way, then the middle of an over-long prompt cut in the model's tokenizer
 * (`query_llm`): over `maxLen` tokens, the first `maxLen // 2` and the last
 * `-(-maxLen // 2)` are kept and decoded together (tiktoken's decode, bytes
 * that end inside a character replaced by U+FFFD, as Python's
 * `errors="replace"` does). A Hugging Face model's tokenizer counts and cuts
 * with transformers' calls, as `pred.py` makes them (`Tokenizer.transformers`:
 * its special tokens added, a BOS taking one of the kept tokens, then
 * skipped in the decoded text, tokenization spaces cleaned up where its
 * config says).
 *
 * @module
 */
import { pythonStrip } from "../scorers/python_whitespace.ts";
import type { Tokenizer } from "../../tokenizer/tokenizer.ts";
import {
  TEMPLATE_0SHOT,
  TEMPLATE_0SHOT_COT,
  TEMPLATE_0SHOT_COT_ANS,
} from "./longbench_templates.ts";

/** The fields of a data.json item a prompt reads. */
interface LongBenchItem {
  readonly question: string;
  readonly choice_A: string;
  readonly choice_B: string;
  readonly choice_C: string;
  readonly choice_D: string;
  readonly context: string;
}

/** `pred.py`'s modes: `0shot` (its default) and `cot` (`--cot`). */
export type LongBenchMode = "0shot" | "cot";

/**
 * Python's `text.replace(old, new)` applied in turn for each pair, as
 * `pred.py`'s chain of replacements does: each one over the whole text
 * made so far (values put in earlier included), every occurrence, left to
 * right, none overlapping, `new` taken as it is (no `$` patterns).
 *
 * The text is kept as pieces (the template's and the values put in) and
 * joined once: a document of many megabytes is searched by each later
 * replacement but copied only at the end. A replacement whose `old` could
 * start in one piece and end in the next (never so in `pred.py`'s
 * templates) first joins the pieces, so the result is always the chain's.
 */
export function replaceInTurn(
  text: string,
  pairs: readonly (readonly [old: string, replacement: string])[],
): string {
  let pieces = [text];
  for (const [old, replacement] of pairs) {
    if (spansPieces(pieces, old)) pieces = [pieces.join("")];
    pieces = pieces.flatMap((piece) => {
      const parts = piece.split(old);
      if (parts.length === 1) return [piece];
      return parts.flatMap((part, i) => i === 0 ? [part] : [replacement, part]);
    });
  }
  return pieces.join("");
}

/** Whether an occurrence of `old` in the joined text crosses a boundary. */
function spansPieces(pieces: readonly string[], old: string): boolean {
  const reach = old.length - 1;
  for (let i = 0; i + 1 < pieces.length; i++) {
    // Up to `reach` characters on each side of the boundary after piece
    // i, from as many pieces as it takes (a piece may be shorter).
    let before = "";
    for (let j = i; j >= 0 && before.length < reach; j--) {
      const piece = pieces[j]!;
      before = piece.slice(Math.max(0, piece.length - reach)) + before;
    }
    let after = "";
    for (let j = i + 1; j < pieces.length && after.length < reach; j++) {
      after += pieces[j]!.slice(0, reach);
    }
    for (let k = 1; k <= reach; k++) {
      if (before.endsWith(old.slice(0, k)) && after.startsWith(old.slice(k))) {
        return true;
      }
    }
  }
  return false;
}

/** `pred.py`'s template filling (its `$COT$` only for the answer prompt). */
function fill(template: string, item: LongBenchItem, cot?: string): string {
  return replaceInTurn(template, [
    ["$DOC$", pythonStrip(item.context)],
    ["$Q$", pythonStrip(item.question)],
    ["$C_A$", pythonStrip(item.choice_A)],
    ["$C_B$", pythonStrip(item.choice_B)],
    ["$C_C$", pythonStrip(item.choice_C)],
    ["$C_D$", pythonStrip(item.choice_D)],
    ...(cot === undefined ? [] : [["$COT$", cot] as const]),
  ]);
}

/** The first call's prompt, before truncation. */
export function firstPrompt(item: LongBenchItem, mode: LongBenchMode): string {
  return fill(mode === "cot" ? TEMPLATE_0SHOT_COT : TEMPLATE_0SHOT, item);
}

/**
 * The `cot` answer prompt, before truncation: the reasoning (the first
 * call's answer, `strip()`ped) in place of `$COT$`.
 */
export function answerPrompt(item: LongBenchItem, reasoning: string): string {
  return fill(TEMPLATE_0SHOT_COT_ANS, item, pythonStrip(reasoning));
}

/** A prompt after `query_llm`'s truncation. */
interface Truncated {
  readonly prompt: string;
  /** Its tokens before truncation. */
  readonly tokens: number;
  readonly truncated: boolean;
}

/** `query_llm`'s middle truncation of `prompt` to `maxLen` tokens. */
export function truncateMiddle(
  prompt: string,
  maxLen: number,
  tokenizer: Tokenizer,
): Truncated {
  // A Hugging Face model's: transformers' encode (its special tokens
  // added) and decode (skipping them), as pred.py calls them.
  const calls = tokenizer.transformers ?? tokenizer;
  const ids = calls.encode(prompt);
  if (ids.length <= maxLen) {
    return { prompt, tokens: ids.length, truncated: false };
  }
  const head = Math.floor(maxLen / 2);
  const tail = maxLen - head;
  const kept = new Uint32Array(head + tail);
  kept.set(ids.subarray(0, head), 0);
  kept.set(ids.subarray(ids.length - tail), head);
  return {
    prompt: calls.decode(kept),
    tokens: ids.length,
    truncated: true,
  };
}
