/**
 * What of a model config's `request:` block goes to the API: everything
 * but niah's own keys (`model`, `stream`, `phase_shift_*`) and nulls, so
 * provider options like `thinking`, `reasoning_effort` or `top_p` need no
 * code.
 */

/** True for keys niah consumes itself and never forwards. */
function isNiahRequestKey(key: string): boolean {
  return key === "model" || key === "stream" || key.startsWith("phase_shift_");
}

/** The request keys to forward verbatim. */
export function forwardedParams(
  request: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (!isNiahRequestKey(key) && value !== null && value !== undefined) {
      out[key] = value;
    }
  }
  return out;
}

/** The request keys that name an output budget, in the order read. */
const BUDGET_KEYS = [
  "max_tokens",
  "max_completion_tokens",
  "max_output_tokens",
] as const;

/** The output-token budget a request allows, if it names one. */
export function outputBudget(
  request: Record<string, unknown>,
): number | undefined {
  for (const key of BUDGET_KEYS) {
    const value = request[key];
    if (typeof value === "number" && value > 0) return value;
  }
  return undefined;
}

/**
 * Forwarded params with a cell's own output budget in place of the
 * config's: under the budget key the config names, else under `key` (the
 * API's own name for it). Without a cell budget, `params` as they are.
 */
export function withCellBudget(
  params: Record<string, unknown>,
  maxTokens: number | undefined,
  key: (typeof BUDGET_KEYS)[number],
): Record<string, unknown> {
  if (maxTokens === undefined) return params;
  const named = BUDGET_KEYS.find((name) => params[name] !== undefined) ?? key;
  return { ...params, [named]: maxTokens };
}
