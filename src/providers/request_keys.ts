/**
 * The request parameters each API documents, so that `validate` can warn
 * of a key under `request:` the API does not know (`max_token:` for
 * `max_tokens:`), which niah would otherwise forward silently and the
 * server ignore or refuse. The lists are the APIs' own (OpenAI's Chat
 * Completions and Responses, Anthropic's Messages, as their references
 * list them); a server with extras (vLLM's `min_p`, `top_k`) names them in
 * the model config's `client.extra_request_keys`.
 *
 * @module
 */

/** OpenAI's Chat Completions parameters, besides `messages`. */
export const CHAT_COMPLETIONS_KEYS: readonly string[] = [
  "audio",
  "frequency_penalty",
  "function_call",
  "functions",
  "logit_bias",
  "logprobs",
  "max_completion_tokens",
  "max_tokens",
  "metadata",
  "modalities",
  "n",
  "parallel_tool_calls",
  "prediction",
  "presence_penalty",
  "prompt_cache_key",
  "reasoning_effort",
  "response_format",
  "safety_identifier",
  "seed",
  "service_tier",
  "stop",
  "store",
  "stream_options",
  "temperature",
  "tool_choice",
  "tools",
  "top_logprobs",
  "top_p",
  "user",
  "verbosity",
  "web_search_options",
];

/** OpenAI's Responses parameters, besides `input`. */
export const RESPONSES_KEYS: readonly string[] = [
  "background",
  "conversation",
  "include",
  "instructions",
  "max_output_tokens",
  "max_tool_calls",
  "metadata",
  "parallel_tool_calls",
  "previous_response_id",
  "prompt",
  "prompt_cache_key",
  "reasoning",
  "safety_identifier",
  "service_tier",
  "store",
  "stream_options",
  "temperature",
  "text",
  "tool_choice",
  "tools",
  "top_logprobs",
  "top_p",
  "truncation",
  "user",
];

/** Anthropic's Messages parameters, besides `messages`. */
export const MESSAGES_KEYS: readonly string[] = [
  "container",
  "context_management",
  "max_tokens",
  "mcp_servers",
  "metadata",
  "service_tier",
  "stop_sequences",
  "system",
  "temperature",
  "thinking",
  "tool_choice",
  "tools",
  "top_k",
  "top_p",
];
