/**
 * What a new user sees before a run sends anything, through the real CLI:
 * `run --dry-run` summarises the plan (each axis with its values, the
 * cells, tokens and cost) and lists the first 20 cells (`--cells`: all),
 * with numbers rounded for reading; `validate` and `--dry-run` warn, but
 * pass, when the key variable is not set; an unknown model id lists the ids
 * that exist and suggests the closest.
 */
import assert from "node:assert/strict";
import { splitDryRun } from "../support/dry_run_output.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

/** A variable no machine sets, so the key is surely missing. */
const KEY_ENV = "NIAH_TEST_KEY_THAT_IS_NOT_SET";

const KEYED_MODEL = `id: "keyed"
runtime: {sdk: "openai-python", api: "chat_completions"}
client: {api_key_env: "${KEY_ENV}", base_url: "http://127.0.0.1:8/v1"}
request: {model: "m", max_tokens: 10}
pricing: {input: 1.0, output: 2.0}
tokenizer: "cl100k_base"
`;

// 7 sigmoid depths are computed in floating point (one is
// 49.999999999999986); 4 x 7 x 1 sample x 2 seeds = 56 cells.
const RUN = `run_name: "d"
model: "keyed"
task: {type: "uuid", style: "niah"}
sweep:
  context_lengths: [300, 400, 500, 600]
  depth_percents: {min: 0, max: 100, num: 7, scale: "sigmoid"}
  seeds: [1, 2]
`;

const FILES = {
  "configs/models/keyed.yaml": KEYED_MODEL,
  "configs/runs/d.yaml": RUN,
};

/** A cell line of the dry run's table. */
const CELL_LINE =
  /^ {2,4}\d+ {2}[0-9a-f]{16} {2}context_length=\d+ {2}depth_percent=[\d.]+ {2}sample=0 {2}seed=[12]$/;

Deno.test("--dry-run summarises the plan, lists the first 20 cells (--cells: all) with rounded numbers, and warns of a key not set", async () => {
  await withWorkspace(FILES, async (dir) => {
    const result = await runNiah(["run", "configs/runs/d.yaml", "--dry-run"], {
      cwd: dir,
    });
    assert.equal(result.code, 0, result.stderr);
    // The header counts each axis's values in words.
    assert.match(
      result.stderr,
      /56 cells \(context_length: 4 values, depth_percent: 7 values, seeds: 2 values\)/,
    );
    assert.match(
      result.stderr,
      new RegExp(
        `warning: environment variable "${KEY_ENV}" \\(client\\.api_key_env in "configs/models/keyed\\.yaml"\\) is not set; niah run will stop before any request until it is`,
      ),
    );
    const [summary, rest] = splitDryRun(result.stdout);
    assert.deepEqual(summary, [
      "axes:",
      "  context_length  4 values: 300, 400, 500, 600",
      "  depth_percent   7 values: 0, 7.9299, 24.4728, 50, 75.5272, 92.0701, 100",
      "  samples         1 per grid point",
      "  seeds           2 values: 1, 2",
      "cells: 56, 56 to run",
    ]);
    assert.equal(rest[0], "first 20 of 56 cells (--cells lists all):");
    const cells = rest.slice(1, -2);
    assert.equal(cells.length, 20);
    for (const line of cells) assert.match(line, CELL_LINE);
    assert.match(cells[6]!, /depth_percent=50 /);
    assert.match(
      rest.at(-2)!,
      /^estimate: 56 cells, \d+ input tokens, up to 560 output tokens \(max_tokens\); \$0\.0\d{3} input \+ up to \$0\.0011 output$/,
    );
    // Both costs: the provider has a batch API, so the batch price too.
    assert.match(
      rest.at(-1)!,
      /^in batch mode \(--batch, runner\.batch: true\): 1 batch for the .* \(window 24h\); \$0\.0\d{3} input \+ up to \$0\.0006 output at the batch price$/,
    );
    // No float noise reaches the terminal anywhere.
    assert.doesNotMatch(result.stdout + result.stderr, /\d\.\d{5,}/);

    const all = await runNiah(
      ["run", "configs/runs/d.yaml", "--dry-run", "--cells"],
      { cwd: dir },
    );
    assert.equal(all.code, 0, all.stderr);
    const [allSummary, allRest] = splitDryRun(all.stdout);
    assert.deepEqual(allSummary, summary);
    assert.equal(allRest.length, 58);
    for (const line of allRest.slice(0, -2)) assert.match(line, CELL_LINE);
    assert.deepEqual(allRest.slice(-2), rest.slice(-2));
    // --cells lists a dry run's cells; without --dry-run it is refused.
    const bare = await runNiah(["run", "configs/runs/d.yaml", "--cells"], {
      cwd: dir,
    });
    assert.equal(bare.code, 2, bare.stderr);
    assert.equal(
      bare.stderr,
      "niah: Cannot use --cells: it lists the cells of a --dry-run; add --dry-run\n",
    );
    // Nothing written.
    await assert.rejects(Deno.stat(`${dir}/results`), Deno.errors.NotFound);
  });
});

