/**
 * The haystack as the reference needle-in-a-haystack tool cuts it, for
 * `style: reference`: text gathered until a per-piece token count reaches
 * the context length, then encoded whole in cl100k_base and cut to that
 * many tokens (needles are added after the cut, so a prompt is longer).
 *
 * - `files`: the folder's `*.txt` files (not those whose name starts with a
 *   dot, which Python's `glob` skips), sorted by code point, read as Python
 *   reads text (`\r\n` and `\r` become `\n`), appended one whole file at a
 *   time, cycling, until the sum of the files' own token counts reaches L.
 * - `text`: `text + separator` repeated `floor(L / count(unit)) + 1` times.
 * - niah's own `synthetic` and `needles` haystacks have no reference
 *   counterpart: their token stream (in cl100k_base) is cut to L.
 *
 * @module
 */
import { UsageError } from "../errors.ts";
import { tokenCuts } from "../tokenizer/cut_rule.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import type { HaystackDescriptor } from "./haystack_descriptor.ts";
import type { TokenSource } from "./token_source.ts";

/** The reference's haystack for each context length. */
export interface ReferenceSource {
  readonly descriptor: HaystackDescriptor;
  /** cl100k_base, which the reference counts in for every model. */
  readonly tokenizer: Tokenizer;
  /** The haystack tokens for context length `length` (at most that many). */
  cut(length: number): Uint32Array;
}

/** A file's text as Python's `open(path, encoding="utf-8").read()` gives it. */
export function pythonTextFile(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** Whether Python's `glob("*.txt")` lists a file of this name. */
export function pythonGlobsTxt(name: string): boolean {
  return name.endsWith(".txt") && !name.startsWith(".");
}

/**
 * How many whole files the tool appends for `length`: it cycles through
 * `counts` (each file's own token count) until their sum reaches `length`.
 */
export function filesNeeded(counts: readonly number[], length: number): number {
  const pass = counts.reduce((sum, c) => sum + c, 0);
  if (pass === 0) {
    throw new UsageError("Cannot read haystack: its files encode to no tokens");
  }
  if (length <= 0) return 0;
  // Whole passes first, then the files of the last one.
  const passes = Math.floor((length - 1) / pass);
  let running = passes * pass;
  let files = passes * counts.length;
  for (const c of counts) {
    running += c;
    files++;
    if (running >= length) break;
  }
  return files;
}

/** A `files` haystack from its (Python-visible, sorted) files' texts. */
export function filesReferenceSource(
  descriptor: HaystackDescriptor,
  texts: readonly string[],
  tokenizer: Tokenizer,
): ReferenceSource {
  if (texts.length === 0) {
    throw new UsageError(
      'Cannot read haystack: the folder holds no .txt files whose name does not start with "."',
    );
  }
  let own: Uint32Array[] | undefined;
  const encoded = new Map<number, Uint32Array>();
  return {
    descriptor,
    tokenizer,
    cut(length) {
      // Each file's own tokens give its count and most of the joined text's.
      own ??= texts.map((t) => tokenizer.encode(t));
      const files = filesNeeded(own.map((t) => t.length), length);
      let tokens = encoded.get(files);
      if (!tokens) {
        const order = Array.from({ length: files }, (_, i) => i % texts.length);
        tokens = joinedEncoding(
          order.map((i) => own![i]!),
          order.map((i) => texts[i]!),
          tokenizer,
        );
        encoded.set(files, tokens);
      }
      return tokens.subarray(0, Math.max(0, length));
    },
  };
}

const NO_BLOCKS: ReadonlySet<number> = new Set();
const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * `tokenizer.encode(texts.join(""))`, made from each text's own tokens:
 * only the stretch around each join, from the last cut of one text to the
 * first cut of the next (src/tokenizer/cut_rule.ts; a text with no cut
 * joins the stretch whole), is encoded again. Exact for the reason
 * src/haystack/count_rendered.ts gives: a cut splits any text that holds
 * it, and the tokens on each side do not depend on the other.
 */
export function joinedEncoding(
  parts: readonly Uint32Array[],
  texts: readonly string[],
  tokenizer: Tokenizer,
): Uint32Array {
  if (tokenizer.cutRule !== "break_word") {
    return tokenizer.encode(texts.join(""));
  }
  const chunks: Uint32Array[] = [];
  let pending = "";
  parts.forEach((tokens, k) => {
    const isCut = tokenCuts(tokenizer, tokens, NO_BLOCKS)!;
    let first = 1;
    while (first < tokens.length && !isCut(first)) first++;
    if (first >= tokens.length) {
      pending += texts[k];
      return;
    }
    let last = tokens.length - 1;
    while (!isCut(last)) last--;
    pending += utf8.decode(tokenizer.decodeBytes(tokens.subarray(0, first)));
    chunks.push(tokenizer.encode(pending), tokens.subarray(first, last));
    pending = utf8.decode(tokenizer.decodeBytes(tokens.subarray(last)));
  });
  if (pending !== "") chunks.push(tokenizer.encode(pending));
  const out = new Uint32Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** A `text` haystack: its unit (text and separator) repeated. */
export function textReferenceSource(
  descriptor: HaystackDescriptor,
  text: string,
  separator: string,
  tokenizer: Tokenizer,
): ReferenceSource {
  if (text === "") {
    throw new UsageError('Cannot read haystack: "text" must not be empty');
  }
  const unit = text + separator;
  let unitTokens: number | undefined;
  const encoded = new Map<number, Uint32Array>();
  return {
    descriptor,
    tokenizer,
    cut(length) {
      unitTokens ??= tokenizer.count(unit);
      if (unitTokens === 0) {
        throw new UsageError(
          "Cannot read haystack: its text encodes to no tokens",
        );
      }
      const repeats = Math.floor(Math.max(0, length) / unitTokens) + 1;
      let tokens = encoded.get(repeats);
      if (!tokens) {
        tokens = tokenizer.encode(unit.repeat(repeats));
        encoded.set(repeats, tokens);
      }
      return tokens.subarray(0, Math.max(0, length));
    },
  };
}

/** niah's own haystacks: their stream, in cl100k_base, cut to the length. */
export function streamReferenceSource(source: TokenSource): ReferenceSource {
  return {
    descriptor: source.descriptor,
    tokenizer: source.tokenizer,
    cut: (length) => source.take(Math.max(0, length)),
  };
}
