/**
 * LongBench v2's `mode: cot` through the CLI: the reference's two calls
 * (the reasoning prompt, then the answer prompt with the reasoning in it,
 * each cut to `max_input_tokens`, at most 1024 and 128 new tokens) against
 * the fake provider and a loopback OpenAI-compatible server. The prompts
 * sent are `pred.py`'s (the cl100k_base vectors its own code made, whose
 * reasoning stub this server answers with), the second answer is scored,
 * the row keeps the first, `reconstruct` rebuilds both prompts, `rescore`
 * scores the row again, and batch mode refuses cot in one line, exit 2.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { FakeApiServer } from "../support/fake_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { rowsOf } from "../support/stored_rows.ts";

const DATA =
  new URL("../../src/tasks/longbench/example_data.json", import.meta.url)
    .pathname;

interface Vectors {
  reasoning: string;
  sets: {
    max_len: number;
    mode: string;
    prompts: { sha256: string; text?: string }[];
    answer_prompts?: { sha256: string; text?: string }[];
  }[];
}

const vectors = JSON.parse(
  await Deno.readTextFile(
    new URL("../tasks/longbench/vectors_cl100k_base.json", import.meta.url),
  ),
) as Vectors;
const cot401 = vectors.sets.find((s) => s.max_len === 401 && s.mode === "cot")!;
const items = JSON.parse(await Deno.readTextFile(DATA)) as { answer: string }[];

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

/** A run of `model` on the 12 shipped items, cot, cut at 401 tokens. */
function runConfig(model: string, batch = false): string {
  return `run_name: "cot"
model: "${model}"
task: {type: "longbench_v2", mode: "cot", dataset: ${
    JSON.stringify(DATA)
  }, items: 12, max_input_tokens: 401}
runner: {concurrency: 2, retries: 1, backoff_base_s: 0, batch: ${batch}}
store: {path: "results/cot.jsonl"}
`;
}

const FAKE = `id: "fake-cot"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "oracle"}
pricing: {input: 1.0, output: 2.0}
`;

