import assert from "node:assert/strict";
import { UsageError } from "../../../src/errors.ts";
import { numseqParamsSchema } from "../../../src/tasks/numseq/numseq_params.ts";
import { numseqTask } from "../../../src/tasks/numseq/numseq_task.ts";
import { numseqMessages } from "../../../src/tasks/numseq/prompts.ts";
import { SYSTEM_PROMPT } from "../../../src/tasks/numseq/niah/prompts.ts";
import { messagesDigest } from "../../../src/prompt/message.ts";
import type { GenerationParams } from "../../../src/tasks/numseq/numseq_params.ts";
import { exampleAt } from "../../../src/tasks/numseq/niah/unique_examples.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";
import type { BuildContext, Built, Cell } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";

await loadAllFamilies();

const tokenizer = await getTokenizer("cl100k_base");
const context: BuildContext = {
  tokenizer,
  haystack: () => Promise.reject(new Error("num_seq needs no haystack")),
};

function params(raw: Record<string, unknown> = {}) {
  return numseqParamsSchema.parse({ type: "num_seq", ...raw });
}

function cell(sample_index: number, seed = 42, axes = {}): Cell {
  return {
    cell_id: `c${sample_index}`,
    index: sample_index,
    axes,
    params: { type: "num_seq" },
    sample_index,
    seed,
  };
}

function issueOf(raw: Record<string, unknown>): string {
  const result = numseqParamsSchema.safeParse({ type: "num_seq", ...raw });
  assert.ok(!result.success, `${JSON.stringify(raw)} should be rejected`);
  const issue = result.error.issues[0]!;
  return `${issue.path.join(".")}: ${issue.message}`;
}

Deno.test("num_seq is registered, with the reference's defaults", () => {
  assert.equal(findTask("num_seq"), numseqTask);
  const p = params();
  assert.equal(p.num_examples, 500);
  assert.equal(p.seed, 42);
  assert.equal(p.min_k, 2);
  assert.equal(p.max_k, 5);
  assert.equal(p.max_coefficient, 5);
  assert.equal(p.max_initial, 4);
  assert.equal(p.max_start, 24);
  assert.equal(p.look_ahead, 10);
  assert.equal(p.magnitude_cap, 100_000);
  assert.equal(p.last_line_fallback, true);
  assert.equal(p.k, undefined);
  assert.equal(numseqTask.samples?.(p), 500);
  assert.deepEqual(numseqTask.seeds?.(p), [42]);
  assert.deepEqual(numseqTask.axes(p), []);
  assert.equal(numseqTask.usesHaystack, false);
});

Deno.test("parameters that cannot work are refused at the key to change", () => {
  assert.match(
    issueOf({ min_k: 4, max_k: 3 }),
    /^min_k: expected min_k <= max_k/,
  );
  assert.match(
    issueOf({ k: 6 }),
    /^k: expected k within min_k..max_k \(2..5\), got 6/,
  );
  assert.match(issueOf({ k: 1 }), /^k: /);
  assert.match(
    issueOf({ magnitude_cap: 3 }),
    /^magnitude_cap: expected magnitude_cap >= max_initial/,
  );
  assert.match(issueOf({ max_k: 11 }), /^max_k:/);
  assert.match(issueOf({ num_examples: 0 }), /^num_examples:/);
  assert.match(issueOf({ max_coefficient: 0 }), /^max_coefficient:/);
  assert.match(issueOf({ colour: "red" }), /colour/);
});

Deno.test("check passes the defaults and refuses parameters no example meets", () => {
  assert.deepEqual(numseqTask.check(params(), {}, tokenizer), []);
  assert.deepEqual(
    numseqTask.check(params({ style: "niah" }), {}, tokenizer),
    [],
  );
  const tight = { magnitude_cap: 5, max_start: 100 };
  const [niah] = numseqTask.check(
    params({ ...tight, style: "niah" }),
    {},
    tokenizer,
  );
  assert.match(
    niah ?? "",
    /^cannot draw examples with these parameters: no candidate passed the checks in \d+ draws/,
  );
  const [reference] = numseqTask.check(params(tight), {}, tokenizer);
  assert.match(
    reference ?? "",
    /^cannot draw examples with these parameters: no new example passed the checks in \d+ draws/,
  );
});

Deno.test("style reference refuses orders and coefficients numpy's verdicts do not cover", () => {
  for (const raw of [{ max_k: 6 }, { max_coefficient: 6 }]) {
    const [problem] = numseqTask.check(params(raw), {}, tokenizer);
    assert.match(
      problem ?? "",
      /^style: reference decides unit roots as numpy did for orders up to 5 and coefficients up to 5 \(got order \d+, max_coefficient \d+\); set style: niah for larger ones$/,
    );
    assert.deepEqual(
      numseqTask.check(params({ ...raw, style: "niah" }), {}, tokenizer),
      [],
    );
  }
});

