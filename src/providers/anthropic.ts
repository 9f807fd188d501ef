/**
 * Anthropic's Messages API (`anthropic-python/messages`) through the
 * official `@anthropic-ai/sdk`. System messages become the `system` field;
 * thinking blocks are kept as reasoning; `max_tokens` stops are `length`.
 * The SDK's own retries are off: providers classify, the runner waits.
 */
import type Anthropic from "@anthropic-ai/sdk";
import { z } from "zod";
import type { Completion, Provider } from "./provider.ts";
import type { Message } from "../prompt/message.ts";
import { sdkClientOptions, sdkProvider } from "./sdk_provider.ts";
import { wholeAnswer } from "./whole_answer.ts";

/** The endpoint when a config names none. */
export const ANTHROPIC_BASE_URL = "https://api.anthropic.com";

/** `request:` for Messages: the API requires `max_tokens`. */
export const anthropicRequestSchema = z.looseObject({
  model: z.string().min(1),
  stream: z.boolean().optional(),
  max_tokens: z.int().min(1),
});

/** What the factory needs. */
export interface AnthropicSetup {
  apiKey: string;
  baseURL: string;
  request: Record<string, unknown>;
  fetch?: typeof fetch;
}

type Loose = Record<string, unknown>;

/**
 * The SDK client's options: the endpoint's host only (the host guard), no
 * SDK retries (the runner waits), no ANTHROPIC_AUTH_TOKEN.
 */
export function anthropicClientOptions(
  setup: Omit<AnthropicSetup, "request">,
): ConstructorParameters<typeof Anthropic>[0] {
  return {
    ...sdkClientOptions(setup),
    // Never pick up ANTHROPIC_AUTH_TOKEN: the config decides.
    authToken: null,
  };
}

/** Creates a provider for one model config. */
export function createAnthropicProvider(setup: AnthropicSetup): Provider {
  return sdkProvider(
    import("@anthropic-ai/sdk"),
    anthropicClientOptions(setup),
    setup.request,
    { budgetKey: "max_tokens", body: messagesBody, whole, streamed },
  );
}

/** One message, answered whole. */
async function whole(
  client: Anthropic,
  body: Loose,
  signal: AbortSignal,
): Promise<Completion> {
  const response = await client.messages.create(
    body as unknown as Anthropic.MessageCreateParamsNonStreaming,
    { signal },
  ) as unknown as Loose;
  return messageCompletionOf(response);
}

/**
 * The body of a Messages request (direct, or a batch item's `params`):
 * system messages become the `system` field.
 */
export function messagesBody(
  model: string,
  params: Loose,
  messages: readonly Message[],
): Loose {
  const system = messages.filter((m) => m.role === "system")
    .map((m) => m.content).join("\n\n");
  return {
    ...params,
    model,
    messages: messages.filter((m) => m.role !== "system")
      .map((m) => ({ role: m.role, content: m.content })),
    ...(system !== "" ? { system } : {}),
  };
}

/**
 * A whole Message as niah's completion; shared by the direct call and a
 * batch's succeeded results.
 */
export function messageCompletionOf(response: Loose): Completion {
  let text = "";
  let reasoning = "";
  for (const block of (response.content ?? []) as Loose[]) {
    if (block.type === "text" && typeof block.text === "string") {
      text += block.text;
    }
    if (block.type === "thinking" && typeof block.thinking === "string") {
      reasoning += block.thinking;
    }
  }
  const usage = response.usage as Loose | undefined;
  return {
    text,
    ...(reasoning !== "" ? { reasoning } : {}),
    finish_reason: stopReason(response.stop_reason),
    usage: typeof usage?.input_tokens === "number" &&
        typeof usage.output_tokens === "number"
      ? {
        input_tokens: usage.input_tokens,
        output_tokens: usage.output_tokens,
      }
      : null,
  };
}

/** One message, answered as a stream of events. */
async function streamed(
  client: Anthropic,
  body: Loose,
  signal: AbortSignal,
): Promise<Completion> {
  const { data: events, response } = await client.messages.create(
    {
      ...body,
      stream: true,
    } as unknown as Anthropic.MessageCreateParamsStreaming,
    { signal },
  ).withResponse();
  // A server that ignored `stream: true` sent the message whole.
  const whole = await wholeAnswer(response);
  if (whole) return messageCompletionOf(whole);
  let text = "";
  let reasoning = "";
  let finish: string | null = null;
  let inputTokens: number | undefined;
  let outputTokens: number | undefined;
  let stopped = false;
  for await (const event of events) {
    const e = event as unknown as Loose;
    if (e.type === "message_start") {
      const usage = (e.message as Loose | undefined)?.usage as
        | Loose
        | undefined;
      if (typeof usage?.input_tokens === "number") {
        inputTokens = usage.input_tokens;
      }
    } else if (e.type === "content_block_delta") {
      const delta = e.delta as Loose;
      if (typeof delta.text === "string") text += delta.text;
      if (typeof delta.thinking === "string") reasoning += delta.thinking;
    } else if (e.type === "message_delta") {
      finish = stopReason((e.delta as Loose | undefined)?.stop_reason);
      const usage = e.usage as Loose | undefined;
      if (typeof usage?.output_tokens === "number") {
        outputTokens = usage.output_tokens;
      }
      // Proxies such as LiteLLM send 0 in message_start and the real
      // count here; the API itself repeats message_start's.
      if (
        typeof usage?.input_tokens === "number" &&
        (usage.input_tokens > 0 || inputTokens === undefined)
      ) inputTokens = usage.input_tokens;
    } else if (e.type === "message_stop") {
      stopped = true;
    }
  }
  if (!stopped) throw new Error("the stream ended before message_stop");
  return {
    text,
    ...(reasoning !== "" ? { reasoning } : {}),
    finish_reason: finish,
    usage: inputTokens !== undefined && outputTokens !== undefined
      ? { input_tokens: inputTokens, output_tokens: outputTokens }
      : null,
  };
}

function stopReason(reason: unknown): string | null {
  if (reason === "max_tokens") return "length";
  if (reason === "end_turn" || reason === "stop_sequence") return "stop";
  return typeof reason === "string" ? reason : null;
}
