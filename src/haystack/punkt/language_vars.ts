/**
 * NLTK's `PunktLanguageVars` (English, the default): the regular
 * expressions that split words, find candidate sentence ends and realign
 * closing punctuation, written for JavaScript with Python's `\s`.
 *
 * The word and period patterns run without the `u` flag (a little
 * faster): their classes then match UTF-16 units, which changes nothing,
 * as every test that ends a token or a match is on a BMP character that
 * is no surrogate (white space, ASCII punctuation, the end).
 *
 * @module
 */
import { NON_SPACE, SPACE } from "./python_text.ts";

/** `_re_non_word_chars`: characters that cannot be inside a word. */
const NON_WORD = `[)";}\\]*:@'({[?!]`;

/** `_re_multi_char_punct`: hyphens and ellipses of several characters. */
const MULTI_CHAR = `(?:-{2,}|\\.{2,}|(?:\\.${SPACE}){2,}\\.)`;

/** `_re_word_start`: characters a word token may not start with. */
const WORD_START = '[^("`{\\[:;&#*@)}\\]\\-,]';

/**
 * `_word_tokenizer_re`: a multi-character punctuation mark, or a word up
 * to white space, the end, other punctuation or a word-final comma, or
 * one non-space character.
 */
export const WORD_TOKEN = new RegExp(
  `${MULTI_CHAR}|(?=${WORD_START})${NON_SPACE}+?(?=${SPACE}|$|${NON_WORD}|${MULTI_CHAR}|,(?=$|${SPACE}|${NON_WORD}|${MULTI_CHAR}))|${NON_SPACE}`,
  "g",
);

/**
 * `period_context_re`: a `.`, `?` or `!` followed by other punctuation
 * (group 1 alone) or by white space and a token (group 1; group 2 the
 * token).
 */
export const PERIOD_CONTEXT = new RegExp(
  `[.?!](?=(${NON_WORD}|${SPACE}+(${NON_SPACE}+)))`,
  "g",
);

/**
 * `re_boundary_realignment` (`re.MULTILINE`) matched at the start of a
 * sentence: closing quotes and brackets, then white space, `--` or the
 * end of a line.
 */
export const BOUNDARY_REALIGNMENT = new RegExp(
  `^["')\\]}]+?(?:${SPACE}+|(?=--)|(?=\\n)|$)`,
  "u",
);
