/**
 * What `validate` warns about (the run still goes): parameters the
 * reference accepts that give problems without one right answer.
 */
import type { ProblemParams } from "../problem.ts";

type WarnParams = Pick<
  ProblemParams,
  "mode" | "max_patterns_per_line" | "pattern_separator"
>;

/**
 * One line per problem of this kind (`style: reference` only): lines of
 * several segments in `no_spaces` or `alphanumeric` mode run the segments
 * together with nothing between them, as the reference does (and in
 * `spaces` mode a `pattern_separator` of one space, or an empty one, joins
 * them with a space), so
 * a line can be cut into segments more than one way and the needle may
 * not be the only segment whose pattern occurs once.
 */
export function patternedWarnings(p: WarnParams): string[] {
  if (p.max_patterns_per_line < 2) return [];
  if (p.mode !== "spaces") {
    return [
      `mode ${p.mode} with max_patterns_per_line ${p.max_patterns_per_line}: style reference runs a line's segments together with nothing between them, as the reference does, so segment boundaries vanish and the needle is ambiguous; style: niah separates them with pattern_separator`,
    ];
  }
  if (p.pattern_separator === " " || p.pattern_separator === "") {
    return [
      `pattern_separator ${
        JSON.stringify(p.pattern_separator)
      } with max_patterns_per_line ${p.max_patterns_per_line}: style reference joins a line's segments with a space, so segment boundaries vanish and the needle is ambiguous; style: niah requires a visible separator`,
    ];
  }
  return [];
}
