/**
 * Resolves what a provider needs from the environment, before any cell
 * runs: the API key (only from the variable `client.api_key_env` names),
 * the endpoint (`client.base_url`, or the variable `client.base_url_env`
 * names), and the secrets to scrub from every message.
 */
import {
  hasUserinfo,
  httpUrlSchema,
  type ModelConfig,
  USERINFO_REFUSED,
} from "../../config/model_config.ts";
import { blockedPort, blockedPortReason } from "../../config/blocked_ports.ts";
import { UsageError } from "../../errors.ts";
import { MIN_SECRET_CHARS } from "../rows/redact.ts";
import {
  findProvider,
  type ProviderEntry,
  type ProviderSetup,
} from "../../providers/registry.ts";
import { forwardedParams } from "../../providers/request_params.ts";
import { closestWord } from "../../config/did_you_mean.ts";

import { counted } from "../../counted.ts";
/** A provider's setup plus the values that must never be printed. */
export interface ResolvedProvider {
  setup: ProviderSetup;
  secrets: string[];
}

/**
 * What `validate` and `run --dry-run` say when the key variable or the
 * endpoint variable (`client.base_url_env`) is not set, or the latter holds a URL run
 * would refuse (userinfo, not http): they send nothing, so these are
 * warnings, one line each, not errors; `undefined` when all is well.
 */
export function clientWarning(
  model: ModelConfig,
  modelPath: string,
  env: (name: string) => string | undefined,
): string | undefined {
  const lines: string[] = [];
  const name = model.client.api_key_env;
  if (name !== undefined && !env(name)?.trim()) {
    lines.push(
      `warning: environment variable "${name}" (client.api_key_env in "${modelPath}") is not set; niah run will stop before any request until it is (put it in the environment or in .env)`,
    );
  }
  // The endpoint variable is checked as run checks it, without quoting it.
  const urlName = model.client.base_url === undefined
    ? model.client.base_url_env
    : undefined;
  const url = urlName === undefined ? undefined : env(urlName)?.trim();
  if (urlName !== undefined && !url) {
    lines.push(
      `warning: environment variable "${urlName}" (client.base_url_env in "${modelPath}") is not set; niah run will stop before any request until it is (put it in the environment or in .env)`,
    );
  }
  if (urlName !== undefined && url && !httpUrlSchema.safeParse(url).success) {
    lines.push(
      `warning: environment variable "${urlName}" (client.base_url_env in "${modelPath}")${
        hasUserinfo(url)
          ? `: ${USERINFO_REFUSED}`
          : " is not an http:// or https:// URL"
      }; niah run will stop before any request until it is fixed`,
    );
  }
  lines.push(...unknownRequestKeys(model, modelPath));
  return lines.length > 0 ? lines.join("\n") : undefined;
}

/**
 * A warning for each key under `request:` that niah forwards and the API
 * does not document (a typo such as `max_token`), unless the model config
 * lists it in `client.extra_request_keys`.
 */
function unknownRequestKeys(model: ModelConfig, modelPath: string): string[] {
  const known = findProvider(model.runtime.sdk, model.runtime.api)
    ?.requestKeys;
  if (known === undefined) return [];
  const extra = model.client.extra_request_keys ?? [];
  return Object.keys(forwardedParams(model.request))
    .filter((key) => !known.includes(key) && !extra.includes(key))
    .map((key) => {
      const near = closestWord(key, known);
      return `warning: request key "${key}" in "${modelPath}" is not a parameter of ${model.runtime.api}${
        near === undefined ? "" : ` (did you mean "${near}"?)`
      }; niah sends it as it is: list it in client.extra_request_keys if your server takes it`;
    });
}

/** The variable named `name` (a client key) is not set. */
function missingVariable(key: string, name: string, modelPath: string) {
  return new UsageError(
    `Cannot run: environment variable "${name}" (client.${key} in "${modelPath}") is not set; put it in the environment or in .env`,
  );
}

/** Reads the key and endpoint; a missing one is a UsageError naming it. */
export function resolveProvider(
  entry: ProviderEntry,
  model: ModelConfig,
  request: unknown,
  modelPath: string,
  env: (name: string) => string | undefined,
): ResolvedProvider {
  const { api_key_env, base_url, base_url_env } = model.client;
  const apiKey = api_key_env === undefined
    ? undefined
    : apiKeyFrom(api_key_env, modelPath, env);
  let baseURL = base_url;
  if (baseURL === undefined && base_url_env !== undefined) {
    baseURL = env(base_url_env)?.trim() || undefined;
    if (baseURL === undefined) {
      throw missingVariable("base_url_env", base_url_env, modelPath);
    }
    if (!httpUrlSchema.safeParse(baseURL).success) {
      const port = blockedPort(baseURL);
      throw new UsageError(
        `Cannot run: environment variable "${base_url_env}" (client.base_url_env in "${modelPath}")${
          hasUserinfo(baseURL)
            ? `: ${USERINFO_REFUSED}`
            : port !== null
            ? `: ${blockedPortReason(port)}`
            : " is not an http:// or https:// URL"
        }`,
      );
    }
  }
  return {
    setup: { model, request, apiKey, baseURL: baseURL ?? entry.defaultBaseURL },
    secrets: apiKey === undefined ? [] : [apiKey],
  };
}

/**
 * The key in the variable `name`, checked: set, plain ASCII (a key pasted
 * with smart quotes or a control character cannot go in a header, so
 * every request would fail alike), and long enough to redact. Errors say
 * where, never what.
 */
function apiKeyFrom(
  name: string,
  modelPath: string,
  env: (name: string) => string | undefined,
): string {
  const apiKey = env(name)?.trim() || undefined;
  if (apiKey === undefined) {
    throw missingVariable("api_key_env", name, modelPath);
  }
  const where =
    `environment variable "${name}" (client.api_key_env in "${modelPath}")`;
  const chars = [...apiKey];
  const at = chars.findIndex((c) => c < " " || c > "~");
  if (at >= 0) {
    const code = chars[at]!.codePointAt(0)!.toString(16).toUpperCase()
      .padStart(4, "0");
    throw new UsageError(
      `Cannot run: ${where} holds a character an API key cannot have (U+${code} at character ${
        at + 1
      }); set it to the key as plain ASCII text`,
    );
  }
  if (apiKey.length < MIN_SECRET_CHARS) {
    // Redacting a 1-3 character key would rewrite ordinary text in every
    // answer, and not redacting it could store it: refuse it instead.
    throw new UsageError(
      `Cannot run: ${where} holds a key of ${
        counted(apiKey.length, "character")
      }, too short to keep out of rows and logs (niah redacts keys of ${MIN_SECRET_CHARS} or more); set the real key, or remove client.api_key_env for an endpoint that needs none`,
    );
  }
  return apiKey;
}
