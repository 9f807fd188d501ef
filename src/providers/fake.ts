/**
 * The fake provider (`runtime: {sdk: fake, api: fake}`): answers without a
 * network, for the demo and for tests. Modes are set under `request:`.
 */
import { NiahError } from "../errors.ts";
import { z } from "zod";
import { sleep } from "../sleep.ts";
import type { Message } from "../prompt/message.ts";
import { simulatedOutcome } from "./fake_simulation.ts";
import type {
  Completion,
  GenerateInput,
  Oracle,
  Provider,
  RetryDecision,
} from "./provider.ts";

/** The fake's `request:` block. */
export const fakeRequestSchema = z.strictObject({
  model: z.string().min(1),
  stream: z.boolean().optional(),
  mode: z.enum([
    "canned",
    "oracle",
    "fail_n_times_then_canned",
    "always_fail",
    "simulated",
  ]).default("oracle"),
  /** `mode: simulated` (fake_simulation.ts): the chance an answer is right. */
  accuracy: z.number().min(0).max(1).default(0.8),
  /** `mode: simulated`: the chance each attempt at a cell fails (retried). */
  error_rate: z.number().min(0).max(1).default(0),
  /** `mode: simulated`: what the draws are keyed by, with the cell id. */
  seed: z.int().min(0).default(0),
  response_text: z.string().default("I could not find it."),
  fail_until: z.int().min(0).default(1),
  fail_message: z.string().default("fake provider failure"),
  /** Milliseconds to wait before answering; the wait honours aborts. */
  delay_ms: z.int().min(0).max(600_000).default(0),
  /**
   * Batch mode (`runner.batch: true`, see fake_batch.ts): milliseconds from
   * submission until a batch's last request is done (requests finish
   * evenly across it; the first 0 ms: queued).
   */
  batch_delay_ms: z.int().min(0).max(86_400_000).default(0),
  /** The batch's window: requests not done this long after submission expire. */
  batch_window_ms: z.int().min(1).max(86_400_000).optional(),
  /** Every n-th request of a cell's first batch errors (partial failures). */
  batch_error_every: z.int().min(1).optional(),
  /** Requests per batch (the runner splits above it). */
  batch_max_requests: z.int().min(1).max(100_000).default(50_000),
  /** The first n polls of each batch fail as a 503 would (waited out). */
  batch_poll_failures: z.int().min(0).max(100).default(0),
  /** Answer like a server without batch endpoints. */
  batch_unsupported: z.boolean().default(false),
  max_tokens: z.int().min(1).optional(),
  temperature: z.number().optional(),
});

/** The fake's settings. */
export type FakeRequest = z.output<typeof fakeRequestSchema>;

/** The error the fake throws when told to fail; retryable. */
export class FakeProviderError extends NiahError {
  override name = "FakeProviderError";
  readonly kind = "call_failed";
}

/** The oracle of a task that names none: "The answer is <expected>.". */
export const defaultOracle: Oracle = (key) =>
  `The answer is ${key.expected_answer}.`;

/** niah's token count of a text (the run's tokenizer). */
export type CountTokens = (text: string) => number;

/**
 * The fake's `usage.input_tokens` for `messages`: niah's exact count of
 * each message it was sent, in the run's tokenizer; without one (a test's
 * bare fake), a rough count of 4 characters a token.
 */
export function fakeInputTokens(
  messages: readonly Message[],
  countTokens: CountTokens | undefined,
): number {
  if (countTokens) {
    return messages.reduce((n, m) => n + countTokens(m.content), 0);
  }
  return Math.ceil(messages.map((m) => m.content).join("").length / 4);
}

/**
 * Creates a fake provider; per-cell failure counts live in the instance.
 * `oracle` (the task's answer format) is what `mode: oracle` answers with;
 * `countTokens` counts its input (see {@link fakeInputTokens}).
 */
export function createFakeProvider(
  request: FakeRequest,
  oracle: Oracle = defaultOracle,
  countTokens?: CountTokens,
): Provider {
  const failures = new Map<string, number>();
  const answer: (input: GenerateInput) => string = request.mode === "oracle"
    ? (input) =>
      input.answer_key ? oracle(input.answer_key) : request.response_text
    : () => request.response_text;
  return {
    async generate(
      input: GenerateInput,
      signal: AbortSignal,
    ): Promise<Completion> {
      if (request.delay_ms > 0) await sleep(request.delay_ms, signal);
      signal.throwIfAborted();
      const failed = failures.get(input.cell_id) ?? 0;
      if (request.mode === "simulated") {
        // Keyed by the runner's attempt number, so a new process (a
        // resume) draws what the first one drew.
        const outcome = simulatedOutcome(
          request,
          input.cell_id,
          input.attempt,
          oracle,
          input.answer_key,
        );
        if (outcome.kind === "error") {
          throw new FakeProviderError(request.fail_message);
        }
        return completionOf(
          input,
          outcome.text,
          outcome.finish_reason,
          countTokens,
        );
      }
      if (
        request.mode === "always_fail" ||
        (request.mode === "fail_n_times_then_canned" &&
          failed < request.fail_until)
      ) {
        failures.set(input.cell_id, failed + 1);
        throw new FakeProviderError(request.fail_message);
      }
      return completionOf(input, answer(input), "stop", countTokens);
    },
    classify(error: unknown): RetryDecision {
      return error instanceof FakeProviderError
        ? { retry: true, kind: "transient" }
        : { retry: false };
    },
  };
}

/** The fake's completion of `text`, with its usage. */
function completionOf(
  input: GenerateInput,
  text: string,
  finish_reason: Completion["finish_reason"],
  countTokens: CountTokens | undefined,
): Completion {
  return {
    text,
    finish_reason,
    usage: {
      input_tokens: fakeInputTokens(input.messages, countTokens),
      // A rough count (4 characters a token).
      output_tokens: Math.ceil(text.length / 4),
    },
  };
}
