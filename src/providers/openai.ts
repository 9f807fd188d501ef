/**
 * OpenAI-compatible providers through the official `openai` SDK (v7):
 * `openai-python/chat_completions` and `openai-python/responses`. Any
 * compatible endpoint (OpenAI, DeepSeek, OpenRouter, vLLM, llama.cpp,
 * Ollama) works through `client.base_url` / `client.base_url_env`.
 * The SDK's own retries are off: providers classify, the runner waits.
 */
import { NiahError } from "../errors.ts";
import type OpenAI from "openai";
import { z } from "zod";
import type { Completion, Provider, Usage } from "./provider.ts";
import type { Message } from "../prompt/message.ts";
import { type SdkApi, sdkClientOptions, sdkProvider } from "./sdk_provider.ts";
import { wholeAnswer } from "./whole_answer.ts";

/** The `request:` block: `model` and `stream` are niah's; the rest is forwarded. */
export const openaiRequestSchema = z.looseObject({
  model: z.string().min(1),
  stream: z.boolean().optional(),
});

/** What the factory needs. */
export interface OpenAISetup {
  api: "chat_completions" | "responses";
  apiKey: string;
  baseURL: string;
  request: Record<string, unknown>;
  fetch?: typeof fetch;
}

/** The default endpoint when a config names none. */
export const OPENAI_BASE_URL = "https://api.openai.com/v1";

/**
 * The SDK client's options: the endpoint's host only (the host guard), no
 * SDK retries (the runner waits), nothing from OPENAI_* variables.
 */
export function openaiClientOptions(
  setup: Omit<OpenAISetup, "api" | "request">,
): ConstructorParameters<typeof OpenAI>[0] {
  return {
    ...sdkClientOptions(setup),
    // Never pick these up from OPENAI_* variables: the config decides.
    organization: null,
    project: null,
  };
}

/** Creates a provider for one model config. */
export function createOpenAIProvider(setup: OpenAISetup): Provider {
  return sdkProvider(
    import("openai"),
    openaiClientOptions(setup),
    setup.request,
    setup.api === "chat_completions" ? CHAT : RESPONSES,
  );
}

type Loose = Record<string, unknown>;

/** The body of a chat completion request (direct or in a batch line). */
export function chatBody(
  model: string,
  params: Loose,
  messages: readonly Message[],
): Loose {
  return { ...params, model, messages };
}

/**
 * A whole (not streamed) chat completion as niah's completion; throws a
 * transient error for a body that holds no answer to score. Shared by the
 * direct call and a batch's result lines.
 */
export function chatCompletionOf(response: Loose): Completion {
  const choice = Array.isArray(response?.choices)
    ? response.choices[0] as Loose | undefined
    : undefined;
  if (!choice) {
    throw new MalformedResponseError(
      "the response has no choices (empty or not a chat completion)",
    );
  }
  const message = (choice.message ?? {}) as Loose;
  const text = typeof message.content === "string" ? message.content : "";
  // The API's refusal flag: the model declined rather than answered.
  const refused = text === "" && typeof message.refusal === "string" &&
    message.refusal !== "";
  const finish = typeof choice.finish_reason === "string"
    ? choice.finish_reason
    : null;
  erroredChoice(finish);
  return {
    text,
    ...reasoningOf(message),
    finish_reason: refused ? "refusal" : finish,
    usage: chatUsage(response.usage as Loose | undefined),
  };
}

/** A chat completion, answered whole. */
async function wholeChat(
  client: OpenAI,
  body: Loose,
  signal: AbortSignal,
): Promise<Completion> {
  const response = await client.chat.completions.create(
    body as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming,
    { signal },
  );
  return chatCompletionOf(response as unknown as Loose);
}