Deno.test("each style has its own generator version in the fingerprint", () => {
  assert.equal(numseqTask.generator(params()), "num_seq/reference/1");
  assert.equal(numseqTask.generator(params({ style: "niah" })), "num_seq/2");
  // The old name of the switch picks the same.
  assert.equal(
    numseqTask.generator(params({ prompt_style: "niah" })),
    "num_seq/2",
  );
});

Deno.test("the niah prompt asks for reasoning and an answer tag, and names the positions", async () => {
  const built = await numseqTask.build(
    params({ prompt_style: "niah" }),
    cell(3),
    context,
  );
  const [system, user] = built.messages;
  assert.equal(built.messages.length, 2);
  assert.equal(system?.role, "system");
  assert.equal(system?.content, SYSTEM_PROMPT);
  assert.match(SYSTEM_PROMPT, /<reasoning>[\s\S]*<\/reasoning>\s*<answer>/);
  assert.match(SYSTEM_PROMPT, /only the integer/);
  const m = built.metadata as {
    first_shown: number;
    last_shown: number;
    target_position: number;
    k: number;
    coefficients: number[];
  };
  assert.equal(user?.role, "user");
  assert.equal(m.last_shown - m.first_shown + 1, 11);
  const match =
    /^Terms (\d+) through (\d+) of the sequence are: ([-\d, ]+)\n\nWhat is term (\d+)\?$/
      .exec(user?.content ?? "");
  assert.ok(match, user?.content);
  assert.equal(Number(match[1]), m.first_shown);
  assert.equal(Number(match[2]), m.last_shown);
  assert.equal(match[3]!.split(", ").length, 11);
  assert.equal(Number(match[4]), m.target_position);
  assert.equal(built.prompt_question, `What is term ${m.target_position}?`);
  assert.equal(m.coefficients.length, m.k);
  assert.ok(
    JSON.stringify(built.recipe).length + JSON.stringify(m).length < 1000,
  );
});

Deno.test("every prompt rebuilds byte for byte from its recipe alone", async () => {
  const cases: [Record<string, unknown>, number, number][] = [
    [{}, 0, 42],
    [{}, 137, 42],
    [{ k: 5 }, 9, 3],
    [{ style: "niah" }, 0, 42],
    [{ style: "niah" }, 137, 42],
    [{ style: "niah", k: 5 }, 9, 3],
    // Order 1 with 3 terms shown has few examples: some skip duplicates.
    [{ style: "niah", min_k: 1, max_k: 1, k: 1 }, 250, 1],
    [{ min_k: 1, max_k: 1, k: 1 }, 100, 1],
  ];
  let skipped = 0;
  for (const [raw, index, seed] of cases) {
    const built = await numseqTask.build(
      params(raw),
      cell(index, seed),
      context,
    );
    // Through JSON, as a row stores it.
    const recipe = JSON.parse(JSON.stringify(built.recipe));
    if (raw.style === "niah") {
      assert.equal(recipe.style, "niah");
      assert.equal(recipe.generator_version, 2);
      skipped += recipe.duplicates_skipped;
    } else {
      assert.deepEqual(
        [recipe.generator, recipe.generator_version, recipe.style],
        ["reference", 1, "reference"],
      );
      assert.equal(recipe.duplicates_skipped, undefined);
    }
    const rendered = await numseqTask.render(recipe, context);
    assert.deepEqual(rendered.messages, built.messages);
    assert.equal(rendered.context, built.messages[1]?.content);
  }
  assert.ok(skipped > 0, "one case exercises a skipped duplicate");
});

Deno.test("a recipe that no longer matches is refused", async () => {
  for (const style of ["reference", "niah"]) {
    const built = await numseqTask.build(params({ style }), cell(5), context);
    const recipe = built.recipe as Record<string, unknown>;
    await assert.rejects(
      () => numseqTask.render({ ...recipe, sample_index: 6 }, context),
      (error: unknown) =>
        error instanceof UsageError &&
        /the rebuilt messages differ from the ones sent/.test(error.message),
    );
    await assert.rejects(
      () => numseqTask.render({ ...recipe, generator_version: 99 }, context),
      style === "reference"
        ? /written by num_seq's reference generator version 99, and this niah has version 1/
        : /written by num_seq generator version 99/,
    );
  }
  await assert.rejects(
    () => numseqTask.render({ haystack: {} }, context),
    /not a num_seq recipe/,
  );
  // A rebuild draws the examples before it: a crafted index is refused.
  const reference = (await numseqTask.build(params(), cell(5), context))
    .recipe as Record<string, unknown>;
  await assert.rejects(
    () => numseqTask.render({ ...reference, sample_index: 1e9 }, context),
    /not a num_seq recipe \(sample_index is 1000000000, expected a number <= 999999\)/,
  );
});

