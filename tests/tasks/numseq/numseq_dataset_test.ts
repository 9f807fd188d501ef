/**
 * `niah dataset` on the shipped num_seq config is the reference's dataset:
 * num-seq-env's first 250 examples for seed 42 (the ones behind the seed's
 * published 59.2%), messages and answers, byte for byte.
 */
import assert from "node:assert/strict";
import { repoRoot, runNiah, withWorkspace } from "../../support/hosted_niah.ts";
import { datasetVectors, sha256 } from "./reference_vectors.ts";

interface Line {
  sample_index: number;
  seed: number;
  messages: { role: string; content: string }[];
  expected_answer: string;
}

Deno.test("niah dataset configs/runs/num-seq.yaml is num-seq-env's first 250 examples of seed 42", async () => {
  const vectors = datasetVectors();
  const reference = vectors.datasets.find((d) =>
    d.seed === 42 && d.min_k === 2 && d.max_k === 5
  )!;
  const config = "configs/runs/num-seq.yaml";
  await withWorkspace({
    [config]: Deno.readTextFileSync(`${repoRoot}${config}`),
  }, async (dir) => {
    const out = await runNiah(["dataset", config], { cwd: dir });
    assert.equal(out.code, 0, out.stderr);
    const lines = out.stdout.trimEnd().split("\n").map((l) =>
      JSON.parse(l) as Line
    );
    assert.equal(lines.length, 250);
    lines.forEach((line, i) => {
      assert.equal(line.sample_index, i);
      assert.equal(line.seed, 42);
      assert.deepEqual(line.messages.map((m) => m.role), ["system", "user"]);
      const [system, user] = line.messages;
      assert.equal(sha256(system!.content), vectors.system_sha256);
      const [digest, answer] = reference.examples[i]!;
      if (i < reference.first_user_texts.length) {
        assert.equal(user!.content, reference.first_user_texts[i]);
      }
      assert.equal(sha256(user!.content).slice(0, 16), digest, `example ${i}`);
      assert.equal(line.expected_answer, answer, `example ${i}`);
    });
  });
});
