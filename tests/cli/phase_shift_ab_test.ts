/**
 * Prompt phase shifting end to end: `niah run` against a loopback
 * OpenAI-compatible server, then `niah reconstruct`. Off sends byte for
 * byte what niah sent before phase shifting existed; on shifts only the
 * message text; a shifted row rebuilds exactly what the server received;
 * and the shipped A/B configs differ only in phase_shift_enabled.
 */
import { captureIo } from "../support/capture_io.ts";
import { ZERO_WIDTH } from "../support/phase_shift_settings.ts";
import assert from "node:assert/strict";
import { parse } from "yaml";
import { datasetCommand } from "../../src/cli/dataset.ts";
import { denoRunFiles } from "../../src/cli/deno_io.ts";
import { loadRun } from "../../src/runner/load/load_run.ts";
import { reconstructCommand } from "../../src/cli/reconstruct.ts";
import { runCommand } from "../../src/cli/run.ts";
import { validateCommand } from "../../src/cli/validate.ts";
import { UsageError } from "../../src/errors.ts";
import type { Message } from "../../src/prompt/message.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import {
  FakeApiServer,
  type RecordedRequest,
} from "../support/fake_api_server.ts";

const KEY_ENV = "NIAH_PPS_TEST_KEY";
const SECRET = String.raw`The\s+secret\s+code\s+is\s+[0-9a-fA-F-]{36}`;
type Row = Record<string, unknown>;

/** An io with the test's key set and `env` besides. */
function keyedIo(env: Record<string, string> = {}) {
  return captureIo({ [KEY_ENV]: "test-key", ...env });
}

interface Setup {
  /** Extra `request:` keys of the model config. */
  request?: Record<string, unknown>;
  /** Extra `client:` keys of the model config. */
  client?: Record<string, unknown>;
  tokenizer?: string;
  name?: string;
}

/** Writes a model and a run config aimed at `server`; returns the run's path. */
async function configs(
  dir: string,
  server: FakeApiServer,
  setup: Setup = {},
): Promise<{ runPath: string; storePath: string }> {
  const name = setup.name ?? "pps";
  const model = {
    id: "loopback",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: {
      api_key_env: KEY_ENV,
      base_url: server.openaiBaseURL,
      ...setup.client,
    },
    request: {
      model: "loop-model",
      max_tokens: 64,
      temperature: 0,
      ...setup.request,
    },
    ...(setup.tokenizer ? { tokenizer: setup.tokenizer } : {}),
  };
  const storePath = `${dir}/${name}.jsonl`;
  const run = {
    run_name: "pps",
    model: `${dir}/${name}.model.yaml`,
    task: { type: "uuid" },
    sweep: {
      context_lengths: [500, 2000],
      depth_percents: [0, 33, 100],
      seeds: [1, 2],
    },
    // One request at a time: requests arrive in row order.
    runner: { concurrency: 1, retries: 0, request_timeout_s: 10 },
    store: { path: storePath },
  };
  // JSON is YAML.
  await Deno.writeTextFile(`${dir}/${name}.model.yaml`, JSON.stringify(model));
  const runPath = `${dir}/${name}.run.yaml`;
  await Deno.writeTextFile(runPath, JSON.stringify(run));
  return { runPath, storePath };
}

/** Runs `runPath`; the requests it made, the rows it wrote and its stderr. */
async function runAgainst(
  server: FakeApiServer,
  paths: { runPath: string; storePath: string },
  env: Record<string, string> = {},
): Promise<{ requests: RecordedRequest[]; rows: Row[]; stderr: string[] }> {
  const first = server.requests.length;
  const io = keyedIo(env);
  await runCommand(
    paths.runPath,
    { modelDir: [], dryRun: false, quiet: true },
    { ...io, runsInThisThread: true },
  );
  const text = await Deno.readTextFile(paths.storePath);
  return {
    requests: server.requests.slice(first),
    rows: text.trimEnd().split("\n").map((line) => JSON.parse(line)),
    stderr: io.stderr,
  };
}

async function withServer(
  body: (server: FakeApiServer, dir: string) => Promise<void>,
): Promise<void> {
  const server = new FakeApiServer();
  const dir = await Deno.makeTempDir({ prefix: "niah-pps-" });
  try {
    await body(server, dir);
  } finally {
    await server.shutdown();
    await Deno.remove(dir, { recursive: true });
  }
}

