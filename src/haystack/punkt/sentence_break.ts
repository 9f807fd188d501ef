/**
 * Punkt's decision on one candidate sentence end
 * (`text_contains_sentbreak`): the candidate's context (the word before
 * it, the mark and what follows) split into word tokens line by line,
 * both passes run over them, and a break found on any token but the last.
 *
 * @module
 */
import type { PunktParameters } from "./english_parameters.ts";
import { WORD_TOKEN } from "./language_vars.ts";
import { annotateFirstPass, PunktToken } from "./punkt_token.ts";
import { hasNonSpace } from "./python_text.ts";
import { annotateSecondPass } from "./second_pass.ts";

/** `_tokenize_words`: the word tokens of every non-blank line. */
function wordTokens(text: string): PunktToken[] {
  const tokens: PunktToken[] = [];
  for (const line of text.split("\n")) {
    if (!hasNonSpace(line)) continue;
    for (const match of line.matchAll(WORD_TOKEN)) {
      tokens.push(new PunktToken(match[0]));
    }
  }
  return tokens;
}

/** Whether Punkt breaks a sentence inside `context`. */
export function containsSentbreak(
  context: string,
  params: PunktParameters,
): boolean {
  const tokens = wordTokens(context);
  for (const token of tokens) annotateFirstPass(token, params);
  for (let i = 0; i + 1 < tokens.length; i++) {
    annotateSecondPass(tokens[i]!, tokens[i + 1]!, params);
    if (tokens[i]!.sentbreak) return true;
  }
  return false;
}