Deno.test("validate warns (exit 0) when the key variable is not set, and is quiet when it is", async () => {
  await withWorkspace(FILES, async (dir) => {
    const unset = await runNiah(["validate", "configs/runs/d.yaml"], {
      cwd: dir,
    });
    assert.equal(unset.code, 0, unset.stderr);
    assert.equal(unset.stdout, "ok: configs/runs/d.yaml (model: keyed)\n");
    assert.equal(
      unset.stderr,
      `warning: environment variable "${KEY_ENV}" (client.api_key_env in "configs/models/keyed.yaml") is not set; niah run will stop before any request until it is (put it in the environment or in .env)\n`,
    );
    // Set in .env, as a user would: no warning.
    await Deno.writeTextFile(`${dir}/.env`, `${KEY_ENV}=sk-test-1234\n`);
    const set = await runNiah(["validate", "configs/runs/d.yaml"], {
      cwd: dir,
    });
    assert.equal(set.code, 0, set.stderr);
    assert.equal(set.stderr, "");
  });
});

Deno.test("an unknown model id lists the ids that exist and suggests the closest", async () => {
  await withWorkspace({
    ...FILES,
    "configs/runs/typo.yaml": RUN.replace('model: "keyed"', 'model: "keyd"'),
    "configs/runs/far.yaml": RUN.replace('model: "keyed"', 'model: "llama-9"'),
    "configs/models/openai-gpt-4o.yaml": "id: openai-gpt-4o\n",
    "configs/runs/part.yaml": RUN.replace('model: "keyed"', 'model: "gpt-4o"'),
  }, async (dir) => {
    const typo = await runNiah(["validate", "configs/runs/typo.yaml"], {
      cwd: dir,
    });
    assert.equal(typo.code, 2, typo.stderr);
    assert.equal(
      typo.stderr,
      `niah: Cannot find model: configs/runs/typo.yaml:2:8: "model": no file "keyd" and no "keyd.yaml" in "configs/models"; did you mean "keyed"? known ids: fake, keyed, openai-gpt-4o\n`,
    );
    const far = await runNiah(["run", "configs/runs/far.yaml", "--dry-run"], {
      cwd: dir,
    });
    assert.equal(far.code, 2, far.stderr);
    assert.match(
      far.stderr,
      /"model": no file "llama-9" and no "llama-9\.yaml" in "configs\/models"; known ids: fake, keyed, openai-gpt-4o\n$/,
    );
    // Not a typo, but part of an id: that id is suggested.
    const part = await runNiah(["validate", "configs/runs/part.yaml"], {
      cwd: dir,
    });
    assert.equal(part.code, 2, part.stderr);
    assert.match(part.stderr, /; did you mean "openai-gpt-4o"\? known ids:/);
  });
});

Deno.test("validate warns (exit 0) when the endpoint variable is not set, as for a key", async () => {
  await withWorkspace({
    ...FILES,
    "configs/models/local.yaml":
      `id: "local"\nruntime: {sdk: "openai-python", api: "chat_completions"}\nclient: {base_url_env: "NIAH_TEST_UNSET_BASE_URL"}\nrequest: {model: "m", max_tokens: 8}\n`,
    "configs/runs/l.yaml": RUN.replace('model: "keyed"', 'model: "local"'),
  }, async (dir) => {
    const unset = await runNiah(["validate", "configs/runs/l.yaml"], {
      cwd: dir,
    });
    assert.equal(unset.code, 0, unset.stderr);
    assert.equal(
      unset.stderr,
      `warning: environment variable "NIAH_TEST_UNSET_BASE_URL" (client.base_url_env in "configs/models/local.yaml") is not set; niah run will stop before any request until it is (put it in the environment or in .env)\n`,
    );
  });
});

Deno.test("validate warns of a request key the API does not know, unless the model config lists it as an extra", async () => {
  const model = (extra: string) =>
    `id: "local"\nruntime: {sdk: "openai-python", api: "chat_completions"}\nclient: {base_url: "http://127.0.0.1:8089"${extra}}\nrequest: {model: "m", max_token: 8, temperature: 0}\n`;
  await withWorkspace({
    ...FILES,
    "configs/models/local.yaml": model(""),
    "configs/models/vllm.yaml": model(', extra_request_keys: ["max_token"]')
      .replace('id: "local"', 'id: "vllm"'),
    "configs/runs/l.yaml": RUN.replace('model: "keyed"', 'model: "local"'),
    "configs/runs/v.yaml": RUN.replace('model: "keyed"', 'model: "vllm"'),
  }, async (dir) => {
    const typo = await runNiah(["validate", "configs/runs/l.yaml"], {
      cwd: dir,
    });
    assert.equal(typo.code, 0, typo.stderr);
    assert.equal(
      typo.stderr,
      `warning: request key "max_token" in "configs/models/local.yaml" is not a parameter of chat_completions (did you mean "max_tokens"?); niah sends it as it is: list it in client.extra_request_keys if your server takes it\n`,
    );
    const listed = await runNiah(["validate", "configs/runs/v.yaml"], {
      cwd: dir,
    });
    assert.equal(listed.code, 0, listed.stderr);
    assert.equal(listed.stderr, "");
  });
});
