/**
 * The parameters of `patterned_needle`: every parameter of the reference's
 * `load_environment`, under its names and defaults, plus a `system_prompt`
 * override. Rules that tie parameters together (Bell-number capacity,
 * haystack slots, vocabulary size) are checked here, so `validate` reports
 * them against the key, and a grid point that breaks one names itself.
 */
import { z } from "zod";
import {
  resolveStyle,
  type Styled,
  styled,
  styleFields,
  type TaskStyle,
} from "../task_style.ts";
import { MAX_PATTERN_LENGTH, patternCapacity } from "./patterns.ts";
import { MAX_VOCAB_SIZE } from "./vocabulary.ts";
import { seedSchema } from "../../config/sweep_schema.ts";

/** How lines are written. */
export const MODES = ["spaces", "no_spaces", "alphanumeric"] as const;
/** How much the system prompt explains. */
export const HINT_LEVELS = ["none", "minimal", "moderate", "full"] as const;

/** Most patterns one line may hold. */
const MAX_PATTERNS_PER_LINE = 10;
/** Most lines a problem may have. */
export const MAX_LINES = 100_000;

/** The smallest vocabulary `vocab_size: auto` picks (the ablation's 30). */
const AUTO_VOCAB_FLOOR = 30;

const count = (min: number, max: number) => z.int().min(min).max(max);

/** The fields, with the reference's defaults. */
const fields = z.strictObject({
  type: z.literal("patterned_needle"),
  /** Distinct haystack patterns per problem. */
  num_haystack_patterns: count(1, 1000).default(5),
  /** Needle lines per problem, each holding one needle pattern. */
  num_needles: count(1, 1000).default(1),
  min_pattern_length: count(1, MAX_PATTERN_LENGTH).default(5),
  max_pattern_length: count(1, MAX_PATTERN_LENGTH).default(5),
  min_patterns_per_line: count(1, MAX_PATTERNS_PER_LINE).default(1),
  max_patterns_per_line: count(1, MAX_PATTERNS_PER_LINE).default(1),
  /**
   * Written between the patterns (segments) of a line. Under `style: niah`
   * it is written in every mode and must hold a character no word can
   * contain (and no line break), so segment boundaries stay visible even
   * where words are run together; under `style: reference` it is the
   * reference's: any text, in `spaces` mode only, `""` read as one space.
   */
  pattern_separator: z.string().default(" | "),
  /** Each haystack pattern appears at least this often. */
  min_haystack_appearances: count(2, 10_000).default(2),
  num_lines: count(2, MAX_LINES).default(50),
  /**
   * Distinct words per problem; `auto` means
   * `max(30, max_pattern_length * max_patterns_per_line)`, the complexity
   * ablation's rule.
   */
  vocab_size: z.union([count(1, MAX_VOCAB_SIZE), z.literal("auto")]).default(
    30,
  ),
  mode: z.enum(MODES).default("spaces"),
  hint_level: z.enum(HINT_LEVELS).default("moderate"),
  /** Problems per grid point (the reference's default; `sweep.samples` wins). */
  num_samples: count(1, 1_000_000).default(1000),
  /**
   * The run's seed; each problem derives its own from it and its index.
   * `null`: a random seed, drawn once per run and recorded in each row.
   * Negative seeds run under `style: reference` only (the plan's check).
   */
  seed: seedSchema.nullable().default(42),
  /** Replaces the whole system prompt (answer-format lines included). */
  system_prompt: z.string().min(1).optional(),
  ...styleFields,
});

/** Parameters of `patterned_needle`, defaults applied. */
export type PatternedParams = Styled<z.output<typeof fields>>;

/** The vocabulary size a problem uses, with `auto` worked out. */
export function effectiveVocabSize(
  p: Pick<
    PatternedParams,
    "vocab_size" | "max_pattern_length" | "max_patterns_per_line"
  >,
): number {
  return p.vocab_size === "auto"
    ? Math.max(
      AUTO_VOCAB_FLOOR,
      p.max_pattern_length * p.max_patterns_per_line,
    )
    : p.vocab_size;
}

/** `style:` and its old name as written (the rules run before they fold). */
interface RawStyle {
  style?: TaskStyle | undefined;
  prompt_style?: TaskStyle | undefined;
}

/** One broken rule: the key it is reported against and a one-line message. */
interface ParamProblem {
  key: keyof PatternedParams;
  message: string;
}

/**
 * Characters that may appear inside a segment in some mode: letters,
 * digits and the spaces between words.
 */
const SEGMENT_CHARACTER = /[a-z0-9\s]/;

/**
 * The rules that tie parameters together, as the reference checks them
 * (plus the segment separator's), worded to stand alone, since a grid
 * point's error shows the message without the key's location.
 */
