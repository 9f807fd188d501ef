/**
 * Rows of the NIAH reference, the Python needle-in-a-haystack tool
 * (gkamradt/needle-in-a-haystack v2, schema 2):
 * `niah reconstruct <its results.jsonl> --row N` rebuilds the context its
 * model received, byte for byte, as its own
 * `reconstruct` does: the haystack loaded for the row's `context_length`
 * and cut to it in cl100k_base, each needle's tokens spliced back at its
 * recorded index, the count checked against `final_context_token_count`,
 * the stream decoded. The prompt was that context, two newlines and
 * `prompt_question`, as one user message.
 *
 * Rows are counted as the tool counts them: every physical line from 0,
 * blank ones included (a blank or broken line there is an error, as it is
 * in the tool). A `files` haystack's folder is the recorded path (relative
 * to the working directory), or `haystack` when given: the essays the
 * tool bundles are not shipped with niah.
 *
 * @module
 */
import { z } from "zod";
import { MAX_CONTEXT_TOKENS } from "../../config/sweep_schema.ts";
import { ContextError, UsageError } from "../../errors.ts";
import type { CorpusReader } from "../../haystack/files_corpus.ts";
import { HaystackLibrary } from "../../haystack/corpus.ts";
import { checkConfined, confineRecordedFolder } from "./confined_haystack.ts";
import { jsonlLines } from "../../store/jsonl_lines.ts";
import { openResults } from "../../store/open_results.ts";
import { isReferenceRow, referenceRowSchema } from "../../store/row_schema.ts";
import { createBuildContext } from "../../tasks/build_context.ts";
import { registeredFamilies } from "../../tasks/registry.ts";
import type { Rendered } from "../../tasks/task.ts";
import { getTokenizer } from "../../tokenizer/encoding.ts";
import { describeIssues } from "../../store/row_field_problem.ts";

/**
 * What a rebuild reads of a reference row (`store/row_schema.ts`'s
 * `referenceRowSchema` is the one schema of those rows): the row's schema 2, its length, question and
 * recipe, checked as the tool's own `reconstruct` needs them.
 */
const rebuildSchema = z.object({
  schema_version: z.literal(2),
  context_length: z.int().min(0).max(MAX_CONTEXT_TOKENS),
  prompt_question: referenceRowSchema.shape.prompt_question.unwrap(),
  recipe: z.object({
    haystack: z.discriminatedUnion("type", [
      z.object({ type: z.literal("files"), path: z.string().min(1) }),
      z.object({
        type: z.literal("text"),
        text: z.string().min(1),
        separator: z.string().default("\n\n"),
      }),
    ]),
    needle_placements: z.array(z.object({
      text: z.string(),
      insertion_token_index: z.int().min(0).max(2 * MAX_CONTEXT_TOKENS),
    })).max(10_000),
    final_context_token_count: z.int().min(0),
  }),
});

/**
 * Whether a file's first row says it is the reference's: a reference row
 * ({@link isReferenceRow}) of schema 2 with a recipe.
 */
function opensToolFile(value: unknown): boolean {
  return isReferenceRow(value) && value.schema_version === 2 &&
    typeof value.recipe === "object" && value.recipe !== null;
}

/**
 * Row `index` of a NIAH reference results file and its 1-based line, or null
 * when the file's first row is not a reference row (a niah file).
 */
export async function findReferenceRow(
  path: string,
  index: number | undefined,
): Promise<{ row: unknown; line: number } | null> {
  using file = await openResults(path);
  let decided = false;
  // The line asked for, when it came before the first row.
  let early: { line: number; text: string } | undefined;
  for await (const lines of jsonlLines(file, undefined, path)) {
    for (const { line, text } of lines) {
      if (!decided && text.trim() !== "") {
        if (!opensToolFile(parseOrNull(text))) return null;
        decided = true;
        if (index === undefined) {
          throw new UsageError(
            `Cannot read row: "${path}" holds the Python tool's rows, which have no cell_id; name the row with --row N`,
          );
        }
        if (early) return referenceLine(path, index, early.line, early.text);
      }
      if (line - 1 !== index) continue;
      if (!decided) early = { line, text };
      else return referenceLine(path, index, line, text);
    }
  }
  if (!decided) return null;
  throw new UsageError(
    `Cannot read row ${index}: "${path}" has no line ${
      (index ?? 0) + 1
    } (the Python tool counts every line from 0)`,
  );
}

/** The row on a line the tool would read, or why the tool would fail there. */
function referenceLine(
  path: string,
  index: number,
  line: number,
  text: string,
): { row: unknown; line: number } {
  const row = parseOrNull(text);
  if (row === null) {
    throw new UsageError(
      `Cannot read row ${index}: "${path}" line ${line} is ${
        text.trim() === "" ? "blank" : "not JSON"
      } (the Python tool counts every line, blank ones included)`,
    );
  }
  return { row, line };
}

function parseOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Where a reference row is and how to read its haystack. */
interface ReferenceRowToRebuild {
  row: unknown;
  /** For messages: `"results.jsonl" line 3`. */
  where: string;
  /** Reads the haystack (a library reuses what it has read). */
  corpora: CorpusReader | HaystackLibrary;
  /** The folder of a `files` haystack, instead of the recorded path. */
  haystack?: string | undefined;
}

/** The prompt a reference row's model received. */
export async function rebuildReferenceRow(
  { row: raw, where, corpora, haystack }: ReferenceRowToRebuild,
): Promise<Rendered> {
  const parsed = rebuildSchema.safeParse(raw);
  if (!parsed.success) {
    throw new UsageError(
      `Cannot rebuild prompt: ${where} is not a Python tool row the tool could rebuild (${
        describeIssues(parsed.error, raw)
      })`,
    );
  }
  const row = parsed.data;
  // The family that reproduces the Python tool rebuilds its rows.
  const rebuild = registeredFamilies().find((family) => family.rebuildToolRow)
    ?.rebuildToolRow;
  if (rebuild === undefined) {
    throw new UsageError(
      `Cannot rebuild prompt: ${where} is a Python tool row, and no task family here rebuilds those`,
    );
  }
  const recorded = row.recipe.haystack;
  if (recorded.type === "files" && haystack === undefined) {
    confineRecordedFolder(recorded.path, where);
  }
  if (recorded.type === "files" && !(corpora instanceof HaystackLibrary)) {
    await checkConfined(
      corpora,
      haystack ?? ".",
      haystack ?? recorded.path,
      where,
    );
  }
  const config = recorded.type === "files"
    ? { type: "files" as const, path: haystack ?? recorded.path }
    : recorded;
  const context = createBuildContext(
    await getTokenizer("cl100k_base"),
    corpora,
  );
  try {
    return await rebuild({
      ...row,
      recipe: { ...row.recipe, haystack: config },
    }, context);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const hint = recorded.type === "files" && haystack === undefined
      ? `; name the row's haystack folder with --haystack DIR`
      : "";
    throw new ContextError(error, `${where}${hint}`);
  }
}
