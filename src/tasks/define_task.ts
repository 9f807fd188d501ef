/**
 * A task assembled from the parts a family supplies, each its own concern:
 * its samples (which one a cell gets, named by a small key, and how the key
 * becomes the sample, drawn or read from a dataset), its rendering (a
 * sample's messages and expected answer), its scorer and its presentation.
 * {@link defineTask} makes the {@link Task} the runner consumes from them,
 * and owns what every such task would otherwise write again: the recipe is
 * the sample's key plus the SHA-256 of the messages sent, a rebuild reads
 * the key back with the family's schema, renders the sample again and
 * proves it with the digest, and the defaults of the optional members
 * (no haystack, no axes, no checks) are filled in.
 *
 * Families whose two styles build differently (`styled_task.ts`), or whose
 * recipes predate this helper, implement {@link Task} directly; both kinds
 * meet the same contract suite.
 *
 * @module
 */
import { z } from "zod";
import { type Message, messagesDigest } from "../prompt/message.ts";
import { checkMessagesDigest, parseRecipe } from "./recipe.ts";
import type {
  BuildContext,
  Built,
  Cell,
  FollowUpCall,
  PromptContext,
  Rendered,
  Score,
  Task,
  TaskAxis,
} from "./task.ts";

/** Which sample a cell gets, and how that sample is made again. */
interface SampleSource<P, K extends Record<string, unknown>, S> {
  /**
   * The key of the cell's sample: all a rebuild needs (a seed and an
   * index for a drawn sample; a file's sha256 and a row for a dataset's),
   * stored in the row's recipe.
   */
  key(params: P, cell: Cell, context: BuildContext): K | Promise<K>;
  /** Reads a stored key back (a damaged or foreign recipe is refused). */
  readonly keySchema: z.ZodType<K>;
  /** The sample a key names, drawn or read through `context`. */
  sample(key: K, context: BuildContext): S | Promise<S>;
}

/** How a sample is shown to the model. */
interface Rendering<S> {
  /** The messages sent, in order; several for a multi-turn prompt. */
  messages(sample: S): Message[];
  /** The answer the scorer compares against. */
  expected(sample: S): string;
  /**
   * The text around which the prompt was built, found whole in one
   * message (what `reconstruct` shows, what phase shifting and the token
   * counts measure); default: none, a conversation without one context,
   * whose every message `reconstruct` prints.
   */
  context?(sample: S): string;
  /**
   * The question asked; default: the last message's content, and its
   * index is recorded (`question_message`) when there are several.
   */
  question?(sample: S): string;
  /** Task facts worth keeping in the row; default none. */
  metadata?(sample: S): Record<string, unknown>;
  /** The request's output budget (`Built.max_tokens`); default the model's. */
  maxTokens?(sample: S): number | undefined;
}

/**
 * A second call after each cell's first answer ({@link Task.followUp}),
 * made from the cell's sample as the recipe names it again.
 */
interface SampleFollowUp<P, S> {
  uses(params: P): boolean;
  call(
    sample: S,
    firstResponse: string,
    context: BuildContext,
  ): FollowUpCall | undefined | Promise<FollowUpCall | undefined>;
}

/** How an answer is scored, and the scorer's version (`Task.scorer`). */
interface Scoring {
  readonly version: string;
  score(
    response: string,
    built: Pick<Built, "expected_answer" | "metadata">,
  ): Score;
}

/** What a family supplies to {@link defineTask}. */
interface TaskParts<
  P extends { type: string },
  K extends Record<string, unknown>,
  S,
> extends
  Partial<
    Pick<
      Task<P>,
      | "samples"
      | "seeds"
      | "presentation"
      | "datasetFormats"
      | "probe"
      | "notes"
      | "bound"
      | "oracleResponse"
      | "scoredFields"
      | "multiTurn"
      | "exampleParams"
      | "correctAt"
      | "dataFiles"
      | "seedProblem"
    >
  > {
  readonly type: string;
  readonly params: z.ZodType<P>;
  /** The prompt generator's version (`Task.generator`). */
  readonly generator: string | ((params: P) => string);
  readonly source: SampleSource<P, K, S>;
  readonly rendering: Rendering<S>;
  readonly scoring: Scoring;
  /** The sweep axes its cells need; default none. */
  axes?(params: P): readonly TaskAxis[];
  /** Problems with the parameters, one line each; default none. */
  check?(params: P): string[];
  /** A second call after the first answer; default none. */
  readonly followUp?: SampleFollowUp<P, S>;
}

/** A recipe: the sample's key and the digest of the messages sent. */
const digested = z.looseObject({
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

/** The prompt of a sample: messages, context and question. */
function promptOf<S>(rendering: Rendering<S>, sample: S) {
  const messages = rendering.messages(sample);
  const context: PromptContext = rendering.context?.(sample);
  const asked = rendering.question?.(sample);
  const question = asked ?? messages.at(-1)?.content ?? "";
  // Without a context text, everything but the question is context.
  const contextText = context ??
    messages.slice(0, -1).map((message) => message.content).join("\n");
  const questionMessage = asked === undefined && messages.length > 1
    ? { question_message: messages.length - 1 }
    : {};
  return { messages, context, contextText, question, questionMessage };
}

/** The {@link Task} a family's parts make. */
export function defineTask<
  P extends { type: string },
  K extends Record<string, unknown>,
  S,
>(parts: TaskParts<P, K, S>): Task<P, PromptContext> {
  const {
    source,
    rendering,
    scoring,
    generator,
    axes,
    check,
    followUp,
    ...optional
  } = parts;
  // The sample a recipe names, and the digest of the messages it sent.
  const sampleOf = async (raw: unknown, context: BuildContext) => {
    const { messages_sha256: digest, ...stored } = parseRecipe(
      digested,
      raw,
      parts.type,
    );
    const key = parseRecipe(source.keySchema, stored, parts.type);
    return { digest, sample: await source.sample(key, context) };
  };
  const render = async (raw: unknown, context: BuildContext) => {
    const { digest, sample } = await sampleOf(raw, context);
    const { messages, context: text } = promptOf(rendering, sample);
    checkMessagesDigest(
      messages,
      digest,
      "messages differ from the ones sent",
      `the ${parts.type} generator or its data changed since the row was written`,
    );
    return { messages, context: text } satisfies Rendered<PromptContext>;
  };
  return {
    ...optional,
    generator: typeof generator === "string" ? () => generator : generator,
    scorer: scoring.version,
    usesHaystack: false,
    axes: axes ?? (() => []),
    check: (params) => check?.(params) ?? [],
    ...(followUp
      ? {
        followUp: {
          uses: (params: P) => followUp.uses(params),
          call: async (raw, firstResponse, context) =>
            await followUp.call(
              (await sampleOf(raw, context)).sample,
              firstResponse,
              context,
            ),
        },
      }
      : {}),
    async build(params, cell, context): Promise<Built> {
      const key = await source.key(params, cell, context);
      const sample = await source.sample(key, context);
      const prompt = promptOf(rendering, sample);
      const maxTokens = rendering.maxTokens?.(sample);
      return {
        ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
        messages: prompt.messages,
        expected_answer: rendering.expected(sample),
        prompt_question: prompt.question,
        ...prompt.questionMessage,
        context_tokens: context.tokenizer.count(prompt.contextText),
        recipe: { ...key, messages_sha256: messagesDigest(prompt.messages) },
        metadata: rendering.metadata?.(sample) ?? {},
      };
    },
    render,
    score: (response, built) => scoring.score(response, built),
  };
}
