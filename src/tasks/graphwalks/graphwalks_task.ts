/**
 * The task `graphwalks`: OpenAI's Graphwalks (`openai/graphwalks`, MIT),
 * each row's stored prompt sent as one user message, as is, with the model
 * config's request parameters; scored by the dataset card's grader
 * (`graphwalks_grade.ts`). The sweep's `context_lengths` name token bins
 * by their upper bounds (`token_bins.ts`); `num_samples` rows of each bin
 * and problem type are drawn with `seed` (`graphwalks_data.ts`). A row's
 * recipe is its file's path and sha256 and its row index, so `reconstruct`
 * reads the same row of the same file, and refuses a different file.
 *
 * @module
 */
import { z } from "zod";
import { checkRecordedFile } from "../../data/recorded_file.ts";
import { UsageError } from "../../errors.ts";
import { type Message, messagesDigest } from "../../prompt/message.ts";
import { fileProvenance } from "../dataset_provenance.ts";
import { checkDigest, parseRecipe } from "../recipe.ts";
import { setF1 } from "../scorers/set_f1.ts";
import { styled, styleFields, type TaskStyle } from "../task_style.ts";
import type { BuildContext, Built, Cell, Score, Task } from "../task.ts";
import { TOKEN_BIN_BOUNDS, tokenBinLabel } from "../token_bins.ts";
import {
  datasetFolder,
  drawOrder,
  GRAPHWALKS_FILE,
  graphwalksPaths,
  type GraphwalksRow,
  type ProblemType,
  readGraphwalks,
  readGraphwalksFiles,
} from "./graphwalks_data.ts";
import { graphwalksGrade } from "./graphwalks_grade.ts";

const problemType = z.enum(["bfs", "parents"]);

/** Parameters of `graphwalks`. */
const graphwalksParams = styled(z.strictObject({
  type: z.literal("graphwalks"),
  /**
   * `reference`: the dataset card's grader exactly; `niah`: the same
   * prompt, scored as F1 of the list inside the brackets (the card's quirk
   * of keeping its label on the first item undone).
   */
  ...styleFields,
  /**
   * `bfs` or `parents`; both as a list (`[bfs, parents]`, listParams) or
   * through the sweep's grid (`sweep.grid.problem_type: [bfs, parents]`),
   * so each row's grid point names its type.
   */
  problem_type: problemType.default("bfs"),
  /** A folder of the hub's files, or one `.parquet` file. */
  dataset: z.string().min(1).default("data/openai-graphwalks"),
  /** The folder's files to read; default the hub's two. */
  files: z.array(z.string().min(1)).min(1).optional(),
  /** Rows per bin and problem type. */
  num_samples: z.int().min(1).default(20),
  seed: z.int().min(0).default(0),
}));

/** Parameters of `graphwalks`, defaults applied. */
type GraphwalksParams = z.output<typeof graphwalksParams>;

