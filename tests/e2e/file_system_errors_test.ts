/**
 * Disk full, read-only and impossible folders, for every command that
 * writes: exit 2 with the path and the cause, nothing half-written. The
 * full and read-only file systems are real: small tmpfs mounts in a private
 * mount namespace (`unshare -rm`, util-linux), gone when the test ends.
 */
import assert from "node:assert/strict";
import {
  BINARY_PERMISSIONS,
  repoRoot,
  workspace,
} from "../support/run_niah.ts";
import { HOST_REPLY, type NiahResult } from "../support/niah_host_protocol.ts";

const RUN = (store: string) =>
  `run_name: "t"
model: "fake"
task: {type: "uuid"}
sweep:
  context_lengths: [300, 500]
  depth_percents: [0, 25, 50, 75, 100]
  seeds: [1, 2, 3]
store: {path: "${store}"}
`;

/**
 * Runs each niah command line in one namespace where full/ is a full tmpfs
 * and ro/ a read-only one: one niah host (`niah_host.ts`, under the
 * binary's permissions) runs them one after another, as the suite's hosts
 * do, so the namespace costs one process, not one per command.
 */
async function inMounts(
  dir: string,
  commands: string[][],
): Promise<{ code: number; stderr: string }[]> {
  const host = [
    Deno.execPath(),
    "run",
    ...BINARY_PERMISSIONS,
    `${repoRoot}tests/support/niah_host.ts`,
  ].map((word) => `'${word}'`).join(" ");
  await Deno.writeTextFile(
    `${dir}/requests.jsonl`,
    commands.map((args) => `${JSON.stringify({ args, cwd: dir, env: {} })}\n`)
      .join(""),
  );
  const script = [
    "set -u",
    "mount -t tmpfs -o size=12k tmpfs full || exit 99",
    "mount -t tmpfs -o ro tmpfs ro || exit 99",
    `${host} <requests.jsonl >answers || exit 98`,
    // Leave the full file system's content for the test to read.
    "cp -r full full.copy",
  ].join("\n");
  await Deno.mkdir(`${dir}/full`);
  await Deno.mkdir(`${dir}/ro`);
  const output = await new Deno.Command("unshare", {
    args: ["-rm", "sh", "-c", script],
    cwd: dir,
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  assert.equal(
    output.code,
    0,
    `unshare/mount failed: ${new TextDecoder().decode(output.stderr)}`,
  );
  const answers = (await Deno.readTextFile(`${dir}/answers`)).split("\n")
    .filter((line) => line !== "");
  assert.equal(answers.length, commands.length);
  return answers.map((line) => {
    assert.ok(line.startsWith(HOST_REPLY), `a stray line: ${line}`);
    return JSON.parse(line.slice(HOST_REPLY.length)) as NiahResult;
  });
}

Deno.test("disk full, read-only and impossible folders exit 2 naming the path and the cause, for every command that writes", async () => {
  const dir = await workspace({
    "configs/runs/full.yaml": RUN("full/t.jsonl"),
    "configs/runs/ro.yaml": RUN("ro/t.jsonl"),
    "configs/runs/ok.yaml": RUN("results/t.jsonl"),
    "afile": "a regular file\n",
  });
  try {
    const [
      runFull,
      runRo,
      validateRo,
      datasetFull,
      datasetRo,
      datasetUnder,
      reportRo,
      plotRo,
      reconstructRo,
      mergeFull,
    ] = await inMounts(dir, [
      ["run", "configs/runs/ok.yaml"],
      ["run", "configs/runs/full.yaml"],
      ["run", "configs/runs/ro.yaml"],
      ["validate", "configs/runs/ro.yaml"],
      ["dataset", "configs/runs/ok.yaml", "--out", "full/d.jsonl"],
      ["dataset", "configs/runs/ok.yaml", "--out", "ro/d.jsonl"],
      ["dataset", "configs/runs/ok.yaml", "--out", "afile/d.jsonl"],
      ["report", "results/t.jsonl", "--csv", "ro/t.csv"],
      ["plot", "results/t.jsonl", "--out-dir", "ro"],
      ["reconstruct", "results/t.jsonl", "--row", "0", "--out", "ro/p.txt"],
      ["merge", "results/t.jsonl", "--out", "full/m.jsonl"],
    ]).then((results) => {
      assert.equal(results[0]!.code, 0, results[0]!.stderr);
      return results.slice(1);
    });
    const NOSPACE = "No space left on device \\(os error 28\\)";
    const READONLY = "Read-only file system \\(os error 30\\)";
    const expect = (
      result: { code: number; stderr: string } | undefined,
      pattern: string,
    ) => {
      assert.ok(result);
      assert.equal(result.code, 2, result.stderr);
      assert.match(result.stderr, new RegExp(`^niah: ${pattern}`, "m"));
      assert.doesNotMatch(result.stderr, /internal error|\n\s+at /);
    };
    expect(runFull, `Cannot write results: "full/t\\.jsonl": ${NOSPACE}`);
    expect(runRo, `Cannot lock store "ro/t\\.jsonl": .*${READONLY}`);
    expect(
      validateRo,
      `Cannot write store "ro/t\\.jsonl": folder "ro" does not take new files: ${READONLY}`,
    );
    expect(datasetFull, `Cannot write dataset: "full/d\\.jsonl": ${NOSPACE}`);
    expect(datasetRo, `Cannot write dataset: .*"ro".*${READONLY}`);
    expect(datasetUnder, `Cannot write dataset: cannot create folder "afile"`);
    expect(reportRo, `Cannot write CSV: .*"ro".*${READONLY}`);
    expect(plotRo, `Cannot write heatmap spec: .*"ro".*${READONLY}`);
    expect(reconstructRo, `Cannot write the rebuilt prompt: .*${READONLY}`);
    expect(
      mergeFull,
      `Cannot write merged results: "full/m\\.jsonl": ${NOSPACE}`,
    );

    // The full disk holds whole rows only (the failed write was cut off)
    // and no temporary files.
    const names = [...Deno.readDirSync(`${dir}/full.copy`)].map((e) => e.name);
    assert.deepEqual(names.sort(), ["t.jsonl"]);
    const text = await Deno.readTextFile(`${dir}/full.copy/t.jsonl`);
    assert.ok(text.length > 0 && text.endsWith("\n"), "whole lines only");
    for (const line of text.trimEnd().split("\n")) JSON.parse(line);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
