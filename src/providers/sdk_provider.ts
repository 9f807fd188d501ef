/**
 * What the two SDK adapters (`openai.ts`, `anthropic.ts`) share: the client
 * options niah sets on either SDK, and a provider made of a lazily loaded
 * client and one API of that SDK ({@link SdkApi}), sent a model config's
 * request whole or streamed.
 */
import { lazySdkClient, type SdkModule } from "./classify_http.ts";
import { guardedFetch } from "./host_guard.ts";
import type { Message } from "../prompt/message.ts";
import type { Completion, Provider } from "./provider.ts";
import { forwardedParams, withCellBudget } from "./request_params.ts";

/** Where an SDK client sends its requests, and with which key. */
interface SdkEndpoint {
  apiKey: string;
  baseURL: string;
  fetch?: typeof fetch;
}

/**
 * The client options niah sets on either SDK: the endpoint's host only
 * (the host guard), no SDK retries (the runner waits), a day's timeout.
 */
export function sdkClientOptions(endpoint: SdkEndpoint): {
  apiKey: string;
  baseURL: string;
  maxRetries: number;
  timeout: number;
  fetch: typeof fetch;
} {
  const host = new URL(endpoint.baseURL).host;
  return {
    apiKey: endpoint.apiKey,
    baseURL: endpoint.baseURL,
    maxRetries: 0,
    timeout: 24 * 3600 * 1000,
    fetch: guardedFetch([host], endpoint.fetch),
  };
}

type Loose = Record<string, unknown>;

/**
 * One API of an SDK, as an adapter speaks it: the request body for a model
 * config's `model`, forwarded params and messages, sent whole or streamed.
 */
export interface SdkApi<Client> {
  /** The API's name for the output budget (a cell's own goes under it). */
  budgetKey: "max_tokens" | "max_output_tokens";
  body(model: string, params: Loose, messages: readonly Message[]): Loose;
  whole(client: Client, body: Loose, signal: AbortSignal): Promise<Completion>;
  streamed(
    client: Client,
    body: Loose,
    signal: AbortSignal,
  ): Promise<Completion>;
}

/**
 * A provider that answers through `api`, its SDK loaded with the first
 * call (`lazySdkClient`) and its errors classified by that SDK; the
 * request's `stream` picks whole or streamed, its other keys are forwarded.
 */
export function sdkProvider<Client, Options>(
  sdk: Promise<SdkModule<Client, Options>>,
  options: Options,
  request: Record<string, unknown>,
  api: SdkApi<Client>,
): Provider {
  const { client, classify } = lazySdkClient(sdk, options);
  const model = String(request.model);
  const send = request.stream === true ? api.streamed : api.whole;
  const params = forwardedParams(request);
  return {
    generate: async (input, signal) =>
      send(
        await client,
        api.body(
          model,
          withCellBudget(params, input.max_tokens, api.budgetKey),
          input.messages,
        ),
        signal,
      ),
    classify,
  };
}
