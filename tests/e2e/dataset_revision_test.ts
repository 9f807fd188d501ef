/**
 * A run of a hub dataset's family records the revision its folder's
 * manifest names (`niah-manifest.json`) and the SHA-256 of every file it
 * read, and `niah report` prints both (short hashes): a downloaded
 * commit, a user's files "as found, unchecked", or "no manifest"; a file
 * the manifest records with another hash is refused in one line. MRCR and
 * Graphwalks, from the CLI on the fake provider.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { rowsOf } from "../support/stored_rows.ts";

const root = new URL("../../", import.meta.url);
const MRCR = new URL("tests/fixtures/mrcr/2needle", root).pathname;
const GRAPHWALKS = new URL("tests/fixtures/graphwalks", root).pathname;
const COMMIT = "0123456789abcdef0123456789abcdef01234567";

const sha256 = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex");

/** A copy of the MRCR test files in the hub's layout, under `dir/data`. */
async function mrcrCopy(dir: string): Promise<Record<string, string>> {
  await Deno.mkdir(`${dir}/data/2needle`, { recursive: true });
  const hashes: Record<string, string> = {};
  for (const entry of Deno.readDirSync(MRCR)) {
    const bytes = await Deno.readFile(`${MRCR}/${entry.name}`);
    await Deno.writeFile(`${dir}/data/2needle/${entry.name}`, bytes);
    hashes[`2needle/${entry.name}`] = sha256(bytes);
  }
  return hashes;
}

/** A manifest as `data get` writes it, of `files` at `COMMIT`. */
function downloaded(repo: string, files: Record<string, string>): string {
  return JSON.stringify({
    repo,
    revision: COMMIT,
    source: "downloaded",
    endpoint: "https://huggingface.co",
    files: Object.entries(files).map(([path, sha]) => ({
      path,
      size: 1,
      sha256: sha,
      fetched_at: "2026-01-01T00:00:00.000Z",
    })),
  });
}

const mrcrRun = `run_name: "rev"
model: "fake"
task: {type: "mrcr", needles: 2, dataset: "data", num_samples: 1}
sweep: {context_lengths: [8192]}
store: {path: "r.jsonl"}
`;

async function runAndReport(dir: string) {
  const run = await runNiah(["run", "m.yaml", "--quiet"], { cwd: dir });
  assert.equal(run.code, 0, run.stderr);
  const report = await runNiah(["report", "r.jsonl"], { cwd: dir });
  assert.equal(report.code, 0, report.stderr);
  const rows = await rowsOf<{ needle_metadata: Record<string, unknown> }>(
    `${dir}/r.jsonl`,
  );
  return { report: report.stdout, meta: rows[0]!.needle_metadata };
}

Deno.test("mrcr rows record the manifest's commit and their file's sha256; report prints both, short", async () => {
  await withWorkspace({ "m.yaml": mrcrRun }, async (dir) => {
    const hashes = await mrcrCopy(dir);
    await Deno.writeTextFile(
      `${dir}/data/niah-manifest.json`,
      downloaded("openai/mrcr", hashes),
    );
    const { report, meta } = await runAndReport(dir);
    assert.equal(meta["dataset_revision"], COMMIT);
    const file = String(meta["dataset_file"]);
    assert.equal(meta["file_sha256"], hashes[file]);
    assert.match(report, new RegExp(`\\n {2}dataset revision: ${COMMIT}\\n`));
    assert.match(
      report,
      new RegExp(
        `\\n {2}dataset files \\(sha256, first 12 hex\\): ${
          file.replace(".", "\\.")
        } ${hashes[file]!.slice(0, 12)}\\n`,
      ),
    );
  });
});

Deno.test("mrcr: files the user had say 'as found, unchecked', a folder without a manifest 'no manifest', a changed file is refused", async () => {
  await withWorkspace({ "m.yaml": mrcrRun }, async (dir) => {
    await mrcrCopy(dir);
    const { report, meta } = await runAndReport(dir);
    assert.equal(meta["dataset_revision"], "no manifest");
    assert.match(report, /\n {2}dataset revision: no manifest\n/);
  });
  await withWorkspace({ "m.yaml": mrcrRun }, async (dir) => {
    await mrcrCopy(dir);
    const made = await runNiah(
      ["data", "manifest", "data", "--repo", "openai/mrcr"],
      { cwd: dir },
    );
    assert.equal(made.code, 0, made.stderr);
    const { report } = await runAndReport(dir);
    assert.match(report, /\n {2}dataset revision: main, as found, unchecked\n/);
  });
  await withWorkspace({ "m.yaml": mrcrRun }, async (dir) => {
    const hashes = await mrcrCopy(dir);
    const changed = Object.fromEntries(
      Object.keys(hashes).map((path) => [path, "f".repeat(64)]),
    );
    await Deno.writeTextFile(
      `${dir}/data/niah-manifest.json`,
      downloaded("openai/mrcr", changed),
    );
    const run = await runNiah(["run", "m.yaml", "--quiet"], { cwd: dir });
    assert.equal(run.code, 2, run.stderr);
    const last = run.stderr.trim().split("\n").at(-1)!;
    assert.match(
      last,
      /^niah: The dataset file "2needle\/train-0000[01]-of-00002\.parquet" has sha256 [0-9a-f]{64}, but openai\/mrcr's manifest records f{64} .*fetch it again with niah data get$/,
    );
    assert.doesNotMatch(run.stderr, /\n\s+at /);
  });
});

Deno.test("graphwalks rows record the manifest's commit; report prints it and the files' short sha256", async () => {
  const config = `run_name: "rev"
model: "fake"
task: {type: "graphwalks", dataset: "data", num_samples: 1}
sweep: {context_lengths: [8192]}
store: {path: "r.jsonl"}
`;
  await withWorkspace({ "m.yaml": config }, async (dir) => {
    await Deno.mkdir(`${dir}/data`);
    const hashes: Record<string, string> = {};
    for (
      const name of [
        "graphwalks_128k_and_shorter.parquet",
        "graphwalks_256k_to_1mil.parquet",
      ]
    ) {
      const bytes = await Deno.readFile(`${GRAPHWALKS}/${name}`);
      await Deno.writeFile(`${dir}/data/${name}`, bytes);
      hashes[name] = sha256(bytes);
    }
    await Deno.writeTextFile(
      `${dir}/data/niah-manifest.json`,
      downloaded("openai/graphwalks", hashes),
    );
    const { report, meta } = await runAndReport(dir);
    assert.equal(meta["dataset_revision"], COMMIT);
    assert.equal(meta["dataset_file"], "graphwalks_128k_and_shorter.parquet");
    assert.match(report, new RegExp(`\\n {2}dataset revision: ${COMMIT}\\n`));
    assert.match(
      report,
      new RegExp(
        `dataset files \\(sha256, first 12 hex\\): graphwalks_128k_and_shorter\\.parquet ${
          hashes["graphwalks_128k_and_shorter.parquet"]!.slice(0, 12)
        }\\n`,
      ),
    );
  });
});
