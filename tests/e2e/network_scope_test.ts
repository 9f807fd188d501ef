/**
 * The network is scoped by Deno's permissions, not only by niah's host
 * guard: a hostile dependency (tests/support/hostile_dependency/, put in
 * place of a real one by an import map) sends a request to a loopback
 * server that is not the run's endpoint, with no guard in its way. In a
 * run's scope (the worker the SDK loads in) and in the commands that need
 * no network, Deno refuses it with `NotCapable`; niah's own message
 * ("Cannot reach ...") never appears, as the guard is not what stopped it.
 * Each command is a `main.ts` process of its own under the binary's flags,
 * as a revocation lasts for the process.
 */
import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { FakeApiServer } from "../support/fake_api_server.ts";
import { webhookServer } from "../support/webhook_server.ts";
import {
  loopbackBatchModel,
  withBatchApi,
} from "../support/batch_api_server.ts";
import {
  BINARY_PERMISSIONS,
  repoRoot,
  runNiah,
  withWorkspace,
} from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";

/** A loopback server that counts what reaches it: the hostile host. */
function hostileServer() {
  const reached: string[] = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    async (request) => {
      reached.push(await request.text());
      return new Response("taken");
    },
  );
  return {
    url: `http://127.0.0.1:${server.addr.port}/`,
    reached,
    shutdown: () => server.shutdown(),
  };
}

/** An import map of niah's with `key` mapped to `module` (a URL). */
async function importMapWith(
  dir: string,
  key: string,
  module: string,
): Promise<string> {
  const path = `${dir}/hostile.import_map.json`;
  await Deno.writeTextFile(
    path,
    JSON.stringify({ imports: { ...denoJson.imports, [key]: module } }),
  );
  return path;
}

/** An import map of niah's with `replaced` (an import name) mapped to a hostile module. */
function hostileImportMap(dir: string, replaced: string): Promise<string> {
  const module = new URL(
    `../support/hostile_dependency/${replaced}.ts`,
    import.meta.url,
  ).href;
  return importMapWith(dir, replaced, module);
}

/**
 * An import map with niah's host guard (`src/providers/host_guard.ts`)
 * replaced by one that guards nothing: before each request it probes the
 * hostile `url` (written into the module: a scope may hold no environment),
 * then sends the request on unchecked.
 */
async function guardlessImportMap(dir: string, url: string): Promise<string> {
  const at = (path: string) => new URL(path, import.meta.url).href;
  const module = `${dir}/guardless_host_guard.ts`;
  await Deno.writeTextFile(
    module,
    `import { NiahError } from "${at("../../src/errors.ts")}";
import { probe } from "${at("../support/hostile_dependency/probe.ts")}";
export class HostNotAllowedError extends NiahError {
  override name = "HostNotAllowedError";
  readonly kind = "host_not_allowed";
}
export function guardedFetch(
  _hosts: readonly string[],
  inner: typeof fetch = fetch,
): typeof fetch {
  return async (input, init) => {
    await probe("guard", ${JSON.stringify(url)});
    return await inner(input, init);
  };
}
`,
  );
  return importMapWith(
    dir,
    at("../../src/providers/host_guard.ts"),
    `file://${module}`,
  );
}

/** `niah <args>` in `dir` under the binary's flags and `importMap`. */
async function niah(
  dir: string,
  importMap: string,
  hostileUrl: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; stderr: string }> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      `--import-map=${importMap}`,
      ...BINARY_PERMISSIONS,
      `${repoRoot}main.ts`,
      ...args,
    ],
    cwd: dir,
    env: { NO_COLOR: "1", NIAH_HOSTILE_URL: hostileUrl, ...env },
    stdout: "null",
    stderr: "piped",
  }).output();
  return { code: output.code, stderr: new TextDecoder().decode(output.stderr) };
}

const RUN = `run_name: "scoped"
model: "loopback"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [0, 100], seeds: [1]}
runner: {concurrency: 1, retries: 0}
store: {path: "results/scoped.jsonl"}
`;

/** A workspace's files: the scoped run and a loopback model at `baseURL`. */
function scopedFiles(
  baseURL: string,
  more: Record<string, string> = {},
): Record<string, string> {
  return {
    "configs/runs/scoped.yaml": RUN,
    "configs/models/loopback.yaml": loopbackModel(baseURL),
    ...more,
  };
}

function loopbackModel(baseURL: string): string {
  return JSON.stringify({
    id: "loopback",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: { base_url: baseURL },
    request: { model: "loop-model", max_tokens: 32 },
  });
}

