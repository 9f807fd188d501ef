/**
 * Which construction a task follows. `reference` (the default) reproduces
 * the reference's generator, prompt construction, wording and headline
 * scorer exactly, its documented bugs included, so a score compares with
 * one the reference prints; `niah` is niah's own construction
 * (docs/tasks.md, "Task styles", lists each difference per family). The
 * style is a task parameter, so it is part of the fingerprint and of every
 * recipe; styled_task.ts picks each family's variant by it.
 */
import { z } from "zod";

/** The styles every task family has. */
export const TASK_STYLES = ["reference", "niah"] as const;

/** A task style. */
export type TaskStyle = (typeof TASK_STYLES)[number];

/**
 * The styles' rule for seeds, given the styles a run uses: negative seeds
 * run under style reference only: CPython's `random.Random(seed)` seeds
 * with the absolute value, so the references run `seed: -3` (as seed 3),
 * and so does niah's reference style; style niah keeps seeds of 0 or
 * more, one seed per draw.
 */
export function styleSeedProblem(
  seed: number,
  styles: readonly unknown[],
): string | undefined {
  if (seed >= 0 || !styles.includes("niah")) return undefined;
  return `seed ${seed} is negative, which style niah does not take (it expects 0 or more); style: reference runs it as the reference does (CPython's random.Random seeds with the absolute value)`;
}

/** The style a task follows when its config names none. */
const DEFAULT_STYLE: TaskStyle = "reference";

/**
 * The `style:` field, and `prompt_style:`, its name before it picked the
 * generator and scorer too (read as `style:`, with a note).
 */
export const styleFields = {
  /** `reference`: the reference exactly; `niah`: niah's construction. */
  style: z.enum(TASK_STYLES).optional(),
  /** Deprecated: read as `style:` (`niah validate` says so). */
  prompt_style: z.enum(TASK_STYLES).optional(),
};

/** What a params object holds once its style is resolved. */
export type Styled<T> = Omit<T, "style" | "prompt_style"> & {
  style: TaskStyle;
};

/** Reports `style:` and `prompt_style:` that disagree, at `prompt_style`. */
function checkStyleFields(
  p: { style?: TaskStyle | undefined; prompt_style?: TaskStyle | undefined },
  ctx: z.RefinementCtx,
): void {
  if (
    p.style !== undefined && p.prompt_style !== undefined &&
    p.style !== p.prompt_style
  ) {
    ctx.addIssue({
      code: "custom",
      path: ["prompt_style"],
      message:
        `expected prompt_style to agree with style ("${p.style}"), got "${p.prompt_style}"; prompt_style is the old name of style: remove it`,
    });
  }
}

/** Folds `prompt_style:` into `style:` (default `reference`). */
export function resolveStyle<
  T extends {
    style?: TaskStyle | undefined;
    prompt_style?: TaskStyle | undefined;
  },
>(p: T): Styled<T> {
  const { style, prompt_style, ...rest } = p;
  return { ...rest, style: style ?? prompt_style ?? DEFAULT_STYLE };
}

/**
 * Notes for a `task:` block as written: `prompt_style:` still works, and
 * now picks the generator and scorer too.
 */
export function styleNotes(rawTask: unknown): string[] {
  if (
    rawTask === null || typeof rawTask !== "object" ||
    !("prompt_style" in rawTask)
  ) return [];
  return [
    `task.prompt_style is now task.style: it is read as style: ${
      JSON.stringify((rawTask as { prompt_style: unknown }).prompt_style)
    }, which picks the generator and scorer as well as the wording (docs/tasks.md, "Task styles")`,
  ];
}

/**
 * A task's parameter schema with `style:` resolved: `prompt_style:` folded
 * in, the two checked to agree, `reference` unless told.
 */
export function styled<
  T extends {
    style?: TaskStyle | undefined;
    prompt_style?: TaskStyle | undefined;
  },
>(schema: z.ZodType<T>): z.ZodType<Styled<T>, unknown> {
  return schema.superRefine(checkStyleFields).transform(resolveStyle);
}
