/**
 * Every provider adapter niah has, keyed by the model config's
 * `runtime: {sdk, api}` (the reference tool's names, so its model YAMLs load
 * unchanged). Adding a provider is one file and one entry here.
 */
import type { z } from "zod";
import type { ModelConfig } from "../config/model_config.ts";
import {
  ANTHROPIC_BASE_URL,
  anthropicRequestSchema,
  type AnthropicSetup,
  createAnthropicProvider,
} from "./anthropic.ts";
import { createAnthropicBatch } from "./anthropic_batch.ts";
import { createFakeProvider, fakeRequestSchema } from "./fake.ts";
import { createFakeBatchApi } from "./fake_batch.ts";
import {
  createOpenAIProvider,
  OPENAI_BASE_URL,
  openaiRequestSchema,
  type OpenAISetup,
} from "./openai.ts";
import { createOpenAIBatch } from "./openai_batch.ts";
import type { BatchApi } from "./batch.ts";
import {
  CHAT_COMPLETIONS_KEYS,
  MESSAGES_KEYS,
  RESPONSES_KEYS,
} from "./request_keys.ts";
import type { RoleRule } from "../prompt/role_order.ts";
import type { ChatTemplate } from "../prompt/prompt_tokens.ts";

/**
 * OpenAI's chat format, as OpenAI's cookbook "How to count tokens with
 * tiktoken" counts it and its API's `usage` matches (129 tokens for the
 * cookbook's example conversation): 3 tokens a message plus its role (one
 * token: `system`, `user`, `assistant`), and 3 priming the reply.
 */
const OPENAI_TEMPLATE: ChatTemplate = { perMessage: 4, perPrompt: 3 };

/**
 * Anthropic's, at most: its token-counting docs count 14 input tokens for
 * the system prompt "You are a scientist" and the user turn "Hello,
 * Claude" (7 tokens of text, 7 of template). Its tokenizer is unpublished,
 * so the figure is Claude 2's turn markers, conservatively: 5 tokens a
 * message ("\n\nHuman: ") and 4 for the reply ("\n\nAssistant:").
 */
const ANTHROPIC_TEMPLATE: ChatTemplate = { perMessage: 5, perPrompt: 4 };
import type { Oracle, Provider } from "./provider.ts";

/** What a provider factory is given; the CLI resolves secrets and URLs. */
export interface ProviderSetup {
  model: ModelConfig;
  /** The validated `request:` block (the entry's own schema). */
  request: unknown;
  /** From the variable named by `client.api_key_env`, if any. */
  apiKey: string | undefined;
  /** `client.base_url`, or the variable named by `client.base_url_env`. */
  baseURL: string | undefined;
  /** For tests: the fetch to use under the host guard. */
  fetch?: typeof fetch;
  /** The task's right answer, for the fake provider's `oracle` mode. */
  oracle?: Oracle;
  /**
   * niah's token count of a text (the run's tokenizer): the fake
   * provider's `usage.input_tokens` counts what it was sent with it.
   */
  countTokens?: (text: string) => number;
  /**
   * A folder beside the store for provider-side state that must outlive
   * the process (the fake provider keeps its batches there).
   */
  stateDir?: string;
}

/** A registered adapter. */
export interface ProviderEntry {
  sdk: string;
  api: string;
  /** Validates `request:`; forwarded keys must be allowed by it. */
  requestSchema: z.ZodType;
  /**
   * The parameters its API documents (request_keys.ts): `validate` warns
   * of a forwarded key outside them. Absent: any key (the fake).
   */
  requestKeys?: readonly string[];
  /** The endpoint used when the config names none (for the host scope). */
  defaultBaseURL?: string;
  /**
   * What the API requires of the order of roles besides a system message
   * first (src/prompt/role_order.ts); nothing more when absent.
   */
  roles?: RoleRule;
  /**
   * What the API's chat template adds, as its usage counts it; estimates
   * of a provider without one allow 32 tokens a message.
   */
  template?: ChatTemplate;
  create(setup: ProviderSetup): Provider;
  /**
   * The provider's batch API (`runner.batch: true`), when it has one;
   * `discount` is the default `pricing.batch_discount` (0.5: half price).
   */
  batch?: {
    discount: number;
    create(setup: ProviderSetup): BatchApi;
  };
}

