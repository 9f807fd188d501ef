/**
 * Every provider adapter niah has, keyed by the model config's
 * `runtime: {sdk, api}`. Adding a provider is one file and one entry here.
 */
import type { z } from "zod";
import type { ModelConfig } from "../config/model_config.ts";
import { createFakeProvider, fakeRequestSchema } from "./fake.ts";
import type { Provider } from "./provider.ts";

/** What a provider factory is given: its config and a way to read env. */
export interface ProviderSetup {
  model: ModelConfig;
  /** The validated `request:` block (the entry's own schema). */
  request: unknown;
  env: (name: string) => string | undefined;
}

/** A registered adapter. */
export interface ProviderEntry {
  sdk: string;
  api: string;
  /** Validates `request:`; forwarded keys must be allowed by it. */
  requestSchema: z.ZodType;
  /** Whether a run needs `client.api_key_env` set. */
  needsApiKey: boolean;
  create(setup: ProviderSetup): Provider;
}

const entries: readonly ProviderEntry[] = [
  {
    sdk: "fake",
    api: "fake",
    requestSchema: fakeRequestSchema,
    needsApiKey: false,
    create: (setup) =>
      createFakeProvider(fakeRequestSchema.parse(setup.request)),
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
