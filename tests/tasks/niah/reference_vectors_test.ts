/**
 * `style: reference` NIAH prompts against vectors made by running the
 * Python tool itself (scripts/reference/make_niah_vectors.sh): the same
 * messages (SHA-256 of their JSON, whole ones for short prompts), token
 * counts, placements, question, expected answer and needle metadata, for
 * every task, length, depth and seed the vectors hold. The committed tiny
 * corpus and a text haystack always run; the Paul Graham essays run too
 * when they are on this machine ($NIAH_PAUL_GRAHAM_ESSAYS, default
 * ../shared/corpora/PaulGrahamEssays beside the repository).
 */
import assert from "node:assert/strict";
import { denoCorpusReader } from "../../../src/cli/deno_io.ts";
import type { HaystackConfig } from "../../../src/config/run_config.ts";
import { messagesDigest } from "../../../src/prompt/message.ts";
import { createBuildContext } from "../../../src/tasks/build_context.ts";
import { findTask, loadAllFamilies } from "../../../src/tasks/registry.ts";
import type { Built, Cell, Task } from "../../../src/tasks/task.ts";
import { getTokenizer } from "../../../src/tokenizer/encoding.ts";
import { PAUL_GRAHAM_ESSAYS } from "../../support/paul_graham.ts";

await loadAllFamilies();

const VECTORS = new URL("../../vectors/niah/", import.meta.url);
const TINY = new URL("tiny_corpus", VECTORS).pathname;

interface VectorCell {
  task: Record<string, unknown> & { type: string };
  context_length: number;
  depth_percent: number;
  seed: number;
  messages_sha256: string;
  messages?: { role: string; content: string }[];
  inserter: string;
  final_context_token_count: number;
  needle_placements: {
    text: string;
    insertion_token_index: number;
    actual_depth_percent: number;
  }[];
  expected_answer: string;
  prompt_question: string;
  needle_metadata: Record<string, unknown>;
}

async function vectors(name: string): Promise<VectorCell[]> {
  const text = await Deno.readTextFile(new URL(name, VECTORS));
  return (JSON.parse(text) as { cells: VectorCell[] }).cells;
}

/** niah's names for the Python tool's task keyword arguments. */
const RENAMED: Record<string, string> = {
  needle_text: "needle",
  needle_texts: "needles",
  expected_answer: "answer",
  expected_fragments: "answers",
};

function niahParams(task: VectorCell["task"]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(task)) {
    const plain = task.type === "single" || task.type === "multi";
    out[
      key === "question_template" && plain ? "question" : RENAMED[key] ?? key
    ] = value;
  }
  return out;
}

function cellOf(v: VectorCell, params: { type: string }): Cell {
  return {
    cell_id: "c",
    index: 0,
    axes: { context_length: v.context_length, depth_percent: v.depth_percent },
    params,
    sample_index: 0,
    seed: v.seed,
  };
}

/** Builds every vector cell and checks it; returns the built cells. */
async function checkAll(
  cells: VectorCell[],
  haystack: HaystackConfig,
  tokenizerName = "cl100k_base",
): Promise<{ v: VectorCell; built: Built }[]> {
  const tokenizer = await getTokenizer(tokenizerName);
  const context = createBuildContext(tokenizer, denoCorpusReader, haystack);
  const out = [];
  for (const v of cells) {
    const task = findTask(v.task.type) as Task;
    const params = task.params.parse(niahParams(v.task));
    const built = await task.build(params, cellOf(v, params), context);
    const where = `${
      JSON.stringify(v.task)
    } L=${v.context_length} d=${v.depth_percent} seed=${v.seed}`;
    if (v.messages) assert.deepEqual(built.messages, v.messages, where);
    assert.equal(messagesDigest(built.messages), v.messages_sha256, where);
    const recipe = built.recipe as unknown as VectorCell;
    assert.equal(recipe.inserter, v.inserter, where);
    assert.equal(
      recipe.final_context_token_count,
      v.final_context_token_count,
      where,
    );
    assert.deepEqual(recipe.needle_placements, v.needle_placements, where);
    assert.equal(built.expected_answer, v.expected_answer, where);
    assert.equal(built.prompt_question, v.prompt_question, where);
    const { style, ...metadata } = built.metadata;
    assert.equal(style, "reference");
    assert.deepEqual(metadata, v.needle_metadata, where);
    out.push({ v, built });
  }
  return out;
}