/** The exact message lists `niah dataset` says the cells send. */
async function datasetMessages(
  runPath: string,
  dir: string,
): Promise<Message[][]> {
  const out = `${dir}/dataset-${crypto.randomUUID()}.jsonl`;
  await datasetCommand(runPath, { modelDir: [], out }, keyedIo());
  const text = await Deno.readTextFile(out);
  return text.trimEnd().split("\n").map((line) => JSON.parse(line).messages);
}

Deno.test("phase shifting off: request bodies are byte-identical with or without phase_shift keys", async () => {
  await withServer(async (server, dir) => {
    const plain = await runAgainst(
      server,
      await configs(dir, server, { name: "plain" }),
    );
    const off = await runAgainst(
      server,
      await configs(dir, server, {
        name: "off",
        request: {
          phase_shift_enabled: false,
          phase_shift_capture_pattern: SECRET,
          phase_shift_slice_length: 4,
        },
      }),
    );
    const inClient = await runAgainst(
      server,
      await configs(dir, server, {
        name: "client",
        client: { phase_shift_keywords: ["The secret code"] },
      }),
    );
    assert.equal(plain.requests.length, 12);
    const bodies = (r: { requests: RecordedRequest[] }) =>
      r.requests.map((request) => request.rawBody);
    assert.deepEqual(bodies(off), bodies(plain));
    assert.deepEqual(bodies(inClient), bodies(plain));
    // ... and those are the prompts niah builds, with nothing else added.
    const expected = await datasetMessages(
      (await configs(dir, server, { name: "plain" })).runPath,
      dir,
    );
    plain.requests.forEach((request, i) => {
      assert.equal(
        request.rawBody,
        JSON.stringify({
          max_tokens: 64,
          temperature: 0,
          model: "loop-model",
          messages: expected[i],
        }),
      );
    });
    for (const row of [...plain.rows, ...off.rows, ...inClient.rows]) {
      assert.equal("phase_shift" in row, false);
      assert.equal(row.failure_class, "ok");
    }
    assert.deepEqual(
      [...plain.stderr, ...off.stderr].filter((l) => l.includes("phase")),
      [],
    );
  });
});

for (const tokenizer of ["cl100k_base", "o200k_base"]) {
  Deno.test(`phase shifting on (${tokenizer}): only the text changes, the needle lands on 0 mod 4, and reconstruct gives exactly what the server received`, async () => {
    await withServer(async (server, dir) => {
      const plain = await runAgainst(
        server,
        await configs(dir, server, { name: "plain", tokenizer }),
      );
      const paths = await configs(dir, server, {
        name: "on",
        tokenizer,
        request: {
          phase_shift_enabled: true,
          phase_shift_capture_pattern: SECRET,
          phase_shift_slice_length: 4,
        },
      });
      const on = await runAgainst(server, paths);
      const encoding = await getTokenizer(tokenizer);
      assert.equal(on.requests.length, plain.requests.length);
      let inserted = 0;
      on.requests.forEach((request, i) => {
        const before = plain.requests[i]!.body!;
        const after = request.body!;
        // Model, parameters and roles untouched; text only gains zero-width
        // characters.
        assert.deepEqual(
          { ...after, messages: null },
          { ...before, messages: null },
        );
        const sent = after.messages as Message[];
        const original = before.messages as Message[];
        assert.deepEqual(
          sent.map((m) => ({
            ...m,
            content: m.content.replace(ZERO_WIDTH, ""),
          })),
          original,
        );
        // The needle's first token starts at an index that is 0 mod 4.
        const content = sent[0]!.content;
        const at = content.search(new RegExp(SECRET));
        const prefix = encoding.encode(content.slice(0, at));
        const whole = encoding.encode(content);
        assert.deepEqual(whole.subarray(0, prefix.length), prefix);
        assert.equal(
          prefix.length % 4,
          0,
          `request ${i}: needle at token ${prefix.length}`,
        );
        inserted += content.length - original[0]!.content.length;
      });
      assert.ok(inserted > 0, "some prompt needed shifting");

      for (const [i, row] of on.rows.entries()) {
        const record = row.phase_shift as Record<string, unknown>;
        assert.equal(record.encoding, tokenizer);
        assert.equal(record.slice_length, 4);
        assert.equal(record.found, 1);
        assert.equal(record.aligned, 1);
        assert.equal(row.failure_class, "ok", "the answer still scores");
        const received = on.requests[i]!.body!.messages as Message[];

        const messagesIo = keyedIo();
        await reconstructCommand(paths.storePath, {
          row: i,
          messages: true,
        }, messagesIo);
        assert.equal(
          messagesIo.stdout.join(""),
          `${JSON.stringify(received, null, 2)}\n`,
          `row ${i + 1}: --messages is what the server received`,
        );
        const contextIo = keyedIo();
        await reconstructCommand(paths.storePath, {
          row: i,
          messages: false,
        }, contextIo);
        assert.equal(
          `${contextIo.stdout.join("")}\n\n${row.prompt_question}`,
          received[0]!.content,
          `row ${i + 1}: the context is the shifted prompt before the question`,
        );
      }
      // A and B never share a store: the fingerprints differ in the request.
      const [a, b] = [plain.rows[0]!, on.rows[0]!].map((row) =>
        row.fingerprint_parts as Record<string, string>
      );
      assert.notEqual(a!.request, b!.request);
      assert.deepEqual({ ...a, request: "" }, { ...b, request: "" });
    });
  });
}

