/**
 * `niahTask`, the shape every NIAH task shares, on a spec of the test's
 * own: what it declares, the axes and checks it derives from the
 * placement parameters, and that what it builds rebuilds from the recipe.
 */
import { PLACE_SENTENCES } from "../../../src/haystack/distractor_needles.ts";
import assert from "node:assert/strict";
import { z } from "zod";
import { HaystackLibrary } from "../../../src/haystack/corpus.ts";
import { createBuildContext } from "../../../src/tasks/build_context.ts";
import {
  niahTask,
  placementFields,
} from "../../../src/tasks/niah/niah_task.ts";
import type { Cell } from "../../../src/tasks/task.ts";
import { type Styled, styled } from "../../../src/tasks/task_style.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

const tokenizer = await getTokenizer("cl100k_base");
const context = createBuildContext(
  tokenizer,
  new HaystackLibrary({
    listTextFiles: () => Promise.reject(new Error("unused")),
    readText: () => Promise.reject(new Error("unused")),
  }),
  { type: "synthetic", seed: 0 },
);

const fields = z.strictObject({
  type: z.literal("pair"),
  ...placementFields("even_spread"),
});
const params = styled(fields);
type PairParams = Styled<z.output<typeof fields>>;

const seeds: number[] = [];
const needleSet = (seed: number) => ({
  needles: [`The colour is teal${seed}.`, `The shape is cube${seed}.`],
  question: "What are the colour and the shape?",
  expected_answer: `teal${seed} cube${seed}`,
  metadata: { seed },
});
const pair = niahTask<PairParams>({
  type: "pair",
  params,
  needles: (_p, seed) => {
    seeds.push(seed);
    return needleSet(seed);
  },
  reference: (_p, seed) => needleSet(seed),
  score: (response, built) => {
    const found = built.expected_answer.split(" ").filter((w) =>
      response.includes(w)
    ).length;
    return { value: found / 2, correct: found === 2, details: { found } };
  },
});

function cellAt(
  p: PairParams,
  length: number,
  depth: number,
  seed: number,
): Cell {
  return {
    cell_id: "c",
    index: 0,
    axes: { context_length: length, depth_percent: depth },
    params: p,
    sample_index: 0,
    seed,
  };
}

Deno.test("a NIAH task declares its generator, a haystack, length x depth presentation, and distractors only when its spec has them", () => {
  assert.equal(pair.type, "pair");
  assert.equal(
    pair.generator(params.parse({ type: "pair", style: "niah" })),
    "niah/pair/1",
  );
  assert.equal(
    pair.generator(params.parse({ type: "pair" })),
    "niah/pair/reference/1",
  );
  assert.equal(pair.scorer, "niah/pair/score/1");
  assert.equal(pair.usesHaystack, true);
  assert.equal("distractors" in pair, false);
  assert.deepEqual(pair.presentation?.preferred, [
    "context_length",
    "depth_percent",
  ]);
  assert.equal(
    pair.presentation?.axes?.depth_percent?.title,
    "needle depth (%)",
  );
  const withDistractors = niahTask<PairParams>({
    type: "pair",
    params,
    distractors: PLACE_SENTENCES,
    needles: () => needleSet(1),
    reference: () => needleSet(1),
    score: () => ({ value: 0, correct: false, details: {} }),
  });
  assert.equal(withDistractors.distractors, PLACE_SENTENCES);
});

Deno.test("axes: length and depth, or length only when depths are explicit", () => {
  const spread = params.parse({ type: "pair", style: "niah" });
  assert.deepEqual(pair.axes(spread), [
    { name: "context_length", sweepKey: "context_lengths" },
    { name: "depth_percent", sweepKey: "depth_percents" },
  ]);
  const explicit = params.parse({
    type: "pair",
    style: "niah",
    inserter: "explicit",
    depths: [10, 90],
  });
  assert.deepEqual(pair.axes(explicit), [
    { name: "context_length", sweepKey: "context_lengths" },
  ]);
});

Deno.test("check: a placement that cannot work, a context too small for the needles, or nothing", () => {
  const spread = params.parse({ type: "pair", style: "niah" });
  assert.deepEqual(
    pair.check(
      spread,
      { context_length: [4000], depth_percent: [50] },
      tokenizer,
    ),
    [],
  );
  const [small] = pair.check(
    spread,
    { context_length: [4000, 10], depth_percent: [50] },
    tokenizer,
  );
  assert.match(
    small ?? "",
    /^context_length 10 is too small to hold the 2 needles and a haystack around them \(need at least \d+ tokens\)$/,
  );
  assert.deepEqual(
    pair.check(
      params.parse({ type: "pair", style: "niah", inserter: "single_depth" }),
      { context_length: [4000], depth_percent: [50] },
      tokenizer,
    ),
    [
      'inserter "single_depth" places one needle, but this task has 2; use "even_spread" or "explicit"',
    ],
  );
});

Deno.test("build plants the seed's needles in order in one user message, counts the context exactly, and render rebuilds it", async () => {
  const p = params.parse({ type: "pair", style: "niah" });
  seeds.length = 0;
  const built = await pair.build(p, cellAt(p, 1500, 50, 7), context);
  assert.deepEqual(seeds, [7]);
  assert.equal(built.expected_answer, "teal7 cube7");
  assert.equal(built.prompt_question, "What are the colour and the shape?");
  assert.deepEqual(built.metadata, { seed: 7 });
  assert.equal(built.messages.length, 1);
  assert.equal(built.messages[0]!.role, "user");
  const content = built.messages[0]!.content;
  assert.ok(content.endsWith(built.prompt_question));
  const colour = content.indexOf("The colour is teal7.");
  const shape = content.indexOf("The shape is cube7.");
  assert.ok(colour >= 0 && shape > colour, "needles in order");

  const recipe = built.recipe as { final_context_token_count: number };
  assert.equal(built.context_tokens, recipe.final_context_token_count);
  const rendered = await pair.render(
    JSON.parse(JSON.stringify(built.recipe)),
    context,
  );
  assert.deepEqual(rendered.messages, built.messages);
  assert.ok(content.startsWith(rendered.context));
  assert.equal(tokenizer.count(rendered.context), built.context_tokens);
  assert.ok(Math.abs(built.context_tokens - 1500) <= 8);
});

Deno.test("score is the spec's", async () => {
  const p = params.parse({ type: "pair", style: "niah" });
  const built = await pair.build(p, cellAt(p, 1000, 0, 2), context);
  assert.deepEqual(pair.score("teal2 and cube2", built), {
    value: 1,
    correct: true,
    details: { found: 2 },
  });
  assert.equal(pair.score("teal2 only", built).value, 0.5);
});
