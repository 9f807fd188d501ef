/**
 * The provider contract: send messages, get a completion back, and say
 * whether an error is worth retrying. Providers classify; only the runner
 * waits and retries.
 */
import type { Message } from "../prompt/message.ts";

/** Token usage as the provider reports it. */
export interface Usage {
  input_tokens: number;
  output_tokens: number;
  reasoning_tokens?: number;
}

/** What a model answered. */
export interface Completion {
  text: string;
  reasoning?: string;
  finish_reason: string | null;
  usage: Usage | null;
  /** Which endpoint answered, when a pool spreads requests (no credentials). */
  endpoint?: string;
  /**
   * The usage as the provider reported it, when a count in it is not a
   * token count (negative, fractional, too large); `usage` is then null.
   * Set by the runner (runner/execute/usage_check.ts), not by adapters.
   */
  usage_invalid?: Record<string, unknown>;
}

/** One request: the messages plus what the runner knows about the cell. */
export interface GenerateInput {
  messages: Message[];
  /** Stable id of the cell, so a provider can keep per-cell state. */
  cell_id: string;
  /** 1 for the first try, 2 for the first retry, ... */
  attempt: number;
  /**
   * The cell's own output budget (a task's `max_tokens`), sent in place of
   * the model config's; absent, the config's request is sent as it is.
   */
  max_tokens?: number;
  /**
   * What a right answer is (the built prompt's own fields, passed by
   * reference); only the fake provider's `oracle` mode reads it.
   */
  answer_key?: AnswerKey;
}

/** The expected answer of a cell and the task's metadata about it. */
export interface AnswerKey {
  expected_answer: string;
  metadata: Record<string, unknown>;
}

/**
 * A response that scores as right, in the task's answer format (the
 * task's `oracleResponse`); given to the fake provider when it is created.
 */
export type Oracle = (key: AnswerKey) => string;

/** Whether and how to retry after an error. */
export type RetryDecision =
  | {
    retry: false;
    /** Every further cell would fail the same way (a rejected key). */
    fatal?: boolean;
    /** The HTTP status, when the API answered with one. */
    status?: number;
  }
  | {
    retry: true;
    kind: "rate_limit" | "transient";
    retryAfterMs?: number;
    /**
     * The request ran out of time on the way (a gateway's 408 or 504): a
     * `timeout` when retries run out, not a provider error.
     */
    timeout?: boolean;
    /**
     * No connection could be made (refused, no such host): the endpoint
     * is down, not failing this request.
     */
    unreachable?: boolean;
  };

/** A model API adapter. */
export interface Provider {
  generate(input: GenerateInput, signal: AbortSignal): Promise<Completion>;
  classify(error: unknown): RetryDecision;
}
