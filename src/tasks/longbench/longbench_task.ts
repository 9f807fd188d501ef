/**
 * `longbench_v2`: LongBench v2's four-choice questions over long documents
 * (THUDM/LongBench, `pred.py`), one cell per item of the user's data.json
 * (`items`, from the first). The prompt is the reference's, filled and
 * middle-truncated in the run's tokenizer to `max_input_tokens`
 * (longbench_prompt.ts); the score is its `extract_answer` against the gold
 * letter, 1 or 0 (longbench_answer.ts).
 *
 * `cot` is the reference's two calls: the reasoning (`0shot_cot.txt`, at
 * most 1024 new tokens), then, as the task's follow-up (`Task.followUp`),
 * the answer prompt with the reasoning in it (`0shot_cot_ans.txt`, cut the
 * same way, at most 128), whose answer is scored.
 *
 * @module
 */
import { UsageError } from "../../errors.ts";
import { z } from "zod";
import { defineTask } from "../define_task.ts";
import type { Task } from "../task.ts";
import { predictionOf } from "./longbench_answer.ts";
import {
  DATA_JSON_OPTIONS,
  itemsOf,
  type LongBenchV2Item,
  readDataJson,
} from "./longbench_data.ts";
import {
  answerPrompt,
  firstPrompt,
  truncateMiddle,
} from "./longbench_prompt.ts";
import { pythonStrip } from "../scorers/python_whitespace.ts";
import { styled, styleFields } from "../task_style.ts";

/** The data.json this folder ships (12 items), by absolute path. */
const SHIPPED_DATA = new URL("./example_data.json", import.meta.url).pathname;

/**
 * `model2maxlen.json`'s length for every model it lists but Claude's
 * (200000): the default of `max_input_tokens`.
 */
const REFERENCE_MAX_LEN = 120_000;

/** Where `configs/runs/longbench-v2.yaml` and the docs put data.json. */
const DEFAULT_DATASET = "data/longbench-v2/data.json";

/**
 * `task:` of `longbench_v2`. Both styles build and score as the reference
 * does: `pred.py` has nothing `style: niah` would change.
 */
const longBenchParams = styled(z.strictObject({
  type: z.literal("longbench_v2"),
  ...styleFields,
  /** `pred.py`'s default (`0shot`) or `--cot`. */
  mode: z.enum(["0shot", "cot"]).default("0shot"),
  /** The path of LongBench v2's data.json. */
  dataset: z.string().min(1).default(DEFAULT_DATASET),
  /** How many of its items a run asks, from the first (the file has 503). */
  items: z.int().min(1).max(100_000).default(503),
  /** The model's maximum input (`model2maxlen`), in the run's tokenizer. */
  max_input_tokens: z.int().min(1).default(REFERENCE_MAX_LEN),
}));

/** Parameters of `longbench_v2`, defaults applied. */
type LongBenchParams = z.output<typeof longBenchParams>;

/** A cell's item: the file by path and digest, the item, how it is cut. */
const keySchema = z.strictObject({
  dataset: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  item: z.int().min(0),
  mode: z.enum(["0shot", "cot"]),
  max_input_tokens: z.int().min(1),
});

/** `pred.py`'s `max_new_tokens` of the `cot` reasoning call. */
const COT_MAX_NEW_TOKENS = 1024;

/** `pred.py`'s `max_new_tokens` of the `cot` answer call (and of `0shot`). */
const ANSWER_MAX_NEW_TOKENS = 128;

/** An item and its prompt as sent. */
interface Sample {
  readonly item: LongBenchV2Item;
  readonly mode: "0shot" | "cot";
  /** The most prompt tokens (`max_input_tokens`). */
  readonly maxLen: number;
  /**
   * The first call's prompt as cut, made on first use: cot's second call
   * reads the item alone, and cutting encodes the whole document.
   */
  readonly cut: ReturnType<typeof truncateMiddle>;
}

