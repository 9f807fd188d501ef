/**
 * `niah data get THUDM/LongBench-v2`: the family declares the hub dataset
 * (its data.json, into the folder configs/runs/longbench-v2.yaml reads, at
 * the commit it pins); against a loopback hub the command fetches data.json
 * alone and records the commit in the manifest, and a run reads the file.
 */
import assert from "node:assert/strict";
import { dataGetCommand } from "../../../src/cli/data_get.ts";
import { readHubManifest } from "../../../src/data/hub_manifest.ts";
import {
  findHubDataset,
  loadAllFamilies,
} from "../../../src/tasks/registry.ts";
import { captureIo } from "../../support/capture_io.ts";
import { niahInProcess as niah } from "../../support/in_process.ts";
import { startLoopbackHub } from "../../support/loopback_hub.ts";

await loadAllFamilies();

const REPO = "THUDM/LongBench-v2";
const data = await Deno.readFile(
  new URL("../../../src/tasks/longbench/example_data.json", import.meta.url),
);

Deno.test("THUDM/LongBench-v2 is a hub dataset: data.json into data/longbench-v2, a pinned commit", () => {
  const dataset = findHubDataset(REPO)!;
  assert.deepEqual(dataset.files, ["data.json"]);
  assert.equal(dataset.defaultDir, "data/longbench-v2");
  assert.match(dataset.revision, /^[0-9a-f]{40}$/);
  assert.equal(dataset.licence, "Apache-2.0");
});

Deno.test("niah data get THUDM/LongBench-v2 fetches data.json alone and a run reads it", async () => {
  const commit = findHubDataset(REPO)!.revision;
  const hub = startLoopbackHub({
    repo: REPO,
    commit,
    revisions: [commit],
    files: {
      "data.json": data,
      "README.md": new TextEncoder().encode("# LongBench v2\n"),
    },
  });
  const dir = await Deno.makeTempDir({ prefix: "niah-longbench-hub-" });
  try {
    const io = captureIo({ HF_ENDPOINT: hub.url });
    await dataGetCommand(REPO, { out: `${dir}/data`, quiet: true }, io);
    assert.match(io.stderr[0]!, new RegExp(`${REPO} at ${commit} from`));
    const manifest = await readHubManifest(`${dir}/data`);
    assert.equal(manifest.revision, commit);
    assert.deepEqual(manifest.files.map((file) => file.path), ["data.json"]);
    assert.deepEqual(await Deno.readFile(`${dir}/data/data.json`), data);

    await Deno.writeTextFile(
      `${dir}/run.yaml`,
      `run_name: "hub"
model: "fake"
task: {type: "longbench_v2", dataset: "${dir}/data/data.json", items: 12, max_input_tokens: 401}
store: {path: "${dir}/hub.jsonl"}
`,
    );
    assert.match((await niah("validate", `${dir}/run.yaml`)).stdout, /ok/);
  } finally {
    await hub.close();
    await Deno.remove(dir, { recursive: true });
  }
});
