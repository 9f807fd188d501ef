/**
 * `niah run` end to end against a loopback model API that misbehaves: every
 * cell ends with exactly one row whatever the API does, retries wait as
 * told, limits hold across workers, a bad key stops the run, money and
 * secrets are guarded, and a killed run resumes to one ok row per cell.
 */
import { rowsOf } from "../support/stored_rows.ts";
import { captureIo } from "../support/capture_io.ts";
import assert from "node:assert/strict";
import { splitDryRun } from "../support/dry_run_output.ts";
import { buildProgram } from "../../src/cli/program.ts";
import { runCommand, type RunOptions } from "../../src/cli/run.ts";
import {
  FatalProviderError,
  IncompleteRunError,
  InterruptedError,
  UsageError,
} from "../../src/errors.ts";
import {
  type FakeApiOptions,
  FakeApiServer,
  keyForms,
  type RecordedRequest,
  type Reply,
} from "../support/fake_api_server.ts";
import { BINARY_PERMISSIONS, repoRoot } from "../support/run_niah.ts";
import { runNiah } from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_FAULTS_TEST_KEY";
/** Not an sk- or Bearer shape: only the named-secret redaction can hide it. */
const SENTINEL = "NIAHSENTINEL7f3a9c2e41d0b6";

type Api = "chat_completions" | "responses" | "messages";
type Row = Record<string, unknown>;

interface Setup {
  api?: Api;
  /** Extra `request:` keys. */
  request?: Record<string, unknown>;
  runner?: Record<string, unknown>;
  /** Needle depths; cells are these x seeds [1, 2]. */
  depths?: number[];
  pricing?: { input: number; output: number; reasoning?: number };
}

interface Workspace {
  dir: string;
  runPath: string;
  storePath: string;
}

/** A temporary run config and model config aimed at `server`. */
async function workspace(
  server: FakeApiServer,
  setup: Setup = {},
): Promise<Workspace> {
  const dir = await Deno.makeTempDir({ prefix: "niah-faults-" });
  const api = setup.api ?? "chat_completions";
  const model = {
    id: "loopback",
    runtime: api === "messages"
      ? { sdk: "anthropic-python", api: "messages" }
      : { sdk: "openai-python", api },
    client: {
      api_key_env: KEY_ENV,
      base_url: api === "messages"
        ? server.anthropicBaseURL
        : server.openaiBaseURL,
    },
    request: { model: "loop-model", max_tokens: 64, ...setup.request },
    ...(setup.pricing ? { pricing: setup.pricing } : {}),
  };
  const storePath = `${dir}/results/rows.jsonl`;
  const run = {
    run_name: "faults",
    model: `${dir}/loopback.yaml`,
    task: { type: "uuid", style: "niah" },
    sweep: {
      context_lengths: [300],
      depth_percents: setup.depths ?? [0, 50, 100],
      seeds: [1, 2],
    },
    runner: {
      concurrency: 3,
      retries: 3,
      backoff_base_s: 0.01,
      request_timeout_s: 5,
      ...setup.runner,
    },
    store: { path: storePath },
  };
  // JSON is YAML.
  await Deno.writeTextFile(`${dir}/loopback.yaml`, JSON.stringify(model));
  await Deno.writeTextFile(`${dir}/run.yaml`, JSON.stringify(run));
  return { dir, runPath: `${dir}/run.yaml`, storePath };
}

/** A server and a workspace for one test, both cleaned up after it. */
async function scenario(
  options: FakeApiOptions,
  setup: Setup,
  body: (server: FakeApiServer, ws: Workspace) => Promise<void>,
): Promise<void> {
  const server = new FakeApiServer(options);
  let ws: Workspace | undefined;
  try {
    ws = await workspace(server, setup);
    await body(server, ws);
  } finally {
    await server.shutdown();
    if (ws) await Deno.remove(ws.dir, { recursive: true });
  }
}

interface Ran {
  stdout: string;
  stderr: string;
  /** What runCommand threw, if anything. */
  error: unknown;
}

