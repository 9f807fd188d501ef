/**
 * A NIAH cell for a DeepSeek model is measured in DeepSeek's tokens: its
 * length, its needle's depth and its recorded count.
 */
import { createBuildContext } from "../../src/tasks/build_context.ts";
import assert from "node:assert/strict";
import { HaystackLibrary } from "../../src/haystack/corpus.ts";
import { type UuidParams, uuidTask } from "../../src/tasks/niah/uuid.ts";
import type { BuildContext, Cell } from "../../src/tasks/task.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import type { Tokenizer } from "../../src/tokenizer/tokenizer.ts";

const deepseek = await getTokenizer("deepseek_v3");
const cl100k = await getTokenizer("cl100k_base");
const library = new HaystackLibrary({
  listTextFiles: () => Promise.reject(new Error("unused")),
  readText: () => Promise.reject(new Error("unused")),
});
const params: UuidParams = uuidTask.params.parse({
  type: "uuid",
  style: "niah",
});

function contextOf(tokenizer: Tokenizer): BuildContext {
  return createBuildContext(tokenizer, library, {
    type: "synthetic",
    seed: 0,
  });
}

function cell(contextLength: number, depth: number): Cell {
  return {
    cell_id: `ds-${contextLength}-${depth}`,
    index: 0,
    axes: { context_length: contextLength, depth_percent: depth },
    params,
    sample_index: 0,
    seed: 3,
  };
}

interface Recipe {
  encoding: string;
  haystack_token_count: number;
  final_context_token_count: number;
  question: string;
  needle_placements: {
    text: string;
    insertion_token_index: number;
    actual_depth_percent: number;
    pad_before: string;
  }[];
}

Deno.test("a deepseek_v3 NIAH cell is as long as asked in DeepSeek tokens", async () => {
  for (const [length, depth] of [[4000, 50], [32000, 25], [128000, 90]]) {
    const built = await uuidTask.build(
      params,
      cell(length!, depth!),
      contextOf(deepseek),
    );
    const recipe = built.recipe as unknown as Recipe;
    assert.equal(recipe.encoding, "deepseek_v3");
    const content = built.messages[0]!.content;
    const text = content.slice(0, -("\n\n" + recipe.question).length);
    // The recorded count is DeepSeek's count of the context as sent...
    const count = deepseek.count(text);
    assert.equal(recipe.final_context_token_count, count);
    // ...which is the length asked for, to within a few tokens...
    assert.ok(
      count <= length! + 1 && count >= length! - Math.max(8, length! * 0.005),
      `length ${length}: ${count} DeepSeek tokens`,
    );
    // ...and not what cl100k_base makes of the same text.
    assert.notEqual(cl100k.count(text), count);

    // The needle sits at its depth in DeepSeek's tokens of the haystack.
    const source = await library.source(
      { type: "synthetic", seed: 0 },
      deepseek,
    );
    const haystack = source.take(recipe.haystack_token_count);
    const [needle] = recipe.needle_placements;
    const before = deepseek.decode(
      haystack.subarray(0, needle!.insertion_token_index),
    );
    assert.ok(text.startsWith(before + needle!.pad_before + needle!.text));
    assert.ok(
      Math.abs(needle!.actual_depth_percent - depth!) < 1,
      `depth ${needle!.actual_depth_percent}`,
    );
  }
});

Deno.test("the same cell built in cl100k_base is another text of another length", async () => {
  const a = await uuidTask.build(params, cell(8000, 50), contextOf(deepseek));
  const b = await uuidTask.build(params, cell(8000, 50), contextOf(cl100k));
  assert.notEqual(a.messages[0]!.content, b.messages[0]!.content);
  const ra = a.recipe as unknown as Recipe;
  const rb = b.recipe as unknown as Recipe;
  assert.notEqual(ra.haystack_token_count, rb.haystack_token_count);
  assert.equal(rb.encoding, "cl100k_base");
});
