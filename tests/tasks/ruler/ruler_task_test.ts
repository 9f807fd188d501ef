import assert from "node:assert/strict";
import type { HaystackConfig } from "../../../src/config/run_config.ts";
import type { CorpusReader } from "../../../src/haystack/files_corpus.ts";
import { messagesDigest } from "../../../src/prompt/message.ts";
import { createBuildContext } from "../../../src/tasks/build_context.ts";
import {
  RULER_NAMES,
  rulerParamsSchema,
} from "../../../src/tasks/ruler/ruler_params.ts";
import { rulerGenerators } from "../../../src/tasks/ruler/ruler_generators.ts";
import { SYNTHETIC_TASK_NAMES } from "../../../src/tasks/ruler/reference/ruler_tasks.ts";
import { rulerTask } from "../../../src/tasks/ruler/ruler_task.ts";
import type { Cell } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";
import { fakeRulerBackend } from "./fake_ruler_backend.ts";

const tokenizer = await getTokenizer("cl100k_base");

const ESSAYS = JSON.stringify({
  text: "The best essays start with a question.",
});

function reader(files: Record<string, string>): CorpusReader {
  return {
    listTextFiles: () => Promise.resolve([]),
    readText: (path) =>
      path in files ? Promise.resolve(files[path]!) : Promise.reject(
        Object.assign(new Error(`no ${path}`), { name: "NotFound" }),
      ),
  };
}

function context(haystack?: HaystackConfig) {
  return createBuildContext(
    tokenizer,
    reader({ "essays.json": ESSAYS, "words.json": '{"1": "b", "0": "a"}' }),
    haystack,
  );
}

function cell(
  params: { type: string },
  sample_index: number,
  context_length = 4096,
  seed = 42,
): Cell {
  return {
    cell_id: `c${sample_index}`,
    index: sample_index,
    axes: { context_length },
    params,
    sample_index,
    seed,
  };
}

const params = (raw: Record<string, unknown> = {}) =>
  rulerParamsSchema.parse({ type: "ruler", ...raw });

Deno.test("a ruler cell is RULER's API request: one user message, input + answer_prefix, max_tokens = tokens_to_generate", async () => {
  const task = rulerTask(fakeRulerBackend());
  const p = params({ name: "niah_multikey_2", num_samples: 3 });
  const built = await task.build(p, cell(p, 1), context());
  assert.equal(built.messages.length, 1);
  assert.equal(built.messages[0]!.role, "user");
  assert.match(
    built.messages[0]!.content,
    /the value is 1042001\. What is it\? The answer is$/,
  );
  assert.equal(built.max_tokens, 128);
  assert.equal(built.expected_answer, "1042001");
  assert.equal(
    built.context_tokens,
    tokenizer.count(built.messages[0]!.content),
  );
  assert.equal(built.recipe.messages_sha256, messagesDigest(built.messages));
  assert.equal(built.recipe.encoding, "cl100k_base");
  const m = built.metadata;
  assert.equal(m.name, "niah_multikey_2");
  assert.deepEqual(m.outputs, ["1042001"]);
  assert.equal(m.metric, "all");
  // niah.py's index is the answer's offset; style niah keeps the row number.
  assert.equal(m.index, built.messages[0]!.content.indexOf("1042001"));
  const niah = await task.build(
    params({ name: "niah_multikey_2", num_samples: 3, style: "niah" }),
    cell(p, 1),
    context(),
  );
  assert.equal(niah.metadata.index, 1);
  assert.deepEqual(niah.messages, built.messages);
  assert.notEqual(task.generator(p), task.generator({ ...p, style: "niah" }));
});

Deno.test("cells draw one pass of each dataset, in order, and a cell behind the window starts another", async () => {
  const backend = fakeRulerBackend();
  const task = rulerTask(backend);
  const p = params({ name: "vt", num_samples: 200 });
  const ctx = context();
  for (let i = 0; i < 100; i++) await task.build(p, cell(p, i), ctx);
  assert.equal(backend.passes, 1);
  // Out of order within the window: no new pass.
  await task.build(p, cell(p, 80), ctx);
  await task.build(p, cell(p, 120), ctx);
  assert.equal(backend.passes, 1);
  // Another length is another dataset.
  await task.build(p, cell(p, 0, 8192), ctx);
  assert.equal(backend.passes, 2);
  const again = await task.build(p, cell(p, 0), ctx);
  assert.equal(backend.passes, 3);
  assert.match(again.messages[0]!.content, /1042000/);
});

Deno.test("reconstruct's render draws the same sample and checks the digest", async () => {
  const task = rulerTask(fakeRulerBackend());
  const p = params({ name: "niah_single_2", num_samples: 5 });
  const hay: HaystackConfig = { type: "ruler_essays", path: "essays.json" };
  const built = await task.build(p, cell(p, 4), context(hay));
  assert.match(built.messages[0]!.content, /The best essays start/);
  assert.equal((built.recipe.essays as { path: string }).path, "essays.json");
  // A rebuild needs no run haystack: the recipe names the file.
  const rendered = await task.render(built.recipe, context());
  assert.deepEqual(rendered.messages, built.messages);
  await assert.rejects(
    task.render(
      { ...built.recipe, messages_sha256: "0".repeat(64) },
      context(),
    ),
    /Cannot rebuild prompt: the rebuilt messages differ/,
  );
  await assert.rejects(
    task.render(
      {
        ...built.recipe,
        essays: { path: "essays.json", sha256: "1".repeat(64) },
      },
      context(),
    ),
    /essay file "essays.json" changed/,
  );
});

