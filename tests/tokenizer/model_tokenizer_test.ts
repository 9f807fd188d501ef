/**
 * The tokenizer a model config gets, what rows record of it, and the gap
 * between niah's count and the provider's, end to end: `niah run` against
 * a loopback OpenAI-compatible server whose usage counts are scripted.
 */
import { captureIo } from "../support/capture_io.ts";
import assert from "node:assert/strict";
import { denoRunFiles } from "../../src/cli/deno_io.ts";
import { loadRun } from "../../src/runner/load/load_run.ts";
import { runCommand } from "../../src/cli/run.ts";
import { UsageError } from "../../src/errors.ts";
import { isLargeGap } from "../../src/runner/rows/row.ts";
import {
  defaultTokenizer,
  FALLBACK_TOKENIZER,
} from "../../src/tokenizer/default_tokenizer.ts";
import { ENCODINGS, getTokenizer } from "../../src/tokenizer/encoding.ts";
import { FakeApiServer } from "../support/fake_api_server.ts";

Deno.test("the default tokenizer comes from the model's name where it is clear", () => {
  const table: [string, string][] = [
    ["deepseek-chat", "deepseek_v3"],
    ["deepseek-reasoner", "deepseek_v3"],
    ["deepseek-ai/DeepSeek-V3.1", "deepseek_v3"],
    ["accounts/fireworks/models/deepseek-r1", "deepseek_v3"],
    ["deepseek-flash", "deepseek_v3"],
    ["gpt-4o", "o200k_base"],
    ["gpt-4o-mini-2024-07-18", "o200k_base"],
    ["gpt-4.1-mini", "o200k_base"],
    ["o3-mini", "o200k_base"],
    ["gpt-5", "o200k_base"],
    ["gpt-4-turbo", "cl100k_base"],
    ["gpt-3.5-turbo", "cl100k_base"],
    ["Qwen/Qwen3-235B-A22B", "qwen3"],
    ["qwen3:8b", "qwen3"],
    ["meta-llama/Llama-3.1-8B-Instruct", "llama3_1"],
    ["llama3.1:70b", "llama3_1"],
    ["llama-3.3-70b-versatile", "llama3_1"],
    ["Meta-Llama-3-8B-Instruct", "llama3"],
    ["llama3:8b", "llama3"],
    ["google/gemma-3-27b-it", "gemma3"],
    ["gemma3:4b", "gemma3"],
    ["openai/gpt-oss-120b", "gptoss"],
    ["gpt-oss:20b", "gptoss"],
    // Not clear: another generation, a distilled model, two families.
    ["deepseek-coder-v2-instruct", FALLBACK_TOKENIZER],
    ["deepseek-v2.5", FALLBACK_TOKENIZER],
    ["DeepSeek-R1-Distill-Llama-70B", FALLBACK_TOKENIZER],
    ["deepseek-r1-distill-qwen-32b", FALLBACK_TOKENIZER],
    ["qwen2.5-72b-instruct", FALLBACK_TOKENIZER],
    ["gemma-2-9b-it", FALLBACK_TOKENIZER],
    ["llama-4-scout", FALLBACK_TOKENIZER],
    ["llama3-gpt-oss-merge", FALLBACK_TOKENIZER],
    // Claude's tokenizer is only approximated, never a default.
    ["claude-opus-4-20250514", FALLBACK_TOKENIZER],
    ["fake", FALLBACK_TOKENIZER],
    ["local-model", FALLBACK_TOKENIZER],
  ];
  for (const [model, tokenizer] of table) {
    assert.equal(defaultTokenizer(model), tokenizer, model);
  }
  assert.equal(FALLBACK_TOKENIZER, "cl100k_base");
});

