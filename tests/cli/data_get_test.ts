/**
 * `niah data get` and `niah data manifest` against a loopback hub
 * (tests/support/loopback_hub.ts; the real hub is out of reach where niah
 * is built). The Parquet files served are the data reader's fixture,
 * written by hyparquet-writer (tests/data/parquet_test.ts says how).
 */
import assert from "node:assert/strict";
import {
  dataGetCommand,
  dataGetPermissions,
  dataManifestCommand,
} from "../../src/cli/data_get.ts";
import {
  checkManifestFile,
  type HubManifest,
  readHubManifest,
} from "../../src/data/hub_manifest.ts";
import { readDataFile } from "../../src/data/data_file.ts";
import { parquetRows } from "../../src/data/parquet.ts";
import { UsageError } from "../../src/errors.ts";
import {
  findHubDataset,
  hubDatasets,
  loadAllFamilies,
  registerFamily,
} from "../../src/tasks/registry.ts";
import { scopedWorkerOptions } from "../../src/runner/scope/scope_call.ts";
import { captureIo } from "../support/capture_io.ts";
import { type HubOptions, startLoopbackHub } from "../support/loopback_hub.ts";

await loadAllFamilies();

const REPO = "niah-test/tiny-mrcr";
const PINNED = "a".repeat(40);
const COMMIT = "b".repeat(40);
const TOKEN = "hf_secret_token_1234567890";
const parquet = await Deno.readFile(
  new URL("../data/fixtures/tiny.parquet", import.meta.url),
);
const FILES: Record<string, Uint8Array> = {
  "2needle/part-0.parquet": parquet,
  "2needle/part-1.parquet": new Uint8Array([...parquet, ...parquet]),
  "README.md": new TextEncoder().encode("# not read\n"),
};

function family() {
  return registerFamily({
    name: "hub-test",
    tasks: [],
    hubDatasets: [{
      repo: REPO,
      revision: PINNED,
      files: ["2needle/*.parquet"],
      defaultDir: "data/niah-test-tiny",
      licence: "MIT",
    }],
  });
}

async function withHub(
  options: Partial<HubOptions>,
  body: (
    hub: ReturnType<typeof startLoopbackHub>,
    dir: string,
  ) => Promise<void>,
) {
  using _ = family();
  const hub = startLoopbackHub({
    repo: REPO,
    commit: COMMIT,
    revisions: [PINNED, COMMIT, "main"],
    files: FILES,
    ...options,
  });
  const dir = await Deno.makeTempDir();
  try {
    await body(hub, dir);
  } finally {
    await hub.close();
    await Deno.remove(dir, { recursive: true });
  }
}

const get = (
  env: Record<string, string>,
  dir: string,
  extra: Record<string, unknown> = {},
) => {
  const io = captureIo(env);
  return { io, done: dataGetCommand(REPO, { out: dir, ...extra }, io) };
};

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  assert.ok(error instanceof UsageError, `expected a UsageError: ${error}`);
  assert.ok(!error.message.includes("\n"), error.message);
  return error.message;
}

Deno.test("data get downloads the family's files from HF_ENDPOINT and writes the manifest, the token sent but never printed", async () => {
  await withHub({ token: TOKEN }, async (hub, dir) => {
    const { io, done } = get({ HF_ENDPOINT: hub.url, HF_TOKEN: TOKEN }, dir);
    await done;
    assert.match(io.stderr[0]!, new RegExp(`network: ${hub.host} only`));
    const manifest = JSON.parse(
      await Deno.readTextFile(`${dir}/niah-manifest.json`),
    ) as HubManifest;
    assert.equal(manifest.repo, REPO);
    assert.equal(manifest.revision, COMMIT);
    assert.equal(manifest.source, "downloaded");
    assert.equal(manifest.endpoint, hub.url);
    assert.deepEqual(
      manifest.files.map(({ path, size, sha256 }) => ({ path, size, sha256 })),
      ["2needle/part-0.parquet", "2needle/part-1.parquet"].map((path) => ({
        path,
        size: FILES[path]!.length,
        sha256: hub.sha256(FILES[path]!),
      })),
    );
    assert.ok(!Number.isNaN(Date.parse(manifest.files[0]!.fetched_at)));
    // The files read as Parquet; README.md, which the family does not read, stays out.
    const file = await readDataFile(`${dir}/2needle/part-0.parquet`, {
      what: "test",
    });
    assert.equal((await parquetRows(file, "test")).length, 3);
    await assert.rejects(Deno.stat(`${dir}/README.md`));
    // Every hub request carried the token; nothing niah wrote holds it.
    assert.ok(hub.seen.length >= 3);
    for (const request of hub.seen) {
      assert.equal(request.authorization, `Bearer ${TOKEN}`);
    }
    const written = JSON.stringify(io.stderr) + JSON.stringify(io.stdout) +
      await Deno.readTextFile(`${dir}/niah-manifest.json`);
    assert.ok(!written.includes(TOKEN));
  });
});

