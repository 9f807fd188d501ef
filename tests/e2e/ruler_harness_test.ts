/**
 * RULER under NeMo-Skills' prefill harness (`task.harness: nemo_skills`,
 * the answer prefix as the start of the assistant turn) is refused by
 * `validate` on a provider that answers a final assistant message in a
 * new turn (OpenAI's APIs), in one line naming the provider and the
 * appended variant, exit 2; the variant, Anthropic, the fake and a
 * vLLM-style server that continues it (`continue_final_message`) pass.
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const model = (id: string, runtime: string, request = "") =>
  `id: "${id}"\nruntime: {${runtime}}\nrequest: {model: "m"${request}}\ntokenizer: "cl100k_base"\n`;

const run = (id: string, harness: string) =>
  `run_name: "t"\nmodel: "${id}"\ntask: {type: ruler, name: niah_single_1, num_samples: 2, harness: ${harness}}\nsweep: {context_lengths: [4096]}\nstore: {path: "r.jsonl"}\n`;

Deno.test("validate refuses harness nemo_skills on OpenAI's APIs, naming the provider and the appended variant", async () => {
  await withWorkspace({
    "configs/models/oa.yaml": model(
      "oa",
      'sdk: "openai-python", api: "chat_completions"',
    ),
    "configs/models/vllm.yaml": model(
      "vllm",
      'sdk: "openai-python", api: "chat_completions"',
      ", continue_final_message: true, add_generation_prompt: false",
    ),
    "configs/models/an.yaml": model(
      "an",
      'sdk: "anthropic-python", api: "messages"',
      ", max_tokens: 100",
    ),
    "configs/models/think.yaml": model(
      "think",
      'sdk: "anthropic-python", api: "messages"',
      ", max_tokens: 2000, thinking: {type: enabled, budget_tokens: 1024}",
    ),
    "prefill.yaml": run("oa", "nemo_skills"),
    "think.yaml": run("think", "nemo_skills"),
    "appended.yaml": run("oa", "nemo_skills_appended"),
    "vllm.yaml": run("vllm", "nemo_skills"),
    "anthropic.yaml": run("an", "nemo_skills"),
    "fake.yaml": run("fake", "nemo_skills"),
  }, async (dir) => {
    const refused = await runNiah(["validate", "prefill.yaml"], { cwd: dir });
    assert.equal(refused.code, 2, refused.stderr);
    assert.equal(refused.stderr.trim().split("\n").length, 1, refused.stderr);
    assert.match(
      refused.stderr,
      /harness.*task\.harness nemo_skills .*\(a prefill\); on provider openai-python\/chat_completions, OpenAI's Chat Completions API does not continue one: it answers in a new turn; use harness: nemo_skills_appended.*continue_final_message: true/,
    );
    const thinking = await runNiah(["validate", "think.yaml"], { cwd: dir });
    assert.equal(thinking.code, 2, thinking.stderr);
    assert.equal(thinking.stderr.trim().split("\n").length, 1);
    assert.match(
      thinking.stderr,
      /on provider anthropic-python\/messages, Anthropic's Messages API refuses one while request\.thinking is on \(extended thinking\); use harness: nemo_skills_appended/,
    );
    for (const ok of ["appended", "vllm", "anthropic", "fake"]) {
      const result = await runNiah(["validate", `${ok}.yaml`], { cwd: dir });
      assert.equal(result.code, 0, `${ok}: ${result.stderr}`);
    }
  });
});

Deno.test("a run under harness nemo_skills on the fake provider prefills, and report prints its RULER table apart from RULER's own", async () => {
  const plain = (name: string, harness: string) =>
    `run_name: "t"\nmodel: "fake"\ntask: {type: ruler, name: vt, num_samples: 2${harness}}\nsweep: {context_lengths: [2048]}\nstore: {path: "${name}.jsonl"}\n`;
  await withWorkspace({
    "nemo.yaml": plain("nemo", ", harness: nemo_skills"),
    "ruler.yaml": plain("ruler", ""),
  }, async (dir) => {
    for (const name of ["nemo", "ruler"]) {
      const ran = await runNiah(["run", `${name}.yaml`], { cwd: dir });
      assert.equal(ran.code, 0, ran.stderr);
    }
    const rows = (await Deno.readTextFile(`${dir}/nemo.jsonl`)).trim()
      .split("\n").map((line) => JSON.parse(line));
    assert.equal(rows.length, 2);
    for (const row of rows) {
      assert.equal(row.recipe.harness, "nemo_skills");
      assert.equal(row.score.details.harness, "nemo_skills");
    }
    const report = await runNiah(["report", "nemo.jsonl", "ruler.jsonl"], {
      cwd: dir,
    });
    assert.equal(report.code, 0, report.stderr);
    assert.match(report.stdout, /^RULER · t · fake · harness nemo_skills$/m);
    assert.match(report.stdout, /^RULER · t · fake$/m);
  });
});
