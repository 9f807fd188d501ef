/**
 * The haystacks the benches build prompts in: the synthetic one and, when
 * present, the Paul Graham essays (NIAH_BENCH_CORPUS, default
 * ../shared/corpora/PaulGrahamEssays; never committed).
 */
import type { HaystackConfig } from "../src/config/run_config.ts";

/** The folder of essays the benches read. */
export const BENCH_CORPUS = Deno.env.get("NIAH_BENCH_CORPUS") ??
  new URL("../../shared/corpora/PaulGrahamEssays", import.meta.url).pathname;

/** Labelled haystacks; says so when the essays are missing. */
export async function benchHaystacks(): Promise<[string, HaystackConfig][]> {
  const haystacks: [string, HaystackConfig][] = [
    ["synthetic", { type: "synthetic", seed: 0 }],
  ];
  try {
    await Deno.stat(BENCH_CORPUS);
    haystacks.push(["PaulGrahamEssays", { type: "files", path: BENCH_CORPUS }]);
  } catch {
    console.log(`files: skipped (no corpus at ${BENCH_CORPUS})`);
  }
  return haystacks;
}
