/**
 * Phase-shifting speed: builds one 128k-token uuid prompt (synthetic
 * haystack and, when present, the Paul Graham essays) and times
 * phase-shifting it in cl100k_base and deepseek_v3, with the needle's
 * capture pattern (one occurrence) and with frequent keywords ("the",
 * "and": thousands of occurrences). Prints figures.
 */
import { createBuildContext } from "../src/tasks/build_context.ts";
import { denoCorpusReader } from "../src/cli/deno_io.ts";
import type { HaystackConfig } from "../src/config/run_config.ts";
import { benchHaystacks } from "./bench_haystacks.ts";
import { phaseShift } from "../src/prompt/phase_shift.ts";
import type { PhaseShiftSettings } from "../src/prompt/phase_shift_settings.ts";
import { uuidTask } from "../src/tasks/niah/uuid.ts";
import type { Cell } from "../src/tasks/task.ts";
import { getTokenizer } from "../src/tokenizer/encoding.ts";
import { shiftSettings } from "../tests/support/phase_shift_settings.ts";

const LENGTH = 128_000;

async function bench(
  label: string,
  haystack: HaystackConfig,
  encoding: string,
): Promise<void> {
  const tokenizer = await getTokenizer(encoding);
  const context = createBuildContext(tokenizer, denoCorpusReader, haystack);
  const params = uuidTask.params.parse({ type: "uuid" });
  const cell: Cell = {
    cell_id: "bench",
    index: 0,
    axes: { context_length: LENGTH, depth_percent: 50 },
    params,
    sample_index: 0,
    seed: 1,
  };
  const built = await uuidTask.build(params, cell, context);
  const cases: [string, PhaseShiftSettings][] = [
    [
      "needle pattern",
      shiftSettings(encoding, 4, {
        pattern: "The\\s+secret\\s+code\\s+is\\s+[0-9a-fA-F-]{36}",
      }),
    ],
    [
      'keywords "the", "and"',
      shiftSettings(encoding, 4, {
        keywords: [" the", " and"],
      }),
    ],
  ];
  for (const [what, settings] of cases) {
    phaseShift(built.messages, settings, tokenizer); // warm caches
    const runs = 3;
    const t0 = performance.now();
    let record;
    for (let r = 0; r < runs; r++) {
      record = phaseShift(built.messages, settings, tokenizer).record;
    }
    const ms = (performance.now() - t0) / runs;
    console.log(
      `${label} ${encoding} ${what}: ${
        ms.toFixed(1)
      } ms per 128k prompt (${record?.found} found, ${record?.aligned} aligned)`,
    );
  }
}

for (const [label, haystack] of await benchHaystacks()) {
  await bench(label, haystack, "cl100k_base");
  await bench(label, haystack, "deepseek_v3");
}