Deno.test("validate refuses a QA task without its file, essay tasks without RULER's essay file, and lengths with no room", () => {
  const task = rulerTask(fakeRulerBackend());
  const qa = rulerParamsSchema.safeParse({ type: "ruler", name: "qa_1" });
  assert.ok(!qa.success);
  assert.deepEqual(qa.error.issues[0]!.path, ["squad"]);
  assert.match(
    qa.error.issues[0]!.message,
    /qa_1 reads SQuAD 2\.0 dev .*download_qa_dataset\.sh fetches https:\/\/rajpurkar\.github\.io\/SQuAD-explorer\/dataset\/dev-v2\.0\.json/,
  );
  const hotpot = rulerParamsSchema.safeParse({ type: "ruler", name: "qa_2" });
  assert.ok(!hotpot.success);
  assert.deepEqual(hotpot.error.issues[0]!.path, ["hotpotqa"]);
  assert.ok(
    rulerParamsSchema.safeParse({ type: "ruler", name: "qa_2", hotpotqa: "h" })
      .success,
  );
  const essay = params({ name: "niah_multivalue" });
  const [problem] = task.check(essay, { context_length: [4096] }, tokenizer, {
    type: "synthetic",
    seed: 0,
  });
  assert.match(problem!, /download_paulgraham_essay\.py/);
  assert.deepEqual(
    task.check(essay, { context_length: [4096] }, tokenizer, {
      type: "ruler_essays",
      path: "x.json",
    }),
    [],
  );
  const [short] = task.check(
    params({ name: "vt" }),
    { context_length: [30] },
    tokenizer,
  );
  assert.match(short!, /context length 30 leaves no room/);
});

Deno.test("a cwe length that reaches past the word lists without english_words.json is refused, naming the length", async () => {
  const task = rulerTask(fakeRulerBackend());
  const axes = { context_length: [4096, 16384] };
  const [problem, ...rest] = await task.probe!(
    params({ name: "cwe" }),
    axes,
    () => Promise.resolve(tokenizer),
    { seeds: [42], samples: 1 },
  );
  assert.match(
    problem!,
    /^context length 16384 needs RULER's english_words\.json/,
  );
  assert.deepEqual(rest, []);
  assert.deepEqual(
    await task.probe!(
      params({ name: "cwe", english_words: "w.json" }),
      axes,
      () => Promise.resolve(tokenizer),
      { seeds: [42], samples: 1 },
    ),
    [],
  );
  // With the file, the words come in file order (Python's dict order).
  const p = params({
    name: "cwe",
    english_words: "words.json",
    num_samples: 1,
  });
  await task.build(p, cell(p, 0, 16384), context());
});

Deno.test("RULER's per-row share is the score, and the oracle answers right", async () => {
  const task = rulerTask(fakeRulerBackend());
  const p = params({ name: "fwe", num_samples: 1 });
  const built = await task.build(p, cell(p, 0), context());
  assert.equal(built.max_tokens, 50);
  const oracle = task.oracleResponse!(built);
  assert.deepEqual(task.score(oracle, built), {
    value: 1,
    correct: true,
    details: { metric: "all", references: 1 },
  });
  assert.equal(task.score("no idea", built).value, 0);
  assert.equal(task.score("no idea", built).correct, false);
});

Deno.test("the ruler format writes RULER's line of a built cell and lays files out by length and task", async () => {
  const task = rulerTask(fakeRulerBackend());
  const p = params({ name: "niah_single_1", num_samples: 1 });
  const c = cell(p, 0);
  const built = await task.build(p, c, context());
  const format = task.datasetFormats!.ruler!;
  assert.equal(format.file(c), "4096/niah_single_1/validation.jsonl");
  const line = JSON.parse(format.line(built));
  assert.deepEqual(Object.keys(line), [
    "index",
    "input",
    "outputs",
    "length",
    "length_w_model_temp",
    "answer_prefix",
    "token_position_answer",
  ]);
  assert.equal(line.input + line.answer_prefix, built.messages[0]!.content);
  const bound = task.bound!(p, c);
  assert.deepEqual(bound, { input_tokens: 4096 - 128, max_tokens: 128 });
});

Deno.test("the family's task names are synthetic.yaml's 13 tasks, in its order, and their facts RULER's", () => {
  assert.deepEqual([...RULER_NAMES], [...SYNTHETIC_TASK_NAMES, "qa_1", "qa_2"]);
  const facts = RULER_NAMES.map((name) => rulerGenerators.facts(name));
  assert.deepEqual(
    facts.map((f) => f.tokensToGenerate),
    [128, 128, 128, 128, 128, 128, 128, 128, 30, 120, 50, 32, 32],
  );
  assert.deepEqual(facts.map((f) => f.qa).slice(10), [
    undefined,
    "squad",
    "hotpotqa",
  ]);
  assert.ok(facts.every((f) => f.generated));
  assert.deepEqual(
    RULER_NAMES.filter((_, i) => facts[i]!.essay),
    [
      "niah_single_2",
      "niah_single_3",
      "niah_multikey_1",
      "niah_multivalue",
      "niah_multiquery",
    ],
  );
  assert.deepEqual(RULER_NAMES.filter((_, i) => facts[i]!.englishWords), [
    "cwe",
  ]);
  assert.deepEqual(
    facts.map((f) => f.metric),
    [...Array(11).fill("all"), "part", "part"],
  );
  assert.equal(
    rulerGenerators.score("  The 12 and\x01 34 ", ["12", "34"], "all"),
    1,
  );
});