Deno.test("data get resumes a file whose download was cut, with a Range request", async () => {
  await withHub({ cutOnce: ["2needle/part-1.parquet"] }, async (hub, dir) => {
    await get({ HF_ENDPOINT: hub.url }, dir).done;
    const ranged = hub.seen.filter((s) => s.range !== null);
    const half = Math.floor(FILES["2needle/part-1.parquet"]!.length / 2);
    assert.deepEqual(ranged.map((s) => s.range), [`bytes=${half}-`]);
    assert.deepEqual(
      await Deno.readFile(`${dir}/2needle/part-1.parquet`),
      FILES["2needle/part-1.parquet"],
    );
    await assert.rejects(Deno.stat(`${dir}/2needle/part-1.parquet.incomplete`));
  });
});

Deno.test("data get resumes a .incomplete file left by an earlier command", async () => {
  await withHub({}, async (hub, dir) => {
    const bytes = FILES["2needle/part-0.parquet"]!;
    await Deno.mkdir(`${dir}/2needle`, { recursive: true });
    await Deno.writeFile(
      `${dir}/2needle/part-0.parquet.incomplete`,
      bytes.subarray(0, 100),
    );
    await get({ HF_ENDPOINT: hub.url }, dir).done;
    assert.ok(hub.seen.some((s) => s.range === "bytes=100-"));
    assert.deepEqual(
      await Deno.readFile(`${dir}/2needle/part-0.parquet`),
      bytes,
    );
  });
});

Deno.test("data get finishes a .incomplete file that is already whole (the hub answers its Range with 416) by fetching it again", async () => {
  await withHub({}, async (hub, dir) => {
    const bytes = FILES["2needle/part-0.parquet"]!;
    await Deno.mkdir(`${dir}/2needle`, { recursive: true });
    await Deno.writeFile(`${dir}/2needle/part-0.parquet.incomplete`, bytes);
    await get({ HF_ENDPOINT: hub.url }, dir).done;
    assert.ok(hub.seen.some((s) => s.range === `bytes=${bytes.length}-`));
    assert.deepEqual(
      await Deno.readFile(`${dir}/2needle/part-0.parquet`),
      bytes,
    );
    await assert.rejects(
      Deno.stat(`${dir}/2needle/part-0.parquet.incomplete`),
    );
  });
});

Deno.test("data get refuses a file whose sha256 is not the one the hub announced", async () => {
  await withHub({ lying: ["2needle/part-0.parquet"] }, async (hub, dir) => {
    const message = await refusal(get({ HF_ENDPOINT: hub.url }, dir).done);
    assert.match(
      message,
      /part-0\.parquet has sha256 [0-9a-f]{64}, not the 0{64}/,
    );
    await assert.rejects(Deno.stat(`${dir}/2needle/part-0.parquet`));
    await assert.rejects(Deno.stat(`${dir}/niah-manifest.json`));
  });
});

Deno.test("data get: 401 and 403 say HF_TOKEN without its value, 404 names the revision", async () => {
  await withHub({ token: TOKEN }, async (hub, dir) => {
    const without = await refusal(get({ HF_ENDPOINT: hub.url }, dir).done);
    assert.match(without, /HTTP 401\): set HF_TOKEN/);
    const wrong = "hf_wrong_token_0987654321";
    const refused = await refusal(
      get({ HF_ENDPOINT: hub.url, HF_TOKEN: wrong }, dir).done,
    );
    assert.match(refused, /HTTP 403\): the token in HF_TOKEN may not read it/);
    assert.ok(!refused.includes(wrong));
    const missing = await refusal(
      get({ HF_ENDPOINT: hub.url, HF_TOKEN: TOKEN }, dir, {
        revision: "nope",
      }).done,
    );
    assert.match(
      missing,
      /no the file list of .* at revision "nope" \(HTTP 404\)/,
    );
  });
});

