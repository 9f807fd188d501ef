/**
 * Prompt building for the commands that show prompts instead of sending
 * them: `dataset` builds a planned cell's prompt as a run sends it
 * ({@link cellPrompt}), `reconstruct` rebuilds a stored row's prompt from
 * its recipe ({@link rebuildRowPrompt}). Both end in the one `sentPrompt`
 * the run uses, so what they print cannot drift from what was sent.
 *
 * `reconstruct` picks the row with {@link findRow}; its prompt is rebuilt
 * by a function per row kind ({@link rowKind}): niah's own rows
 * ({@link rebuildNiahRow}) and the NIAH reference's (reference_row.ts).
 *
 * @module
 */
import { ContextError, messageOf, UsageError } from "../../errors.ts";
import type { CorpusReader } from "../../haystack/files_corpus.ts";
import {
  type PhaseShiftRecord,
  phaseShiftRecordSchema,
} from "../../prompt/phase_shift_record.ts";
import type { PhaseShifter } from "../../prompt/phase_shifter.ts";
import { type SentPrompt, sentPrompt } from "../../prompt/sent_prompt.ts";
import { readRows } from "../../store/read_rows.ts";
import {
  parseRow,
  type ReferenceRow,
  type RowParse,
  type StoredRow,
} from "../../store/row_schema.ts";
import { createBuildContext } from "../../tasks/build_context.ts";
import { familyOfType, findTask } from "../../tasks/registry.ts";
import type {
  BuildContext,
  Built,
  Cell,
  PromptContext,
  Rendered,
  Task,
} from "../../tasks/task.ts";
import { checkMessagesDigest } from "../../tasks/recipe.ts";
import type { Message } from "../../prompt/message.ts";
import { getTokenizer } from "../../tokenizer/encoding.ts";
import type { Plan } from "../plan/plan.ts";
import { findReferenceRow, rebuildReferenceRow } from "./reference_row.ts";
import { counted } from "../../counted.ts";

/** A planned cell's prompt as a run sends it (phase-shifted when on). */
export async function cellPrompt(
  plan: Plan,
  cell: Cell,
  context: BuildContext,
  phaseShift: PhaseShifter | null | undefined,
): Promise<SentPrompt<Built>> {
  const built = await plan.task.build(cell.params, cell, context);
  return sentPrompt(built, phaseShift);
}

/** The kinds of stored rows whose prompts can be rebuilt. */
type RowKind = "niah" | "reference";

/** A stored row, where it was read (for messages), and how to read corpora. */
interface RowToRebuild {
  /**
   * The row's kind as {@link findRow} read it (`parseRow`'s, by the one
   * test `isReferenceRow`); niah's when not given.
   */
  kind?: RowKind;
  row: StoredRow | ReferenceRow;
  /** Where the row is, for messages: `"results.jsonl" line 3`. */
  where: string;
  /** Reads the haystack files the row's recipe names. */
  corpora: CorpusReader;
  /**
   * The folder of a reference row's `files` haystack, instead of the
   * path it records (niah rows name theirs exactly, with its digest).
   */
  haystack?: string | undefined;
}

/**
 * A rebuilt prompt, and the messages of the second call where the row's
 * task made one after the first answer (`follow_up`).
 */
type RebuiltPrompt = SentPrompt<Rendered<PromptContext>> & {
  follow_up?: Message[];
};

/** The prompt a stored row's model received, rebuilt by the row's kind. */
export function rebuildRowPrompt(
  source: RowToRebuild,
): Promise<RebuiltPrompt> {
  if (source.kind === "reference") {
    // The reference sends its prompts as they are built.
    return rebuildReferenceRow(source).then((rendered) =>
      sentPrompt(rendered, null)
    );
  }
  if (source.haystack !== undefined) {
    return Promise.reject(
      new UsageError(
        `Cannot rebuild prompt: --haystack is for the Python tool's rows; ${source.where} is niah's, whose recipe names its haystack`,
      ),
    );
  }
  return rebuildNiahRow(source);
}

/** What a rebuild reads of a niah row (a reference row read as niah's has some). */
type NiahRecipeFields =
  & Pick<
    StoredRow,
    "task_type" | "recipe" | "tokenizer" | "phase_shift" | "follow_up"
  >
  & { fingerprint?: unknown };

/**
 * The prompt a niah row's model received: its task renders the row's
 * recipe in the row's tokenizer, and the row's `phase_shift` is replayed.
 */