/** `niah run` in this process, with a captured CommandIo. */
async function run(
  ws: Workspace,
  options: Partial<RunOptions> & {
    env?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<Ran> {
  const { env = { [KEY_ENV]: SENTINEL }, signal, ...rest } = options;
  const io = captureIo(env, signal ?? new AbortController().signal);
  let error: unknown;
  try {
    await runCommand(
      ws.runPath,
      // In this process, as it says: the runner's faults, not the scope.
      { modelDir: [], dryRun: false, quiet: true, ...rest },
      { ...io, runsInThisThread: true },
    );
  } catch (e) {
    error = e;
  }
  return {
    stdout: io.stdout.join(""),
    stderr: io.stderr.join("\n"),
    error,
  };
}

/** A run that must succeed. */
async function runOk(
  ws: Workspace,
  options: Parameters<typeof run>[1] = {},
): Promise<Ran> {
  const ran = await run(ws, options);
  if (ran.error) throw ran.error;
  return ran;
}

/** A run that finishes with `failed` cells to re-run: exit code 4. */
async function runIncomplete(
  ws: Workspace,
  failed: number,
  options: Parameters<typeof run>[1] = {},
): Promise<Ran> {
  const ran = await run(ws, options);
  assert.ok(ran.error instanceof IncompleteRunError, String(ran.error));
  assert.equal(ran.error.exitCode, 4);
  assert.match(
    ran.error.message,
    new RegExp(
      `^Cannot finish the run: ${failed} of \\d+ cells ended in provider errors or timeouts.*; ${failed} cells to re-run: run the same command again to resume them$`,
    ),
  );
  return ran;
}

async function exists(path: string): Promise<boolean> {
  try {
    await Deno.stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Exactly one row per cell, each with these properties. */
function assertOneRowPerCell(
  rows: Row[],
  cells: number,
  expected: Partial<Row>,
): void {
  assert.equal(rows.length, cells, `${rows.length} rows for ${cells} cells`);
  assert.equal(new Set(rows.map((r) => r.cell_id)).size, cells);
  for (const row of rows) {
    for (const [key, value] of Object.entries(expected)) {
      assert.deepEqual(row[key], value, `${key} of ${JSON.stringify(row)}`);
    }
  }
}

/**
 * A sleep for the runner that records each wait asked for and ends it at
 * once: a test asserts the waits, not the wall time they would take.
 */
function recordedWaits(): {
  asked: number[];
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
} {
  const asked: number[] = [];
  return {
    asked,
    sleep: (ms, signal) => {
      asked.push(ms);
      signal.throwIfAborted();
      return Promise.resolve();
    },
  };
}

/** Requests per prompt, in arrival order. */
function byPrompt(requests: RecordedRequest[]): RecordedRequest[][] {
  const groups = new Map<string, RecordedRequest[]>();
  for (const request of requests) {
    const group = groups.get(request.prompt) ?? [];
    group.push(request);
    groups.set(request.prompt, group);
  }
  return [...groups.values()];
}

interface FaultCase {
  name: string;
  fault: Reply;
  setup?: Setup;
  /** The failure class when the fault never stops. */
  persistent: string;
}

const FAULTS: FaultCase[] = [
  {
    name: "429 with retry-after-ms",
    fault: { kind: "rate_limit", retryAfterMs: 20 },
    setup: { runner: { max_wait_s: 0.45 } },
    persistent: "provider_error",
  },
  {
    name: "429 with retry-after",
    fault: { kind: "rate_limit", retryAfter: "0" },
    setup: { runner: { max_wait_s: 0.45 } },
    persistent: "provider_error",
  },
  {
    name: "429 with only x-ratelimit-reset-requests",
    fault: {
      kind: "rate_limit",
      headers: { "x-ratelimit-reset-requests": "20ms" },
    },
    setup: { runner: { max_wait_s: 0.45 } },
    persistent: "provider_error",
  },
  {
    name: "500",
    fault: { kind: "status", status: 500 },
    persistent: "provider_error",
  },
  {
    name: "503",
    fault: { kind: "status", status: 503 },
    persistent: "provider_error",
  },
  {
    name: "529 (Anthropic overloaded)",
    fault: { kind: "status", status: 529 },
    setup: { api: "messages" },
    persistent: "provider_error",
  },
  {
    name: "a connection reset",
    fault: { kind: "reset" },
    persistent: "provider_error",
  },
  {
    name: "a hang past the timeout",
    fault: { kind: "hang" },
    setup: { runner: { request_timeout_s: 0.3, retries: 1 } },
    persistent: "timeout",
  },
  {
    name: "malformed JSON",
    fault: { kind: "malformed_json" },
    persistent: "provider_error",
  },
  {
    name: "an SSE stream cut off midway",
    fault: { kind: "cut_stream", afterEvents: 2 },
    setup: { request: { stream: true } },
    persistent: "provider_error",
  },
  {
    name: "an SSE stream whose connection drops midway",
    fault: { kind: "cut_stream", afterEvents: 3, abrupt: true },
    setup: { request: { stream: true } },
    persistent: "provider_error",
  },
  {
    name: "an SSE stream that stalls midway past the timeout",
    fault: { kind: "cut_stream", afterEvents: 2, stall: true },
    setup: {
      request: { stream: true },
      runner: { request_timeout_s: 0.3, retries: 1 },
    },
    persistent: "timeout",
  },
  {
    name: "an Anthropic SSE stream cut off midway",
    fault: { kind: "cut_stream", afterEvents: 4 },
    setup: { api: "messages", request: { stream: true } },
    persistent: "provider_error",
  },
  {
    name: "a Responses API stream cut off midway",
    fault: { kind: "cut_stream", afterEvents: 2, abrupt: true },
    setup: { api: "responses", request: { stream: true } },
    persistent: "provider_error",
  },
];

for (const { name, fault, setup = {}, persistent } of FAULTS) {
  Deno.test(`${name} once per cell: the retry answers, one ok row per cell`, async () => {
    await scenario(
      { reply: (r) => r.attempt === 1 ? fault : undefined },
      setup,
      async (server, ws) => {
        const ran = await runOk(ws);
        assertOneRowPerCell(await rowsOf(ws.storePath), 6, {
          status: "ok",
          failure_class: "ok",
          attempts: 2,
        });
        assert.equal(server.requests.length, 12);
        assert.ok(byPrompt(server.requests).every((g) => g.length === 2));
        assert.match(ran.stdout, /wrote 6 rows .*\(6 ok\)/);
      },
    );
  });

  const rateLimit = fault.kind === "rate_limit";
  Deno.test(
    `${name} every time: one ${persistent} row per cell after ${
      rateLimit ? "runner.max_wait_s" : "the retries"
    }, exit 4`,
    async () => {
      await scenario({ reply: () => fault }, setup, async (server, ws) => {
        await runIncomplete(ws, 6);
        const retries = Number(setup.runner?.retries ?? 3);
        const rows = await rowsOf(ws.storePath);
        assertOneRowPerCell(rows, 6, {
          status: "error",
          failure_class: persistent,
          response: null,
        });
        for (const row of rows) {
          assert.equal(typeof row.error, "string");
          if (rateLimit) {
            // 429s spend max_wait_s (0.45 s of waits of at least 100 ms),
            // not the 3 retries.
            assert.equal(row.attempts, 5, `attempts ${row.attempts}`);
          } else assert.equal(row.attempts, retries + 1);
        }
        if (!rateLimit) assert.equal(server.requests.length, 6 * (retries + 1));
      });
    },
  );
}

Deno.test("a 400 is not retried: one provider_error row per cell, after one request each", async () => {
  await scenario(
    {
      reply: (r) => r.index < 2 ? undefined : { kind: "status", status: 400 },
    },
    { runner: { concurrency: 1 } },
    async (server, ws) => {
      await runIncomplete(ws, 4);
      const rows = await rowsOf(ws.storePath);
      assert.equal(rows.length, 6);
      assertOneRowPerCell(rows.slice(2), 4, {
        status: "error",
        failure_class: "provider_error",
        attempts: 1,
      });
      assert.equal(server.requests.length, 6);
    },
  );
});

Deno.test("the same 400 on each of the first 5 cells with no success stops the run: exit 2, the status and a redacted excerpt", async () => {
  await scenario(
    { reply: () => ({ kind: "status", status: 400 }) },
    {
      depths: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90],
      runner: { concurrency: 2 },
    },
    async (server, ws) => {
      const ran = await run(ws);
      assert.ok(ran.error instanceof FatalProviderError, String(ran.error));
      assert.equal(ran.error.exitCode, 2);
      assert.match(
        ran.error.message,
        /^Cannot run: the first 5 cells all failed with HTTP 400 and none succeeded \(.*fake 400 \(invalid_request_error\) for key \[redacted\].*\); check the model config/,
      );
      assert.ok(!ran.error.message.includes(SENTINEL));
      const rows = await rowsOf(ws.storePath);
      // The 5th row stops the run; the other worker's cell may land too.
      assert.ok(
        rows.length === 5 || rows.length === 6,
        `${rows.length} rows for 20 cells`,
      );
      assert.ok(server.requests.length <= 6, `${server.requests.length} sent`);
    },
  );
});

Deno.test("retries wait as long as retry-after and retry-after-ms say", async () => {
  await scenario(
    {
      reply: (r) =>
        r.attempt === 1
          ? { kind: "rate_limit", retryAfter: "1" }
          : r.attempt === 2
          ? { kind: "rate_limit", retryAfterMs: 300 }
          : undefined,
    },
    { depths: [0, 100], runner: { concurrency: 4 } },
    async (_server, ws) => {
      const waits = recordedWaits();
      await runOk(ws, { sleep: waits.sleep });
      assertOneRowPerCell(await rowsOf(ws.storePath), 4, {
        failure_class: "ok",
        attempts: 3,
      });
      // Each cell waits 1 s, then 300 ms (jitter alone would ask for at
      // most 10 ms and 20 ms here).
      assert.deepEqual(
        waits.asked.toSorted((a, b) => a - b),
        [300, 300, 300, 300, 1000, 1000, 1000, 1000],
      );
    },
  );
});

Deno.test("a retry-after beyond runner.max_wait_s gives up at once instead of waiting", async () => {
  await scenario(
    { reply: () => ({ kind: "rate_limit", retryAfter: "120" }) },
    { runner: { max_wait_s: 5 } },
    async (server, ws) => {
      const waits = recordedWaits();
      await runIncomplete(ws, 6, { sleep: waits.sleep });
      assert.deepEqual(waits.asked, [], "no wait, not even max_wait_s");
      assertOneRowPerCell(await rowsOf(ws.storePath), 6, {
        failure_class: "provider_error",
        attempts: 1,
      });
      assert.equal(server.requests.length, 6);
    },
  );
});

Deno.test("a hang is cut by runner.request_timeout_s and ends as timeout once retries run out", async () => {
  await scenario(
    { reply: () => ({ kind: "hang" }) },
    { runner: { request_timeout_s: 0.5, retries: 1, concurrency: 6 } },
    async (server, ws) => {
      const started = performance.now();
      await runIncomplete(ws, 6);
      const seconds = (performance.now() - started) / 1000;
      // Two cut attempts take a second at least; without the cut, each
      // would hang 600 s: the upper bound holds however loaded the machine.
      assert.ok(seconds >= 0.95 && seconds < 60, `${seconds} s`);
      const rows = await rowsOf(ws.storePath);
      assertOneRowPerCell(rows, 6, {
        status: "error",
        failure_class: "timeout",
        attempts: 2,
      });
      for (const row of rows) {
        assert.match(String(row.error), /request_timeout_s \(0\.5 s\)/);
      }
      assert.equal(server.requests.length, 12);
    },
  );
});

Deno.test("a 401 stops the run early with exit code 2 and a clear message; the right key then finishes it", async () => {
  await scenario(
    { apiKey: "the-right-key-0123456789" },
    {
      depths: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90],
      runner: { concurrency: 2 },
    },
    async (server, ws) => {
      const ran = await run(ws);
      assert.ok(ran.error instanceof FatalProviderError, String(ran.error));
      assert.equal(ran.error.exitCode, 2);
      assert.match(
        ran.error.message,
        /^Cannot run: the API refused the request .*401.*fix the model config or key/,
      );
      assert.ok(!ran.error.message.includes(SENTINEL));
      assert.ok(
        server.requests.length <= 2,
        `${server.requests.length} requests for 20 cells`,
      );
      const rows = await rowsOf(ws.storePath);
      assert.ok(rows.length >= 1 && rows.length <= 2);
      for (const row of rows) {
        assert.equal(row.failure_class, "provider_error");
        assert.equal(row.attempts, 1);
      }
      await runOk(ws, { env: { [KEY_ENV]: "the-right-key-0123456789" } });
      const all = await rowsOf(ws.storePath);
      const last = new Map(all.map((r) => [r.cell_id, r]));
      assert.equal(last.size, 20);
      assert.ok([...last.values()].every((r) => r.failure_class === "ok"));
      assert.equal(all.filter((r) => r.status === "ok").length, 20);
    },
  );
});

/**
 * Runs until the rate limiter waits (its wait never ends but by the abort:
 * the limiter lets no request more through) and the `n` requests it let
 * through are answered and written, checks that `n` came, then interrupts
 * the run: no fixed time, however slow the machine.
 */
async function runUntilHeld(
  server: FakeApiServer,
  ws: Workspace,
  n: number,
): Promise<Ran> {
  const controller = new AbortController();
  let waits = 0;
  const sleep = (_ms: number, signal: AbortSignal) => {
    waits++;
    return new Promise<void>((_, reject) => {
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener("abort", () => reject(signal.reason), {
        once: true,
      });
    });
  };
  const running = run(ws, { signal: controller.signal, sleep });
  const written = () =>
    Deno.readTextFile(ws.storePath).then(
      (text) => text.split("\n").length - 1,
      () => 0,
    );
  // A bound for a regression, not a timing: a minute, however loaded.
  const deadline = performance.now() + 60_000;
  while (
    (waits === 0 || server.requests.length < n ||
      await written() < server.requests.length) &&
    performance.now() < deadline
  ) {
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.ok(waits > 0, "the limiter waits");
  assert.equal(server.requests.length, n);
  controller.abort(new InterruptedError("Interrupted"));
  return await running;
}

Deno.test("runner.rpm is shared by every worker: the window admits rpm requests in all", async () => {
  await scenario(
    {},
    { runner: { concurrency: 6, rpm: 4 }, depths: [0, 20, 40, 60, 80, 100] },
    async (server, ws) => {
      const ran = await runUntilHeld(server, ws, 4);
      assert.ok(ran.error instanceof InterruptedError, String(ran.error));
      assert.match(ran.error.message, /wrote 4 of 12 rows/);
      assertOneRowPerCell(await rowsOf(ws.storePath), 4, {
        failure_class: "ok",
      });
    },
  );
});

Deno.test("runner.tpm counts prompt and max_tokens across workers", async () => {
  // Each cell is about 310 prompt tokens + 100 max_tokens: two fit in 1000.
  await scenario(
    {},
    {
      runner: { concurrency: 6, tpm: 1000 },
      request: { max_tokens: 100 },
    },
    async (server, ws) => {
      const ran = await runUntilHeld(server, ws, 2);
      assert.ok(ran.error instanceof InterruptedError, String(ran.error));
      assert.equal((await rowsOf(ws.storePath)).length, 2);
    },
  );
});

Deno.test("repeated 429s halve the requests in flight, and successes bring them back", async () => {
  // Held replies, not delays, so what is in flight does not depend on how
  // fast the machine sends: the first 8 requests (429s) are answered once
  // all 8 are in; the next 22 at once (the limit climbs back 4, 5, 6, 7:
  // 22 successes); from the 31st, once 7 are in flight. A minute's bound
  // for a regression that never gets there.
  const eightIn = Promise.withResolvers<void>();
  const sevenIn = Promise.withResolvers<void>();
  const guard = setTimeout(() => {
    eightIn.resolve();
    sevenIn.resolve();
  }, 60_000);
  await scenario(
    {
      reply: (r) => {
        if (r.index === 7) eightIn.resolve();
        if (r.index < 8) {
          return {
            kind: "status",
            status: 429,
            headers: { "retry-after-ms": "100" },
            until: eightIn.promise,
          };
        }
        if (r.index < 30) return undefined;
        if (r.inFlight >= 7) sevenIn.resolve();
        return { kind: "answer", until: sevenIn.promise };
      },
    },
    {
      runner: { concurrency: 8 },
      depths: Array.from({ length: 24 }, (_, i) => i * 4),
    },
    async (server, ws) => {
      await runOk(ws);
      assertOneRowPerCell(await rowsOf(ws.storePath), 48, {
        failure_class: "ok",
      });
      const inFlight = server.requests.map((r) => r.inFlight);
      assert.equal(Math.max(...inFlight.slice(0, 8)), 8, "starts at 8");
      assert.ok(
        Math.max(...inFlight.slice(8, 12)) <= 4,
        `after the 429s: ${inFlight.slice(8, 16)}`,
      );
      assert.ok(
        Math.max(...inFlight.slice(30)) >= 7,
        `recovered: ${inFlight.slice(30)}`,
      );
    },
  ).finally(() => clearTimeout(guard));
});

Deno.test("runner.max_cost_usd stops before the cap would be passed, and says so", async () => {
  await scenario(
    {},
    {
      pricing: { input: 10, output: 10 },
      runner: { concurrency: 4, max_cost_usd: 0.01 },
      depths: [0, 20, 40, 60, 80, 100],
    },
    async (server, ws) => {
      const ran = await runOk(ws);
      assert.match(
        ran.stderr,
        /Stopped before the cost cap of \$0\.01 would be passed: \$0\.0\d+ spent/,
      );
      const rows = await rowsOf(ws.storePath);
      assert.ok(rows.length >= 1 && rows.length < 12, `${rows.length} rows`);
      const spent = rows.reduce((sum, r) => sum + Number(r.cost_usd), 0);
      assert.ok(spent > 0 && spent <= 0.01, `spent $${spent}`);
      assert.equal(server.requests.length, rows.length, "nothing sent unpaid");
    },
  );
});

Deno.test("--max-cost overrides runner.max_cost_usd", async () => {
  await scenario(
    {},
    {
      pricing: { input: 10, output: 10 },
      runner: { concurrency: 1, max_cost_usd: 100 },
      depths: [0, 20, 40, 60, 80, 100],
    },
    async (server, ws) => {
      const io = captureIo(
        { [KEY_ENV]: SENTINEL },
        new AbortController().signal,
      );
      await buildProgram(io).parseAsync(
        ["run", ws.runPath, "--max-cost", "0.005", "--quiet"],
        { from: "user" },
      );
      assert.match(
        io.stderr.join("\n"),
        /Stopped before the cost cap of \$0\.005 would be passed/,
      );
      const rows = await rowsOf(ws.storePath);
      const spent = rows.reduce((sum, r) => sum + Number(r.cost_usd), 0);
      assert.ok(rows.length >= 1 && rows.length < 12);
      assert.ok(spent <= 0.005, `spent $${spent}`);
      assert.equal(server.requests.length, rows.length);
    },
  );
});

Deno.test("--dry-run prints cells, tokens and USD without a key or a request", async () => {
  await scenario(
    {},
    { pricing: { input: 10, output: 20 } },
    async (server, ws) => {
      const ran = await runOk(ws, { dryRun: true, env: {} });
      const [summary, lines] = splitDryRun(ran.stdout);
      assert.equal(summary.at(-1), "cells: 6, 6 to run");
      assert.equal(lines.length, 8);
      // 6 cells x 64 max_tokens x $20 / 1M = $0.00768.
      assert.match(
        lines[6]!,
        /^estimate: 6 cells, \d+ input tokens, up to 384 output tokens \(max_tokens\); \$0\.0\d{3} input \+ up to \$0\.0077 output$/,
      );
      const input = Number(/(\d+) input tokens/.exec(lines[6]!)?.[1]);
      assert.ok(input > 6 * 300 && input < 6 * 360, `${input} input tokens`);
      // Both costs: what --batch would cost, at half the price.
      assert.match(
        lines[7]!,
        /^in batch mode \(--batch, runner\.batch: true\): 1 batch for the OpenAI Batch API \(window 24h\); \$0\.0\d{3} input \+ up to \$0\.0038 output at the batch price$/,
      );
      assert.equal(server.requests.length, 0);
      assert.ok(!(await exists(ws.storePath)));
    },
  );
});

Deno.test("a missing API key variable is an error before any request", async () => {
  await scenario({}, {}, async (server, ws) => {
    const ran = await run(ws, { env: {} });
    assert.ok(ran.error instanceof UsageError, String(ran.error));
    assert.equal(ran.error.exitCode, 2);
    assert.match(
      ran.error.message,
      new RegExp(`environment variable "${KEY_ENV}" \\(client\\.api_key_env`),
    );
    assert.equal(server.requests.length, 0);
    assert.ok(!(await exists(ws.storePath)));
  });
});

Deno.test("reasoning, reasoning_tokens and a max-tokens stop reach the row: truncated, not wrong", async () => {
  await scenario(
    {
      reply: (r) =>
        r.prompt.includes("secret code")
          ? {
            kind: "answer",
            text: "Let me think about whe",
            reasoning: "The needle should be near the middle.",
            finish: "length",
            usage: { input: 300, output: 64, reasoning: 50 },
          }
          : undefined,
    },
    {
      request: { stream: true, reasoning_effort: "high" },
      pricing: { input: 1, output: 2, reasoning: 4 },
    },
    async (server, ws) => {
      await runOk(ws);
      const rows = await rowsOf(ws.storePath);
      assertOneRowPerCell(rows, 6, {
        status: "ok",
        failure_class: "truncated",
        finish_reason: "length",
        reasoning: "The needle should be near the middle.",
        usage: { input_tokens: 300, output_tokens: 64, reasoning_tokens: 50 },
      });
      // (300 x 1 + 14 x 2 + 50 x 4) / 1M
      for (const row of rows) {
        assert.ok(Math.abs(Number(row.cost_usd) - 528e-6) < 1e-12);
      }
      assert.equal(server.requests[0]?.body?.reasoning_effort, "high");
    },
  );
});

for (const api of ["responses", "messages"] as const) {
  Deno.test(`${api}: a streamed run with transient faults scores every cell`, async () => {
    await scenario(
      {
        reply: (r) =>
          r.attempt === 1
            ? { kind: "status", status: 529 }
            : { kind: "answer", reasoning: "thinking..." },
      },
      {
        api,
        request: api === "messages"
          ? { stream: true, thinking: { type: "enabled", budget_tokens: 32 } }
          : { stream: true },
      },
      async (server, ws) => {
        await runOk(ws);
        assertOneRowPerCell(await rowsOf(ws.storePath), 6, {
          failure_class: "ok",
          reasoning: "thinking...",
          attempts: 2,
        });
        if (api === "messages") {
          assert.deepEqual(server.requests[0]?.body?.thinking, {
            type: "enabled",
            budget_tokens: 32,
          });
        }
      },
    );
  });
}

/** Starts `niah` as the binary would run, in a child process. */
function spawnNiah(
  args: string[],
  env: Record<string, string>,
  permissions: string[] = BINARY_PERMISSIONS,
) {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", ...permissions, `${repoRoot}main.ts`, ...args],
    env: { NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
}

/** `niah` in a child process under `permissions`, not the binary's. */
async function niahUnder(
  permissions: string[],
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const output = await spawnNiah(args, env, permissions).output();
  const decoder = new TextDecoder();
  return {
    code: output.code,
    stdout: decoder.decode(output.stdout),
    stderr: decoder.decode(output.stderr),
  };
}

Deno.test("API keys never reach rows, stdout or stderr, even when the API echoes them", async () => {
  let phase: "errors" | "auth" = "errors";
  await scenario(
    {
      reply: (r) =>
        phase === "auth"
          ? { kind: "status", status: 401 }
          : r.index % 3 === 0
          ? { kind: "status", status: 400 }
          : r.attempt === 1
          ? { kind: "status", status: 500 }
          : undefined,
    },
    { runner: { retries: 1 } },
    async (server, ws) => {
      const env = { [KEY_ENV]: SENTINEL };
      const first = await runNiah(["run", ws.runPath, "--verbose"], { env });
      assert.equal(first.code, 4, first.stderr);
      phase = "auth";
      // Error rows are re-run, and now the key is refused.
      const second = await runNiah(["run", ws.runPath, "--verbose"], { env });
      assert.equal(second.code, 2, second.stderr);
      assert.match(second.stderr, /niah: Cannot run: the API refused/);
      assert.ok(
        server.requests.every((r) => r.apiKey === SENTINEL),
        "the key was sent",
      );
      const stored = await Deno.readTextFile(ws.storePath);
      assert.match(stored, /\[redacted\]/, "echoed keys were redacted");
      for (
        const [name, text] of [
          ["rows", stored],
          ["first stdout", first.stdout],
          ["first stderr", first.stderr],
          ["second stdout", second.stdout],
          ["second stderr", second.stderr],
        ]
      ) {
        assert.ok(!text!.includes(SENTINEL), `the key is in ${name}`);
      }
    },
  );
});

Deno.test("a run killed with SIGKILL midway resumes to exactly one ok row per cell", async () => {
  // The first three requests are answered; the rest wait for the kill, so
  // it lands midway however slow the machine.
  const killed = Promise.withResolvers<void>();
  await scenario(
    {
      reply: (r) =>
        r.index >= 3 ? { kind: "answer", until: killed.promise } : undefined,
    },
    {
      runner: { concurrency: 2 },
      depths: [0, 20, 40, 60, 80, 100],
    },
    async (server, ws) => {
      const env = { [KEY_ENV]: SENTINEL };
      const child = spawnNiah(["run", ws.runPath, "--quiet"], env);
      const deadline = performance.now() + 120_000;
      for (;;) {
        const text = await Deno.readTextFile(ws.storePath).catch(() => "");
        if (text.split("\n").length > 3) break;
        assert.ok(performance.now() < deadline, "no rows in 120 s");
        await new Promise((r) => setTimeout(r, 10));
      }
      child.kill("SIGKILL");
      const status = await child.status;
      killed.resolve();
      await child.stdout.cancel();
      await child.stderr.cancel();
      assert.equal(status.signal, "SIGKILL");
      let text = await Deno.readTextFile(ws.storePath);
      const complete = text.split("\n").length - 1;
      assert.ok(complete >= 3 && complete < 12, `${complete} rows at the kill`);
      // A kill in the middle of a write leaves a torn last line: make one.
      if (text.endsWith("\n")) {
        const last = text.trimEnd().split("\n").at(-1)!;
        text += last.slice(0, Math.floor(last.length / 2));
        await Deno.writeTextFile(ws.storePath, text);
      }
      const sentBefore = server.requests.length;
      const resumed = await runNiah(["run", ws.runPath, "--quiet"], { env });
      assert.equal(resumed.code, 0, resumed.stderr);
      assert.match(resumed.stderr, /dropped a torn last line/);
      assert.match(resumed.stderr, new RegExp(`${complete} done`));
      assertOneRowPerCell(await rowsOf(ws.storePath), 12, {
        status: "ok",
        failure_class: "ok",
      });
      assert.equal(server.requests.length - sentBefore, 12 - complete);
    },
  );
});

Deno.test("a run denied the endpoint's host by --allow-net stops at once, naming the host and the flag", async () => {
  await scenario({}, { runner: { concurrency: 2 } }, async (server, ws) => {
    const host = `127.0.0.1:${server.port}`;
    const result = await niahUnder(
      [
        "--allow-read",
        "--allow-write",
        "--allow-env",
        "--allow-net=127.0.0.1:1",
      ],
      ["run", ws.runPath],
      { [KEY_ENV]: SENTINEL },
    );
    assert.equal(server.requests.length, 0);
    assert.match(result.stderr, new RegExp(`Cannot reach "${host}"`));
    assert.match(result.stderr, new RegExp(`--allow-net=${host}`));
    assert.equal(result.code, 2, result.stderr);
    const rows = await rowsOf(ws.storePath);
    assert.ok(rows.length <= 2, `${rows.length} rows: every cell was tried`);
    for (const row of rows) assert.equal(row.attempts, 1);
  });
});

/** A key whose base64 and URL-encoded forms differ from it. */
const ODD_KEY = "NIAH/odd+key=7f3a9c2e41d0b6";

Deno.test("the key, its base64 and URL-encoded forms never reach rows, stdout or stderr when the API echoes them in answers, reasoning and error bodies", async () => {
  await scenario(
    {
      echoKey: true,
      reply: (r) =>
        r.index === 0
          ? { kind: "status", status: 400 }
          : r.attempt === 1
          ? { kind: "status", status: 500 }
          : { kind: "answer", reasoning: `thinking of ${keyForms(r.apiKey)}` },
    },
    { runner: { retries: 1 } },
    async (server, ws) => {
      const env = { [KEY_ENV]: ODD_KEY };
      const result = await runNiah(["run", ws.runPath, "--verbose"], { env });
      assert.equal(result.code, 4, result.stderr);
      assert.match(result.stderr, /1 cells to re-run/);
      assert.ok(server.requests.every((r) => r.apiKey === ODD_KEY));
      const stored = await Deno.readTextFile(ws.storePath);
      const rows = await rowsOf(ws.storePath);
      assert.equal(rows.filter((r) => r.status === "ok").length, 5);
      for (const row of rows.filter((r) => r.status === "ok")) {
        assert.match(String(row.response), /Your key: \[redacted\]/);
        assert.match(String(row.reasoning), /thinking of \[redacted\]/);
      }
      assert.match(
        String(rows.find((r) => r.status === "error")?.error),
        /400.*\[redacted\]/,
      );
      const forms = [ODD_KEY, btoa(ODD_KEY), encodeURIComponent(ODD_KEY)];
      assert.equal(new Set(forms).size, 3);
      for (
        const [name, text] of [
          ["rows", stored],
          ["stdout", result.stdout],
          ["stderr", result.stderr],
        ]
      ) {
        for (const form of forms) {
          assert.ok(!text!.includes(form), `"${form}" is in ${name}`);
        }
      }
    },
  );
});

Deno.test("a run with provider errors exits 4, says how many cells to re-run, and the same command then finishes it", async () => {
  let healthy = false;
  await scenario(
    {
      reply: (r) =>
        healthy || r.index % 2 === 0
          ? undefined
          : { kind: "status", status: 503 },
    },
    { runner: { retries: 0, concurrency: 1 } },
    async (_server, ws) => {
      const env = { [KEY_ENV]: SENTINEL };
      const first = await runNiah(["run", ws.runPath, "--quiet"], { env });
      assert.equal(first.code, 4, first.stderr);
      assert.match(
        first.stderr,
        /^niah: Cannot finish the run: 3 of 6 cells ended in provider errors or timeouts .*; 3 cells to re-run: run the same command again to resume them$/m,
      );
      assert.match(first.stdout, /wrote 6 rows/);
      healthy = true;
      const second = await runNiah(["run", ws.runPath, "--quiet"], { env });
      assert.equal(second.code, 0, second.stderr);
      assert.match(second.stderr, /3 done, 3 to run \(3 after errors\)/);
    },
  );
});

Deno.test("a rate-limited run without retry-after finishes: x-ratelimit-reset-* and llm_provider-retry-after waits spend max_wait_s, not retries", async () => {
  await scenario(
    {
      reply: (r) =>
        r.attempt > 4 ? undefined : {
          kind: "rate_limit",
          headers: r.attempt % 2 === 0
            ? { "llm_provider-retry-after": "0.2" }
            : {
              "x-ratelimit-remaining-tokens": "0",
              "x-ratelimit-reset-tokens": "150ms",
              "x-ratelimit-reset-requests": "6m0s",
            },
        },
    },
    { runner: { retries: 0, concurrency: 6, backoff_base_s: 0.001 } },
    async (_server, ws) => {
      const waits = recordedWaits();
      await runOk(ws, { sleep: waits.sleep });
      assertOneRowPerCell(await rowsOf(ws.storePath), 6, {
        failure_class: "ok",
        attempts: 5,
      });
      // Each cell waits 150ms, 0.2 s, 150ms, 0.2 s: the tokens' reset, not
      // the requests' 6m0s.
      assert.deepEqual(
        waits.asked.toSorted((a, b) => a - b),
        [...Array(12).fill(150), ...Array(12).fill(200)],
      );
    },
  );
});

for (const status of [302, 307, 308]) {
  Deno.test(`a ${status} redirect to the same host is followed and the run scores`, async () => {
    await scenario(
      {
        reply: (r) =>
          r.path.startsWith("/v1/")
            ? {
              kind: "status",
              status,
              headers: { location: `/proxy${r.path}` },
            }
            : undefined,
      },
      { request: { stream: status === 307 } },
      async (server, ws) => {
        await runOk(ws);
        assertOneRowPerCell(await rowsOf(ws.storePath), 6, {
          failure_class: "ok",
          attempts: 1,
        });
        assert.equal(server.requests.length, 12);
      },
    );
  });
}

Deno.test("a redirect to another host stops the run (exit 2) and nothing reaches that host", async () => {
  const elsewhere = new FakeApiServer();
  try {
    await scenario(
      {
        reply: () => ({
          kind: "status",
          status: 307,
          headers: {
            location: `http://localhost:${elsewhere.port}/v1/chat/completions`,
          },
        }),
      },
      {},
      async (_server, ws) => {
        const ran = await run(ws);
        assert.ok(ran.error instanceof FatalProviderError, String(ran.error));
        assert.equal(ran.error.exitCode, 2);
        assert.match(ran.error.message, /Cannot reach "localhost:\d+"/);
        assert.equal(elsewhere.requests.length, 0);
      },
    );
  } finally {
    await elsewhere.shutdown();
  }
});

for (const where of [true, "both"] as const) {
  Deno.test(
    `Anthropic streams: input tokens in message_delta ${
      where === true
        ? "(LiteLLM: 0 in message_start)"
        : "and message_start (counted once)"
    } reach the row and its cost`,
    async () => {
      await scenario(
        {
          reply: () => ({
            kind: "answer",
            usage: { input: 400, output: 10 },
            inputTokensInMessageDelta: where,
          }),
        },
        {
          api: "messages",
          request: { stream: true },
          pricing: { input: 1, output: 1 },
        },
        async (_server, ws) => {
          await runOk(ws);
          const rows = await rowsOf(ws.storePath);
          assertOneRowPerCell(rows, 6, {
            failure_class: "ok",
            usage: { input_tokens: 400, output_tokens: 10 },
            cost_usd: 410e-6,
          });
          for (const row of rows) {
            assert.equal(
              (row.token_counts as { provider_input: number }).provider_input,
              400,
            );
          }
        },
      );
    },
  );
}

for (const stream of [false, true]) {
  Deno.test(
    `Responses API${
      stream ? " (streaming)" : ""
    }: status incomplete with no reason is truncated, not wrong`,
    async () => {
      await scenario(
        {
          reply: () => ({
            kind: "answer",
            text: "The secret code is",
            finish: "incomplete",
          }),
        },
        { api: "responses", request: { stream } },
        async (_server, ws) => {
          await runOk(ws);
          assertOneRowPerCell(await rowsOf(ws.storePath), 6, {
            status: "ok",
            failure_class: "truncated",
            finish_reason: "length",
          });
        },
      );
    },
  );
}