async function withDir(body: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "niah-tokenizer-" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** A fake-runtime model named `model`, and a small uuid run using it. */
async function fakeConfigs(
  dir: string,
  model: string,
  tokenizer?: string,
): Promise<string> {
  await Deno.writeTextFile(
    `${dir}/m.yaml`,
    `id: "m"
runtime: {sdk: "fake", api: "fake"}
request: {model: "${model}"}
${tokenizer === undefined ? "" : `tokenizer: "${tokenizer}"\n`}`,
  );
  await Deno.writeTextFile(
    `${dir}/run.yaml`,
    JSON.stringify({
      run_name: "t",
      model: `${dir}/m.yaml`,
      task: { type: "uuid", style: "niah" },
      sweep: { context_lengths: [500], depth_percents: [50], seeds: [1] },
      store: { path: `${dir}/t.jsonl` },
    }),
  );
  return `${dir}/run.yaml`;
}

Deno.test("a model config without a tokenizer gets its name's; one it names wins", async () => {
  await withDir(async (dir) => {
    const named = async (model: string, tokenizer?: string) =>
      (await loadRun(
        await fakeConfigs(dir, model, tokenizer),
        [],
        denoRunFiles,
      )).plan
        .tokenizer;
    assert.equal(await named("deepseek-chat"), "deepseek_v3");
    assert.equal(await named("qwen3-32b"), "qwen3");
    assert.equal(await named("some-model"), "cl100k_base");
    assert.equal(await named("deepseek-chat", "cl100k_base"), "cl100k_base");
    assert.equal(await named("gpt-4o", "gemma3"), "gemma3");
  });
});

Deno.test("an unknown tokenizer in a model config is a located error listing the known ones", async () => {
  await withDir(async (dir) => {
    const runPath = await fakeConfigs(dir, "deepseek-chat", "deepseek_v2");
    await assert.rejects(loadRun(runPath, [], denoRunFiles), (error: Error) => {
      assert.ok(error instanceof UsageError);
      assert.match(error.message, /m\.yaml:4/);
      assert.match(error.message, /tokenizer/);
      for (const name of ENCODINGS) assert.ok(error.message.includes(name));
      return true;
    });
  });
});

Deno.test("a large gap is one the prompt's other text and template cannot explain", () => {
  const built = {
    messages: [{ role: "user" as const, content: "..." }],
    prompt_question: "What is the secret code?", // 24 bytes
  };
  // Above: 24 bytes + 32 (template) + max(32, 1% of the context).
  assert.equal(isLargeGap(88, 1000, built), false);
  assert.equal(isLargeGap(89, 1000, built), true);
  assert.equal(isLargeGap(24 + 32 + 1000, 100_000, built), false);
  assert.equal(isLargeGap(24 + 32 + 1001, 100_000, built), true);
  // Below: the provider counted less than niah's context.
  assert.equal(isLargeGap(-32, 1000, built), false);
  assert.equal(isLargeGap(-33, 1000, built), true);
  assert.equal(isLargeGap(-1000, 100_000, built), false);
  assert.equal(isLargeGap(-1001, 100_000, built), true);
});

const KEY_ENV = "NIAH_TOKENIZER_TEST_KEY";

/** Runs a DeepSeek-named model against a server answering `inputTokens`. */
async function runDeepSeek(
  dir: string,
  inputTokens: (prompt: string) => number,
): Promise<{ rows: Record<string, unknown>[]; stderr: string[] }> {
  const server = new FakeApiServer({
    reply: (request) => ({
      kind: "answer",
      usage: { input: inputTokens(request.prompt), output: 5 },
    }),
  });
  try {
    await Deno.writeTextFile(
      `${dir}/ds.yaml`,
      JSON.stringify({
        id: "ds",
        runtime: { sdk: "openai-python", api: "chat_completions" },
        client: { api_key_env: KEY_ENV, base_url: server.openaiBaseURL },
        request: { model: "deepseek-chat", max_tokens: 32 },
      }),
    );
    const store = `${dir}/ds-${crypto.randomUUID()}.jsonl`;
    await Deno.writeTextFile(
      `${dir}/ds-run.yaml`,
      JSON.stringify({
        run_name: "ds",
        model: `${dir}/ds.yaml`,
        task: { type: "uuid", style: "niah" },
        sweep: {
          context_lengths: [1000, 3000],
          depth_percents: [0, 50],
          seeds: [1],
        },
        runner: { concurrency: 2, retries: 0 },
        store: { path: store },
      }),
    );
    const io = captureIo({ [KEY_ENV]: "test-key" });
    await runCommand(
      `${dir}/ds-run.yaml`,
      { modelDir: [], dryRun: false, quiet: true },
      { ...io, runsInThisThread: true },
    );
    const text = await Deno.readTextFile(store);
    return {
      rows: text.trimEnd().split("\n").map((line) => JSON.parse(line)),
      stderr: io.stderr,
    };
  } finally {
    await server.shutdown();
  }
}

Deno.test("rows of a DeepSeek model count in deepseek_v3 and keep the gap to the provider's count", async () => {
  const deepseek = await getTokenizer("deepseek_v3");
  await withDir(async (dir) => {
    // A server that counts as DeepSeek does, plus a 4-token chat template.
    const { rows, stderr } = await runDeepSeek(
      dir,
      (prompt) => deepseek.count(prompt) + 4,
    );
    assert.equal(rows.length, 4);
    for (const row of rows) {
      assert.equal(row.tokenizer, "deepseek_v3");
      const recipe = row.recipe as {
        encoding: string;
        final_context_token_count: number;
      };
      assert.equal(recipe.encoding, "deepseek_v3");
      const counts = row.token_counts as Record<string, unknown>;
      const question = deepseek.count("\n\nWhat is the secret code?");
      assert.deepEqual(Object.keys(counts), [
        "context",
        "provider_input",
        "gap",
        "gap_flag",
      ]);
      assert.equal(counts.context, recipe.final_context_token_count);
      // The question and the template, give or take a merge at the join.
      const gap = counts.gap as number;
      assert.equal(
        gap,
        (counts.provider_input as number) - recipe.final_context_token_count,
      );
      assert.ok(Math.abs(gap - (question + 4)) <= 2, `gap ${gap}`);
      assert.equal(counts.gap_flag, false);
    }
    assert.deepEqual(stderr.filter((line) => line.includes("gap")), []);
  });
});

Deno.test("niah run warns once when the provider counts far from niah", async () => {
  const cl100k = await getTokenizer("cl100k_base");
  await withDir(async (dir) => {
    // As if the model counted in cl100k_base tokens, 10% more besides.
    const { rows, stderr } = await runDeepSeek(
      dir,
      (prompt) => Math.round(cl100k.count(prompt) * 1.1),
    );
    assert.ok(
      rows.every((row) => (row.token_counts as { gap_flag: boolean }).gap_flag),
    );
    const warnings = stderr.filter((line) => line.includes("large gap"));
    assert.equal(warnings.length, 1, stderr.join("\n"));
    assert.match(warnings[0]!, /^warning: 4 of 4 rows have a large gap/);
    assert.match(warnings[0]!, /"deepseek_v3"/);
    assert.match(warnings[0]!, /tokenizer:/);
  });
});
