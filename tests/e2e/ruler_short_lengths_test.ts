/**
 * A RULER length too short for the run's samples is refused at `validate`
 * (exit 2, one line naming the smallest length where every sample the run
 * draws fits), not in the middle of the run as an internal error; and at
 * the length it names, the whole dataset is drawn.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { randomText } from "../support/random_text.ts";

const run = (name: string, lengths: string, samples: number) =>
  `run_name: "t"\nmodel: "fake"\ntask: {type: ruler, name: ${name}, num_samples: ${samples}}\nsweep: {context_lengths: [${lengths}]}\nstore: {path: "r.jsonl"}\n`;

Deno.test("validate refuses a RULER length some sample cannot fit in, naming the smallest where all do", async () => {
  await withWorkspace({
    "vt.yaml": run("vt", "300, 4096", 40),
    "ok.yaml": run("niah_multikey_2", "300", 3),
  }, async (dir) => {
    const short = await runNiah(["validate", "vt.yaml"], { cwd: dir });
    assert.equal(short.code, 2, short.stderr);
    assert.equal(short.stderr.trim().split("\n").length, 1, short.stderr);
    const named = short.stderr.match(
      /"task": context length 300 cannot hold every sample of RULER's vt \(seed 42, 40 samples, tokenizer cl100k_base\).*the smallest length that works is (\d+)$/m,
    );
    assert.ok(named, short.stderr);
    const smallest = Number(named[1]);
    assert.ok(smallest > 700 && smallest < 1024, String(smallest));
    await Deno.writeTextFile(`${dir}/at.yaml`, run("vt", String(smallest), 40));
    const at = await runNiah(["validate", "at.yaml"], { cwd: dir });
    assert.equal(at.code, 0, at.stderr);
    const drawn = await runNiah(["dataset", "at.yaml", "--out", "d.jsonl"], {
      cwd: dir,
    });
    assert.equal(drawn.code, 0, drawn.stderr);
    const lines = (await Deno.readTextFile(`${dir}/d.jsonl`)).trim().split(
      "\n",
    );
    assert.equal(lines.length, 40);
    const fits = await runNiah(["validate", "ok.yaml"], { cwd: dir });
    assert.equal(fits.code, 0, fits.stderr);
  });
});

Deno.test("a length where the first sample fits but a later one does not is refused at validate, not mid-run", async () => {
  // vt at 800 (seed 42, cl100k): the first sample fits, a later one of
  // 500 does not; before, validate said ok and the run stopped there.
  await withWorkspace({ "vt.yaml": run("vt", "800", 500) }, async (dir) => {
    const out = await runNiah(["validate", "vt.yaml"], { cwd: dir });
    assert.equal(out.code, 2, out.stderr);
    assert.match(
      out.stderr,
      /context length 800 cannot hold every sample of RULER's vt \(seed 42, 500 samples/,
    );
  });
});

Deno.test("QA and essay tasks are drawn from the user's files at validate, short lengths refused as the others", async () => {
  const essay = randomText(
    ["The river ", "ran past ", "an old mill. ", "Nobody knew why. ", "\n\n"],
    7,
    3000,
  );
  await withWorkspace({
    "qa.yaml":
      `run_name: "t"\nmodel: "fake"\ntask: {type: ruler, name: qa_1, num_samples: 3, squad: "squad.json", allow_other_revision: true}\nsweep: {context_lengths: [200]}\n`,
    "essay.yaml":
      `run_name: "t"\nmodel: "fake"\ntask: {type: ruler, name: niah_single_2, num_samples: 3}\nhaystack: {type: ruler_essays, path: "e.json"}\nsweep: {context_lengths: [250]}\n`,
    "squad.json": await Deno.readTextFile(
      new URL("../vectors/ruler_qa/squad.json", import.meta.url),
    ),
    "e.json": JSON.stringify({ text: essay }),
  }, async (dir) => {
    for (
      const [config, task] of [["qa.yaml", "qa_1"], [
        "essay.yaml",
        "niah_single_2",
      ]]
    ) {
      const out = await runNiah(["validate", config!], { cwd: dir });
      assert.equal(out.code, 2, out.stderr);
      assert.match(
        out.stderr,
        new RegExp(
          `cannot hold every sample of RULER's ${task} \\(seed 42, 3 samples.*the smallest length that works is \\d+$`,
          "m",
        ),
      );
    }
  });
});

Deno.test("a QA file with fewer questions than num_samples is said as that at validate, at any length, not as a length too short", async () => {
  const qa = (length: number) =>
    `run_name: "t"\nmodel: "fake"\ntask: {type: ruler, name: qa_1, num_samples: 5000, squad: "squad.json", allow_other_revision: true}\nsweep: {context_lengths: [${length}]}\n`;
  await withWorkspace({
    "short.yaml": qa(900),
    "long.yaml": qa(4096),
    "squad.json": await Deno.readTextFile(
      new URL("../vectors/ruler_qa/squad.json", import.meta.url),
    ),
  }, async (dir) => {
    for (const config of ["short.yaml", "long.yaml"]) {
      const out = await runNiah(["validate", config], { cwd: dir });
      assert.equal(out.code, 2, out.stderr);
      assert.equal(out.stderr.trim().split("\n").length, 1, out.stderr);
      assert.match(
        out.stderr,
        /RULER's qa_1 draws 5000 questions and squad\.json has \d+; set task\.num_samples to \d+ or fewer$/m,
      );
    }
  });
});
