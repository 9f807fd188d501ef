/**
 * `niah data get openai/mrcr` against a loopback hub serving the shipped
 * MRCR test files in the hub's layout: the family declares the dataset,
 * `main` is resolved to the commit the hub names and that commit (never
 * the branch) is what the manifest records; a hub that names no commit is
 * refused in one line. The rows' token counts are kept beside the
 * manifest (niah-token-counts.json).
 */
import assert from "node:assert/strict";
import { dataGetCommand } from "../../src/cli/data_get.ts";
import { readHubManifest } from "../../src/data/hub_manifest.ts";
import { UsageError } from "../../src/errors.ts";
import { findHubDataset, loadAllFamilies } from "../../src/tasks/registry.ts";
import { countMrcrFile } from "../../src/tasks/mrcr/mrcr_data.ts";
import { TOKEN_COUNTS_NAME } from "../../src/tasks/token_counts.ts";
import { captureIo } from "../support/capture_io.ts";
import { startLoopbackHub } from "../support/loopback_hub.ts";

await loadAllFamilies();

const fixtures = new URL("../fixtures/mrcr", import.meta.url).pathname;
const COMMIT = "c".repeat(40);

async function hubFiles(): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {
    "README.md": new TextEncoder().encode("# not read\n"),
    "4needle.parquet": await Deno.readFile(`${fixtures}/4needle.parquet`),
  };
  for (const entry of Deno.readDirSync(`${fixtures}/2needle`)) {
    files[`2needle/${entry.name}`] = await Deno.readFile(
      `${fixtures}/2needle/${entry.name}`,
    );
  }
  return files;
}

Deno.test("niah knows openai/mrcr: data get fetches its Parquet files and records the commit main resolved to", async () => {
  const dataset = findHubDataset("openai/mrcr");
  assert.equal(dataset?.revision, "main");
  assert.equal(dataset?.defaultDir, "data/openai-mrcr");
  const files = await hubFiles();
  const hub = startLoopbackHub({
    repo: "openai/mrcr",
    commit: COMMIT,
    revisions: ["main"],
    files,
  });
  const dir = await Deno.makeTempDir();
  try {
    const io = captureIo({ HF_ENDPOINT: hub.url });
    await dataGetCommand("openai/mrcr", { out: dir }, io);
    assert.match(io.stderr[0]!, /^niah data get: openai\/mrcr at main from /);
    const manifest = await readHubManifest(dir);
    assert.equal(manifest.revision, COMMIT);
    assert.equal(manifest.source, "downloaded");
    const wanted = Object.keys(files).filter((p) => p.endsWith(".parquet"))
      .sort();
    assert.deepEqual(manifest.files.map((f) => f.path).sort(), wanted);
    for (const file of manifest.files) {
      assert.equal(file.sha256, hub.sha256(files[file.path]!));
    }
    await assert.rejects(Deno.stat(`${dir}/README.md`));
    assert.match(io.stderr.at(-1)!, new RegExp(`at ${COMMIT} in `));
    // The rows' token counts, kept beside the manifest by file sha256.
    const kept = JSON.parse(
      await Deno.readTextFile(`${dir}/${TOKEN_COUNTS_NAME}`),
    );
    assert.deepEqual(
      kept.files.map((
        f: { path: string; sha256: string },
      ) => [f.path, f.sha256])
        .sort(),
      manifest.files.map((f) => [f.path, f.sha256]).sort(),
    );
    for (const entry of kept.files) {
      const bytes = files[entry.path]!;
      assert.deepEqual(
        entry.tokens,
        await countMrcrFile({ path: entry.path, bytes, sha256: entry.sha256 }),
      );
    }
  } finally {
    await hub.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("data get refuses a hub that does not say which commit main is", async () => {
  const hub = startLoopbackHub({
    repo: "openai/mrcr",
    commit: COMMIT,
    revisions: ["main"],
    files: await hubFiles(),
    noSha: true,
  });
  const dir = await Deno.makeTempDir();
  try {
    const error = await dataGetCommand(
      "openai/mrcr",
      { out: dir },
      captureIo({ HF_ENDPOINT: hub.url }),
    ).then(() => undefined, (e: unknown) => e);
    assert.ok(error instanceof UsageError, String(error));
    assert.equal(
      error.message,
      'The hub did not say which commit "main" of openai/mrcr is (no sha in its file list); name a commit with --revision',
    );
    await assert.rejects(Deno.stat(`${dir}/niah-manifest.json`));
  } finally {
    await hub.close();
    await Deno.remove(dir, { recursive: true });
  }
});
