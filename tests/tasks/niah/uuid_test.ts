import { createBuildContext } from "../../../src/tasks/build_context.ts";
import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import { HaystackLibrary } from "../../../src/haystack/corpus.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";
import { contextDigest } from "../../../src/tasks/niah/niah/recipe.ts";
import {
  uuidForSeed,
  type UuidParams,
  uuidTask,
} from "../../../src/tasks/niah/uuid.ts";
import type { Built, Cell } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

await loadAllFamilies();

const SEED_1_UUID = "cd613e30-d8f1-4adf-91b7-584a2265b1f5";
const tokenizer = await getTokenizer("cl100k_base");
const library = new HaystackLibrary({
  listTextFiles: () => Promise.reject(new Error("unused")),
  readText: () => Promise.reject(new Error("unused")),
});
const context = createBuildContext(tokenizer, library, {
  type: "synthetic",
  seed: 0,
});
// niah's construction: the reference one is checked against vectors in
// reference_vectors_test.ts.
const defaults: UuidParams = uuidTask.params.parse({
  type: "uuid",
  style: "niah",
});

function cell(contextLength: number, depth: number, seed = 1): Cell {
  return {
    cell_id: `cell-${contextLength}-${depth}-${seed}`,
    index: 0,
    axes: { context_length: contextLength, depth_percent: depth },
    params: defaults,
    sample_index: 0,
    seed,
  };
}

interface Recipe {
  haystack_token_count: number;
  final_context_token_count: number;
  context_sha256: string;
  question: string;
  needle_placements: { text: string; insertion_token_index: number }[];
}

function recipeOf(built: Built): Recipe {
  return built.recipe as unknown as Recipe;
}

Deno.test("the uuid task is registered", () => {
  assert.equal(findTask("uuid"), uuidTask);
});

Deno.test("seed 1 plants the Python tool's uuid as the needle", async () => {
  assert.equal(uuidForSeed(1), SEED_1_UUID);
  assert.equal(uuidForSeed(42), "bdd640fb-0667-4ad1-9c80-317fa3b1799d");
  const built = await uuidTask.build(defaults, cell(2000, 50), context);
  const content = built.messages[0]!.content;
  assert.equal(built.messages.length, 1);
  assert.equal(built.messages[0]!.role, "user");
  assert.ok(content.includes(`The secret code is ${SEED_1_UUID}.`));
  assert.equal(content.split(SEED_1_UUID).length, 2, "planted exactly once");
  assert.equal(built.expected_answer, SEED_1_UUID);
  assert.equal(built.prompt_question, "What is the secret code?");
  assert.ok(content.endsWith("\n\nWhat is the secret code?"));
  assert.deepStrictEqual(built.metadata, {
    needle: `The secret code is ${SEED_1_UUID}.`,
  });
  const recipe = recipeOf(built);
  assert.equal(recipe.needle_placements.length, 1);
  assert.equal(
    recipe.needle_placements[0]!.text,
    `The secret code is ${SEED_1_UUID}.`,
  );
});

Deno.test("different seeds plant different uuids", async () => {
  const a = await uuidTask.build(defaults, cell(500, 50, 1), context);
  const b = await uuidTask.build(defaults, cell(500, 50, 2), context);
  assert.notEqual(a.expected_answer, b.expected_answer);
  assert.equal(b.expected_answer, uuidForSeed(2));
});

Deno.test("a custom needle template is filled in", async () => {
  const params = uuidTask.params.parse({
    type: "uuid",
    needle_template: "Remember {uuid} (that is {uuid}).",
    question_template: "What should you remember?",
    style: "niah",
  });
  const built = await uuidTask.build(params, cell(500, 50), context);
  const content = built.messages[0]!.content;
  assert.ok(
    content.includes(`Remember ${SEED_1_UUID} (that is ${SEED_1_UUID}).`),
  );
  assert.ok(content.endsWith("\n\nWhat should you remember?"));
});

