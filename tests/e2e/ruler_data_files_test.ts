/**
 * RULER's data files from the command line: `validate` reads
 * `task.english_words` and the essay haystack through the one reader, so
 * a pipe, a device, a huge file or a list of the wrong shape is one line,
 * exit 2, never a hang or a memory run-up; a run on another revision of a
 * file never resumes into the first's store, nor rebuilds its rows.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const run = (task: string, haystack = "", lengths = "[4096]") =>
  `run_name: "d"\nmodel: "fake"\ntask: ${task}\n${haystack}sweep: {context_lengths: ${lengths}}\nstore: {path: "results/d.jsonl"}\n`;

const CWE =
  '{type: "ruler", name: "cwe", num_samples: 1, english_words: "w.json"}';
const ESSAY = '{type: "ruler", name: "niah_single_2", num_samples: 1}';
const ESSAYS = 'haystack: {type: "ruler_essays", path: "e.json"}\n';

/** Runs validate in `dir`; asserts one line on stderr, exit 2. */
async function refused(dir: string, config: string): Promise<string> {
  const result = await runNiah(["validate", `configs/runs/${config}`], {
    cwd: dir,
  });
  assert.equal(result.code, 2, result.stderr);
  assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
  return result.stderr;
}

async function mkfifo(path: string): Promise<void> {
  const made = await new Deno.Command("mkfifo", { args: [path] }).output();
  assert.ok(made.success);
}

async function sparse(path: string, bytes: number): Promise<void> {
  const file = await Deno.open(path, { write: true, create: true });
  await file.truncate(bytes);
  file.close();
}

Deno.test("validate reads english_words: a pipe, a device, a 2 GiB file, an array, a number are one line each, exit 2", async () => {
  await withWorkspace({
    "configs/runs/cwe.yaml": run(CWE),
    "configs/runs/zero.yaml": run(CWE.replace("w.json", "/dev/zero")),
  }, async (dir) => {
    await mkfifo(`${dir}/w.json`);
    const started = performance.now();
    assert.match(
      await refused(dir, "cwe.yaml"),
      /"task\.english_words": Cannot read task\.english_words: "w\.json" is a named pipe, not a regular file/,
    );
    const dataset = await runNiah(
      ["dataset", "configs/runs/cwe.yaml", "--out", "d.jsonl"],
      { cwd: dir },
    );
    assert.equal(dataset.code, 2, dataset.stderr);
    assert.match(dataset.stderr, /"w\.json" is a named pipe/);
    assert.ok(performance.now() - started < 30_000);
    assert.match(
      await refused(dir, "zero.yaml"),
      /"\/dev\/zero" is a device, not a regular file/,
    );
    await Deno.remove(`${dir}/w.json`);
    await sparse(`${dir}/w.json`, 2 * 2 ** 30);
    assert.match(
      await refused(dir, "cwe.yaml"),
      /"w\.json" is 2048 MiB, over the 64 MiB niah reads of it/,
    );
    for (const text of ["[1, 2]", "3"]) {
      await Deno.writeTextFile(`${dir}/w.json`, text);
      assert.match(
        await refused(dir, "cwe.yaml"),
        /"task\.english_words": Cannot read task\.english_words: "w\.json" is not RULER's flat object of words/,
      );
    }
  });
});

Deno.test("validate refuses an essay haystack that is a pipe or a device, in one line", async () => {
  await withWorkspace({
    "configs/runs/essay.yaml": run(ESSAY, ESSAYS),
    "configs/runs/zero.yaml": run(ESSAY, ESSAYS.replace("e.json", "/dev/zero")),
  }, async (dir) => {
    await mkfifo(`${dir}/e.json`);
    assert.match(
      await refused(dir, "essay.yaml"),
      /"haystack": Cannot read haystack: "e\.json" is a named pipe/,
    );
    assert.match(
      await refused(dir, "zero.yaml"),
      /Cannot read haystack: "\/dev\/zero" is a device/,
    );
    await Deno.remove(`${dir}/e.json`);
    await sparse(`${dir}/e.json`, 200 * 2 ** 20);
    assert.match(
      await refused(dir, "essay.yaml"),
      /"e\.json" is 200 MiB, over the 4 MiB niah reads of it/,
    );
  });
});

Deno.test("a word list too short for a length is refused at validate, naming the length", async () => {
  await withWorkspace({
    "configs/runs/cwe.yaml": run(CWE, "", "[4096, 131072]"),
    "w.json": '{"a": "apple", "b": "banana", "c": "cherry"}',
  }, async (dir) => {
    assert.match(
      await refused(dir, "cwe.yaml"),
      /context length 131072 needs more words than task\.english_words "w\.json" holds \(3\) for cwe/,
    );
  });
});

Deno.test("a run on another revision of english_words never resumes into the first's store, nor rebuilds its rows", async () => {
  const words = (n: number) =>
    JSON.stringify(
      Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`k${i}`, `w${i}`]),
      ),
    );
  await withWorkspace({
    "configs/runs/cwe.yaml": run(CWE),
    "w.json": words(10),
  }, async (dir) => {
    const first = await runNiah(["run", "configs/runs/cwe.yaml"], { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    const row = JSON.parse(await Deno.readTextFile(`${dir}/results/d.jsonl`));
    assert.match(row.recipe.english_words_sha256, /^[0-9a-f]{64}$/);
    assert.ok("data" in row.fingerprint_parts);
    await Deno.writeTextFile(`${dir}/w.json`, words(11));
    const again = await runNiah(["run", "configs/runs/cwe.yaml"], { cwd: dir });
    assert.equal(again.code, 2, again.stderr);
    assert.match(
      again.stderr,
      /Cannot resume "results\/d\.jsonl": its rows were written by a different config \(data changed;/,
    );
    const rebuilt = await runNiah(
      ["reconstruct", "results/d.jsonl", "--row", "0", "--messages"],
      { cwd: dir },
    );
    assert.equal(rebuilt.code, 2, rebuilt.stderr);
    assert.match(
      rebuilt.stderr,
      /RULER's english_words\.json "w\.json" changed since the row was written/,
    );
  });
});