function score(
  response: string,
  built: Pick<Built, "expected_answer" | "metadata">,
) {
  return numseqTask.score(response, built);
}

Deno.test("the oracle response scores 1.0 through the answer tag", async () => {
  for (let i = 0; i < 40; i++) {
    const built = await numseqTask.build(params(), cell(i), context);
    const response = numseqTask.oracleResponse!(built);
    assert.match(
      response,
      /^<reasoning>[\s\S]+<\/reasoning><answer>-?\d+<\/answer>$/,
    );
    const s = score(response, built);
    assert.equal(s.value, 1);
    assert.equal(s.correct, true);
    assert.deepEqual(s.details, {
      answer_parser: "strict",
      parsed: built.expected_answer,
      lenient: {
        value: 1,
        parse_path: "answer_tag",
        parsed: built.expected_answer,
      },
    });
  }
});

Deno.test("lenient scoring is an exact integer match and records the parse path", () => {
  const built = {
    expected_answer: "-1234",
    metadata: { last_line_fallback: true, answer_parser: "lenient" },
  };
  assert.deepEqual(score("\\boxed{-1,234}", built), {
    value: 1,
    correct: true,
    details: {
      answer_parser: "lenient",
      value: 1,
      parse_path: "boxed",
      parsed: "-1234",
      strict: { value: 0, parsed: null },
    },
  });
  assert.equal(
    score("so it is -1234.0", built).details.parse_path,
    "last_line",
  );
  assert.equal(score("<answer>1234</answer>", built).correct, false);
  assert.equal(score("<answer>-1234.5</answer>", built).correct, false);
  const failed = score("no idea", built);
  assert.deepEqual(failed, {
    value: 0,
    correct: false,
    parse_fail: true,
    details: {
      answer_parser: "lenient",
      value: 0,
      parse_path: null,
      parsed: null,
      strict: { value: 0, parsed: null },
    },
  });
  // Past 2^53: a float comparison would call these equal.
  const big = {
    expected_answer: "9007199254740993",
    metadata: { answer_parser: "lenient" },
  };
  assert.equal(score("<answer>9007199254740992</answer>", big).correct, false);
  assert.equal(score("<answer>9007199254740993</answer>", big).correct, true);
});

Deno.test("last_line_fallback: false leaves a bare last line unparsed", async () => {
  const built = await numseqTask.build(
    params({ last_line_fallback: false, answer_parser: "lenient" }),
    cell(0),
    context,
  );
  const s = score(`The answer is ${built.expected_answer}`, built);
  assert.equal(s.parse_fail, true);
  assert.equal(
    score(`\\boxed{${built.expected_answer}}`, built).correct,
    true,
  );
});

Deno.test("rows of generator version 1 (niah's wording, no prompt_style) still rebuild", async () => {
  const built = await numseqTask.build(
    params({ prompt_style: "niah" }),
    cell(2),
    context,
  );
  const { style: _style, ...recipe } = built.recipe;
  const rendered = await numseqTask.render(
    { ...recipe, generator_version: 1 },
    context,
  );
  assert.deepEqual(rendered.messages, built.messages);
  // A version 1 row never carries a style.
  await assert.rejects(
    () =>
      numseqTask.render(
        { ...built.recipe, generator_version: 1 },
        context,
      ),
    /generator version 1/,
  );
});

Deno.test("rows written before style: reference (niah's examples in the reference's words) still rebuild", async () => {
  const built = await numseqTask.build(
    params({ style: "niah" }),
    cell(7),
    context,
  );
  const { style: _style, messages_sha256: _digest, ...recipe } = built
    .recipe as Record<string, unknown>;
  // Version 2 rows said `prompt_style: reference` for the seed's wording.
  const oldMessages = numseqMessages(
    exampleAt(
      recipe.params as GenerationParams,
      42,
      7,
      recipe.duplicates_skipped as number,
    ),
    "reference",
  );
  const old = {
    ...recipe,
    prompt_style: "reference",
    messages_sha256: messagesDigest(oldMessages),
  };
  const rendered = await numseqTask.render(old, context);
  assert.deepEqual(rendered.messages, oldMessages);
  assert.match(rendered.messages[1]!.content, /^Here are terms/);
});