async function rebuildNiahRow(
  { row, where, corpora }: Omit<RowToRebuild, "row"> & {
    row: NiahRecipeFields;
  },
): Promise<RebuiltPrompt> {
  const refusal = familyOfType(row.task_type)?.rebuildRefusal?.(row);
  if (refusal !== undefined) {
    throw new UsageError(`Cannot rebuild prompt: ${where} ${refusal}`);
  }
  const task = findTask(row.task_type ?? "");
  if (!task) {
    throw new UsageError(
      `Cannot rebuild prompt: ${where} has unknown task_type "${row.task_type}"`,
    );
  }
  if (!row.recipe || typeof row.recipe !== "object") {
    throw new UsageError(`Cannot rebuild prompt: ${where} has no recipe`);
  }
  const encoding = row.recipe.encoding ?? row.tokenizer;
  if (typeof encoding !== "string") {
    throw new UsageError(`Cannot rebuild prompt: ${where} names no tokenizer`);
  }
  const tokenizer = await withWhere(where, () => getTokenizer(encoding));
  const context = createBuildContext(tokenizer, corpora);
  const rendered = await withWhere(
    where,
    () => task.render(row.recipe, context),
  );
  const second = await withWhere(
    where,
    () => followUpMessages(task, row, context),
  );
  const record = phaseShiftOf(row, where);
  try {
    const sent = await sentPrompt(rendered, record);
    return second ? { ...sent, follow_up: second } : sent;
  } catch (error) {
    throw new UsageError(
      `Cannot rebuild prompt: ${where}: ${messageOf(error)}`,
      { cause: error },
    );
  }
}

/**
 * The second call's messages of a row whose task made one (`follow_up`),
 * rebuilt from its recipe and stored first answer and checked against the
 * digest of those sent; undefined for a row of one call.
 */
async function followUpMessages(
  task: Task,
  row: NiahRecipeFields,
  context: BuildContext,
): Promise<Message[] | undefined> {
  const stored = row.follow_up;
  if (stored === undefined) return undefined;
  if (!task.followUp) {
    throw new UsageError(
      `Cannot rebuild prompt: the row has a follow_up, but task "${task.type}" makes no second call`,
    );
  }
  const call = await task.followUp.call(
    row.recipe,
    stored.first_response,
    context,
  );
  if (!call) {
    throw new UsageError(
      `Cannot rebuild prompt: the row has a follow_up, but task "${task.type}" makes no second call after its first_response`,
    );
  }
  checkMessagesDigest(
    call.messages,
    stored.messages_sha256,
    "second call's messages differ from the ones sent",
    `the ${task.type} generator or its data changed since the row was written`,
  );
  return call.messages;
}

/** The row's phase shift record, null when it was sent unshifted. */
function phaseShiftOf(
  row: NiahRecipeFields,
  where: string,
): PhaseShiftRecord | null {
  if (row.phase_shift === undefined || row.phase_shift === null) return null;
  const parsed = phaseShiftRecordSchema.safeParse(row.phase_shift);
  if (!parsed.success) {
    throw new UsageError(
      `Cannot rebuild prompt: ${where} has a malformed phase_shift record`,
    );
  }
  return parsed.data;
}

/** Does `work`, its `UsageError`s naming where the row is. */
async function withWhere<T>(where: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UsageError) {
      throw new ContextError(error, where);
    }
    throw error;
  }
}

/** Which row of a results file to rebuild: exactly one of the two. */
interface RowChoice {
  /** The row's number, counting from 0 over the file's rows. */
  row?: number | undefined;
  /** The row's `cell_id` (the last row of that cell, when it has several). */
  cell?: string | undefined;
}

/** A row found in a results file: the row as parsed, and its 1-based line. */
type FoundRow = Exclude<RowParse, { kind: "invalid" }> & {
  line: number;
};

/** The reference's row on a line, read as a row of that tool. */
function referenceFound(
  path: string,
  { row, line }: { row: unknown; line: number },
): FoundRow {
  const parsed = parseRow(row);
  if (parsed.kind === "invalid") {
    throw new UsageError(
      `Cannot rebuild prompt: "${path}" line ${line} is not a Python tool row (${parsed.problem})`,
    );
  }
  return { ...parsed, line };
}

/**
 * The row of the results file at `path` that `options` names, and its line:
 * `row` counts niah's rows from 0, or, in a file of the reference's rows,
 * every physical line from 0 as that tool does.
 */
export async function findRow(
  path: string,
  options: RowChoice,
): Promise<FoundRow> {
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
  // The reference's files count every line, as its reconstruct does.
  const reference = await findReferenceRow(path, index);
  if (reference) return referenceFound(path, reference);
  let count = 0;
  let found: { row: StoredRow; line: number } | undefined;
  for await (const entry of readRows(path)) {
    if (index !== undefined && count === index) {
      return { kind: "niah", ...entry };
    }
    if (cell !== undefined && entry.row.cell_id === cell) found = entry;
    count++;
  }
  if (found) return { kind: "niah", ...found };
  throw new UsageError(
    cell !== undefined
      ? `Cannot read row: no row of "${path}" has cell_id "${cell}"`
      : `Cannot read row ${index}: "${path}" has ${
        counted(count, "row")
      } (numbered from 0)`,
  );
}