Deno.test("code in a run's scope that reaches past the endpoint is refused by Deno (NotCapable), and the run goes on", async () => {
  const api = new FakeApiServer();
  const hostile = hostileServer();
  try {
    await withWorkspace(
      scopedFiles(`http://127.0.0.1:${api.port}/v1`),
      async (dir) => {
        const importMap = await hostileImportMap(dir, "openai");
        const result = await niah(dir, importMap, hostile.url, [
          "run",
          "configs/runs/scoped.yaml",
          "--quiet",
        ]);
        assert.equal(result.code, 0, result.stderr);
        // The SDK loaded in the run's scope, and its request went nowhere.
        assert.match(result.stderr, /^hostile openai: NotCapable$/m);
        assert.deepEqual(hostile.reached, []);
        assert.doesNotMatch(result.stderr, /Cannot reach/);
        // The endpoint itself was reached: both cells answered.
        assert.equal(api.requests.length, 2);
        const rows = (await Deno.readTextFile(`${dir}/results/scoped.jsonl`))
          .trimEnd().split("\n").map((line) => JSON.parse(line));
        assert.deepEqual(rows.map((row) => row.status), ["ok", "ok"]);
      },
    );
  } finally {
    await hostile.shutdown();
    await api.shutdown();
  }
});

Deno.test("the commands that need no network run with it revoked before any dependency loads", async () => {
  const hostile = hostileServer();
  try {
    await withWorkspace(
      scopedFiles("http://127.0.0.1:65535/v1"),
      async (dir) => {
        const importMap = await hostileImportMap(dir, "commander");
        const commands = [
          ["validate", "configs/runs/scoped.yaml"],
          ["dataset", "configs/runs/scoped.yaml"],
          ["reconstruct", "none.jsonl", "--row", "1"],
          ["report", "none.jsonl"],
          ["plot", "none.jsonl"],
          ["compare", "a.jsonl", "b.jsonl"],
          ["merge", "none.jsonl"],
          ["rescore", "none.jsonl"],
          ["import", "ruler", "none.jsonl"],
          ["--verbose", "schema", "run"],
        ];
        for (const args of commands) {
          const result = await niah(dir, importMap, hostile.url, args);
          assert.match(
            result.stderr,
            /^hostile commander: NotCapable$/m,
            `niah ${args.join(" ")}: ${result.stderr}`,
          );
        }
        assert.deepEqual(hostile.reached, []);
        // The probe does reach the server where the network is not revoked:
        // run's own thread keeps it, to start the run's scope.
        const dryRun = await niah(dir, importMap, hostile.url, [
          "run",
          "configs/runs/scoped.yaml",
          "--dry-run",
        ]);
        assert.match(dryRun.stderr, /^hostile commander: reached$/m);
        assert.deepEqual(hostile.reached, ["commander"]);
      },
    );
  } finally {
    await hostile.shutdown();
  }
});

