/**
 * Where a task's style picks its construction. A task family is the parts
 * both styles share plus one {@link StyleVariant} per style (the family's
 * `reference/` and `niah/` folders); {@link styledTask} makes the
 * {@link Task}, whose generator, checks, probes, notes and prompts are the
 * params' style's variant's, whose rebuild is the variant's that wrote the
 * recipe and whose score is the variant's that built the cell. Nothing
 * else compares styles: a new family with both styles is a folder of its
 * own and a line in `registry.ts`.
 *
 * @module
 */
import { styleSeedProblem, TASK_STYLES, type TaskStyle } from "./task_style.ts";
import type { Built, Task } from "./task.ts";

/** What a family does its own way under one style. */
export type StyleVariant<P extends { type: string }> =
  & Pick<
    Task<P, string>,
    "generator" | "check" | "build" | "render" | "score"
  >
  & Partial<Pick<Task<P, string>, "notes" | "probe">>;

/** A family's variant for each style. */
type StyleVariants<P extends { type: string }> = Readonly<
  Record<TaskStyle, StyleVariant<P>>
>;

/** A task family: what both styles share, and a variant per style. */
type StyledFamily<P extends { type: string; style: TaskStyle }> =
  & Omit<Task<P, string>, keyof StyleVariant<P>>
  & {
    readonly variants: StyleVariants<P>;
    /** The probe both styles share; a variant's own runs after it. */
    probe?: Task<P, string>["probe"];
    /**
     * The style whose variant wrote a stored recipe (the one place a
     * family reads it back); rows from before styles are niah's.
     */
    recipeStyle(recipe: unknown): TaskStyle;
  };

/**
 * The style a record names in its `style` field (a recipe's, a built
 * cell's metadata), niah's when it names none: rows written before styles
 * were all niah's.
 */
export function markedStyle(record: unknown): TaskStyle {
  const named = typeof record === "object" && record !== null
    ? (record as { style?: unknown }).style
    : undefined;
  return TASK_STYLES.find((style) => style === named) ?? "niah";
}

/** The style a built cell was made under, as its metadata records it. */
export function builtStyle(built: Pick<Built, "metadata">): TaskStyle {
  return markedStyle(built.metadata);
}

/** The task a family makes: each call asks the variant of its style. */
export function styledTask<P extends { type: string; style: TaskStyle }>(
  family: StyledFamily<P>,
): Task<P, string> {
  const { variants, recipeStyle, probe: sharedProbe, ...shared } = family;
  // Only a family that probes gets a probe: a load walks the plan's draws
  // for it.
  const probes = sharedProbe !== undefined ||
    Object.values(variants).some((variant) => variant.probe !== undefined);
  return {
    ...shared,
    generator: (p) => variants[p.style].generator(p),
    check: (p, axes, tokenizer, haystack) =>
      variants[p.style].check(p, axes, tokenizer, haystack),
    notes: (p) => variants[p.style].notes?.(p) ?? [],
    // The family's own rule first (RULER's per task), then the styles'.
    seedProblem: (seed, p, grid) =>
      shared.seedProblem?.(seed, p, grid) ??
        styleSeedProblem(seed, [p.style, ...(grid.style ?? [])]),
    ...(probes
      ? {
        probe: async (p, axes, tokenizer, draws, files) => [
          ...(await sharedProbe?.(p, axes, tokenizer, draws, files) ?? []),
          ...(await variants[p.style].probe?.(
            p,
            axes,
            tokenizer,
            draws,
            files,
          ) ??
            []),
        ],
      }
      : {}),
    build: (p, cell, context) => variants[p.style].build(p, cell, context),
    render: (recipe, context) =>
      variants[recipeStyle(recipe)].render(recipe, context),
    score: (response, built) =>
      variants[builtStyle(built)].score(response, built),
  };
}
