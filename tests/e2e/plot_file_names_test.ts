/**
 * `plot` names one file per (run, model, task): where two of them would
 * sanitise to one name, both get a short hash instead of one overwriting
 * the other; names that do not collide stay as they were. A name too long
 * for a file name (plot's, compare's) is cut and named by a hash.
 */
import assert from "node:assert/strict";
import { runNiah } from "../support/hosted_niah.ts";
import { niahGrid, writeRows } from "../report/synthetic_rows.ts";

Deno.test("plot writes a heatmap per (run, model) even when two of them sanitise to one file name", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-plot-names-" });
  try {
    await writeRows(`${dir}/a.jsonl`, [
      ...niahGrid({ run_name: "r", model_id: "openai/gpt-4o", seeds: 1 }),
      ...niahGrid({ run_name: "r", model_id: "openai:gpt-4o", seeds: 1 }),
      ...niahGrid({ run_name: "a.b", model_id: "c", seeds: 1 }),
      ...niahGrid({ run_name: "a", model_id: "b.c", seeds: 1 }),
      ...niahGrid({ run_name: "solo", model_id: "fake", seeds: 1 }),
    ]);
    const result = await runNiah(["plot", "a.jsonl", "--out-dir", "plots"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    const written = result.stdout.trimEnd().split("\n").map((line) =>
      line.replace(/^wrote /, "")
    );
    assert.equal(written.length, 5, result.stdout);
    assert.equal(new Set(written).size, 5, `one file each: ${written}`);
    // Colliding names keep their readable stem and gain a hash.
    assert.match(
      written[0]!,
      /^plots\/r\.openai_gpt-4o\.[0-9a-f]{8}\.score\.svg$/,
    );
    assert.match(
      written[1]!,
      /^plots\/r\.openai_gpt-4o\.[0-9a-f]{8}\.score\.svg$/,
    );
    assert.match(written[2]!, /^plots\/a\.b\.c\.[0-9a-f]{8}\.score\.svg$/);
    assert.match(written[3]!, /^plots\/a\.b\.c\.[0-9a-f]{8}\.score\.svg$/);
    // A name no other shares is today's.
    assert.equal(written[4], "plots/solo.fake.score.svg");
    const files = [...Deno.readDirSync(`${dir}/plots`)].map((e) => e.name);
    assert.equal(files.filter((f) => f.endsWith(".svg")).length, 5);
    assert.equal(files.filter((f) => f.endsWith(".vl.json")).length, 5);
    // Each file holds its own run and model.
    const titles = await Promise.all(
      written.map(async (path) =>
        /<text[^>]*>([^<]* · [^<]*)<\/text>/.exec(
          await Deno.readTextFile(`${dir}/${path}`),
        )?.[1]
      ),
    );
    assert.deepEqual(titles, [
      "r · openai/gpt-4o",
      "r · openai:gpt-4o",
      "a.b · c",
      "a · b.c",
      "solo · fake",
    ]);
    // The same results get the same names the next time.
    const again = await runNiah(["plot", "a.jsonl", "--out-dir", "plots"], {
      cwd: dir,
    });
    assert.equal(again.stdout, result.stdout);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("plot cuts a stem too long for a file name and names it by a hash of the whole key", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-plot-long-" });
  try {
    const model = "m".repeat(300);
    await writeRows(`${dir}/a.jsonl`, [
      ...niahGrid({ run_name: "r", model_id: model, seeds: 1 }),
    ]);
    const result = await runNiah(["plot", "a.jsonl", "--out-dir", "plots"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    const name = result.stdout.trim().replace(/^wrote plots\//, "");
    assert.match(name, /^r\.m+\.[0-9a-f]{8}\.score\.svg$/);
    assert.ok(name.length < 200, name);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("compare cuts a difference heatmap's name too long for a file name, as plot does", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-compare-long-" });
  try {
    const a = `${"a".repeat(120)}.jsonl`;
    const b = `${"b".repeat(120)}.jsonl`;
    for (const [file, run_name] of [[a, "ra"], [b, "rb"]] as const) {
      await writeRows(`${dir}/${file}`, niahGrid({ run_name, seeds: 1 }));
    }
    const result = await runNiah(["compare", a, b, "--out-dir", "cmp"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    const name = /^wrote cmp\/(.+)$/m.exec(result.stdout)?.[1] ?? "";
    assert.match(name, /^a+-vs-b+\.[0-9a-f]{8}\.diff\.svg$/);
    assert.ok(name.length < 200, name);
    const files = [...Deno.readDirSync(`${dir}/cmp`)].map((e) => e.name);
    assert.deepEqual(
      files.sort(),
      [name, name.replace(/\.svg$/, ".vl.json")].sort(),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