/** The OpenAI adapter's setup from the registry's. */
const openaiSetup = (
  api: "chat_completions" | "responses",
  setup: ProviderSetup,
): OpenAISetup => ({
  api,
  // Local servers (vLLM, llama.cpp, Ollama) take any key.
  apiKey: setup.apiKey ?? "no-key",
  baseURL: setup.baseURL ?? OPENAI_BASE_URL,
  request: setup.request as Record<string, unknown>,
  ...(setup.fetch ? { fetch: setup.fetch } : {}),
});

/** The Anthropic adapter's setup from the registry's. */
const anthropicSetup = (setup: ProviderSetup): AnthropicSetup => ({
  apiKey: setup.apiKey ?? "no-key",
  baseURL: setup.baseURL ?? ANTHROPIC_BASE_URL,
  request: setup.request as Record<string, unknown>,
  ...(setup.fetch ? { fetch: setup.fetch } : {}),
});

const openai = (api: "chat_completions" | "responses"): ProviderEntry => ({
  sdk: "openai-python",
  api,
  requestSchema: openaiRequestSchema,
  requestKeys: api === "responses" ? RESPONSES_KEYS : CHAT_COMPLETIONS_KEYS,
  defaultBaseURL: OPENAI_BASE_URL,
  // A final assistant message is answered, not continued; vLLM and
  // SGLang continue it on chat completions with continue_final_message.
  roles: {
    noPrefill: `OpenAI's ${
      api === "responses" ? "Responses" : "Chat Completions"
    } API does not continue one: it answers in a new turn`,
    ...(api === "chat_completions"
      ? { prefillKey: "continue_final_message" }
      : {}),
  },
  template: OPENAI_TEMPLATE,
  create: (setup) => createOpenAIProvider(openaiSetup(api, setup)),
  batch: {
    discount: 0.5,
    create: (setup) => createOpenAIBatch(openaiSetup(api, setup)),
  },
});

const entries: readonly ProviderEntry[] = [
  {
    sdk: "fake",
    api: "fake",
    requestSchema: fakeRequestSchema,
    // Its usage counts the messages' text and nothing else (fake.ts).
    template: { perMessage: 0, perPrompt: 0 },
    create: (setup) =>
      createFakeProvider(
        fakeRequestSchema.parse(setup.request),
        setup.oracle,
        setup.countTokens,
      ),
    batch: {
      discount: 0.5,
      create: (setup) => {
        if (setup.stateDir === undefined) {
          throw new Error("the fake batch API needs a state folder");
        }
        return createFakeBatchApi(fakeRequestSchema.parse(setup.request), {
          stateDir: setup.stateDir,
          ...(setup.oracle ? { oracle: setup.oracle } : {}),
          ...(setup.countTokens ? { countTokens: setup.countTokens } : {}),
        });
      },
    },
  },
  openai("chat_completions"),
  openai("responses"),
  {
    sdk: "anthropic-python",
    api: "messages",
    requestSchema: anthropicRequestSchema,
    requestKeys: MESSAGES_KEYS,
    defaultBaseURL: ANTHROPIC_BASE_URL,
    // The adapter merges no turns, so the API's alternation holds as built;
    // a final assistant message is continued (a prefill), except with
    // extended thinking on, which the API refuses.
    roles: {
      alternatingFor: "Anthropic's Messages API",
      prefillOff: { key: "thinking", api: "Anthropic's Messages API" },
    },
    template: ANTHROPIC_TEMPLATE,
    create: (setup) => createAnthropicProvider(anthropicSetup(setup)),
    batch: {
      discount: 0.5,
      create: (setup) => createAnthropicBatch(anthropicSetup(setup)),
    },
  },
];

/** `sdk/api` pairs niah knows, for error messages. */
export const providerKeys: readonly string[] = entries.map((e) =>
  `${e.sdk}/${e.api}`
);

/** The adapter for a runtime, if registered. */
export function findProvider(
  sdk: string,
  api: string,
): ProviderEntry | undefined {
  return entries.find((e) => e.sdk === sdk && e.api === api);
}
