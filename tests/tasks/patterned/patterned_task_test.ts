import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import { patternedNeedleTask as task } from "../../../src/tasks/patterned/patterned_task.ts";
import { systemPrompt } from "../../../src/tasks/patterned/prompts.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";
import type { BuildContext, Cell } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

await loadAllFamilies();

const tokenizer = await getTokenizer("cl100k_base");
const context: BuildContext = {
  tokenizer,
  haystack: () =>
    Promise.reject(new Error("patterned needles use no haystack")),
};

function parse(raw: Record<string, unknown> = {}) {
  return task.params.parse({ type: "patterned_needle", ...raw });
}

function cell(sample_index: number, seed = 42): Cell {
  return {
    cell_id: "c",
    index: 0,
    axes: {},
    params: { type: "patterned_needle" },
    sample_index,
    seed,
  };
}

async function build(raw: Record<string, unknown> = {}, sample = 0, seed = 42) {
  return await task.build(parse(raw), cell(sample, seed), context);
}

Deno.test("patterned_needle is registered with the seed's defaults", () => {
  assert.equal(findTask("patterned_needle"), task);
  const p = parse();
  assert.deepEqual(
    {
      num_haystack_patterns: p.num_haystack_patterns,
      num_needles: p.num_needles,
      min_pattern_length: p.min_pattern_length,
      max_pattern_length: p.max_pattern_length,
      min_patterns_per_line: p.min_patterns_per_line,
      max_patterns_per_line: p.max_patterns_per_line,
      pattern_separator: p.pattern_separator,
      min_haystack_appearances: p.min_haystack_appearances,
      num_lines: p.num_lines,
      vocab_size: p.vocab_size,
      mode: p.mode,
      hint_level: p.hint_level,
      num_samples: p.num_samples,
      seed: p.seed,
    },
    {
      num_haystack_patterns: 5,
      num_needles: 1,
      min_pattern_length: 5,
      max_pattern_length: 5,
      min_patterns_per_line: 1,
      max_patterns_per_line: 1,
      pattern_separator: " | ",
      min_haystack_appearances: 2,
      num_lines: 50,
      vocab_size: 30,
      mode: "spaces",
      hint_level: "moderate",
      num_samples: 1000,
      seed: 42,
    },
  );
  assert.equal(task.usesHaystack, false);
  assert.deepEqual(task.axes(p), []);
  assert.equal(task.samples?.(p), 1000);
  assert.deepEqual(task.seeds?.(parse({ seed: 7 })), [7]);
  assert.deepEqual(task.check(p, {}, tokenizer), []);
});

Deno.test("a prompt is a system prompt and the block of lines", async () => {
  const built = await build();
  assert.equal(built.messages.length, 2);
  const [system, user] = built.messages;
  assert.equal(system?.role, "system");
  assert.equal(system?.content, built.prompt_question);
  assert.equal(user?.role, "user");
  const lines = user!.content.split("\n");
  assert.equal(lines.length, 50);
  assert.ok(lines.every((line) => /^[a-z]+( [a-z]+){4}$/.test(line)));
  assert.ok(lines.includes(built.expected_answer));
  const recipe = built.recipe as { final_context_token_count: number };
  assert.equal(
    recipe.final_context_token_count,
    tokenizer.count(user!.content),
  );
});

Deno.test("render rebuilds every prompt byte for byte from the stored recipe", async () => {
  for (const mode of ["spaces", "no_spaces", "alphanumeric"]) {
    for (const hint_level of ["none", "full"]) {
      for (const sample of [0, 7]) {
        const raw = {
          mode,
          hint_level,
          num_needles: 2,
          max_patterns_per_line: 3,
          vocab_size: "auto",
        };
        const built = await build(raw, sample);
        // The recipe as a row stores it: through JSON.
        const stored = JSON.parse(JSON.stringify(built.recipe));
        const rendered = await task.render(stored, context);
        assert.deepEqual(rendered.messages, built.messages);
        assert.equal(
          JSON.stringify(rendered.messages),
          JSON.stringify(built.messages),
        );
        assert.equal(rendered.context, built.messages[1]?.content);
      }
    }
  }
});

Deno.test("a system_prompt override is sent and rebuilt", async () => {
  const built = await build({ system_prompt: "Odd one out? \\boxed{} it." });
  assert.equal(built.messages[0]?.content, "Odd one out? \\boxed{} it.");
  const rendered = await task.render(
    JSON.parse(JSON.stringify(built.recipe)),
    context,
  );
  assert.deepEqual(rendered.messages, built.messages);
});

Deno.test("a changed or foreign recipe is refused with a UsageError", async () => {
  const built = await build({ mode: "no_spaces" });
  const recipe = JSON.parse(JSON.stringify(built.recipe));
  const refuse = async (changed: unknown, pattern: RegExp) => {
    await assert.rejects(
      () => task.render(changed, context),
      (error: unknown) =>
        error instanceof UsageError && pattern.test(error.message),
    );
  };
  await refuse({ ...recipe, sample_index: 1 }, /rebuilt lines differ/);
  await refuse(
    { ...recipe, params: { ...recipe.params, hint_level: "full" } },
    /rebuilt messages differ/,
  );
  await refuse(
    { ...recipe, generator: "patterned_needle/0" },
    /generator "patterned_needle\/0"/,
  );
  await refuse(
    { ...recipe, word_list: "other@1.0.0" },
    /words came from "other@1.0.0"/,
  );
  await refuse(
    { ...recipe, params: { ...recipe.params, num_lines: 1 } },
    /not valid patterned_needle parameters/,
  );
  await refuse({ haystack: {} }, /not a patterned_needle recipe/);
});

