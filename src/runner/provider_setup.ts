/**
 * Resolves what a provider needs from the environment, before any cell
 * runs: the API key (only from the variable `client.api_key_env` names),
 * the endpoint (`client.base_url`, or the variable `client.base_url_env`
 * names), and the secrets to scrub from every message.
 */
import { httpUrlSchema, type ModelConfig } from "../config/model_config.ts";
import { UsageError } from "../errors.ts";
import type { ProviderEntry, ProviderSetup } from "../providers/registry.ts";

/** A provider's setup plus the values that must never be printed. */
export interface ResolvedProvider {
  setup: ProviderSetup;
  secrets: string[];
}

/**
 * What `validate` and `run --dry-run` say when the key variable is not set
 * (they send nothing, so it is a warning, not an error); `undefined` when
 * it is set or the model needs no key.
 */
export function missingKeyWarning(
  model: ModelConfig,
  modelPath: string,
  env: (name: string) => string | undefined,
): string | undefined {
  const name = model.client.api_key_env;
  if (name === undefined || env(name)?.trim()) return undefined;
  return `warning: environment variable "${name}" (client.api_key_env in "${modelPath}") is not set; niah run will stop before any request until it is (put it in the environment or in .env)`;
}

/** Reads the key and endpoint; a missing one is a UsageError naming it. */
export function resolveProvider(
  entry: ProviderEntry,
  model: ModelConfig,
  request: unknown,
  modelPath: string,
  env: (name: string) => string | undefined,
): ResolvedProvider {
  const missing = (key: string, name: string) =>
    new UsageError(
      `Cannot run: environment variable "${name}" (client.${key} in "${modelPath}") is not set; put it in the environment or in .env`,
    );
  const { api_key_env, base_url, base_url_env } = model.client;
  let apiKey: string | undefined;
  if (api_key_env !== undefined) {
    apiKey = env(api_key_env)?.trim() || undefined;
    if (apiKey === undefined) throw missing("api_key_env", api_key_env);
    // A key pasted with smart quotes or a control character cannot go in a
    // header: every request would fail the same way. Say where, not what.
    const chars = [...apiKey];
    const at = chars.findIndex((c) => c < " " || c > "~");
    if (at >= 0) {
      const code = chars[at]!.codePointAt(0)!.toString(16).toUpperCase()
        .padStart(4, "0");
      throw new UsageError(
        `Cannot run: environment variable "${api_key_env}" (client.api_key_env in "${modelPath}") holds a character an API key cannot have (U+${code} at character ${
          at + 1
        }); set it to the key as plain ASCII text`,
      );
    }
  }
  let baseURL = base_url;
  if (baseURL === undefined && base_url_env !== undefined) {
    baseURL = env(base_url_env)?.trim() || undefined;
    if (baseURL === undefined) throw missing("base_url_env", base_url_env);
    if (!httpUrlSchema.safeParse(baseURL).success) {
      throw new UsageError(
        `Cannot run: environment variable "${base_url_env}" (client.base_url_env in "${modelPath}") is not an http:// or https:// URL`,
      );
    }
  }
  return {
    setup: { model, request, apiKey, baseURL: baseURL ?? entry.defaultBaseURL },
    secrets: apiKey === undefined ? [] : [apiKey],
  };
}