Deno.test("the final context is within max(8, 0.5%) tokens of the target length", async () => {
  for (const length of [500, 4000, 32000]) {
    for (const depth of [0, 37, 100]) {
      const built = await uuidTask.build(
        defaults,
        cell(length, depth),
        context,
      );
      const recipe = recipeOf(built);
      const text = built.messages[0]!.content.slice(
        0,
        -("\n\n" + recipe.question).length,
      );
      const count = tokenizer.count(text);
      assert.equal(recipe.final_context_token_count, count, "re-encoded count");
      const tolerance = Math.max(8, length * 0.005);
      assert.ok(
        Math.abs(count - length) <= tolerance,
        `length ${length} depth ${depth}: ${count} tokens`,
      );
      assert.ok(count <= length + 1, `no overshoot: ${count}`);
    }
  }
});

Deno.test("render(recipe) rebuilds the messages byte for byte", async () => {
  for (
    const [length, depth, seed] of [[500, 0, 1], [4000, 37, 5], [1500, 100, 9]]
  ) {
    const built = await uuidTask.build(
      defaults,
      cell(length!, depth!, seed),
      context,
    );
    // A fresh library, as reconstruct would use, and a JSON round trip.
    const fresh = new HaystackLibrary({
      listTextFiles: () => Promise.reject(new Error("unused")),
      readText: () => Promise.reject(new Error("unused")),
    });
    const rendered = await uuidTask.render(
      JSON.parse(JSON.stringify(built.recipe)),
      {
        tokenizer,
        haystack: (config) => {
          assert.ok(config, "render passes the recipe's haystack");
          return fresh.source(config, tokenizer);
        },
      },
    );
    assert.deepStrictEqual(rendered.messages, built.messages);
    const question = recipeOf(built).question;
    const content = built.messages[0]!.content;
    assert.equal(rendered.context + "\n\n" + question, content);
    assert.equal(
      rendered.context,
      content.slice(0, content.length - ("\n\n" + question).length),
    );
    assert.equal(
      contextDigest(rendered.context),
      recipeOf(built).context_sha256,
    );
  }
});

Deno.test("a tampered recipe is rejected by the sha256 check", async () => {
  const built = await uuidTask.build(defaults, cell(2000, 37), context);
  const recipe = recipeOf(built);
  const tampered = {
    ...built.recipe,
    haystack_token_count: recipe.haystack_token_count - 1,
  };
  await assert.rejects(
    uuidTask.render(tampered, context),
    (error: unknown) => {
      assert.ok(error instanceof UsageError);
      assert.match(
        error.message,
        /^Cannot rebuild prompt: the rebuilt context differs from the one sent \(sha256 [0-9a-f]{12}, recorded [0-9a-f]{12}\)/,
      );
      return true;
    },
  );
  const otherHaystack = {
    ...built.recipe,
    haystack: { type: "synthetic", seed: 9 },
  };
  await assert.rejects(uuidTask.render(otherHaystack, context), UsageError);
});

Deno.test("a recipe that is not a NIAH recipe is a UsageError", async () => {
  const built = await uuidTask.build(defaults, cell(500, 50), context);
  await assert.rejects(
    uuidTask.render({ ...built.recipe, extra: 1 }, context),
    UsageError,
  );
  await assert.rejects(
    uuidTask.render({ ...built.recipe, haystack_token_count: "500" }, context),
    (error: unknown) =>
      error instanceof UsageError &&
      /\(haystack_token_count is "500", expected a number\)/.test(
        error.message,
      ),
  );
  await assert.rejects(uuidTask.render(null, context), UsageError);
});

Deno.test("a recipe whose needle lies past its haystack is a UsageError", async () => {
  const built = await uuidTask.build(defaults, cell(500, 100), context);
  const recipe = recipeOf(built);
  await assert.rejects(
    uuidTask.render({
      ...built.recipe,
      haystack_token_count: recipe.haystack_token_count - 5,
    }, context),
    (error: unknown) =>
      error instanceof UsageError &&
      /lies past the haystack/.test(error.message),
  );
});