/** A chat completion, answered as a stream of chunks. */
async function streamedChat(
  client: OpenAI,
  body: Loose,
  signal: AbortSignal,
): Promise<Completion> {
  const { data: chunks, response } = await client.chat.completions.create(
    {
      ...body,
      stream: true,
      stream_options: { include_usage: true },
    } as unknown as OpenAI.ChatCompletionCreateParamsStreaming,
    { signal },
  ).withResponse();
  // A server that ignored `stream: true` sent the answer whole.
  const whole = await wholeAnswer(response);
  if (whole) return chatCompletionOf(whole);
  let text = "";
  let reasoning = "";
  let finish: string | null = null;
  let usage: Usage | null = null;
  for await (const chunk of chunks) {
    const choice = chunk.choices?.[0];
    const delta = (choice?.delta ?? {}) as Loose;
    if (typeof delta.content === "string") text += delta.content;
    const thought = delta.reasoning_content ?? delta.reasoning;
    if (typeof thought === "string") reasoning += thought;
    if (choice?.finish_reason) finish = choice.finish_reason;
    if (chunk.usage) usage = chatUsage(chunk.usage as unknown as Loose);
  }
  if (finish === null) {
    throw new MalformedResponseError(
      "the stream ended without a finish reason",
    );
  }
  erroredChoice(finish);
  return {
    text,
    ...(reasoning !== "" ? { reasoning } : {}),
    finish_reason: finish,
    usage,
  };
}

/** A Responses stream, read to its final response; a failure throws. */
async function streamedResponse(
  client: OpenAI,
  body: Loose,
  signal: AbortSignal,
): Promise<Loose> {
  const { data: events, response } = await client.responses.create(
    {
      ...body,
      stream: true,
    } as unknown as OpenAI.Responses.ResponseCreateParamsStreaming,
    { signal },
  ).withResponse();
  // A server that ignored `stream: true` sent the response whole.
  const whole = await wholeAnswer(response);
  if (whole) return whole;
  let done: Loose | undefined;
  for await (const event of events) {
    const e = event as unknown as Loose;
    if (e.type === "response.failed" || e.type === "error") {
      // The API gave up on this request: retry it, don't score it.
      const failure = (e.response as Loose | undefined)?.error ?? e;
      throw new ResponseFailedError(
        `the API reported the response failed: ${JSON.stringify(failure)}`,
      );
    }
    if (
      e.type === "response.completed" || e.type === "response.incomplete"
    ) done = e.response as Loose;
  }
  if (!done) {
    throw new MalformedResponseError(
      "the stream ended before the response completed",
    );
  }
  return done;
}

/** The Chat Completions API. */
const CHAT: SdkApi<OpenAI> = {
  budgetKey: "max_tokens",
  body: chatBody,
  whole: wholeChat,
  streamed: streamedChat,
};

/** The Responses API: streamed or not, one final response is read. */
const RESPONSES: SdkApi<OpenAI> = {
  budgetKey: "max_output_tokens",
  body: responsesBody,
  whole: async (client, body, signal) =>
    responseCompletionOf(
      await client.responses.create(
        body as unknown as OpenAI.Responses.ResponseCreateParamsNonStreaming,
        { signal },
      ) as unknown as Loose,
    ),
  streamed: async (client, body, signal) =>
    responseCompletionOf(await streamedResponse(client, body, signal)),
};

/** The body of a Responses API request (direct or in a batch line). */
export function responsesBody(
  model: string,
  params: Loose,
  messages: readonly Message[],
): Loose {
  return {
    ...params,
    model,
    input: messages.map((m) => ({ role: m.role, content: m.content })),
  };
}

/**
 * A Responses API object as niah's completion; throws a transient error
 * for one that holds no answer. Shared by the direct call and a batch's
 * result lines.
 */