const recipeSchema = z.strictObject({
  file: z.string().min(1),
  file_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  row: z.int().min(0),
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** What a row's metadata says of its dataset row. */
interface GraphwalksMetadata {
  problem_type: ProblemType;
  bin: number;
  o200k_tokens: number;
  file: string;
  file_sha256: string;
  row: number;
  answer_nodes: string[];
  style: TaskStyle;
}

function messagesOf(row: GraphwalksRow): Message[] {
  return [{ role: "user", content: row.prompt }];
}

/** The bin a cell names, or the one-line error for a length that is none. */
function binOf(cell: Cell): number {
  const length = Number(cell.axes.context_length);
  if (!TOKEN_BIN_BOUNDS.includes(length)) {
    throw new UsageError(
      `Cannot build graphwalks: sweep.context_lengths ${length} is not a token bin's upper bound; expected one of ${
        TOKEN_BIN_BOUNDS.join(", ")
      }`,
    );
  }
  return length;
}

async function buildCell(
  p: GraphwalksParams,
  cell: Cell,
  context: BuildContext,
): Promise<Built> {
  const bin = binOf(cell);
  const type = p.problem_type;
  const draw = cell.sample_index;
  const files = await readGraphwalksFiles(p.dataset, p.files, context);
  const ref = drawOrder(files, bin, type, cell.seed)[draw];
  if (ref === undefined) {
    throw new UsageError(
      `Cannot build graphwalks: bin ${tokenBinLabel(bin)} has fewer than ${
        draw + 1
      } ${type} rows in ${p.dataset}; lower task.num_samples`,
    );
  }
  const file = files[ref.file]!;
  const row = file.rows[ref.row]!;
  const messages = messagesOf(row);
  const at = row.prompt.lastIndexOf("Operation:");
  const question = at >= 0 ? row.prompt.slice(at) : "";
  const metadata: GraphwalksMetadata = {
    problem_type: type,
    bin,
    o200k_tokens: row.tokens,
    file: file.path,
    file_sha256: file.sha256,
    row: ref.row,
    answer_nodes: row.answer,
    style: p.style,
  };
  return {
    messages,
    expected_answer: JSON.stringify(row.answer),
    prompt_question: question,
    context_tokens: context.tokenizer.count(
      row.prompt.slice(0, row.prompt.length - question.length),
    ),
    recipe: {
      file: file.path,
      file_sha256: file.sha256,
      row: ref.row,
      messages_sha256: messagesDigest(messages),
    },
    metadata: {
      ...metadata,
      ...await fileProvenance(datasetFolder(p.dataset), file.path, file.sha256),
    },
  };
}

async function renderRow(raw: unknown, context: BuildContext) {
  const recipe = parseRecipe(recipeSchema, raw, "graphwalks");
  // One row rebuilt counts nothing: the file's own folder will do.
  const file = await readGraphwalks(
    recipe.file,
    datasetFolder(recipe.file),
    context,
  );
  checkRecordedFile(
    `Graphwalks file "${recipe.file}"`,
    file.sha256,
    recipe.file_sha256,
  );
  const row = file.rows[recipe.row];
  if (row === undefined) {
    throw new UsageError(
      `Cannot rebuild prompt: Graphwalks file "${recipe.file}" has no row ${recipe.row}`,
    );
  }
  const messages = messagesOf(row);
  checkDigest(
    JSON.stringify(messages),
    recipe.messages_sha256,
    "messages differ from the ones sent",
    "the graphwalks generator changed since the row was written",
  );
  return { messages, context: row.prompt };
}

/**
 * The score, and whether the answer is right (failure class `ok`): the
 * named set (the card's items, its label taken off the first) is the true
 * set. Style `reference` scores the card's F1 of its items as they are,
 * `niah` the F1 of the named set.
 */
function scoreOf(
  response: string,
  expected: string,
  style: TaskStyle,
): Score {
  const truth = JSON.parse(expected) as string[];
  const { f1, parseError, items } = graphwalksGrade(response, truth);
  const named = new Set(
    items.map((item, at) =>
      at === 0 ? item.replace(/^Final Answer: ?\[?\s*/, "") : item
    ).filter((item) => item !== ""),
  );
  const want = new Set(truth);
  const correct = !parseError && named.size === want.size &&
    [...named].every((item) => want.has(item));
  const value = style === "niah" && !parseError ? setF1(named, want).f1 : f1;
  return {
    value,
    correct,
    ...(parseError ? { parse_fail: true } : {}),
    details: { nodes_named: named.size, nodes_true: want.size },
  };
}

/** Problems with the bins and their rows, found before a run starts. */
async function probeRows(
  p: GraphwalksParams,
  lengths: readonly unknown[],
  samples: number,
  files: Pick<BuildContext, "dataFile"> | undefined,
): Promise<string[]> {
  const bad = lengths.find((length) =>
    !TOKEN_BIN_BOUNDS.includes(Number(length))
  );
  if (bad !== undefined) {
    return [
      `sweep.context_lengths ${bad} is not a token bin's upper bound; expected one of ${
        TOKEN_BIN_BOUNDS.join(", ")
      }`,
    ];
  }
  if (files?.dataFile === undefined) return [];
  const read = await readGraphwalksFiles(p.dataset, p.files, files);
  const type = p.problem_type;
  return lengths.flatMap((length) => {
    const have = drawOrder(read, Number(length), type, 0).length;
    return have < samples
      ? [
        `task.num_samples: bin ${
          tokenBinLabel(Number(length))
        } has ${have} ${type} rows in ${p.dataset}, fewer than the ${samples} asked`,
      ]
      : [];
  });
}

/** The `graphwalks` task. */
export const graphwalksTask: Task<GraphwalksParams, string> = {
  type: "graphwalks",
  generator: () => "graphwalks/1",
  // 2: a response cut at the output limit scores 0 (truncatedScore).
  scorer: "graphwalks/score/2",
  truncatedScore: 0,
  params: graphwalksParams,
  listParams: ["problem_type"],
  // `run --dry-run` prices each token bin (the 1M bin is the costly one).
  dryRunBy: "context_length",
  usesHaystack: false,
  samples: (p) => p.num_samples,
  seeds: (p) => [p.seed],
  axes: () => [{ name: "context_length", sweepKey: "context_lengths" }],
  check: () => [],
  probe: (p, axes, _tokenizer, draws, files) =>
    probeRows(p, axes.context_length ?? [], draws.samples, files),
  dataFiles: (p) =>
    graphwalksPaths(p.dataset, p.files).map((path) => ({
      ...GRAPHWALKS_FILE,
      path,
    })),
  build: buildCell,
  render: renderRow,
  score: (response, built) =>
    scoreOf(
      response,
      built.expected_answer,
      (built.metadata as Partial<GraphwalksMetadata>).style ?? "reference",
    ),
  oracleResponse: (built) =>
    `Final Answer: [${
      (JSON.parse(built.expected_answer) as string[]).join(", ")
    }]`,
  presentation: {
    preferred: ["context_length", "problem_type"],
    axes: { context_length: { title: "token bin (upper bound)" } },
  },
  exampleParams: () => ({
    task: {
      type: "graphwalks",
      dataset: new URL("../../../tests/fixtures/graphwalks", import.meta.url)
        .pathname,
      num_samples: 1,
    },
    context_lengths: [8192],
  }),
};