/** Placements the tool's snap moved a full 100 tokens back (no period found). */
function fallbacks(cells: VectorCell[]): number {
  let hits = 0;
  for (const v of cells) {
    const n = v.needle_placements.length;
    v.needle_placements.forEach((p, i) => {
      const target = v.inserter === "single_depth"
        ? v.depth_percent
        : v.depth_percent + i * ((100 - v.depth_percent) / n);
      if (target <= 0 || target >= 100) return;
      const raw = Math.trunc(v.context_length * (target / 100));
      const at = Math.round((p.actual_depth_percent * v.context_length) / 100);
      if (raw >= 100 && at === raw - 100) hits++;
    });
  }
  return hits;
}

Deno.test("reference prompts on the committed tiny corpus are the Python tool's, byte for byte", async () => {
  const cells = await vectors("tiny_files.json");
  // The vectors reach what matters: every task, lengths up to 128k that
  // cycle through the files many times, depths 0 to 100 (multi and chains
  // at 100 included), the p-100 snap fallback, dotfiles and CRLF files.
  const tasks = new Set(cells.map((v) => v.task.type));
  assert.deepEqual([...tasks].sort(), [
    "multi",
    "single",
    "uuid",
    "uuid_chain",
  ]);
  assert.ok(cells.some((v) => v.context_length === 128000));
  assert.ok(
    cells.some((v) => v.task.type === "multi" && v.depth_percent === 100),
  );
  assert.ok(
    cells.some((v) => v.task.type === "uuid_chain" && v.depth_percent === 100),
  );
  assert.ok(fallbacks(cells) > 50, `${fallbacks(cells)} fallbacks`);
  const built = await checkAll(cells, { type: "files", path: TINY });
  assert.equal(built.length, cells.length);
  // The fallback and the cut split characters: Python's U+FFFD, kept.
  assert.ok(
    built.some(({ built }) => built.messages[0]!.content.includes("\ufffd")),
  );
});

Deno.test("reference prompts on a text haystack are the Python tool's, byte for byte", async () => {
  const cells = await vectors("text_haystack.json");
  const built = await checkAll(cells, {
    type: "text",
    text:
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit; sed do eiusmod tempor. Ut enim ad minim veniam",
    separator: "\n\n",
  });
  assert.equal(built.length, 96);
});

Deno.test("reference prompts count in cl100k_base whatever the model's tokenizer", async () => {
  const cells = (await vectors("tiny_files.json")).filter((v) =>
    v.context_length === 4000 && v.seed === 1
  );
  const built = await checkAll(
    cells,
    { type: "files", path: TINY },
    "o200k_base",
  );
  // context_tokens is counted in the run's tokenizer.
  const o200k = await getTokenizer("o200k_base");
  for (const { built: b } of built.slice(0, 5)) {
    const content = b.messages[0]!.content;
    const context = content.slice(0, -("\n\n" + b.prompt_question).length);
    assert.equal(b.context_tokens, o200k.count(context));
  }
});

Deno.test("a reference recipe rebuilds its messages byte for byte, with its count", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const haystack: HaystackConfig = { type: "files", path: TINY };
  const cells = (await vectors("tiny_files.json")).filter((v, i) =>
    i % 5 === 0 && v.context_length <= 32000
  );
  for (const { v, built } of await checkAll(cells, haystack)) {
    const task = findTask(v.task.type)!;
    // A fresh context with no run haystack, as reconstruct uses.
    const rendered = await task.render(
      JSON.parse(JSON.stringify(built.recipe)),
      createBuildContext(tokenizer, denoCorpusReader),
    );
    assert.deepEqual(rendered.messages, built.messages);
    const content = built.messages[0]!.content;
    assert.equal(
      built.context_tokens,
      tokenizer.count(
        content.slice(0, -("\n\n" + built.prompt_question).length),
      ),
    );
  }
});

const ESSAYS = PAUL_GRAHAM_ESSAYS;
const haveEssays = await Deno.stat(ESSAYS).then(
  (s) => s.isDirectory,
  () => false,
);

// CI has no essays: this runs, in addition to the tests above, where they are.
if (haveEssays) {
  Deno.test("reference prompts on the Paul Graham essays are the Python tool's, byte for byte", async () => {
    const cells = await vectors("paul_graham.json");
    assert.equal(cells.length, 128);
    const built = await checkAll(cells, { type: "files", path: ESSAYS });
    const uuid = built.find(({ v }) =>
      v.task.type === "uuid" && v.context_length === 1000 &&
      v.depth_percent === 50 && v.seed === 1
    )!;
    // The figures of shared/reference/niah-python.md.
    assert.equal(uuid.v.final_context_token_count, 1029);
    assert.equal(uuid.v.needle_placements[0]!.insertion_token_index, 448);
  });
}
