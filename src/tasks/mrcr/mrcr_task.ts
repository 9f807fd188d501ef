/**
 * The `mrcr` task: OpenAI-MRCR (Hugging Face `openai/mrcr`, MIT), read
 * from the user's folder of its Parquet files (mrcr_data.ts). A cell is a
 * token bin (`context_lengths` name bins by their upper bounds,
 * token_bins.ts) and a sample index into the bin's rows; the row's
 * conversation is sent exactly as stored, nothing added, and scored with
 * the dataset card's `grade` (mrcr_grade.ts). The recipe names the file
 * (path and SHA-256) and the row, so `reconstruct` reads every message
 * again from that file and refuses another.
 *
 * @module
 */
import { z } from "zod";
import { UsageError } from "../../errors.ts";
import { messagesDigest } from "../../prompt/message.ts";
import { tokensBesidesQuestion } from "../../prompt/prompt_tokens.ts";
import { fileProvenance } from "../dataset_provenance.ts";
import { checkMessagesDigest, parseRecipe } from "../recipe.ts";
import type { BuildContext, Built, Cell, Task } from "../task.ts";
import { TOKEN_BIN_BOUNDS, tokenBinLabel } from "../token_bins.ts";
import {
  binnedRows,
  drawRows,
  MRCR_MAX_BYTES,
  MRCR_MISSING,
  mrcrFiles,
  parsedRows,
  readMrcrFile,
} from "./mrcr_data.ts";
import { mrcrGrade } from "./mrcr_grade.ts";

/** Rows per bin and needle count in openai/mrcr: the default sample count. */
const ROWS_PER_BIN = 100;

const mrcrParams = z.strictObject({
  type: z.literal("mrcr"),
  /** Needles per conversation: 2, 4 or 8 (a list runs each: listParams). */
  needles: z.union([z.literal(2), z.literal(4), z.literal(8)]).default(2),
  /** The folder of openai/mrcr's Parquet files. */
  dataset: z.string().min(1).default("data/openai-mrcr"),
  /** Rows per bin, drawn with `seed`; absent: 100, the dataset's every row. */
  num_samples: z.int().min(1).optional(),
  /** The seed of the draw of `num_samples` rows of each bin. */
  seed: z.int().min(0).default(0),
});

type MrcrParams = z.output<typeof mrcrParams>;

const recipeSchema = z.strictObject({
  file: z.string().min(1),
  file_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  row: z.int().min(0),
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The stored row a recipe names, from the very file it was built from. */
async function recordedRow(
  key: { file: string; file_sha256: string; row: number },
  context: Pick<BuildContext, "dataFile">,
) {
  const file = await readMrcrFile(context, key.file);
  if (file.sha256 !== key.file_sha256) {
    throw new UsageError(
      `Cannot rebuild prompt: "${key.file}" has sha256 ${file.sha256}, not ${key.file_sha256}, the file the row was built from`,
    );
  }
  const row = (await parsedRows(file))[key.row];
  if (row === undefined) {
    throw new UsageError(
      `Cannot rebuild prompt: "${key.file}" has no row ${key.row}`,
    );
  }
  return row;
}

/** The file and row of a cell: its bin's `sample_index`-th drawn row. */
async function cellRow(p: MrcrParams, cell: Cell, context: BuildContext) {
  const bin = Number(cell.axes["context_length"]);
  const bins = await binnedRows(context, p.dataset, p.needles);
  const rows = drawRows(bins.get(bin) ?? [], p.num_samples, cell.seed);
  const row = rows[cell.sample_index];
  if (row === undefined) {
    throw new UsageError(
      `task.num_samples: the ${p.needles}-needle bin ${
        tokenBinLabel(bin)
      } of "${p.dataset}" has ${rows.length} rows, fewer than ${
        cell.sample_index + 1
      }; set num_samples to ${rows.length} or fewer`,
    );
  }
  return row;
}

async function build(
  p: MrcrParams,
  cell: Cell,
  context: BuildContext,
): Promise<Built> {
  const where = await cellRow(p, cell, context);
  const key = { file: where.path, file_sha256: where.sha256, row: where.row };
  const row = await recordedRow(key, context);
  const provenance = await fileProvenance(p.dataset, key.file, key.file_sha256);
  const messages = row.messages;
  const last = messages.length - 1;
  const question = messages[last]!.content;
  return {
    messages,
    expected_answer: row.answer,
    prompt_question: question,
    question_message: last,
    context_tokens: tokensBesidesQuestion(
      messages,
      question,
      context.tokenizer,
      last,
    ),
    recipe: { ...key, messages_sha256: messagesDigest(messages) },
    metadata: {
      random_string_to_prepend: row.random_string_to_prepend,
      n_needles: row.n_needles,
      desired_msg_index: row.desired_msg_index,
      total_messages: row.total_messages,
      n_chars: row.n_chars,
      o200k_tokens: where.tokens,
      bin: Number(cell.axes["context_length"]),
      file_sha256: key.file_sha256,
      ...provenance,
    },
  };
}

/** Context lengths that are no bin's upper bound, one line each. */
function checkBins(lengths: readonly unknown[]): string[] {
  return lengths.filter((length) => !TOKEN_BIN_BOUNDS.includes(Number(length)))
    .map((length) =>
      `sweep.context_lengths: ${length} is not an MRCR bin; expected the upper bound of a token bin, one of ${
        TOKEN_BIN_BOUNDS.join(", ")
      }`
    );
}

/** The `mrcr` task. */
export const mrcrTask: Task<MrcrParams> = {
  type: "mrcr",
  generator: () => "mrcr/1",
  // 2: a response cut at the output limit scores 0 (truncatedScore).
  scorer: "mrcr/grade/2",
  params: mrcrParams,
  listParams: ["needles"],
  usesHaystack: false,
  multiTurn: true,
  // The small files the tests ship, in the dataset's schema.
  exampleParams: () => ({
    task: {
      dataset: new URL("../../../tests/fixtures/mrcr", import.meta.url)
        .pathname,
      num_samples: 1,
    },
    context_lengths: [8192],
  }),
  dryRunBy: "context_length",
  correctAt: 1,
  truncatedScore: 0,
  samples: (p) => p.num_samples ?? ROWS_PER_BIN,
  seeds: (p) => [p.seed],
  axes: () => [{ name: "context_length", sweepKey: "context_lengths" }],
  check: (_p, axes) => checkBins(axes["context_length"] ?? []),
  dataFiles: (p) =>
    mrcrFiles(p.dataset, p.needles).map((path) => ({
      path,
      what: "task.dataset",
      maxBytes: MRCR_MAX_BYTES,
      missing: MRCR_MISSING,
    })),
  build,
  oracleResponse: (built) => built.expected_answer,
  scoredFields: {
    metadata: { random_string_to_prepend: z.string() },
  },
  async render(raw, context) {
    const { messages_sha256, ...key } = parseRecipe(recipeSchema, raw, "mrcr");
    const row = await recordedRow(key, context);
    checkMessagesDigest(
      row.messages,
      messages_sha256,
      "messages differ from the ones sent",
      "the recipe was edited",
    );
    return { messages: row.messages, context: undefined };
  },
  score(response, built) {
    const prefix = String(built.metadata["random_string_to_prepend"]);
    const value = mrcrGrade(response, built.expected_answer, prefix);
    return { value, details: { prefixed: response.startsWith(prefix) } };
  },
};