Deno.test("cot on the fake provider: two calls a cell, the second scored, rescore and reconstruct read both; batch refused", async () => {
  await withWorkspace({
    "configs/models/fake-cot.yaml": FAKE,
    "configs/runs/cot.yaml": runConfig("fake-cot"),
    "configs/runs/batch.yaml": runConfig("fake-cot", true),
  }, async (dir) => {
    const refused = await runNiah(["validate", "configs/runs/batch.yaml"], {
      cwd: dir,
    });
    assert.equal(refused.code, 2, refused.stderr);
    assert.equal(refused.stderr.trim().split("\n").length, 1, refused.stderr);
    assert.match(
      refused.stderr,
      /"runner\.batch": task "longbench_v2" with these parameters makes a second call per cell/,
    );
    const flag = await runNiah(["run", "configs/runs/cot.yaml", "--batch"], {
      cwd: dir,
    });
    assert.equal(flag.code, 2, flag.stderr);
    assert.match(flag.stderr, /Cannot run in batch mode: task "longbench_v2"/);

    // The dry run prices the first calls (1024 tokens each), no batch.
    const dry = await runNiah(["run", "configs/runs/cot.yaml", "--dry-run"], {
      cwd: dir,
    });
    assert.equal(dry.code, 0, dry.stderr);
    assert.match(dry.stdout, /up to 12288 output tokens/);
    assert.doesNotMatch(dry.stdout, /batch/);

    const run = await runNiah(["run", "configs/runs/cot.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const rows = await rowsOf(`${dir}/results/cot.jsonl`);
    assert.equal(rows.length, 12);
    for (const row of rows) {
      const gold = items[row.sample_index as number]!.answer;
      const first = row.follow_up as Record<string, unknown>;
      assert.equal(first.first_response, `The correct answer is (${gold})`);
      assert.equal(row.response, `The correct answer is (${gold})`);
      assert.deepEqual(row.score, { value: 1, details: { pred: gold } });
      assert.equal(row.attempts, 2);
      // The usage and cost are both calls'.
      const usage = row.usage as { input_tokens: number };
      const firstUsage = first.first_usage as { input_tokens: number };
      assert.ok(usage.input_tokens > firstUsage.input_tokens);
    }

    const rescored = await runNiah(
      ["rescore", "results/cot.jsonl", "--out", "results/re.jsonl"],
      { cwd: dir },
    );
    assert.equal(rescored.code, 0, rescored.stderr);
    const again = await rowsOf(`${dir}/results/re.jsonl`);
    assert.deepEqual(again.map((r) => r.score), rows.map((r) => r.score));

    const shown = await runNiah(
      ["reconstruct", "results/cot.jsonl", "--row", "0", "--messages"],
      { cwd: dir },
    );
    assert.equal(shown.code, 0, shown.stderr);
    const [firstCall, secondCall] = JSON.parse(shown.stdout) as {
      content: string;
    }[][];
    const index = rows[0]!.sample_index as number;
    assert.equal(sha(firstCall![0]!.content), cot401.prompts[index]!.sha256);
    assert.match(
      secondCall![0]!.content,
      /Let’s think step by step: The correct answer is \([A-D]\)\n\nBased on the above/,
    );
  });
});

/** The model config of `server`, with `more` lines after its own. */
function loopModel(server: FakeApiServer, more = ""): string {
  return `id: "loop"
runtime: {sdk: "openai-python", api: "chat_completions"}
client: {base_url: "${server.openaiBaseURL}", api_key_env: "LOOP_KEY"}
request: {model: "loop-model", max_tokens: 64}
tokenizer: "cl100k_base"
${more}`;
}

/** The loopback model: the reasoning stub of the vectors, then (A). */
function loopbackServer(): FakeApiServer {
  return new FakeApiServer({
    answer: (prompt) =>
      prompt.endsWith("Let’s think step by step:")
        ? vectors.reasoning
        : "The correct answer is (A)",
  });
}

Deno.test("cot against a loopback OpenAI-compatible server sends pred.py's two prompts, budgets 1024 then 128, and reconstruct rebuilds both", async () => {
  const server = loopbackServer();
  try {
    await withWorkspace({
      "configs/models/loop.yaml": loopModel(server),
      "configs/runs/cot.yaml": runConfig("loop"),
    }, async (dir) => {
      const run = await runNiah(["run", "configs/runs/cot.yaml"], {
        cwd: dir,
        env: { LOOP_KEY: "loop-key-1" },
      });
      assert.equal(run.code, 0, run.stderr);
      assert.equal(server.requests.length, 24);
      const sent = (request: (typeof server.requests)[number]) =>
        (request.body!.messages as { content: string }[])[0]!.content;
      const firsts = server.requests.filter((r) =>
        sent(r).endsWith("Let’s think step by step:")
      );
      const seconds = server.requests.filter((r) => !firsts.includes(r));
      assert.deepEqual(
        firsts.map((r) => sha(sent(r))).sort(),
        cot401.prompts.map((p) => p.sha256).sort(),
      );
      assert.deepEqual(
        seconds.map((r) => sha(sent(r))).sort(),
        cot401.answer_prompts!.map((p) => p.sha256).sort(),
      );
      for (const r of firsts) assert.equal(r.body!.max_tokens, 1024);
      for (const r of seconds) assert.equal(r.body!.max_tokens, 128);

      const rows = await rowsOf(`${dir}/results/cot.jsonl`);
      assert.equal(rows.length, 12);
      for (const row of rows) {
        const gold = items[row.sample_index as number]!.answer;
        assert.equal(row.response, "The correct answer is (A)");
        assert.equal(
          (row.score as { value: number }).value,
          gold === "A" ? 1 : 0,
        );
        assert.equal(
          (row.follow_up as { first_response: string }).first_response,
          vectors.reasoning,
        );
      }
      const row = rows.findIndex((r) => r.sample_index === 5);
      const shown = await runNiah(
        ["reconstruct", "results/cot.jsonl", "--row", String(row)],
        { cwd: dir },
      );
      assert.equal(shown.code, 0, shown.stderr);
      assert.equal(
        shown.stdout,
        `=== call 1 ===\n${
          cot401.prompts[5]!.text
        }\n=== call 2 (after the first answer) ===\n${
          cot401.answer_prompts![5]!.text
        }`,
      );
    });
  } finally {
    await server.shutdown();
  }
});

Deno.test("cot: a second call that fails keeps the paid first call in its error row, and resume sends the second alone", async () => {
  let failing = true;
  const failed = cot401.answer_prompts![0]!.text!;
  const server = new FakeApiServer({
    answer: (prompt) =>
      prompt.endsWith("Let’s think step by step:")
        ? vectors.reasoning
        : "The correct answer is (A)",
    reply: (request) => {
      const content =
        (request.body?.messages as { content: string }[] | undefined)?.[0]
          ?.content;
      return failing && content === failed
        ? { kind: "status", status: 500 }
        : undefined;
    },
  });
  try {
    await withWorkspace({
      "configs/models/loop.yaml": loopModel(
        server,
        "pricing: {input: 1.0, output: 2.0}\n",
      ),
      "configs/runs/cot.yaml": runConfig("loop"),
    }, async (dir) => {
      const env = { LOOP_KEY: "loop-key-1" };
      const first = await runNiah(["run", "configs/runs/cot.yaml"], {
        cwd: dir,
        env,
      });
      // A run with a provider error ends so, saying to resume.
      assert.notEqual(first.code, 0, first.stderr);
      assert.match(first.stderr, /1 cells to re-run/);
      const rows = await rowsOf(`${dir}/results/cot.jsonl`);
      const error = rows.find((row) => row.status === "error")!;
      assert.equal(error.sample_index, 0);
      assert.equal(
        (error.follow_up as { first_response: string }).first_response,
        vectors.reasoning,
      );
      assert.equal(rows.filter((row) => row.status === "ok").length, 11);

      failing = false;
      const before = server.requests.length;
      // A cap the second call's worst case fits in (at most 401 + 128
      // tokens: $0.00066) and the first's (401 + 1024: $0.0024) does not:
      // the paid first call reserves nothing.
      const again = await runNiah(
        ["run", "configs/runs/cot.yaml", "--max-cost", "0.001"],
        { cwd: dir, env },
      );
      assert.equal(again.code, 0, again.stderr);
      const resent = server.requests.slice(before).map((r) =>
        (r.body!.messages as { content: string }[])[0]!.content
      );
      assert.deepEqual(resent, [failed]);
      const last = (await rowsOf(`${dir}/results/cot.jsonl`)).at(-1)!;
      assert.equal(last.status, "ok");
      assert.equal(last.sample_index, 0);
      assert.equal(last.attempts, 1);
      assert.equal(
        (last.follow_up as { first_response: string }).first_response,
        vectors.reasoning,
      );
      const shown = await runNiah(
        ["reconstruct", "results/cot.jsonl", "--cell", String(last.cell_id)],
        { cwd: dir },
      );
      assert.equal(shown.code, 0, shown.stderr);
      assert.ok(shown.stdout.endsWith(failed), shown.stdout.slice(-200));
    });
  } finally {
    await server.shutdown();
  }
});