Deno.test("NIAH_PHASE_SHIFT=1 turns phase shifting on, and the store refuses to mix it with rows sent without", async () => {
  await withServer(async (server, dir) => {
    const paths = await configs(dir, server, {
      request: { phase_shift_capture_pattern: SECRET },
    });
    const plain = await runAgainst(server, paths);
    assert.equal("phase_shift" in plain.rows[0]!, false);
    // Same store, same config, the variable set: a changed config.
    await assert.rejects(
      runCommand(
        paths.runPath,
        { modelDir: [], dryRun: false, quiet: true },
        { ...keyedIo({ NIAH_PHASE_SHIFT: "1" }), runsInThisThread: true },
      ),
      (error: unknown) =>
        error instanceof UsageError && /different config/.test(error.message),
    );
    await assert.rejects(
      validateCommand(
        paths.runPath,
        { modelDir: [] },
        keyedIo({ NIAH_PHASE_SHIFT: "1" }),
      ),
      /different config/,
    );
    await Deno.remove(paths.storePath);
    const on = await runAgainst(server, paths, { NIAH_PHASE_SHIFT: "1" });
    assert.ok(on.stderr.some((line) => line.startsWith("phase shifting: on")));
    for (const row of on.rows) {
      assert.equal((row.phase_shift as { aligned: number }).aligned, 1);
    }
    // reconstruct needs no variable: the row says it was shifted.
    const io = keyedIo();
    await reconstructCommand(paths.storePath, { row: 0, messages: true }, io);
    assert.equal(
      io.stdout.join(""),
      `${JSON.stringify(on.requests[0]!.body!.messages, null, 2)}\n`,
    );
  });
});

Deno.test("a prompt phase shifting cannot apply to goes out unchanged, said once on stderr", async () => {
  await withServer(async (server, dir) => {
    const plain = await runAgainst(
      server,
      await configs(dir, server, { name: "plain" }),
    );
    const missing = await runAgainst(
      server,
      await configs(dir, server, {
        name: "missing",
        request: {
          phase_shift_enabled: true,
          phase_shift_keywords: ["no such phrase"],
        },
      }),
    );
    assert.deepEqual(
      missing.requests.map((r) => r.rawBody),
      plain.requests.map((r) => r.rawBody),
    );
    const warnings = missing.stderr.filter((l) => l.startsWith("phase shift:"));
    assert.equal(warnings.length, 1, missing.stderr.join("\n"));
    assert.match(
      warnings[0]!,
      /no keyword occurrence in a prompt; sent it unchanged/,
    );
    for (const row of missing.rows) {
      assert.equal(
        (row.phase_shift as { skipped: string }).skipped,
        "no_keyword",
      );
    }
    const long = await runAgainst(
      server,
      await configs(dir, server, {
        name: "long",
        client: { phase_shift_enabled: true, phase_shift_max_chars: 5000 },
        request: { phase_shift_capture_pattern: SECRET },
      }),
    );
    const over = long.stderr.filter((l) =>
      l.includes("over phase_shift_max_chars")
    );
    assert.equal(over.length, 1, long.stderr.join("\n"));
    const skipped = long.rows.filter((row) =>
      (row.phase_shift as { skipped?: string }).skipped === "above_max_chars"
    );
    // The 2000-token cells are over 5000 characters; the 500-token ones are not.
    assert.equal(skipped.length, 6);
  });
});