export function responseCompletionOf(response: Loose): Completion {
  unansweredResponse(response);
  const output = Array.isArray(response.output)
    ? response.output as Loose[]
    : [];
  let text = "";
  let reasoning = "";
  let refusal = false;
  for (const item of output) {
    const content = Array.isArray(item.content) ? item.content as Loose[] : [];
    const summary = Array.isArray(item.summary) ? item.summary as Loose[] : [];
    if (item.type === "message") {
      for (const part of content) {
        if (part.type === "output_text" && typeof part.text === "string") {
          text += part.text;
        }
        if (part.type === "refusal" && typeof part.refusal === "string") {
          text += part.refusal;
          refusal = true;
        }
      }
    } else if (item.type === "reasoning") {
      for (const part of [...summary, ...content]) {
        if (typeof part.text === "string") reasoning += part.text;
      }
    }
  }
  const usage = response.usage as Loose | undefined;
  return {
    text,
    ...(reasoning !== "" ? { reasoning } : {}),
    // The API's refusal part: the model declined rather than answered.
    finish_reason: refusal && response.status === "completed"
      ? "refusal"
      : responsesFinish(response),
    usage: usage
      ? usageOf(
        usage.input_tokens,
        usage.output_tokens,
        (usage.output_tokens_details as Loose | undefined)?.reasoning_tokens,
      )
      : null,
  };
}

/**
 * A Responses API object that holds no answer to score: `failed` or
 * `cancelled` (a server error, as a proxy may send it with a 200 instead
 * of a stream's `response.failed`) or still `queued` / `in_progress`.
 * Thrown as transient errors, so the cell is retried and then ends as a
 * provider error, never as the model's wrong answer.
 */
function unansweredResponse(response: Loose): void {
  const status = response.status;
  if (status === "failed" || status === "cancelled") {
    throw new ResponseFailedError(
      `the API reported the response ${status}: ${
        JSON.stringify(response.error ?? null)
      }`,
    );
  }
  if (status === "queued" || status === "in_progress") {
    throw new MalformedResponseError(
      `the API returned the response while still ${status}`,
    );
  }
}

/**
 * A Responses API status as a finish reason: `incomplete` for the output
 * budget, or with no reason given (as proxies send it), is a `length`
 * stop (truncated); another reason (`content_filter`) is kept.
 */
function responsesFinish(response: Loose): string {
  const reason = (response.incomplete_details as Loose | null | undefined)
    ?.reason;
  if (response.status === "incomplete") {
    return typeof reason === "string" && reason !== "max_output_tokens"
      ? reason
      : "length";
  }
  if (reason === "max_output_tokens") return "length";
  if (typeof reason === "string") return reason;
  return response.status === "completed"
    ? "stop"
    : String(response.status ?? "unknown");
}

/**
 * `finish_reason: "error"`: the upstream model failed mid-answer (as
 * OpenRouter and some proxies report it with a 200). Transient, like a
 * 5xx: retried, then a provider error, never scored as the model's answer.
 */
function erroredChoice(finish: unknown): void {
  if (finish === "error") {
    throw new ResponseFailedError(
      'the API ended the completion with finish_reason "error"',
    );
  }
}

/** A response that parsed as JSON but isn't what the API promises. */
export class MalformedResponseError extends NiahError {
  override name = "MalformedResponseError";
  readonly kind = "call_failed";
}

/** The API said it failed to produce this response (transient). */
export class ResponseFailedError extends NiahError {
  override name = "ResponseFailedError";
  readonly kind = "call_failed";
}

function reasoningOf(message: Loose): { reasoning?: string } {
  const thought = message.reasoning_content ?? message.reasoning;
  return typeof thought === "string" && thought !== ""
    ? { reasoning: thought }
    : {};
}

function chatUsage(usage: Loose | undefined | null): Usage | null {
  if (!usage) return null;
  return usageOf(
    usage.prompt_tokens,
    usage.completion_tokens,
    (usage.completion_tokens_details as Loose | undefined)?.reasoning_tokens,
  );
}

function usageOf(
  input: unknown,
  output: unknown,
  reasoning: unknown,
): Usage | null {
  if (typeof input !== "number" || typeof output !== "number") return null;
  return {
    input_tokens: input,
    output_tokens: output,
    ...(typeof reasoning === "number" ? { reasoning_tokens: reasoning } : {}),
  };
}
