/**
 * RULER's two data files that niah does not ship, read from the user's
 * paths through a {@link CorpusReader}: `PaulGrahamEssays.json` (the
 * `essay` haystack's `{"text": ...}`) and `english_words.json` (`cwe`'s
 * list past the wonderwords words, a flat object whose values RULER reads
 * in file order, `list(json.load(f).values())`).
 *
 * @module
 */
import { createHash } from "node:crypto";
import { UsageError } from "../errors.ts";
import type { CorpusReader } from "./files_corpus.ts";

/** The essay haystack's text and the digest of the file it came from. */
export interface RulerEssays {
  text: string;
  sha256: string;
}

/** How RULER makes the essay file, for the error a missing one gets. */
const ESSAYS_HOW =
  "niah does not ship RULER's PaulGrahamEssays.json: RULER builds it with scripts/data/synthetic/json/download_paulgraham_essay.py (github.com/NVIDIA/RULER); set haystack.path to the file it writes";

/** How RULER gets the word list, for the error a missing one gets. */
const WORDS_HOW =
  "niah does not ship RULER's english_words.json: it is the Git LFS file scripts/data/synthetic/json/english_words.json of github.com/NVIDIA/RULER (git lfs pull); set task.english_words to it";

/** A file's text, a missing one worded by `how`. */
async function readFile(
  reader: CorpusReader,
  path: string,
  what: string,
  how: string,
): Promise<string> {
  try {
    return await reader.readText(path);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    if ((error as Error).name === "NotFound") {
      throw new UsageError(
        `Cannot read ${what}: "${path}" does not exist; ${how}`,
      );
    }
    throw new UsageError(
      `Cannot read ${what}: "${path}" is not readable (${
        (error as Error).message
      })`,
      { cause: error },
    );
  }
}

/** The JSON of a file, or the one-line error saying what it should hold. */
function parsed(text: string, path: string, what: string, shape: string) {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(
      `Cannot read ${what}: "${path}" is not JSON (${
        (error as Error).message
      }); expected ${shape}`,
      { cause: error },
    );
  }
}

/** RULER's `PaulGrahamEssays.json` at `path`: its `text`, and a digest. */
export async function readRulerEssays(
  reader: CorpusReader,
  path: string,
): Promise<RulerEssays> {
  const what = "haystack";
  const raw = await readFile(reader, path, what, ESSAYS_HOW);
  const shape = `RULER's {"text": ...}`;
  const json = parsed(raw, path, what, shape) as { text?: unknown } | null;
  if (
    typeof json !== "object" || json === null || typeof json.text !== "string"
  ) {
    throw new UsageError(
      `Cannot read haystack: "${path}" has no string "text"; expected ${shape} (${ESSAYS_HOW})`,
    );
  }
  const sha256 = createHash("sha256").update(raw).digest("hex");
  return { text: json.text, sha256 };
}

// A JSON string literal, escapes included.
const STRING_LITERAL = /"(?:[^"\\]|\\.)*"/g;

/**
 * The values of RULER's `english_words.json` in file order, as Python's
 * dict keeps them (JavaScript puts integer-like keys first, so the order
 * is read off the text: a flat object of strings is key, value, ...).
 */
export async function readRulerEnglishWords(
  reader: CorpusReader,
  path: string,
): Promise<string[]> {
  const what = "task.english_words";
  const raw = await readFile(reader, path, what, WORDS_HOW);
  const shape = "RULER's flat object of words";
  const json = parsed(raw, path, what, shape);
  const values = typeof json === "object" && json !== null &&
      !Array.isArray(json)
    ? Object.values(json)
    : [];
  const literals = raw.match(STRING_LITERAL) ?? [];
  if (
    values.length === 0 || values.some((v) => typeof v !== "string") ||
    literals.length !== 2 * values.length
  ) {
    throw new UsageError(
      `Cannot read ${what}: "${path}" is not ${shape} (string keys to string values, each key once)`,
    );
  }
  return literals.filter((_, i) => i % 2 === 1).map((literal) =>
    JSON.parse(literal) as string
  );
}
