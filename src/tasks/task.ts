/**
 * The task contract: a task turns (params, cell) into the exact messages to
 * send, the expected answer and a recipe that rebuilds the messages byte
 * for byte, and scores a response. The runner knows nothing else of tasks.
 */
import type { z } from "zod";
import type { HaystackConfig } from "../config/run_config.ts";
import type { DistractorKind } from "../haystack/distractor_needles.ts";
import type { HaystackDescriptor } from "../haystack/haystack_descriptor.ts";
import type { TokenSource } from "../haystack/token_source.ts";
import type { ReferenceSource } from "../haystack/reference_haystack.ts";
import type { DataFile, DataFileOptions } from "../data/data_file.ts";
import type { DataFileUse } from "../data/data_use.ts";
import type { Message } from "../prompt/message.ts";
import type { TaskPresentation } from "../report/read/axis_presentation.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import type { ScoredFields } from "./scored_fields.ts";
// A multi-turn prompt's context (see PromptContext).
import type { ContextSpan } from "../prompt/message.ts";

/** A value on a sweep axis. */
export type AxisValue = number | string | boolean;

/** One point of a sweep. */
export interface Cell {
  cell_id: string;
  /** Position in the plan's order, from 0. */
  index: number;
  /**
   * Axis values, e.g. `{context_length: 4000, depth_percent: 50}`, and
   * the values of any `sweep.grid` parameters.
   */
  axes: Record<string, AxisValue>;
  /** The task parameters of this cell: the run's, with grid values applied. */
  params: { type: string };
  sample_index: number;
  seed: number;
}

/** The seeds a run draws for one parameter set, and samples of each. */
export interface ProbeDraws {
  seeds: readonly number[];
  /** Samples per seed: one more than the highest sample index. */
  samples: number;
}

/** What a task needs from the layers below to build a prompt. */
export interface BuildContext {
  tokenizer: Tokenizer;
  /**
   * The token source of a haystack: a recipe's when given, else the run's.
   */
  haystack(config?: HaystackConfig | HaystackDescriptor): Promise<TokenSource>;
  /**
   * The haystack as the reference NIAH tool cuts it, in cl100k_base whatever
   * the model (`style: reference`): a recipe's when given, else the run's.
   */
  referenceHaystack?(
    config?: HaystackConfig | HaystackDescriptor,
  ): Promise<ReferenceSource>;
  /**
   * A data file a family reads (a dataset, RULER's essay JSON or word
   * list): its bytes and SHA-256, through the one confined, cached reader
   * (`data/data_file.ts`: regular files only, capped, read once per
   * process); the family parses the bytes itself.
   */
  dataFile?(path: string, options: DataFileOptions): Promise<DataFile>;
  /**
   * The run's `haystack:` as written, when building a run's cells (a
   * rebuild from a recipe has none): a family that reads its file itself
   * (RULER's `ruler_essays`) finds the path here.
   */
  runHaystack?: HaystackConfig;
}

/** A built prompt. */
export interface Built {
  messages: Message[];
  expected_answer: string;
  prompt_question: string;
  /**
   * The index of the message that asks `prompt_question` (a conversation's
   * last user turn); absent, the question ends the last message, as a
   * single-message prompt has it. Rows record it when set.
   */
  question_message?: number;
  /**
   * Exact tokens, in the run's tokenizer, of the prompt's text besides
   * `prompt_question` and the chat template (NIAH: the haystack with its
   * needles; patterned: the lines; numseq: the system prompt and the
   * terms). The phase shifter adds the tokens it inserts. Rate limits, the
   * cost cap and the row's token-count gap read it (src/prompt/).
   */
  context_tokens: number;
  /** Enough to rebuild `messages` byte for byte; stored in the row. */
  recipe: Record<string, unknown>;
  /** Task facts worth keeping in the row (e.g. the needle). */
  metadata: Record<string, unknown>;
  /**
   * The most output tokens this cell's request allows (RULER's
   * `tokens_to_generate`), in place of the model config's `max_tokens`;
   * absent, the model config's budget holds.
   */
  max_tokens?: number;
}

/**
 * The second call of a cell whose task makes one (see {@link Task.followUp}):
 * its messages, built from the first call's answer, and its output budget.
 */
export interface FollowUpCall {
  messages: Message[];
  /** The most output tokens it allows; absent, the model config's. */
  max_tokens?: number;
}

/**
 * A call a task makes after a cell's first answer (LongBench v2's `cot`:
 * the reasoning, then the answer-extraction prompt with it inside). The
 * runner sends it and scores its answer; the row keeps the first answer
 * (`follow_up`), from which `reconstruct` rebuilds the second prompt.
 */
interface FollowUp<P> {
  /** Whether cells with these parameters make the second call. */
  uses(params: P): boolean;
  /**
   * The second call, from the cell's recipe and the first call's answer
   * as received; undefined: none (the first answer is scored).
   */
  call(
    recipe: unknown,
    firstResponse: string,
    context: BuildContext,
  ): Promise<FollowUpCall | undefined>;
}

