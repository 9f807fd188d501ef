/**
 * The contract every task keeps, run on one task and one style: its cells
 * build, go out through `sentPrompt`, score, become rows, are stored, are
 * rebuilt byte for byte by `reconstruct` and counted by `report`, and each
 * failure class a row can have is reached and reported. Shared by the
 * contract suite and the plan probe it spawns.
 */
import { z } from "zod";
import type { Task } from "../../src/tasks/task.ts";

/** One style variant of a task's parameters, e.g. `{style: "reference"}`. */
export type StyleVariant = Readonly<Record<string, string>>;

/**
 * Every style a task's parameters accept: each value of its `style` enum,
 * one variant per value; `{}` (the defaults) when it has none. New styles
 * are covered as they land.
 */
export function styleVariants(task: Task): StyleVariant[] {
  const schema = z.toJSONSchema(task.params, {
    io: "input",
    unrepresentable: "any",
  }) as { properties?: Record<string, { enum?: unknown[] }> };
  const variants: StyleVariant[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (key !== "style") continue;
    for (const value of property.enum ?? []) {
      if (typeof value === "string") variants.push({ [key]: value });
    }
  }
  return variants.length > 0 ? variants : [{}];
}

/** Cells per contract run: one per failure class. */
export const CONTRACT_SEEDS = [1, 2, 3, 4, 5, 6, 7];

/**
 * What a contract run sets for a task whose defaults read files the tests
 * lack: parameters pointing at the small files shipped under tests/, and
 * the context lengths those files hold (a dataset family's token bins).
 */
/** A small run config of `task` with `variant`, storing to `store`. */
export function contractRunYaml(
  task: Task,
  variant: StyleVariant,
  model: string,
  store: string,
): string {
  // A dataset family's defaults name the user's download: its example
  // parameters point at a small file shipped under tests/ instead.
  const example = task.exampleParams?.();
  const written = { type: task.type, ...example?.task, ...variant };
  const params = task.params.parse(written);
  const sweep = ["sweep:", `  seeds: [${CONTRACT_SEEDS.join(", ")}]`];
  const keys = new Set(task.axes(params).map((axis) => axis.sweepKey));
  const lengths = example?.context_lengths ?? [2000];
  if (keys.has("context_lengths")) {
    sweep.push(`  context_lengths: [${lengths.join(", ")}]`);
  }
  if (keys.has("depth_percents")) sweep.push("  depth_percents: [40]");
  // One sample per seed, whatever the task's own count (RULER's is 500).
  sweep.push("  samples: 1");
  return [
    `run_name: ${JSON.stringify(`contract-${task.type}`)}`,
    `model: ${JSON.stringify(model)}`,
    `task: ${JSON.stringify(written)}`,
    ...sweep,
    `store: {path: ${JSON.stringify(store)}}`,
  ].join("\n") + "\n";
}

/** The fake model the contract runs on. */
export const CONTRACT_MODEL = `id: "fake"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "oracle"}
pricing: {input: 1.0, output: 2.0}
`;
