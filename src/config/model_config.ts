/**
 * The model config (`configs/models/*.yaml`): which provider adapter to use,
 * how to reach it, what to send, and what it costs. Keys under `request`
 * other than `model`, `stream` and `phase_shift_*` go to the API verbatim,
 * so the provider adapter checks them, not this schema.
 */
import { z } from "zod";
import { ENCODINGS } from "../tokenizer/encoding.ts";
import { blockedPort, blockedPortReason } from "./blocked_ports.ts";
import { closestWord } from "./did_you_mean.ts";
import { nestedQuantifier } from "./regex_backtracking.ts";
import { excerpt, quoteValue } from "./quoted_value.ts";

/** Tokenizers niah can count with. */
const encodingNames = ENCODINGS;

/**
 * The regex of `phase_shift_capture_pattern`, global; Unicode-aware when
 * the pattern allows it (as Python's `re` is), plain otherwise.
 */
export function capturePattern(source: string): RegExp {
  try {
    return new RegExp(source, "gu");
  } catch {
    return new RegExp(source, "g");
  }
}

function isRegex(source: string): boolean {
  try {
    capturePattern(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * A quantified group holding another quantifier backtracks for hours on a
 * long prompt (`src/config/regex_backtracking.ts`): refused, naming it.
 */
function refuseNestedQuantifier(source: string, ctx: z.RefinementCtx): void {
  const nested = nestedQuantifier(source);
  if (nested === null) return;
  ctx.addIssue({
    code: "custom",
    message: `expected a pattern without nested quantifiers: "${
      excerpt(nested)
    }" repeats a part that is itself repeated, which backtracks for hours on a long prompt; give the inner part a fixed count (e.g. "{36}") or drop one quantifier`,
  });
}

/**
 * The prompt-phase-shifting knobs (see `src/prompt/phase_shift.ts`),
 * allowed in `client:` and `request:` (where `request:` wins). niah
 * consumes them and never forwards them to the API.
 */
const phaseShiftFields = {
  phase_shift_enabled: z.boolean().optional(),
  phase_shift_keywords: z.array(z.string().min(1)).optional(),
  phase_shift_capture_pattern: z.string().min(1).refine(isRegex, {
    message: "expected a valid regular expression",
  }).superRefine(refuseNestedQuantifier).optional(),
  phase_shift_slice_length: z.int().min(1).max(1024).optional(),
  phase_shift_min_chars: z.int().min(0).optional(),
  phase_shift_max_chars: z.int().min(0).optional(),
  phase_shift_encoding: z.enum(encodingNames).optional(),
};

/** The phase-shifting knobs of one block, as written. */
export type PhaseShiftKeys = {
  [K in keyof typeof phaseShiftFields]?: z.output<
    (typeof phaseShiftFields)[K]
  >;
};

const phaseShiftKeyNames = Object.keys(phaseShiftFields);

/** `request:` is open, but a misspelt `phase_shift_*` key is an error. */
function knownPhaseShiftKeys(
  request: Record<string, unknown>,
  ctx: z.RefinementCtx,
): void {
  for (const key of Object.keys(request)) {
    if (!key.startsWith("phase_shift_") || phaseShiftKeyNames.includes(key)) {
      continue;
    }
    const guess = closestWord(key, phaseShiftKeyNames);
    ctx.addIssue({
      code: "custom",
      path: [key],
      message: `unknown key ${quoteValue(key)}; ${
        guess
          ? `did you mean "${guess}"?`
          : `expected one of ${phaseShiftKeyNames.join(", ")}`
      }`,
    });
  }
}

/**
 * Whether a URL carries a user name or password (`user:password@host`).
 * fetch would send them as a Basic `Authorization` header in place of the
 * API key's Bearer header, and they would travel wherever the URL is
 * printed: such a URL is refused, and no message quotes it.
 */
export function hasUserinfo(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.username !== "" || parsed.password !== "";
  } catch {
    return false;
  }
}

/** Why a URL with userinfo is refused (the URL itself is never quoted). */
export const USERINFO_REFUSED =
  "a URL with a user name or password (user:password@) is refused: it would replace the API key's header; remove it and put the key in the variable api_key_env names";

/**
 * An endpoint: an http:// or https:// URL, nothing else, without a user
 * name or password ({@link hasUserinfo}), and not on a port fetch refuses
 * (blocked_ports.ts).
 */
export const httpUrlSchema = z.url({
  protocol: /^https?$/,
  error: "expected an http:// or https:// URL",
}).refine((url) => !hasUserinfo(url), { error: USERINFO_REFUSED })
  .superRefine((url, ctx) => {
    const port = blockedPort(url);
    if (port !== null) {
      ctx.addIssue({ code: "custom", message: blockedPortReason(port) });
    }
  });

/**
 * A model id: printed in every header, summary and report, stored in every
 * row and put in file names, so it holds no control or format character
 * (an ESC, a CR, a bidi override), which would rewrite the terminal it is
 * printed on.
 */
const modelIdSchema = z.string().min(1).regex(
  /^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u,
  {
    message:
      "expected an id without control or format characters (escape sequences, line breaks, bidi overrides)",
  },
);

/** The whole model config. */
export const modelConfigSchema = z.strictObject({
  id: modelIdSchema,
  runtime: z.strictObject({
    sdk: z.string().min(1),
    api: z.string().min(1),
  }),
  client: z.strictObject({
    api_key_env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, {
      message: "expected the name of an environment variable, not a key",
    }).optional(),
    base_url: httpUrlSchema.optional(),
    /**
     * Several replicas of one model (e.g. vLLM): requests are spread over
     * them, and one failing repeatedly is rested (providers/endpoint_pool.ts).
     */
    base_urls: z.array(httpUrlSchema).min(1).optional(),
    base_url_env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).optional(),
    /**
     * The HTTP proxy niah's requests go through (`http://host:port`); the
     * variable NIAH_PROXY names one when this is unset. HTTP_PROXY and the
     * other standard variables are never used (providers/proxy.ts).
     */
    proxy: httpUrlSchema.optional(),
    /**
     * The reference's SDK client options: seconds one request may take, and
     * retries of a failed request. They set `runner.request_timeout_s` and
     * `runner.retries` where the run config leaves those unset.
     */
    timeout: z.number().positive().max(86_400).optional(),
    max_retries: z.int().min(0).max(100).optional(),
    /**
     * Request keys a server takes beyond its API's documented ones (vLLM's
     * `min_p`): `validate` does not warn of them.
     */
    extra_request_keys: z.array(z.string().min(1)).optional(),
    ...phaseShiftFields,
  }).superRefine((client, ctx) => {
    if (client.base_urls === undefined) return;
    for (const key of ["base_url", "base_url_env"] as const) {
      if (client[key] === undefined) continue;
      ctx.addIssue({
        code: "custom",
        path: [key],
        message:
          `"${key}" and "base_urls" cannot both be set; list every endpoint in "base_urls"`,
      });
    }
  }).default({}),
  request: z.looseObject({
    model: z.string().min(1),
    stream: z.boolean().optional(),
    ...phaseShiftFields,
  }).superRefine(knownPhaseShiftKeys),
  /**
   * USD per 1M tokens; `reasoning` when priced apart from output. Batch
   * mode pays `batch_input`/`batch_output` where given, else the prices
   * less `batch_discount` (default: the provider's, 0.5 for half price).
   */
  pricing: z.strictObject({
    input: z.number().min(0),
    output: z.number().min(0),
    reasoning: z.number().min(0).optional(),
    batch_discount: z.number().min(0).max(1).optional(),
    batch_input: z.number().min(0).optional(),
    batch_output: z.number().min(0).optional(),
  }).optional(),
  /**
   * What niah counts and places in. Unset, the loader
   * (src/runner/load/load_run.ts) reads it off `request.model` where the
   * name is clear
   * (src/tokenizer/default_tokenizer.ts); this default is for the rest.
   */
  tokenizer: z.enum(encodingNames).default("cl100k_base"),
});

/** A validated model config, defaults applied. */
export type ModelConfig = z.output<typeof modelConfigSchema>;

/** The runner settings a model config's `client:` block can supply. */
interface ClientRunnerSettings {
  request_timeout_s: number;
  retries: number;
}

/**
 * The run's runner settings with the model config's `client.timeout`
 * (seconds per request) and `client.max_retries` filled in where the run
 * config (`written`, its `runner:` block as written) sets no
 * `request_timeout_s` or `retries`: the run config's explicit values win.
 */
export function withClientRunnerSettings<R extends ClientRunnerSettings>(
  runner: R,
  written: unknown,
  client: ModelConfig["client"],
): R {
  const set = written && typeof written === "object" ? written : {};
  return {
    ...runner,
    ...(client.timeout !== undefined && !("request_timeout_s" in set)
      ? { request_timeout_s: client.timeout }
      : {}),
    ...(client.max_retries !== undefined && !("retries" in set)
      ? { retries: client.max_retries }
      : {}),
  };
}