/**
 * What a rebuilt prompt says of the context it was built around: its text
 * (for NIAH, haystack + needles; found in the messages by its text), a
 * span of one message, or none (a conversation without one context).
 */
export type PromptContext = string | ContextSpan | undefined;

/**
 * A prompt rebuilt from its recipe; `C` is how it names its context (a
 * single-message task's: the text).
 */
export interface Rendered<C extends PromptContext = string> {
  messages: Message[];
  /** The context the prompt was built around (see {@link PromptContext}). */
  context: C;
}

/**
 * A scored response. `value` is from 0 to 1: 0/1 for pass/fail tasks, any
 * value between for partial credit or a similarity (reports then give a
 * bootstrap interval, `compare` a paired bootstrap; see `score_check.ts`).
 */
export interface Score {
  value: number;
  /**
   * Whether the answer counts as right (failure class `ok` vs `wrong`);
   * absent, `value` at or above the task's `correctAt` (default 1) is. A
   * task that declares `correctAt` is judged by it alone.
   */
  correct?: boolean;
  /** No answer could be parsed from the response (failure class `parse_fail`). */
  parse_fail?: boolean;
  details: Record<string, unknown>;
}

/** A sweep axis a task needs, and the sweep key it is read from. */
export interface TaskAxis {
  name: string;
  sweepKey: "context_lengths" | "depth_percents";
}

/**
 * A file format `niah dataset --format NAME` writes a task's prompts in,
 * besides niah's JSONL (RULER's `validation.jsonl`).
 */
export interface DatasetFormat {
  /**
   * The file a cell's line goes in, relative, as the format lays out
   * several (`<length>/<task>/validation.jsonl`); a sweep whose cells all
   * go in one file is written to `--out` itself.
   */
  file(cell: Cell): string;
  /** A built cell's line, newline included. */
  line(built: Built): string;
  /** What it is, in `dataset --format`'s help after its name. */
  readonly help: string;
}

/**
 * A task family member, registered in `registry.ts`; `C` is how its
 * rebuilt prompts name their context (a single-message task's say
 * `string`; any of the three when not said).
 */
export interface Task<
  P extends { type: string } = { type: string },
  C extends PromptContext = PromptContext,