Deno.test("an exact uuid inside a sentence scores 1", () => {
  const score = uuidTask.score(
    `The secret code is ${SEED_1_UUID}, as stated.`,
    { expected_answer: SEED_1_UUID, metadata: {} },
  );
  assert.deepStrictEqual(score, {
    value: 1,
    correct: true,
    details: { found: true },
  });
});

Deno.test("an upper-cased uuid scores 1", () => {
  const score = uuidTask.score(`CODE: ${SEED_1_UUID.toUpperCase()}`, {
    expected_answer: SEED_1_UUID,
    metadata: {},
  });
  assert.equal(score.value, 1);
  assert.equal(score.correct, true);
});

Deno.test("a uuid with zero-width characters inserted scores 1", () => {
  const zw = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"];
  const spiked = [...SEED_1_UUID].map((ch, i) => ch + zw[i % zw.length])
    .join("");
  assert.notEqual(spiked, SEED_1_UUID);
  assert.equal(
    uuidTask.score(`It is ${spiked}.`, {
      expected_answer: SEED_1_UUID,
      metadata: {},
    }).value,
    1,
  );
});

Deno.test("a different uuid scores 0", () => {
  const score = uuidTask.score(`The code is ${uuidForSeed(2)}.`, {
    expected_answer: SEED_1_UUID,
    metadata: {},
  });
  assert.deepStrictEqual(score, {
    value: 0,
    correct: false,
    details: { found: false },
  });
  assert.equal(
    uuidTask.score(SEED_1_UUID.slice(0, -1), {
      expected_answer: SEED_1_UUID,
      metadata: {},
    })
      .value,
    0,
  );
  assert.equal(
    uuidTask.score("", { expected_answer: SEED_1_UUID, metadata: {} }).value,
    0,
  );
});

Deno.test("params fill in the reference defaults", () => {
  assert.deepStrictEqual(uuidTask.params.parse({ type: "uuid" }), {
    type: "uuid",
    needle_template: "The secret code is {uuid}.",
    question_template: "What is the secret code?",
    inserter: "single_depth",
    snap_to_periods: true,
    style: "reference",
  });
});

Deno.test("params reject a needle_template without {uuid}", () => {
  const result = uuidTask.params.safeParse({
    type: "uuid",
    needle_template: "The secret code is {code}.",
  });
  assert.equal(result.success, false);
  assert.deepStrictEqual(result.error!.issues[0]!.path, ["needle_template"]);
  assert.match(result.error!.issues[0]!.message, /\{uuid\}/);
});

Deno.test("params reject unknown keys", () => {
  const result = uuidTask.params.safeParse({
    type: "uuid",
    needle_templat: "The secret code is {uuid}.",
  });
  assert.equal(result.success, false);
  assert.equal(result.error!.issues[0]!.code, "unrecognized_keys");
  assert.ok(
    JSON.stringify(result.error!.issues[0]).includes("needle_templat"),
  );
});

Deno.test("params reject another task type and an empty question", () => {
  assert.equal(uuidTask.params.safeParse({ type: "single" }).success, false);
  assert.equal(
    uuidTask.params.safeParse({ type: "uuid", question_template: "" }).success,
    false,
  );
});

Deno.test("turning snapping off places the needle at the raw depth", async () => {
  const params = uuidTask.params.parse({
    type: "uuid",
    snap_to_periods: false,
  });
  const built = await uuidTask.build(params, cell(4000, 37), context);
  const recipe = recipeOf(built);
  assert.equal(
    recipe.needle_placements[0]!.insertion_token_index,
    Math.floor((recipe.haystack_token_count * 37) / 100),
  );
  const snapped = recipeOf(
    await uuidTask.build(defaults, cell(4000, 37), context),
  );
  assert.ok(
    snapped.needle_placements[0]!.insertion_token_index <=
      recipe.needle_placements[0]!.insertion_token_index,
  );
});
