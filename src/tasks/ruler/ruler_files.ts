/**
 * RULER's two data files that niah does not ship, read through the one
 * data-file reader (`BuildContext.dataFile`) and parsed here:
 * `PaulGrahamEssays.json` (the `essay` haystack's `{"text": ...}`) and
 * `english_words.json` (`cwe`'s list past the wonderwords words, a flat
 * object whose values RULER reads in file order,
 * `list(json.load(f).values())`). Each file's parse is kept by its digest,
 * so a run parses each revision once.
 *
 * @module
 */
import type { DataFile, DataFileOptions } from "../../data/data_file.ts";
import { dataJson, dataText } from "../../data/data_views.ts";
import type { FamilyHaystack } from "../../haystack/corpus.ts";
import { UsageError } from "../../errors.ts";

/** The essay haystack's text, its file and the file's digest. */
export interface RulerEssays {
  text: string;
  path: string;
  sha256: string;
}

/**
 * How a `ruler_essays` haystack's file (RULER's `PaulGrahamEssays.json`,
 * 0.6 MiB) is read: capped at 4 MiB (six times the file), since RULER's
 * generator tokenises the whole text for every sample; a missing one says
 * how RULER makes it.
 */
export const RULER_ESSAYS: DataFileOptions = {
  what: "haystack",
  missing:
    "niah does not ship RULER's PaulGrahamEssays.json: RULER builds it with scripts/data/synthetic/json/download_paulgraham_essay.py (github.com/NVIDIA/RULER); set haystack.path to the file it writes",
  maxBytes: 4 * 2 ** 20,
};

/** The `ruler_essays` haystack, which only RULER's essay tasks read. */
export const RULER_ESSAYS_HAYSTACK: FamilyHaystack = {
  read: RULER_ESSAYS,
  elsewhere:
    `a "ruler_essays" haystack is RULER's essay text, for RULER's essay tasks; other tasks build from a "synthetic", "files", "text" or "needles" haystack`,
};

/**
 * How `task.english_words` is read: capped at 64 MiB (RULER's file is a
 * few MiB); a missing one says where RULER keeps it.
 */
export const RULER_WORDS: DataFileOptions = {
  what: "task.english_words",
  missing:
    "niah does not ship RULER's english_words.json: it is the Git LFS file scripts/data/synthetic/json/english_words.json of github.com/NVIDIA/RULER (git lfs pull); set task.english_words to it",
  maxBytes: 64 * 2 ** 20,
};

const essaysBySha = new Map<string, string>();
const wordsBySha = new Map<string, string[]>();

/** RULER's `PaulGrahamEssays.json`: its `text`. */
export function rulerEssays(file: DataFile): RulerEssays {
  let text = essaysBySha.get(file.sha256);
  if (text === undefined) {
    const shape = `RULER's {"text": ...}`;
    const json = dataJson(file, "haystack", shape) as
      | { text?: unknown }
      | null;
    if (
      typeof json !== "object" || json === null ||
      typeof json.text !== "string"
    ) {
      throw new UsageError(
        `Cannot read haystack: "${file.path}" has no string "text"; expected ${shape} (${RULER_ESSAYS.missing})`,
      );
    }
    text = json.text;
    essaysBySha.set(file.sha256, text);
  }
  return { text, path: file.path, sha256: file.sha256 };
}

// A JSON string literal, escapes included.
const STRING_LITERAL = /"(?:[^"\\]|\\.)*"/g;

/**
 * The values of RULER's `english_words.json` in file order, as Python's
 * dict keeps them (JavaScript puts integer-like keys first, so the order
 * is read off the text: a flat object of strings is key, value, ...).
 */
export function rulerEnglishWords(file: DataFile): readonly string[] {
  const known = wordsBySha.get(file.sha256);
  if (known !== undefined) return known;
  const what = RULER_WORDS.what;
  const shape = "RULER's flat object of words";
  const json = dataJson(file, what, shape);
  const values = typeof json === "object" && json !== null &&
      !Array.isArray(json)
    ? Object.values(json)
    : [];
  const literals = dataText(file, what).match(STRING_LITERAL) ?? [];
  if (
    values.length === 0 || values.some((v) => typeof v !== "string") ||
    literals.length !== 2 * values.length
  ) {
    throw new UsageError(
      `Cannot read ${what}: "${file.path}" is not ${shape} (string keys to string values, each key once)`,
    );
  }
  const words = literals.filter((_, i) => i % 2 === 1).map((literal) =>
    JSON.parse(literal) as string
  );
  wordsBySha.set(file.sha256, words);
  return words;
}
