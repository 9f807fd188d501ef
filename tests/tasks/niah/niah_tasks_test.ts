import { createBuildContext } from "../../../src/tasks/build_context.ts";
import assert from "node:assert/strict";
import { type CorpusReader } from "../../../src/haystack/files_corpus.ts";
import { HaystackLibrary } from "../../../src/haystack/corpus.ts";
import { multiTask } from "../../../src/tasks/niah/multi.ts";
import { singleTask } from "../../../src/tasks/niah/single.ts";
import { uuidForSeed, uuidTask } from "../../../src/tasks/niah/uuid.ts";
import {
  chainForSeed,
  uuidChainTask,
} from "../../../src/tasks/niah/uuid_chain.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";
import type { Cell, Task } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

await loadAllFamilies();

const tokenizer = await getTokenizer("cl100k_base");
const reader: CorpusReader = {
  listTextFiles: () => Promise.reject(new Error("unused")),
  readText: () => Promise.reject(new Error("unused")),
};
const library = new HaystackLibrary(reader);
const context = createBuildContext(tokenizer, library, {
  type: "synthetic",
  seed: 0,
});

interface Recipe {
  final_context_token_count: number;
  haystack_token_count: number;
  needle_placements: {
    text: string;
    insertion_token_index: number;
    actual_depth_percent: number;
  }[];
}

function cell(
  params: { type: string },
  length: number,
  depth: number | undefined,
  seed = 1,
): Cell {
  return {
    cell_id: "c",
    index: 0,
    axes: depth === undefined
      ? { context_length: length }
      : { context_length: length, depth_percent: depth },
    params,
    sample_index: 0,
    seed,
  };
}

async function build(
  task: Task,
  raw: Record<string, unknown>,
  length: number,
  depth?: number,
  seed = 1,
) {
  const params = task.params.parse({ type: task.type, style: "niah", ...raw });
  const built = await task.build(
    params,
    cell(params, length, depth, seed),
    context,
  );
  const content = built.messages[0]?.content ?? "";
  const text = content.slice(
    0,
    content.length - built.prompt_question.length - 2,
  );
  return { built, recipe: built.recipe as unknown as Recipe, text, params };
}

Deno.test("all four NIAH tasks are registered", () => {
  for (const type of ["single", "multi", "uuid", "uuid_chain"]) {
    assert.equal(findTask(type)?.type, type);
  }
});

Deno.test("single plants the San Francisco needle and scores the key phrase", async () => {
  const { built, text } = await build(singleTask, {}, 3000, 50);
  assert.match(
    text,
    /The best thing to do in San Francisco is eat a sandwich and sit in Dolores Park on a sunny day\./,
  );
  assert.equal(
    built.prompt_question,
    "What is the best thing to do in San Francisco?",
  );
  const right = singleTask.score(
    "Eat a sandwich and sit in Dolores Park.",
    built,
  );
  assert.equal(right.value, 1);
  assert.equal(singleTask.score("Visit the Golden Gate.", built).value, 0);
});

Deno.test("depth 0 starts the context with the needle and depth 100 ends with it", async () => {
  const first = await build(singleTask, {}, 2000, 0);
  assert.ok(first.text.startsWith("The best thing to do in San Francisco"));
  const last = await build(singleTask, {}, 2000, 100);
  assert.ok(last.text.trimEnd().endsWith("on a sunny day."));
});

Deno.test("depth 50 lands between 40% and 60% of the context", async () => {
  for (const length of [1000, 8000, 64000]) {
    const { recipe } = await build(uuidTask, {}, length, 50);
    const depth = recipe.needle_placements[0]?.actual_depth_percent ?? -1;
    assert.ok(depth > 40 && depth < 60, `${length}: ${depth}`);
  }
});

Deno.test("multi spreads its needles evenly, within 2 points of their targets, at increasing indices", async () => {
  for (const start of [0, 10, 40]) {
    const { recipe, text } = await build(multiTask, {}, 16000, start);
    const placements = recipe.needle_placements;
    assert.equal(placements.length, 3);
    const interval = (100 - start) / 3;
    placements.forEach((p, i) => {
      const target = start + i * interval;
      assert.ok(
        Math.abs(p.actual_depth_percent - target) <= 2,
        `${target} vs ${p.actual_depth_percent}`,
      );
      if (i > 0) {
        assert.ok(
          p.insertion_token_index >
            (placements[i - 1]?.insertion_token_index ?? -1),
        );
      }
    });
    for (const needle of ["Figs are", "Prosciutto is", "Goat cheese is"]) {
      assert.ok(text.includes(`${needle} one of the secret ingredients`));
    }
    assert.ok(text.indexOf("Figs") < text.indexOf("Prosciutto"));
    assert.ok(text.indexOf("Prosciutto") < text.indexOf("Goat cheese"));
  }
});

Deno.test("multi scores the fraction of ingredients named", async () => {
  const { built } = await build(multiTask, {}, 4000, 0);
  assert.equal(
    multiTask.score("Figs, prosciutto and goat cheese.", built).value,
    1,
  );
  assert.equal(multiTask.score("Figs and prosciutto.", built).value, 2 / 3);
  assert.equal(multiTask.score("Figs and prosciutto.", built).correct, false);
  assert.equal(multiTask.score("Pineapple.", built).value, 0);
});

