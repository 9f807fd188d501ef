/**
 * The reference NIAH tool's scorers, for `style: reference` headlines:
 *
 * - `exact_match` (single, multi, uuid): each expected fragment (multi's
 *   `expected_fragments`, else the expected answer) counts when its
 *   Python-`strip()`ped, lower-cased text is a substring of the response's;
 *   the score is the fraction found.
 * - `chain_match` (uuid_chain): `(furthest + 1) / N`, the furthest chain
 *   member (start included) whose lower-cased text is in the lower-cased
 *   response; echoing the start scores 1/N (the tool's flaw, kept).
 *
 * Lower-casing is the tool's Python's (`python_lower.ts`: Unicode 15.0).
 *
 * @module
 */

import { pythonLower } from "./python_lower.ts";

// Python's str.isspace(): bidirectional class WS, B or S, or category Zs.
const PY_SPACE =
  "\t\n\u000b\u000c\r\u001c\u001d\u001e\u001f \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000";
const LEADING = new RegExp(`^[${PY_SPACE}]+`);
const TRAILING = new RegExp(`[${PY_SPACE}]+$`);

/** Python's `str.strip()` with no argument. */
export function pythonStrip(text: string): string {
  return text.replace(LEADING, "").replace(TRAILING, "");
}

/** The tool's `exact_match`: fragments found, over fragments. */
export function exactMatch(
  response: string,
  fragments: readonly string[],
): { value: number; matches: number; total: number } {
  if (fragments.length === 0) return { value: 0, matches: 0, total: 0 };
  const text = pythonLower(pythonStrip(response));
  const matches =
    fragments.filter((f) => text.includes(pythonLower(pythonStrip(f)))).length;
  return {
    value: matches / fragments.length,
    matches,
    total: fragments.length,
  };
}

/** The tool's `chain_match`: how far through the chain the answer got. */
export function chainMatch(
  response: string,
  chain: readonly string[],
): { value: number; hops_correct: number; chain_length: number } {
  const text = pythonLower(response);
  let furthest = -1;
  chain.forEach((node, i) => {
    if (text.includes(pythonLower(node))) furthest = i;
  });
  return {
    value: chain.length === 0 ? 0 : (furthest + 1) / chain.length,
    hops_correct: furthest + 1,
    chain_length: chain.length,
  };
}
