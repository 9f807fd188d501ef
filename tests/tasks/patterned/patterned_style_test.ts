/**
 * `style` in `patterned_needle`: `reference` (the default) builds the
 * reference environment's dataset with its own generator version and word
 * list, sends its prompts and takes its reward as the headline; `niah` is
 * niah's generator, wording and closed-box headline, unchanged; recipes
 * of both (and of older niah rows) rebuild; validate notes the reference's
 * ambiguous lines.
 */
import assert from "node:assert/strict";
import { denoRunFiles } from "../../../src/cli/deno_io.ts";
import { messagesDigest } from "../../../src/prompt/message.ts";
import { loadRun } from "../../../src/runner/load/load_run.ts";
import {
  generateProblem,
  PATTERNED_GENERATOR,
} from "../../../src/tasks/patterned/niah/problem.ts";
import { PATTERNED_REFERENCE_GENERATOR } from "../../../src/tasks/patterned/reference/problem.ts";
import { patternedNeedleTask as task } from "../../../src/tasks/patterned/patterned_task.ts";
import { REFERENCE_SYSTEM_PROMPTS } from "../../../src/tasks/patterned/reference/prompts.ts";
import { referenceProblem } from "../../../src/tasks/patterned/reference/stream.ts";
import {
  NLTK_WORD_LIST,
  nltkWords,
} from "../../../src/tasks/patterned/reference/vocabulary.ts";
import {
  englishWords,
  WORD_LIST,
} from "../../../src/tasks/patterned/vocabulary.ts";
import type { BuildContext, Cell } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";
import { repoRoot } from "../../support/run_niah.ts";

const context: BuildContext = {
  tokenizer: await getTokenizer("cl100k_base"),
  haystack: () => Promise.reject(new Error("no haystack")),
};
const parse = (raw: Record<string, unknown> = {}) =>
  task.params.parse({ type: "patterned_needle", ...raw });
const cell = (sample_index: number, seed = 42): Cell => ({
  cell_id: "c",
  index: 0,
  axes: {},
  params: { type: "patterned_needle" },
  sample_index,
  seed,
});
const build = (raw: Record<string, unknown> = {}, sample = 0, seed = 42) =>
  task.build(parse(raw), cell(sample, seed), context);
const stored = (recipe: unknown) => JSON.parse(JSON.stringify(recipe));

Deno.test("style reference is the default and has its own generator version and word list", async () => {
  assert.equal(parse().style, "reference");
  assert.equal(task.generator(parse()), PATTERNED_REFERENCE_GENERATOR);
  assert.equal(task.generator(parse({ style: "niah" })), PATTERNED_GENERATOR);
  assert.equal(
    task.generator(parse({ prompt_style: "niah" })),
    PATTERNED_GENERATOR,
  );
  const built = await build({}, 3);
  const recipe = built.recipe as Record<string, unknown>;
  assert.equal(recipe.generator, PATTERNED_REFERENCE_GENERATOR);
  assert.equal(recipe.word_list, NLTK_WORD_LIST);
  assert.equal((recipe.params as { style: string }).style, "reference");
  assert.equal(built.metadata.style, "reference");
  const problem = referenceProblem(parse(), 42, 3, await nltkWords());
  assert.deepEqual(built.messages, [
    { role: "system", content: REFERENCE_SYSTEM_PROMPTS.moderate },
    { role: "user", content: problem.text },
  ]);
  assert.equal(built.expected_answer, problem.answer);
});

Deno.test("style niah is today's generator and wording, unchanged", async () => {
  const built = await build({ style: "niah", num_needles: 2 }, 4);
  const recipe = built.recipe as Record<string, unknown>;
  assert.equal(recipe.generator, PATTERNED_GENERATOR);
  assert.equal(recipe.word_list, WORD_LIST);
  const problem = generateProblem(
    parse({ style: "niah", num_needles: 2 }),
    42,
    4,
    await englishWords(),
  );
  assert.equal(built.messages[1]?.content, problem.text);
  assert.match(built.messages[0]!.content, /Find the 2 outliers\./);
});

Deno.test("reconstruct rebuilds both styles, and niah rows from before style keep their wording", async () => {
  for (const style of ["reference", "niah"]) {
    for (const mode of ["spaces", "no_spaces", "alphanumeric"]) {
      const built = await build({ style, mode, max_patterns_per_line: 2 }, 5);
      const rendered = await task.render(stored(built.recipe), context);
      assert.deepEqual(rendered.messages, built.messages, `${style} ${mode}`);
    }
  }
  // A generator-2 row of the old default: niah's problem, the seed's wording.
  const niah = await build({ style: "niah" }, 2);
  const recipe = stored(niah.recipe);
  const { style: _style, ...params } = recipe.params;
  const old = { ...recipe, params: { ...params, prompt_style: "reference" } };
  old.messages_sha256 = messagesDigest([
    { role: "system", content: REFERENCE_SYSTEM_PROMPTS.moderate },
    niah.messages[1]!,
  ]);
  const rendered = await task.render(old, context);
  assert.equal(
    rendered.messages[0]?.content,
    REFERENCE_SYSTEM_PROMPTS.moderate,
  );
  assert.equal(rendered.messages[1]?.content, niah.messages[1]?.content);
  // A reference recipe claiming niah's word list is refused.
  const reference = stored((await build({}, 1)).recipe);
  await assert.rejects(
    () => task.render({ ...reference, word_list: WORD_LIST }, context),
    /uses "nltk-words-corpus/,
  );
});

Deno.test("the headline follows the row's style; rows without one keep niah's", async () => {
  const built = await build({}, 0);
  const bare = built.expected_answer;
  assert.equal(
    task.score(bare, built).value,
    1,
    "the reference passes a bare answer through",
  );
  assert.equal(task.score(`\\boxed{${bare}}`, built).value, 1);
  const niah = await build({ style: "niah" }, 0);
  assert.equal(task.score(niah.expected_answer, niah).value, 0);
  assert.equal(task.score(niah.expected_answer, niah).parse_fail, true);
  const { style: _style, ...legacy } = built.metadata;
  assert.equal(task.score(bare, { ...built, metadata: legacy }).value, 0);
});

Deno.test("validate notes the reference's ambiguous multi-segment lines, naming style: niah", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-patterned-notes-" });
  const load = async (task: string) => {
    const path = `${dir}/run.yaml`;
    await Deno.writeTextFile(
      path,
      `run_name: "p"\nmodel: "fake"\ntask: {type: "patterned_needle", ${task}}\nsweep: {samples: 1}\nstore: {path: "${dir}/p.jsonl"}\n`,
    );
    return (await loadRun(path, [`${repoRoot}configs/models`], denoRunFiles))
      .notes;
  };
  try {
    const notes = await load('mode: "no_spaces", max_patterns_per_line: 2');
    assert.equal(notes.length, 1);
    assert.match(notes[0]!, /mode no_spaces .*ambiguous.*style: niah/);
    assert.deepEqual(
      await load('mode: "alphanumeric", max_patterns_per_line: 2, style: niah'),
      [],
    );
    assert.deepEqual(await load('mode: "no_spaces"'), []);
    assert.match(
      (await load('max_patterns_per_line: 3, pattern_separator: " "'))[0]!,
      /pattern_separator " ".*style: niah/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