Deno.test("run --dry-run prints the permission set the run will have: every endpoint host of a pool, the store's folder", async () => {
  await withWorkspace({
    "configs/runs/scoped.yaml": RUN,
    "configs/models/loopback.yaml": JSON.stringify({
      id: "loopback",
      runtime: { sdk: "openai-python", api: "chat_completions" },
      client: {
        base_urls: [
          "http://127.0.0.1:65534/v1",
          "http://GPU-2.example:8000/v1",
        ],
      },
      request: { model: "loop-model", max_tokens: 32 },
    }),
  }, async (dir) => {
    const result = await runNiah(
      ["run", "configs/runs/scoped.yaml", "--dry-run"],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    assert.ok(
      result.stderr.split("\n").includes(
        `permissions: net "127.0.0.1:65534", "gpu-2.example:8000"; write "${dir}/results"; read and env as niah's; no run, ffi or sys`,
      ),
      result.stderr,
    );
  });
});

Deno.test("a run whose store is a link into another folder may write there too: the lock and rows go beside the real file", async () => {
  await withWorkspace({
    "configs/runs/linked.yaml": RUN.replace("results/scoped", "results/linked"),
  }, async (dir) => {
    await Deno.mkdir(`${dir}/results`);
    await Deno.mkdir(`${dir}/elsewhere`);
    await Deno.writeTextFile(`${dir}/elsewhere/real.jsonl`, "");
    await Deno.symlink(
      `${dir}/elsewhere/real.jsonl`,
      `${dir}/results/linked.jsonl`,
    );
    await Deno.writeTextFile(
      `${dir}/configs/runs/linked.yaml`,
      (await Deno.readTextFile(`${dir}/configs/runs/linked.yaml`))
        .replace('model: "loopback"', 'model: "fake"'),
    );
    const dryRun = await runNiah(
      ["run", "configs/runs/linked.yaml", "--dry-run"],
      { cwd: dir },
    );
    assert.match(
      dryRun.stderr,
      new RegExp(
        `^permissions: no net; write "${dir}/results", "${await Deno.realPath(
          `${dir}/elsewhere`,
        )}";`,
        "m",
      ),
    );
    // A process of its own: the host's runs stay in its thread, and the
    // scope's worker is what this is about.
    const result = await runNiahProcess(
      ["run", "configs/runs/linked.yaml", "--quiet"],
      { cwd: dir },
    );
    assert.equal(result.code, 0, result.stderr);
    const rows = (await Deno.readTextFile(`${dir}/elsewhere/real.jsonl`))
      .trimEnd().split("\n");
    assert.equal(rows.length, 2);
  });
});

Deno.test("with niah's host guard replaced by one that guards nothing, the run's SDK and schedule's webhook post still reach only their hosts", async () => {
  const api = new FakeApiServer();
  const hostile = hostileServer();
  const hook = webhookServer("/hook/secret");
  try {
    await withWorkspace(
      scopedFiles(`http://127.0.0.1:${api.port}/v1`, {
        "schedule.yaml": `jobs:
  - {name: nightly, run: configs/runs/scoped.yaml, cron: "0 3 * * *"}
webhook: {url: "${hook.url}", on: "always"}
`,
      }),
      async (dir) => {
        const importMap = await guardlessImportMap(dir, hostile.url);
        const result = await niah(dir, importMap, hostile.url, [
          "schedule",
          "schedule.yaml",
          "--once",
        ]);
        assert.equal(result.code, 0, result.stderr);
        // Each cell's request went through the "guard" in the run's scope,
        // and the alert's through it in the webhook's: Deno refused each probe.
        const probes = result.stderr.split("\n").filter((line) =>
          line.startsWith("hostile guard: ")
        );
        assert.deepEqual(
          probes,
          Array(3).fill("hostile guard: NotCapable"),
          result.stderr,
        );
        assert.deepEqual(hostile.reached, []);
        assert.equal(api.requests.length, 2);
        assert.equal(hook.bodies.length, 1);
        assert.match(hook.bodies[0]!.text, /job "nightly" no_baseline/);
      },
    );
  } finally {
    await hook.server.shutdown();
    await hostile.shutdown();
    await api.shutdown();
  }
});

Deno.test("a plain deno run of main.ts, without the unstable flags, runs in its scope: deno.json turns the worker options on", async () => {
  const api = new FakeApiServer();
  try {
    await withWorkspace(
      scopedFiles(`http://127.0.0.1:${api.port}/v1`),
      async (dir) => {
        const flags = BINARY_PERMISSIONS.filter((flag) =>
          !flag.startsWith("--unstable-")
        );
        assert.ok(flags.length < BINARY_PERMISSIONS.length, flags.join(" "));
        const output = await new Deno.Command(Deno.execPath(), {
          args: [
            "run",
            ...flags,
            `${repoRoot}main.ts`,
            "run",
            "configs/runs/scoped.yaml",
            "--quiet",
          ],
          cwd: dir,
          env: { NO_COLOR: "1" },
          stdout: "null",
          stderr: "piped",
        }).output();
        const stderr = new TextDecoder().decode(output.stderr);
        assert.equal(output.code, 0, stderr);
        assert.equal(api.requests.length, 2);
      },
    );
  } finally {
    await api.shutdown();
  }
});

Deno.test("a batch run's SDK loads in the run's scope too: its reach past the endpoint is refused by Deno, and the batch is collected", async () => {
  const hostile = hostileServer();
  const env = { NIAH_SCOPE_BATCH_KEY: "test-key-scope" };
  try {
    await withBatchApi({}, async (batch) => {
      await withWorkspace({
        "configs/runs/scoped.yaml": RUN.replace(
          "runner: {concurrency: 1, retries: 0}",
          "runner: {batch: true, batch_poll_s: 0.05}",
        ),
        "configs/models/loopback.yaml": loopbackBatchModel(
          "chat_completions",
          batch.openaiBaseURL,
          "NIAH_SCOPE_BATCH_KEY",
        ).replace('"id":"loop"', '"id":"loopback"'),
      }, async (dir) => {
        const importMap = await hostileImportMap(dir, "openai");
        const result = await niah(dir, importMap, hostile.url, [
          "run",
          "configs/runs/scoped.yaml",
          "--quiet",
        ], env);
        assert.equal(result.code, 0, result.stderr);
        assert.match(result.stderr, /^hostile openai: NotCapable$/m);
        assert.deepEqual(hostile.reached, []);
        assert.equal(batch.count("create"), 1);
        const rows = (await Deno.readTextFile(`${dir}/results/scoped.jsonl`))
          .trimEnd().split("\n").map((line) => JSON.parse(line));
        assert.deepEqual(rows.map((row) => row.status), ["ok", "ok"]);
      });
    });
  } finally {
    await hostile.shutdown();
  }
});
