/**
 * `niah dataset` on each shipped patterned ablation config reproduces the
 * reference environment's own dataset byte for byte: for every grid point,
 * the digest of its 50 (system prompt, lines, answer) triples equals the
 * one the vector script took of `load_environment(<the reference's
 * run_ablations.py config>, seed=42)` (tests/vectors/patterned/).
 */
import assert from "node:assert/strict";
import { runNiah } from "../../support/hosted_niah.ts";
import {
  type AblationVector,
  problemsDigest,
  readVectors,
} from "./reference_vectors.ts";

const ablations = await readVectors<AblationVector[]>("ablations.json");

interface Line {
  sample_index: number;
  seed: number;
  messages: { role: string; content: string }[];
  expected_answer: string;
  info: { recipe: { params: Record<string, unknown>; generator: string } };
}

for (const name of ["presentation", "scale", "complexity"]) {
  Deno.test(`niah dataset configs/runs/patterned-${name}.yaml is the reference's dataset`, async () => {
    const dir = await Deno.makeTempDir({ prefix: "niah-patterned-ds-" });
    try {
      const out = `${dir}/ds.jsonl`;
      const result = await runNiah([
        "dataset",
        `configs/runs/patterned-${name}.yaml`,
        "--out",
        out,
      ]);
      assert.equal(result.code, 0, result.stderr);
      const lines: Line[] = (await Deno.readTextFile(out)).trim().split("\n")
        .map((line) => JSON.parse(line));
      const vectors = ablations.filter((v) => v.ablation === name);
      assert.equal(lines.length, vectors.length * 50);
      for (const vector of vectors) {
        const { seed, ...kwargs } = vector.kwargs;
        const point = lines.filter((line) =>
          line.seed === seed &&
          Object.entries(kwargs).every(([key, value]) =>
            line.info.recipe.params[key] === value
          )
        ).sort((a, b) => a.sample_index - b.sample_index);
        assert.equal(point.length, 50, vector.name);
        assert.ok(point.every((line, i) => line.sample_index === i));
        const digest = problemsDigest(point.map((line) => ({
          system: line.messages[0]!.content,
          user: line.messages[1]!.content,
          answer: line.expected_answer,
        })));
        assert.equal(digest, vector.digest, vector.name);
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  });
}
