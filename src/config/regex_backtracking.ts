/**
 * A static check for the regular expressions a config supplies
 * (`phase_shift_capture_pattern`), which niah runs over prompts of up to a
 * million characters. A backtracking engine (V8's) takes exponential time
 * on a quantified group that holds another quantifier of variable count,
 * such as `(.*)*x` or `(\w+\s?)+$`: on a 128k-token prompt that is hours.
 * Such nesting is refused when the config is loaded.
 *
 * The parser is regexpp's (ESLint's, complete for ECMAScript syntax); the
 * check itself is the classic "star height" rule, written here because the
 * npm checkers fit badly: safe-regex2 refuses `(\d+)?` and lookbehinds,
 * and redos-detector refuses the shipped needle pattern and takes seconds.
 * The rule is conservative on purpose (it refuses some nestings that a
 * delimiter makes safe, e.g. `(,\d+)*`); ambiguity it cannot see, such as
 * `(a|a)*`, is bounded at run time by the match's time budget.
 */
import {
  type AST,
  RegExpParser,
  visitRegExpAST,
} from "@eslint-community/regexpp";

/** The parsed pattern, in Unicode mode where it is valid there. */
function parse(source: string): AST.Pattern | null {
  const parser = new RegExpParser({ ecmaVersion: 2025 });
  for (const unicode of [true, false]) {
    try {
      return parser.parsePattern(source, 0, source.length, { unicode });
    } catch {
      // Not valid in this mode; try the other (capturePattern does too).
    }
  }
  return null;
}

/** Whether `node` holds a quantifier whose count can vary (`*`, `+`, `?`, `{1,3}`). */
function holdsVariableQuantifier(node: AST.Node): boolean {
  let found = false;
  visitRegExpAST(wrap(node), {
    onQuantifierEnter(inner) {
      if (inner.max > inner.min) found = true;
    },
  });
  return found;
}

// visitRegExpAST walks from a Pattern (or any node with a parent chain);
// it accepts any node, typed as the root it expects.
function wrap(node: AST.Node): AST.Pattern {
  return node as unknown as AST.Pattern;
}

/**
 * The first unbounded quantifier of `source` (`*`, `+`, `{n,}`) whose
 * repeated part holds a quantifier of variable count, as written (e.g.
 * `(\w+\s?)+`); null when there is none or `source` does not parse.
 */
export function nestedQuantifier(source: string): string | null {
  const pattern = parse(source);
  if (pattern === null) return null;
  let nested: string | null = null;
  visitRegExpAST(pattern, {
    onQuantifierEnter(outer) {
      if (nested !== null || outer.max !== Infinity) return;
      if (holdsVariableQuantifier(outer.element)) nested = outer.raw;
    },
  });
  return nested;
}
