/**
 * One RULER task's `validation.jsonl`, as `prepare.py --task NAME` writes it
 * (template `base`, chunk 0 of 1): the task's generator, started with
 * synthetic.yaml's arguments and constants.py's template and
 * `tokens_to_generate`, and its rows serialised as `manifest_utils.py`
 * writes them.
 *
 * @module
 */
import { generateCommonWords } from "./common_words.ts";
import { generateFreqWords } from "./freq_words.ts";
import { generateNiah } from "./niah_generator.ts";
import { generateQa } from "./qa.ts";
import { rulerSampleJson } from "./python_json.ts";
import type { RulerGeneration, RulerSample } from "./ruler_sample.ts";
import { rulerTask } from "./ruler_tasks.ts";
import { generateVariableTracking } from "./variable_tracking.ts";

/** What a run decides: everything a generator takes but the task's own constants. */
type RulerDatasetOptions = Omit<
  RulerGeneration,
  "template" | "tokensToGenerate" | "args"
>;

/**
 * The rows of task `name`, one at a time (the size search runs before the
 * first). Throws for a name synthetic.yaml lacks; a QA task reads `qa`.
 */
export function rulerDataset(
  name: string,
  options: RulerDatasetOptions,
): Generator<RulerSample> {
  const task = rulerTask(name);
  if (!task) throw new Error(`${name} is not found in config_tasks.yaml`);
  const g: RulerGeneration = {
    ...options,
    template: task.template,
    tokensToGenerate: task.tokensToGenerate,
    args: task.args,
  };
  switch (task.kind) {
    case "niah":
      return generateNiah(g);
    case "variable_tracking":
      return generateVariableTracking(g);
    case "common_words_extraction":
      return generateCommonWords(g);
    case "freq_words_extraction":
      return generateFreqWords(g);
    case "qa":
      return generateQa(g);
  }
}

/** One line of `validation.jsonl`, line break included. */
export function rulerJsonlLine(sample: RulerSample): string {
  return rulerSampleJson(sample) + "\n";
}

/** The whole `validation.jsonl` of `samples`. */
export function validationJsonl(samples: Iterable<RulerSample>): string {
  let text = "";
  for (const sample of samples) text += rulerJsonlLine(sample);
  return text;
}