export function paramProblems(
  p: Omit<PatternedParams, "style"> & RawStyle,
): ParamProblem[] {
  const style = resolveStyle(p).style;
  const problems: ParamProblem[] = [];
  const add = (key: keyof PatternedParams, message: string) =>
    problems.push({ key, message });
  if (p.max_pattern_length < p.min_pattern_length) {
    add(
      "max_pattern_length",
      `max_pattern_length (${p.max_pattern_length}) must be at least min_pattern_length (${p.min_pattern_length})`,
    );
  }
  if (p.max_patterns_per_line < p.min_patterns_per_line) {
    add(
      "max_patterns_per_line",
      `max_patterns_per_line (${p.max_patterns_per_line}) must be at least min_patterns_per_line (${p.min_patterns_per_line})`,
    );
  }
  if (p.num_lines <= p.num_needles) {
    add(
      "num_lines",
      `num_lines (${p.num_lines}) must be more than num_needles (${p.num_needles})`,
    );
  }
  // Out-of-range fields are reported by their own checks (zod still runs
  // this refinement on them); the rules below need them in range.
  const inRange = (n: number, max: number) => n >= 1 && n <= max;
  if (
    problems.length > 0 ||
    !inRange(p.min_pattern_length, MAX_PATTERN_LENGTH) ||
    !inRange(p.max_pattern_length, MAX_PATTERN_LENGTH)
  ) return problems;

  const wanted = p.num_haystack_patterns + p.num_needles;
  const capacity = patternCapacity(p.min_pattern_length, p.max_pattern_length);
  if (wanted > capacity) {
    const lengths = p.min_pattern_length === p.max_pattern_length
      ? `length ${p.min_pattern_length}`
      : `lengths ${p.min_pattern_length} to ${p.max_pattern_length}`;
    add(
      "num_haystack_patterns",
      `num_haystack_patterns + num_needles (${wanted}) exceeds the ${capacity} distinct patterns of ${lengths} (Bell numbers)`,
    );
  }
  const slots = slotProblem(p, style);
  if (slots !== null) add("num_lines", slots);
  const vocab = effectiveVocabSize(p);
  const perLine = p.max_pattern_length * p.max_patterns_per_line;
  if (vocab < perLine) {
    add(
      "vocab_size",
      `vocab_size (${vocab}) must be at least max_pattern_length * max_patterns_per_line (${perLine}), the most distinct words one line can need`,
    );
  }
  const separator = separatorProblem(p, style);
  if (separator !== null) add("pattern_separator", separator);
  return problems;
}

/** Which lines {@link slotProblem} counts under each style (see there). */
const SLOT_BOUND: Readonly<Record<TaskStyle, "min" | "max">> = {
  niah: "min",
  reference: "max",
};

/**
 * Whether there are haystack slots enough for every haystack pattern's
 * appearances. Style niah asks it of the fewest slots a problem can have
 * (every line at its minimum); the reference checks each problem's own
 * draw (reference/problem.ts does too), so under style reference only a
 * config whose most slots (every line at its maximum) fall short, where
 * every draw fails, is refused here.
 */
function slotProblem(
  p: Pick<
    PatternedParams,
    | "num_lines"
    | "num_needles"
    | "min_patterns_per_line"
    | "max_patterns_per_line"
    | "num_haystack_patterns"
    | "min_haystack_appearances"
  >,
  style: TaskStyle,
): string | null {
  const bound = SLOT_BOUND[style];
  const perLine = [bound, p[`${bound}_patterns_per_line`]] as const;
  const slots = p.num_lines * perLine[1] - p.num_needles;
  const needed = p.num_haystack_patterns * p.min_haystack_appearances;
  if (slots >= needed) return null;
  return `num_lines (${p.num_lines}) leaves ${slots} haystack slots (num_lines * ${
    perLine[0]
  }_patterns_per_line - num_needles), fewer than num_haystack_patterns * min_haystack_appearances (${needed})`;
}

/**
 * Whether a style needs a separator that keeps segment boundaries
 * visible: style reference takes any separator, as the reference does (a
 * blank one is warned about: reference/warnings.ts).
 */
const VISIBLE_SEPARATOR: Readonly<Record<TaskStyle, boolean>> = {
  reference: false,
  niah: true,
};

/**
 * What is wrong with `pattern_separator` under `style`, or null. Under
 * style niah a line break would split a line in two; the reference takes
 * one (its segments then stand on lines of their own).
 */
function separatorProblem(
  p: Pick<PatternedParams, "max_patterns_per_line" | "pattern_separator">,
  style: TaskStyle,
): string | null {
  if (p.max_patterns_per_line <= 1 || !VISIBLE_SEPARATOR[style]) return null;
  const quoted = JSON.stringify(p.pattern_separator);
  if (/[\r\n]/.test(p.pattern_separator)) {
    return `pattern_separator ${quoted} must not contain a line break under style: niah (style: reference writes it as the reference does)`;
  }
  if ([...p.pattern_separator].every((c) => SEGMENT_CHARACTER.test(c))) {
    return `pattern_separator ${quoted} must contain a character other than lowercase letters, digits and spaces, so segment boundaries stay visible`;
  }
  return null;
}

/** The parameter schema, cross-parameter rules included. */
export const patternedParamsSchema = styled(fields.superRefine((p, ctx) => {
  for (const problem of paramProblems(p)) {
    ctx.addIssue({
      code: "custom",
      path: [problem.key],
      message: problem.message,
    });
  }
}));