Deno.test("data get: an unknown repo lists the known ones; a hub out of reach says how to use a folder", async () => {
  using _ = family();
  const unknown = await refusal(
    dataGetCommand("someone/else", {}, captureIo()),
  );
  assert.match(
    unknown,
    /Unknown dataset "someone\/else": niah knows .*niah-test\/tiny-mrcr/,
  );
  const dir = await Deno.makeTempDir();
  try {
    const down = await refusal(
      dataGetCommand(
        REPO,
        { out: dir },
        captureIo({
          HF_ENDPOINT: "http://127.0.0.1:9",
        }),
      ),
    );
    assert.match(
      down,
      /out of reach .*niah data manifest DIR --repo niah-test\/tiny-mrcr/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("data get follows the hub's redirect only to a host the user allowed, without the token", async () => {
  const redirected = ["2needle/part-1.parquet"];
  await withHub({ redirected }, async (hub, dir) => {
    const env = { HF_ENDPOINT: hub.url, HF_TOKEN: TOKEN };
    const message = await refusal(get(env, dir).done);
    assert.match(
      message,
      new RegExp(`sent niah to ${hub.cdnHost}.*--allow-host ${hub.cdnHost}`),
    );
    await get(env, dir, { allowHost: [hub.cdnHost] }).done;
    const cdn = hub.seen.filter((s) => s.server === "cdn");
    assert.ok(cdn.length >= 1);
    for (const request of cdn) assert.equal(request.authorization, null);
    assert.deepEqual(
      await Deno.readFile(`${dir}/2needle/part-1.parquet`),
      FILES["2needle/part-1.parquet"],
    );
  });
  // The SHA-256 the hub's redirect announces is the one checked.
  await withHub({ redirected, lying: redirected }, async (hub, dir) => {
    const env = { HF_ENDPOINT: hub.url };
    const message = await refusal(
      get(env, dir, { allowHost: [hub.cdnHost] }).done,
    );
    assert.match(
      message,
      /part-1\.parquet has sha256 [0-9a-f]{64}, not the 0{64}/,
    );
  });
});

Deno.test("data get's worker may reach the hub's host alone: Deno refuses another", async () => {
  await withHub(
    { redirected: ["2needle/part-1.parquet"] },
    async (hub, dir) => {
      // The request lets niah's own guard pass the CDN; the worker's scope does not.
      const worker = new Worker(
        new URL("../../src/cli/data_get_worker.ts", import.meta.url),
        scopedWorkerOptions(dataGetPermissions([hub.host], dir)),
      );
      const { callInScope } = await import(
        "../../src/runner/scope/scope_call.ts"
      );
      const message = await refusal(callInScope(worker, {
        endpoint: hub.url,
        repo: REPO,
        revision: PINNED,
        patterns: ["2needle/*.parquet"],
        outDir: dir,
        token: undefined,
        hosts: [hub.host, hub.cdnHost],
      }, { out() {}, err() {}, signal: new AbortController().signal }));
      assert.match(message, new RegExp(`net access to "${hub.cdnHost}"`));
      assert.ok(!hub.seen.some((s) => s.server === "cdn"));
    },
  );
});

Deno.test("data get --dry-run names the host and fetches nothing", async () => {
  await withHub({}, async (hub, dir) => {
    const { io, done } = get({ HF_ENDPOINT: hub.url }, dir, {
      dryRun: true,
      revision: "main",
    });
    await done;
    assert.equal(
      io.stderr.join("\n"),
      `niah data get: ${REPO} at main from ${hub.url} into ${dir} (network: ${hub.host} only)`,
    );
    assert.equal(hub.seen.length, 0);
  });
});

Deno.test("data manifest records the files found, revision as found; checkManifestFile refuses a changed file in one line", async () => {
  using _ = family();
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/2needle`);
    await Deno.writeFile(`${dir}/2needle/part-0.parquet`, parquet);
    const io = captureIo();
    await dataManifestCommand(dir, { repo: REPO }, io);
    const manifest = await readHubManifest(dir);
    assert.equal(manifest.source, "as found");
    assert.equal(manifest.revision, PINNED);
    assert.equal(manifest.endpoint, null);
    assert.deepEqual(manifest.files.map((f) => f.path), [
      "2needle/part-0.parquet",
    ]);
    const file = await readDataFile(`${dir}/2needle/part-0.parquet`, {
      what: "test",
    });
    assert.equal(
      checkManifestFile(manifest, "2needle/part-0.parquet", file.sha256).size,
      parquet.length,
    );
    const changed = "f".repeat(64);
    assert.throws(
      () => checkManifestFile(manifest, "2needle/part-0.parquet", changed),
      (e: unknown) =>
        e instanceof UsageError && !e.message.includes("\n") &&
        e.message.includes(`has sha256 ${changed}, but`),
    );
    await dataManifestCommand(dir, { repo: REPO, revision: COMMIT }, io);
    assert.equal((await readHubManifest(dir)).revision, COMMIT);
    assert.match(
      await refusal(readHubManifest(`${dir}/2needle`)),
      /there is none/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("every registered hub dataset pins a commit (or main, resolved at download) and is found by its repo once", () => {
  using _ = family();
  assert.throws(() => family(), /registered already/);
  assert.equal(findHubDataset(REPO)?.defaultDir, "data/niah-test-tiny");
  for (const dataset of hubDatasets()) {
    assert.match(dataset.revision, /^(?:[0-9a-f]{40}|main)$/, dataset.repo);
    assert.ok(dataset.files.length > 0, dataset.repo);
    assert.equal(findHubDataset(dataset.repo), dataset);
  }
});

Deno.test("niah data get and data manifest through the CLI: bad input is one line, exit 2", async () => {
  const { runNiah } = await import("../support/hosted_niah.ts");
  const unknown = await runNiah(["data", "get", "nobody/nothing"]);
  assert.equal(unknown.code, 2);
  assert.match(
    unknown.stderr.trim(),
    /^niah: Unknown dataset "nobody\/nothing": niah knows [^\n]*$/,
  );
  const noRepo = await runNiah(["data", "manifest", "."]);
  assert.equal(noRepo.code, 2);
  assert.equal(
    noRepo.stderr.trim(),
    "niah: niah data manifest needs --repo <owner/name>",
  );
});