Deno.test("explicit depths place each needle at its own depth and need no depth axis", async () => {
  const raw = { inserter: "explicit", depths: [10, 50, 90] };
  const params = multiTask.params.parse({ type: "multi", ...raw });
  assert.deepEqual(multiTask.axes(params).map((a) => a.name), [
    "context_length",
  ]);
  const { recipe } = await build(multiTask, raw, 16000);
  const depths = recipe.needle_placements.map((p) => p.actual_depth_percent);
  [10, 50, 90].forEach((target, i) =>
    assert.ok(
      Math.abs((depths[i] ?? -1) - target) <= 2,
      `${target} vs ${depths[i]}`,
    )
  );
});

Deno.test("uuid_chain links seeded uuids and asks only for the start", async () => {
  const chain = chainForSeed(1, 5);
  assert.equal(
    chain[0],
    uuidForSeed(1),
    "seed 1 starts with the uuid task's uuid",
  );
  assert.equal(new Set(chain).size, 5);
  const { built, text, recipe } = await build(uuidChainTask, {}, 8000, 0);
  assert.equal(recipe.needle_placements.length, 4);
  for (let i = 0; i < 4; i++) {
    assert.ok(text.includes(`${chain[i]} maps to ${chain[i + 1]}.`));
  }
  assert.equal(built.expected_answer, chain[4]);
  assert.equal(
    built.prompt_question,
    `What value is ultimately associated with ${chain[0]}?`,
  );
  assert.doesNotMatch(built.prompt_question, /chain|hop|link/i);
});

Deno.test("uuid_chain credits only hops followed: echoing the start scores 0", async () => {
  const { built } = await build(uuidChainTask, {}, 4000, 0);
  const chain = built.metadata.chain as string[];
  assert.equal(uuidChainTask.score(`It is ${chain[0]}.`, built).value, 0);
  assert.equal(uuidChainTask.score(`It is ${chain[2]}.`, built).value, 0.5);
  const full = uuidChainTask.score(`${chain[0]} leads to ${chain[4]}.`, built);
  assert.equal(full.value, 1);
  assert.equal(full.correct, true);
});

Deno.test("uuid_chain also records the Python tool's (furthest + 1) / N", async () => {
  const { built } = await build(uuidChainTask, {}, 4000, 0);
  const chain = built.metadata.chain as string[];
  const reference = (answer: string) =>
    uuidChainTask.score(answer, built).details.reference;
  assert.equal(reference("I don't know."), 0);
  assert.equal(reference(`It is ${chain[0]}.`), 1 / 5);
  assert.equal(reference(`It is ${chain[2]!.toUpperCase()}.`), 3 / 5);
  assert.equal(reference(`${chain[4]}`), 1);
});

Deno.test("params reject a chain shorter than 2 and templates without placeholders", () => {
  assert.equal(
    uuidChainTask.params.safeParse({ type: "uuid_chain", chain_length: 1 })
      .success,
    false,
  );
  assert.equal(
    uuidChainTask.params.safeParse({
      type: "uuid_chain",
      link_template: "{prev} only",
    }).success,
    false,
  );
  assert.equal(
    uuidChainTask.params.safeParse({
      type: "uuid_chain",
      question_template: "What?",
    }).success,
    false,
  );
});

Deno.test("check reports needles that don't fit, an even spread with no room, and bad explicit depths", () => {
  const multi = multiTask.params.parse({ type: "multi", style: "niah" });
  assert.match(
    multiTask.check(
      multi,
      { context_length: [40], depth_percent: [0] },
      tokenizer,
    )[0] ?? "",
    /context_length 40 is too small/,
  );
  assert.match(
    multiTask.check(
      multi,
      { context_length: [4000], depth_percent: [0, 100] },
      tokenizer,
    )[0] ?? "",
    /depth_percent 100 leaves no room/,
  );
  const explicit = multiTask.params.parse({
    type: "multi",
    style: "niah",
    inserter: "explicit",
    depths: [10, 20],
  });
  assert.match(
    multiTask.check(explicit, { context_length: [4000] }, tokenizer)[0] ?? "",
    /"depths" has 2 values but there are 3 needles/,
  );
  const single = multiTask.params.parse({
    type: "multi",
    style: "niah",
    inserter: "single_depth",
  });
  assert.match(
    multiTask.check(
      single,
      { context_length: [4000], depth_percent: [0] },
      tokenizer,
    )[0] ?? "",
    /places one needle/,
  );
  assert.deepEqual(
    multiTask.check(
      multi,
      { context_length: [4000], depth_percent: [0, 50] },
      tokenizer,
    ),
    [],
  );
});

Deno.test("every NIAH task's final count is within max(8, 0.5%) of the target and rebuilds byte for byte", async () => {
  for (
    const task of [
      singleTask,
      multiTask,
      uuidTask,
      uuidChainTask,
    ] as unknown as Task[]
  ) {
    for (const length of [600, 5000, 40000]) {
      for (const depth of [0, 33, 100]) {
        if (depth === 100 && task.type !== "single" && task.type !== "uuid") {
          continue;
        }
        const { built, recipe } = await build(task, {}, length, depth, 7);
        const gap = Math.abs(recipe.final_context_token_count - length);
        assert.ok(
          gap <= Math.max(8, length * 0.005),
          `${task.type} ${length}@${depth}: ${recipe.final_context_token_count}`,
        );
        const rendered = await task.render(built.recipe, context);
        assert.deepEqual(rendered.messages, built.messages);
      }
    }
  }
});

Deno.test("snap_to_periods: false places the needle at the raw token index", async () => {
  const { recipe } = await build(
    uuidTask,
    { snap_to_periods: false },
    5000,
    50,
  );
  const p = recipe.needle_placements[0];
  assert.ok(p);
  assert.equal(
    p.insertion_token_index,
    Math.floor(recipe.haystack_token_count / 2),
  );
});
