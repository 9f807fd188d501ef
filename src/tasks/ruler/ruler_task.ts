/**
 * Task `ruler`: RULER's synthetic suite (NVIDIA/RULER), one task per run
 * (`name`) or several through `sweep.grid: {name: [...]}`. Cells are the
 * sweep's context lengths (RULER's `max_seq_length`) times the samples
 * `0..num_samples-1`; the seed is RULER's `--random_seed` and the model
 * config's tokenizer is RULER's. Each cell sends what RULER's API path
 * sends and is scored by RULER's scorer, per row, or what NeMo-Skills
 * sends and scores (`harness`, ruler_harness.ts). The styles
 * (ruler_variant.ts) differ only in the sample's `index`.
 *
 * @module
 */
import { rulerProbe } from "./ruler_short_lengths.ts";
import { z } from "zod";
import { styledTask } from "../styled_task.ts";
import type { Built, Task } from "../task.ts";
import { markedStyle } from "../styled_task.ts";
import type { RulerBackend } from "./ruler_backend.ts";
import type { RulerMetadata } from "./ruler_cell.ts";
import { RulerDatasets } from "./ruler_datasets.ts";
import { rulerDataFiles } from "./ruler_data_files.ts";
import {
  RULER_NAMES,
  type RulerParams,
  rulerParamsSchema,
  rulerSeedProblem,
} from "./ruler_params.ts";
import { niahIndex, referenceIndex, rulerVariant } from "./ruler_variant.ts";
import type { RulerSample } from "./reference/ruler_sample.ts";
import {
  harnessInput,
  harnessMaxTokens,
  harnessPrefills,
  STORED_HARNESSES,
} from "./ruler_harness.ts";

/** The `validation.jsonl` line of a built cell, as RULER writes it. */
function validationLine(backend: RulerBackend, built: Built): string {
  const m = built.metadata as unknown as RulerMetadata;
  const sample: RulerSample = {
    index: m.index,
    input: harnessInput(built.messages, m.answer_prefix, m.harness),
    outputs: m.outputs,
    length: m.length,
    length_w_model_temp: m.length_w_model_temp,
    answer_prefix: m.answer_prefix,
    ...(m.token_position_answer !== undefined
      ? { token_position_answer: m.token_position_answer }
      : {}),
  };
  return backend.line(sample);
}

/** The `ruler` task over RULER's generators and scorer (`backend`). */
export function rulerTask(backend: RulerBackend): Task<RulerParams, string> {
  const datasets = new RulerDatasets();
  return styledTask<RulerParams>({
    type: "ruler",
    scorer: "ruler/score/1",
    scoredFields: {
      metadata: {
        outputs: z.array(z.string()).optional(),
        metric: z.enum(["all", "part"]).optional(),
        harness: z.enum(STORED_HARNESSES).optional(),
      },
    },
    params: rulerParamsSchema,
    usesHaystack: true,
    presentation: {
      preferred: ["context_length", "name"],
      axes: {
        name: { title: "RULER task", order: RULER_NAMES },
        context_length: { title: "max_seq_length" },
      },
      // A harness other than RULER's keeps its rows apart in every report.
      metadataAxes: ["name", "harness"],
    },
    samples: (p) => p.num_samples,
    seeds: (p) => [p.seed],
    seedProblem: rulerSeedProblem,
    axes: () => [{ name: "context_length", sweepKey: "context_lengths" }],
    probe: rulerProbe(backend),
    dataFiles: (p, haystack) => rulerDataFiles(backend, p, haystack),
    bound: (p, cell) => {
      const facts = backend.facts(p.name);
      const length = Number(cell.axes.context_length);
      // RULER's samples fit max_seq_length, output budget included; a
      // harness that sends no max_tokens leaves the model config's.
      const max = harnessMaxTokens(p.harness, facts.tokensToGenerate);
      return {
        input_tokens: Math.max(0, length - facts.tokensToGenerate),
        ...(max !== undefined ? { max_tokens: max } : {}),
      };
    },
    prefill: (p) =>
      harnessPrefills(p.harness)
        ? {
          key: "harness",
          what:
            `task.harness ${p.harness} (RULER's answer_prefix starts the assistant turn, as NeMo-Skills sends it)`,
          instead:
            "harness: nemo_skills_appended, NeMo-Skills' variant that appends the answer prefix to the user message",
        }
        : undefined,
    oracleResponse: (built) =>
      ((built.metadata as Partial<RulerMetadata>).outputs ?? []).join(", "),
    datasetFormats: {
      ruler: {
        file: (cell) =>
          `${cell.axes.context_length}/${
            (cell.params as RulerParams).name
          }/validation.jsonl`,
        line: (built) => validationLine(backend, built),
        help:
          "RULER's validation.jsonl, task ruler; several tasks or lengths: --out names a folder of <length>/<task>/validation.jsonl",
      },
    },
    variants: {
      reference: rulerVariant("reference", referenceIndex, backend, datasets),
      niah: rulerVariant("niah", niahIndex, backend, datasets),
    },
    recipeStyle: (recipe) => markedStyle(recipe),
  });
}
