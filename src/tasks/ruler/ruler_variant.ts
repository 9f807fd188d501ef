/**
 * A style's `ruler` variant. Both styles send RULER's prompts for the
 * seed, drawn by RULER's generators, and score with RULER's scorer; they
 * differ in the sample's `index` (`validation.jsonl`, the row's
 * metadata): `reference` keeps niah.py's (the answer's character offset
 * in `input`, which overwrites the row number), `niah` the sample's
 * number. RULER's single-needle grammar rewrite ("Some" -> "A", "are" ->
 * "is" anywhere in the template) is RULER's in both: on the `base`
 * template, the only one niah builds, it rewrites whole words only, so
 * it changes no byte a fix would.
 *
 * @module
 */
import { UsageError } from "../../errors.ts";
import { checkDigest, parseRecipe } from "../recipe.ts";
import type { StyleVariant } from "../styled_task.ts";
import type { AxisValue, Built, Cell, Rendered } from "../task.ts";
import type { TaskStyle } from "../task_style.ts";
import { essayProblem, lengthProblems, taskProblem } from "./ruler_checks.ts";
import type { RulerBackend } from "./ruler_backend.ts";
import {
  drawSample,
  rebuiltMessages,
  rulerBuilt,
  type RulerMetadata,
  type RulerSpec,
} from "./ruler_cell.ts";
import type { RulerDatasets } from "./ruler_datasets.ts";
import type { RulerParams } from "./ruler_params.ts";
import { RULER_GENERATOR_VERSION, rulerRecipeSchema } from "./ruler_recipe.ts";
import type { RulerSample } from "./reference/ruler_sample.ts";
import { qaDatasetOf, rulerQaOptions } from "./ruler_qa_files.ts";
import { nemoSkillsScore } from "./ruler_harness.ts";

/** A QA task's file (and whether another revision is allowed). */
function qaSpec(p: RulerParams): Partial<RulerSpec> {
  const dataset = qaDatasetOf(p.name);
  if (dataset === undefined) return {};
  const path = p[dataset];
  if (path === undefined) {
    throw new UsageError(
      `Cannot build RULER's ${p.name}: it reads ${dataset}.json; ${
        rulerQaOptions(dataset).missing
      }`,
    );
  }
  return {
    qa_file: path,
    ...(p.allow_other_revision === true ? { allow_other_revision: true } : {}),
  };
}

/** The dataset and sample of a cell. */
function cellSpec(p: RulerParams, cell: Cell, encoding: string): RulerSpec {
  const length = cell.axes.context_length;
  if (typeof length !== "number") {
    throw new UsageError("task ruler needs sweep.context_lengths");
  }
  if (cell.sample_index >= p.num_samples) {
    throw new UsageError(
      `Cannot build sample ${cell.sample_index} of RULER's ${p.name}: the dataset has task.num_samples ${p.num_samples}; raise num_samples instead of sweep.samples`,
    );
  }
  return {
    style: p.style,
    name: p.name,
    max_seq_length: length,
    num_samples: p.num_samples,
    seed: cell.seed,
    sample_index: cell.sample_index,
    encoding,
    ...(p.english_words !== undefined
      ? { english_words: p.english_words }
      : {}),
    ...qaSpec(p),
    ...(p.harness !== undefined ? { harness: p.harness } : {}),
  };
}

/** How a style numbers a sample (its `index`). */
type SampleIndex = (sample: RulerSample, spec: RulerSpec) => number;

/** The reference's `index`: niah.py's, the answer's offset in `input`. */
export const referenceIndex: SampleIndex = (sample) => sample.index;

/** niah's `index`: the sample's number. */
export const niahIndex: SampleIndex = (_sample, spec) => spec.sample_index;

/**
 * The variant of `style`, numbering samples by `indexOf`, over RULER's
 * `backend` and the open datasets.
 */
export function rulerVariant(
  style: TaskStyle,
  indexOf: SampleIndex,
  backend: RulerBackend,
  datasets: RulerDatasets,
): StyleVariant<RulerParams> {
  return {
    generator: () => `ruler/${style}/${RULER_GENERATOR_VERSION}`,
    check: (p, axes: Readonly<Record<string, readonly AxisValue[]>>, _, hay) =>
      [
        taskProblem(p, backend.facts(p.name)),
        essayProblem(p, backend.facts(p.name), hay),
        ...lengthProblems(p, backend.facts(p.name), axes),
      ].filter((problem) => problem !== undefined),
    async build(p, cell, context): Promise<Built> {
      const spec = cellSpec(p, cell, context.tokenizer.name);
      const drawn = await drawSample(backend, datasets, spec, context);
      const index = indexOf(drawn.sample, drawn.spec);
      return rulerBuilt(backend, drawn.sample, drawn.spec, index);
    },
    async render(raw, context): Promise<Rendered> {
      const recipe = parseRecipe(rulerRecipeSchema, raw, "ruler");
      if (recipe.generator_version !== RULER_GENERATOR_VERSION) {
        throw new UsageError(
          `Cannot rebuild prompt: the row was written by ruler generator version ${recipe.generator_version}, and this niah has version ${RULER_GENERATOR_VERSION}`,
        );
      }
      const { generator: _g, generator_version: _v, messages_sha256, ...spec } =
        recipe;
      const { sample } = await drawSample(backend, datasets, spec, context);
      const messages = rebuiltMessages(sample, spec);
      checkDigest(
        JSON.stringify(messages),
        messages_sha256,
        "messages differ from the ones sent",
        "the recipe was edited, or RULER's generators changed without a version bump",
      );
      return { messages, context: messages[0]!.content };
    },
    score(response, built) {
      const m = built.metadata as Partial<RulerMetadata>;
      const outputs = m.outputs ?? [];
      const metric = m.metric ?? "all";
      const value = m.harness === undefined
        ? backend.score(response, outputs, metric)
        : nemoSkillsScore(response, outputs, metric);
      return {
        value,
        correct: value === 1,
        details: {
          metric,
          references: outputs.length,
          ...(m.harness !== undefined ? { harness: m.harness } : {}),
        },
      };
    },
  };
}