Deno.test("rows stay small: recipe and metadata hold no problem text", async () => {
  const built = await build({
    num_lines: 600,
    num_needles: 5,
    hint_level: "full",
  });
  const row = JSON.stringify({
    recipe: built.recipe,
    metadata: built.metadata,
    expected_answer: built.expected_answer,
    prompt_question: built.prompt_question,
  });
  assert.ok(row.length < 3000, `${row.length} bytes`);
  assert.ok(built.messages[1]!.content.length > 20_000);
  const metadata = built.metadata as {
    needle_line_indices: number[];
    needle_patterns: string[];
  };
  assert.equal(metadata.needle_line_indices.length, 5);
  assert.equal(metadata.needle_patterns.length, 5);
});

Deno.test("the oracle scores 1, canned text scores 0 as parse_fail or wrong", async () => {
  for (const mode of ["spaces", "no_spaces", "alphanumeric"]) {
    const built = await build({
      mode,
      num_needles: 3,
      max_patterns_per_line: 2,
    });
    const oracle = task.oracleResponse!(built);
    assert.match(oracle, /\\boxed\{/);
    assert.equal(task.score(oracle, built).value, 1);
    const canned = task.score("I could not find it.", built);
    assert.equal(canned.value, 0);
    assert.equal(canned.parse_fail, true);
    const wrong = task.score("\\boxed{not it}", built);
    assert.equal(wrong.value, 0);
    assert.notEqual(wrong.parse_fail, true);
  }
});

Deno.test("niah's prompts follow the hint level, needle count, segments and mode", () => {
  const prompt = (raw: Record<string, unknown>) =>
    systemPrompt(parse({ prompt_style: "niah", ...raw }));
  assert.match(
    prompt({ hint_level: "none" }),
    /^Find the line that doesn't belong\./,
  );
  assert.match(
    prompt({ hint_level: "minimal" }),
    /^Most lines follow a pattern\. Find the one that doesn't\./,
  );
  assert.match(
    prompt({ hint_level: "moderate" }),
    /^Lines have hidden word-order patterns\. Find the outlier\./,
  );
  assert.match(prompt({ hint_level: "full" }), /00122/);
  assert.match(prompt({ num_needles: 3 }), /Find the 3 outliers\./);
  assert.match(prompt({ num_needles: 3 }), /separated by " \| "/);
  const single = prompt({});
  assert.doesNotMatch(single, /segment/);
  const segments = prompt({
    min_patterns_per_line: 2,
    max_patterns_per_line: 3,
    pattern_separator: " / ",
  });
  assert.match(
    segments,
    /Each line holds 2 to 3 segments, separated by " \/ "/,
  );
  assert.match(segments, /answer with that segment alone, not the whole line/);
  assert.match(segments, /Segments have hidden word-order patterns/);
  assert.match(prompt({ mode: "no_spaces" }), /without adding spaces/);
  assert.match(
    prompt({ mode: "alphanumeric", hint_level: "full" }),
    /random strings of lowercase letters and digits/,
  );
  assert.doesNotMatch(
    prompt({ mode: "no_spaces", hint_level: "none" }),
    /prefix|start of another/,
  );
});

Deno.test("reference prompts are the seed's, whatever the needle count, segments or mode", () => {
  const prompt = (raw: Record<string, unknown>) => systemPrompt(parse(raw));
  assert.equal(
    prompt({}),
    'Each line follows a hidden word-order pattern based on word repetitions. Most lines follow common patterns, but one or more lines follow a different pattern.\n\nFind the outlier segment(s).\n\nThink through the problem carefully, then give your answer inside \\boxed{}. Output the exact word sequence for the needle segment(s) only (not the full line, not digit patterns). If there are multiple needles, separate them with " | " in the order they appear.',
  );
  assert.equal(
    prompt({ hint_level: "none" }),
    'Find the segment that doesn\'t belong.\n\nThink through the problem carefully, then give your answer inside \\boxed{}. Output the exact word sequence for the needle segment(s) only (not the full line, not digit patterns). If there are multiple needles, separate them with " | " (space, pipe, space).',
  );
  assert.match(
    prompt({ hint_level: "minimal" }),
    /^Most lines follow a hidden structure\. Find the segment that doesn't fit\.\n\n/,
  );
  assert.match(
    prompt({ hint_level: "full" }),
    /^You are an expert at pattern recognition\./,
  );
  // The count of needles is never told, nor the segments or the mode.
  const many = prompt({
    num_needles: 3,
    min_patterns_per_line: 2,
    max_patterns_per_line: 2,
    mode: "no_spaces",
  });
  assert.equal(many, prompt({}));
});

Deno.test("rows of generator version 1 (niah's wording, no prompt_style) still rebuild", async () => {
  const built = await build({ prompt_style: "niah", num_needles: 2 });
  const recipe = JSON.parse(JSON.stringify(built.recipe));
  const { prompt_style: _style, ...params } = recipe.params;
  const old = { ...recipe, generator: "patterned_needle/1", params };
  const rendered = await task.render(old, context);
  assert.deepEqual(rendered.messages, built.messages);
});