Deno.test("phase_shift keys are checked where they are written", async () => {
  await withServer(async (server, dir) => {
    const cases: [Setup, RegExp][] = [
      [
        { request: { phase_shift_slice_lenght: 4 } },
        /\.model\.yaml:\d+:\d+: "request\.phase_shift_slice_lenght": unknown key .*did you mean "phase_shift_slice_length"/,
      ],
      [
        { client: { phase_shift_enabeld: true } },
        /"client\.phase_shift_enabeld": unknown key .*did you mean "phase_shift_enabled"/,
      ],
      [
        { request: { phase_shift_slice_length: 0 } },
        /"request\.phase_shift_slice_length": expected a number >= 1/,
      ],
      [
        { request: { phase_shift_capture_pattern: "(" } },
        /"request\.phase_shift_capture_pattern": expected a valid regular expression/,
      ],
      [
        { request: { phase_shift_enabled: true } },
        /"request\.phase_shift_enabled": phase shifting is on but there is nothing to shift/,
      ],
    ];
    for (const [setup, message] of cases) {
      const { runPath } = await configs(dir, server, setup);
      await assert.rejects(
        loadRun(runPath, [], denoRunFiles),
        (error: unknown) =>
          error instanceof UsageError && message.test(error.message),
        JSON.stringify(setup),
      );
    }
  });
  // The fake provider's strict request block takes them too.
  const dir = await Deno.makeTempDir({ prefix: "niah-pps-" });
  try {
    await Deno.writeTextFile(
      `${dir}/fake.yaml`,
      JSON.stringify({
        id: "fake",
        runtime: { sdk: "fake", api: "fake" },
        request: {
          model: "fake",
          phase_shift_enabled: true,
          phase_shift_keywords: ["secret"],
        },
      }),
    );
    await Deno.writeTextFile(
      `${dir}/run.yaml`,
      JSON.stringify({
        run_name: "f",
        model: `${dir}/fake.yaml`,
        task: { type: "uuid" },
        sweep: { context_lengths: [300], depth_percents: [50] },
        store: { path: `${dir}/rows.jsonl` },
      }),
    );
    const loaded = await loadRun(`${dir}/run.yaml`, [], denoRunFiles);
    assert.equal(loaded.plan.phaseShift?.slice_length, 4);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the shipped A/B configs differ only in phase_shift_enabled (and names)", async () => {
  const read = async (path: string) =>
    parse(await Deno.readTextFile(new URL(`../../${path}`, import.meta.url)));
  const a = await read("configs/models/deepseek-flash.yaml");
  const b = await read("configs/models/deepseek-flash-phaseshift.yaml");
  assert.equal(a.request.phase_shift_enabled, false);
  assert.equal(b.request.phase_shift_enabled, true);
  assert.equal(b.request.phase_shift_capture_pattern, SECRET);
  assert.equal(b.request.phase_shift_slice_length, 4);
  const strip = (model: Record<string, unknown>) => ({
    ...model,
    id: null,
    request: { ...(model.request as object), phase_shift_enabled: null },
  });
  assert.deepEqual(strip(b), strip(a));

  const runA = await read("configs/runs/deepseek-a-test.yaml");
  const runB = await read("configs/runs/deepseek-b-test.yaml");
  assert.equal(runA.store.path, "results/deepseek-a-baseline.jsonl");
  assert.equal(runB.store.path, "results/deepseek-b-phaseshift.jsonl");
  const sweep = (run: Record<string, unknown>) => ({
    ...run,
    run_name: null,
    model: null,
    store: null,
  });
  assert.deepEqual(sweep(runB), sweep(runA));
  assert.deepEqual(runA.sweep, {
    context_lengths: { min: 4000, max: 256000, num: 5, scale: "linear" },
    depth_percents: { min: 0, max: 100, num: 5, scale: "linear" },
    seeds: [1, 2],
  });
  assert.deepEqual(runA.runner, { concurrency: 4, retries: 2, resume: true });

  const [planA, planB] = await Promise.all(
    ["a", "b"].map(async (g) =>
      (await loadRun(`configs/runs/deepseek-${g}-test.yaml`, [], denoRunFiles))
        .plan
    ),
  );
  assert.equal(planA!.phaseShift, null);
  assert.equal(planB!.phaseShift?.slice_length, 4);
  assert.equal(planA!.cells.length, 50);
  assert.deepEqual(
    planA!.cells.map((c) => [c.axes, c.seed]),
    planB!.cells.map((c) => [c.axes, c.seed]),
  );
});