> {
  readonly type: string;
  /**
   * The version of the prompt generator these parameters use (each
   * `style` has its own); part of every row's fingerprint, so rows made by
   * an older generator are never resumed into.
   */
  generator(params: P): string;
  /**
   * The version of this task's `score`, for both styles; every row records
   * it (`scorer`), and `niah rescore` rewrites rows scored by another. Bump
   * it when a stored response would score differently.
   */
  readonly scorer: string;
  /** Parameters under `task:` (including `type`), defaults applied. */
  readonly params: z.ZodType<P>;
  /**
   * Parameters a run config may give as a list, each value run as a grid
   * point of its own (`needles: [2, 4, 8]` is `sweep.grid: {needles: [2,
   * 4, 8]}`); the run schema takes one value or a list. Absent: none.
   */
  readonly listParams?: readonly string[];
  /**
   * Samples per grid point when the run doesn't set `sweep.samples`
   * (tasks that draw many problems, e.g. `num_examples`); default 1.
   */
  samples?(params: P): number;
  /**
   * Seeds when the run doesn't set `sweep.seeds` (e.g. `[params.seed]`);
   * default [1]. `null` (a task's `seed: null`) is a seed drawn at random
   * once per run and recorded in each row.
   */
  seeds?(params: P): (number | null)[];
  /** The sweep axes cells with these parameters need. */
  axes(params: P): readonly TaskAxis[];
  /**
   * How reports show this task's axes (titles, value orders, which axes a
   * heatmap prefers); default: parameter names, generic orders.
   */
  readonly presentation?: TaskPresentation;
  /** Formats `niah dataset --format` writes besides niah's JSONL, by name. */
  readonly datasetFormats?: Readonly<Record<string, DatasetFormat>>;
  /** Whether prompts are built from a haystack. */
  readonly usesHaystack: boolean;
  /**
   * Whether its prompts are conversations whose turns the cell decides
   * (read from a dataset, drawn): `validate` builds the plan's first cell
   * and checks its order of roles (src/prompt/role_order.ts), which a
   * single-message task fixes in code. Every run checks each prompt's.
   */
  readonly multiTurn?: boolean;
  /**
   * Where these parameters end each prompt with an assistant message for
   * the model to continue (a prefill): the `task:` key that asks for it,
   * what asks (one phrase) and what to use instead on an API that answers
   * such a message in a new turn, where `validate` refuses the run.
   * Absent, or undefined: no prefill.
   */
  prefill?(
    params: P,
  ): { key: string; what: string; instead: string } | undefined;
  /**
   * The distractor kind a `needles` haystack fills with for this task
   * (needles like the task's own, with other values), if it has one; rows
   * and configs name it by this task's type.
   */
  readonly distractors?: DistractorKind;
  /**
   * Problems a run with these parameters would hit, found before it starts
   * (`validate` reports the first); one line each, naming the value.
   */
  check(
    params: P,
    axes: Readonly<Record<string, readonly AxisValue[]>>,
    tokenizer: Tokenizer,
    haystack?: HaystackConfig,
  ): string[];
  /**
   * Problems only drawing the task's data shows (RULER's `cwe` needs
   * `english_words.json` past a size its search finds; a patterned
   * reference problem short of haystack slots), checked after `check`
   * passes; `tokenizer` loads the model's real tokenizer, and `draws` says
   * which seeds the run draws and how many samples of each. One line each.
   */
  probe?(
    params: P,
    axes: Readonly<Record<string, readonly AxisValue[]>>,
    tokenizer: () => Promise<Tokenizer>,
    draws: ProbeDraws,
    files?: Pick<BuildContext, "dataFile" | "runHaystack">,
  ): Promise<string[]>;
  /**
   * The data files these parameters (and the run's haystack) read:
   * `validate` reads each through the one reader, checks it (its family's
   * `check`, its pinned revisions), and the run's fingerprint records its
   * digest, so a run on another revision of a file never resumes into the
   * first's store. Absent: none.
   */
  dataFiles?(params: P, haystack?: HaystackConfig): DataFileUse[];
  /**
   * Why a run of `params` cannot take `seed` (one line naming the rule),
   * or undefined; `grid` is the sweep's grid, whose axes may change what
   * the rule reads (a `style` axis). Absent: every seed the schema takes.
   */
  seedProblem?(
    seed: number,
    params: P,
    grid: Readonly<Record<string, readonly unknown[]>>,
  ): string | undefined;
  /**
   * Warnings about parameters that do not stop a run (e.g. a construction
   * known to be ambiguous); `validate` and `run` print each once.
   */
  notes?(params: P): string[];
  build(params: P, cell: Cell, context: BuildContext): Promise<Built>;
  /**
   * An upper bound of a cell's prompt tokens, and its output budget, that
   * builds nothing: `run --dry-run` estimates from it (saying "at most")
   * for a task whose prompts are slow to build (RULER's datasets, drawn in
   * order); absent, the dry run builds and counts every prompt.
   */
  bound?(params: P, cell: Cell): { input_tokens: number; max_tokens?: number };
  /**
   * The axis whose values `run --dry-run` also estimates one by one
   * (cells, input tokens, USD direct and at the batch price): MRCR's
   * `context_length`, its token bins. Absent: the whole run's estimate only.
   */
  readonly dryRunBy?: string;
  /**
   * A response in the task's answer format that scores as right, for the
   * fake provider's `oracle` mode; default "The answer is <expected>.".
   */
  oracleResponse?(built: Pick<Built, "expected_answer" | "metadata">): string;
  /**
   * A second call each cell with these parameters makes after its first
   * answer, whose answer is the one scored (see {@link FollowUp}); absent,
   * one call a cell. Batch mode refuses parameters that use it.
   */
  readonly followUp?: FollowUp<P>;
  /** Rebuilds the messages (and the context inside them) from a recipe. */
  render(recipe: unknown, context: BuildContext): Promise<Rendered<C>>;
  score(
    response: string,
    built: Pick<Built, "expected_answer" | "metadata">,
  ): Score;
  /**
   * The score at or above which an answer counts as correct (failure class
   * `ok`, not `wrong`), above 0 and at most 1; declared, it decides over
   * the scorer's own `correct`. Absent, the scorer's `correct` decides, or
   * a score of 1 where it gives none (score_check.ts).
   */
  readonly correctAt?: number;
  /**
   * The score of a response cut at the output limit (finish reason
   * `length`: the output budget ran out, a reasoning model's included;
   * a Responses API `incomplete`), in place of its grade, wherever a row
   * is scored (run, batch, rescore): MRCR's and Graphwalks' 0. The row is
   * classed `truncated` and its details keep the cut text's own grade
   * (`cut_grade`). Absent: the cut text is graded as any other.
   */
  readonly truncatedScore?: number;
  /**
   * What `score` reads of `built` (scored_fields.ts), which `rescore`
   * checks a stored row against before scoring it; absent: the expected
   * answer is text and the metadata an object.
   */
  readonly scoredFields?: ScoredFields;
  /**
   * Parameters the contract suite (and other tests) run this task with
   * when its defaults cannot run offline (a dataset family's defaults name
   * the user's download): `task` as a run config writes it, pointing at a
   * small file shipped under tests/, and the sweep's `context_lengths`
   * where its cells need particular ones. Absent: the defaults.
   */
  exampleParams?(): {
    task: Record<string, unknown>;
    context_lengths?: readonly number[];
  };
}
