/**
 * The built-in task families as the registry (registry.ts) knows them
 * before it loads them: each one's name, what it answers to (its task
 * types, the types it imports, the haystacks it reads, whether it lends a
 * `needles` haystack distractors) and the module that holds it, imported
 * when a run names it or a command needs every family. Adding a family is
 * one folder and one entry here; tests/tasks/lazy_families_test.ts checks
 * each entry against the family it loads.
 *
 * @module
 */
import type { Family } from "./family.ts";

/** A built-in family: what it answers to, and how to load it. */
export interface BuiltInFamily {
  readonly name: string;
  /** Its tasks' types, in its own order (`Family.tasks`). */
  readonly types: readonly string[];
  /** `Family.importedTypes`. */
  readonly importedTypes?: readonly string[];
  /** The haystack types it reads (`Family.haystacks`' keys). */
  readonly haystackTypes?: readonly string[];
  /** Whether any of its tasks has `distractors` (a `needles` haystack's). */
  readonly lendsDistractors?: boolean;
  /** Its module's family (a literal `import()`, which `deno compile` embeds). */
  load(): Promise<Family>;
}

export const BUILT_IN: readonly BuiltInFamily[] = [
  {
    name: "niah",
    types: ["single", "multi", "uuid", "uuid_chain"],
    lendsDistractors: true,
    load: async () => (await import("./niah/niah_family.ts")).niahFamily,
  },
  {
    name: "patterned",
    types: ["patterned_needle"],
    load: async () =>
      (await import("./patterned/patterned_family.ts")).patternedFamily,
  },
  {
    name: "numseq",
    types: ["num_seq"],
    load: async () => (await import("./numseq/numseq_family.ts")).numseqFamily,
  },
  {
    name: "ruler",
    types: ["ruler"],
    haystackTypes: ["ruler_essays"],
    load: async () => (await import("./ruler/ruler_family.ts")).rulerFamily,
  },
  {
    name: "llmtest",
    types: [],
    importedTypes: ["llmtest"],
    load: async () =>
      (await import("./llmtest/llmtest_family.ts")).llmtestFamily,
  },
  {
    name: "longbench",
    types: ["longbench_v2"],
    load: async () =>
      (await import("./longbench/longbench_family.ts")).longBenchFamily,
  },
  {
    name: "graphwalks",
    types: ["graphwalks"],
    load: async () =>
      (await import("./graphwalks/graphwalks_family.ts")).graphwalksFamily,
  },
  {
    name: "mrcr",
    types: ["mrcr"],
    load: async () => (await import("./mrcr/mrcr_family.ts")).mrcrFamily,
  },
];