/** The `longbench_v2` task. */
export const longBenchTask: Task<LongBenchParams> = defineTask({
  type: "longbench_v2",
  // 2: a Hugging Face tokenizer cuts with transformers' calls (its special
  // tokens added, then skipped), as pred.py does; tiktoken's are unchanged.
  generator: (p) => `longbench_v2/${p.mode}/2`,
  params: longBenchParams,
  exampleParams: () => ({
    task: { dataset: SHIPPED_DATA, items: 12, max_input_tokens: 600 },
  }),
  samples: (p) => p.items,
  // result.py's columns, read back from each row's metadata.
  presentation: { metadataAxes: ["difficulty", "length"] },
  dataFiles: (p) => [{
    path: p.dataset,
    ...DATA_JSON_OPTIONS,
    check: (file) => {
      const count = itemsOf(file).length;
      return count >= p.items
        ? []
        : [`task.items: ${p.items} items asked, "${file.path}" has ${count}`];
    },
  }],
  oracleResponse: (built) => `The correct answer is (${built.expected_answer})`,
  source: {
    keySchema,
    key: async (p, cell, context) => ({
      dataset: p.dataset,
      sha256: (await readDataJson(context, p.dataset)).sha256,
      item: cell.sample_index,
      mode: p.mode,
      max_input_tokens: p.max_input_tokens,
    }),
    async sample(key, context): Promise<Sample> {
      const file = await readDataJson(context, key.dataset);
      if (file.sha256 !== key.sha256) {
        throw new UsageError(
          `task.dataset: "${key.dataset}" has sha256 ${
            file.sha256.slice(0, 12)
          }, not the ${key.sha256.slice(0, 12)} this row was built from`,
        );
      }
      const item = itemsOf(file)[key.item];
      if (!item) {
        throw new UsageError(
          `task.dataset: "${key.dataset}" has no item ${key.item}`,
        );
      }
      let cut: Sample["cut"] | undefined;
      return {
        item,
        mode: key.mode,
        maxLen: key.max_input_tokens,
        get cut() {
          return cut ??= truncateMiddle(
            firstPrompt(item, key.mode),
            key.max_input_tokens,
            context.tokenizer,
          );
        },
      };
    },
  },
  // cot's second call: the answer prompt with the first answer inside,
  // cut as the first was. pred.py skips an item whose first answer is
  // empty (`if output == '': continue`); niah scores that empty answer.
  followUp: {
    uses: (p) => p.mode === "cot",
    call(sample, firstResponse, context) {
      if (firstResponse === "") return undefined;
      const cut = truncateMiddle(
        answerPrompt(sample.item, firstResponse),
        sample.maxLen,
        context.tokenizer,
      );
      return {
        messages: [{ role: "user", content: cut.prompt }],
        max_tokens: ANSWER_MAX_NEW_TOKENS,
      };
    },
  },
  rendering: {
    messages: (sample) => [{ role: "user", content: sample.cut.prompt }],
    // 0shot's budget is the model config's, as the docs say (pred.py: 128).
    maxTokens: (sample) =>
      sample.mode === "cot" ? COT_MAX_NEW_TOKENS : undefined,
    expected: (sample) => sample.item.answer,
    // The whole prompt: a truncated one holds no part of it whole.
    context: (sample) => sample.cut.prompt,
    question: (sample) => pythonStrip(sample.item.question),
    metadata: ({ item, cut }) => ({
      _id: item._id,
      domain: item.domain,
      sub_domain: item.sub_domain,
      difficulty: item.difficulty,
      length: item.length,
      prompt_tokens: cut.tokens,
      truncated: cut.truncated,
    }),
  },
  scoring: {
    version: "longbench_v2/score/1",
    score(response, built) {
      const pred = predictionOf(response);
      return {
        value: pred === built.expected_answer ? 1 : 0,
        details: { pred },
      };
    },
  },
});
