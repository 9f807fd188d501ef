import assert from "node:assert/strict";
import { modelConfigSchema } from "../../src/config/model_config.ts";
import { runConfigSchema } from "../../src/config/run_config.ts";
import { validateAt } from "../../src/config/validate.ts";
import { parseYamlSource } from "../../src/config/yaml_source.ts";
import { UsageError } from "../../src/errors.ts";
import { findTask, loadAllFamilies } from "../../src/tasks/registry.ts";
import {
  RUN_LINES,
  runPlus,
  runWithLine,
  yamlOf,
} from "../support/run_config_lines.ts";

await loadAllFamilies();

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    assert.ok(error instanceof UsageError, `not a UsageError: ${error}`);
    assert.ok(
      !error.message.includes("\n"),
      `message spans lines: ${JSON.stringify(error.message)}`,
    );
    return error.message;
  }
  assert.fail("expected validation to fail");
}

function runError(text: string, file = "run.yaml"): string {
  const source = parseYamlSource(file, text);
  return failure(() => validateAt(runConfigSchema, source, "run config"));
}

function modelError(text: string, file = "configs/models/m.yaml"): string {
  const source = parseYamlSource(file, text);
  return failure(() => validateAt(modelConfigSchema, source, "model config"));
}

function assertIncludes(message: string, ...parts: string[]): void {
  for (const part of parts) {
    assert.ok(
      message.includes(part),
      `expected ${JSON.stringify(part)} in ${JSON.stringify(message)}`,
    );
  }
}

Deno.test("validateAt returns the parsed config with defaults applied", () => {
  const source = parseYamlSource("run.yaml", runPlus());
  const run = validateAt(runConfigSchema, source, "run config");
  assert.equal(run.run_name, "t");
  assert.deepEqual(run.sweep.context_lengths, [500, 1000]);
  assert.equal(run.runner.concurrency, 1);
  assert.equal(run.runner.resume, true);
  assert.deepEqual(run.haystack, { type: "synthetic", seed: 0 });
  assert.deepEqual(run.store, { type: "jsonl", path: "results/t.jsonl" });
});

Deno.test("an unknown top-level key suggests the close known key at the key's line:col", () => {
  const message = runError(runWithLine(4, "sweeps:"));
  assert.equal(
    message,
    'Cannot load run config: run.yaml:4:1: "sweeps": unknown key "sweeps"; did you mean "sweep"?',
  );
});

Deno.test("an unknown nested key suggests the close known key with its full path", () => {
  const message = runError(runPlus("runner:", "  concurency: 2"));
  assertIncludes(
    message,
    'run.yaml:10:3: "runner.concurency": unknown key "concurency"; did you mean "concurrency"?',
  );
});

Deno.test("an unknown key with no close match lists the known keys", () => {
  const message = runError(runPlus("runner:", "  parallelism: 2"));
  assertIncludes(
    message,
    'run.yaml:10:3: "runner.parallelism": unknown key "parallelism"',
    "known keys: concurrency, retries, backoff_base_s, sleep_between_seconds, resume",
  );
});

Deno.test("an unknown key inside a sweep range is located and named", () => {
  const message = runError(
    runWithLine(5, "  context_lengths: {min: 500, max: 1000, num: 2, step: 5}"),
  );
  assertIncludes(
    message,
    'run.yaml:5:50: "sweep.context_lengths.step": unknown key "step"',
  );
});

Deno.test("a value of the wrong type says what was expected and what was got", () => {
  const concurrency = runError(
    runPlus("runner:", '  concurrency: "four"'),
  );
  assertIncludes(concurrency, 'run.yaml:10:16: "runner.concurrency": expected');
  assert.match(concurrency, /expected (a number|an integer), got "four"$/);

  assertIncludes(
    runError(runPlus("runner:", '  resume: "yes"')),
    'run.yaml:10:11: "runner.resume": expected true or false, got "yes"',
  );
  assertIncludes(
    runError(runWithLine(1, "run_name: 5")),
    'run.yaml:1:11: "run_name": expected text, got 5',
  );
  assertIncludes(
    runError(runWithLine(8, "store: [results/t.jsonl]")),
    'run.yaml:8:8: "store": expected a mapping, got a list',
  );
  assertIncludes(
    runError(runWithLine(7, "  seeds: [1.5]")),
    'run.yaml:7:11: "sweep.seeds[0]": expected a whole number, got 1.5',
  );
});

Deno.test("a sweep axis that is neither a list nor a range says expected and got", () => {
  const message = runError(runWithLine(6, '  depth_percents: "all"'));
  assertIncludes(message, 'run.yaml:6:19: "sweep.depth_percents": expected');
  assertIncludes(message, 'got "all"');
});

Deno.test("a number out of range gives the bound, the value and its location", () => {
  assert.equal(
    runError(runPlus("runner:", "  concurrency: 0")),
    'Cannot load run config: run.yaml:10:16: "runner.concurrency": expected a number >= 1, got 0',
  );
  assertIncludes(
    runError(runPlus("runner:", "  concurrency: 2000")),
    'run.yaml:10:16: "runner.concurrency": expected a number <= 1024, got 2000',
  );
  assertIncludes(
    runError(runPlus("runner:", "  retries: -1")),
    'run.yaml:10:12: "runner.retries": expected a number >= 0, got -1',
  );
});

Deno.test("context lengths and depths out of range name the list item", () => {
  assertIncludes(
    runError(runWithLine(5, "  context_lengths: [0, 1000]")),
    'run.yaml:5:21: "sweep.context_lengths[0]": expected a number >= 1, got 0',
  );
  assertIncludes(
    runError(runWithLine(5, "  context_lengths: [500, 10000001]")),
    'run.yaml:5:26: "sweep.context_lengths[1]": expected a number <= 10000000, got 10000001',
  );
  assertIncludes(
    runError(runWithLine(6, "  depth_percents: [0, 50, 101]")),
    'run.yaml:6:27: "sweep.depth_percents[2]": expected a number <= 100, got 101',
  );
  assertIncludes(
    runError(runWithLine(6, "  depth_percents: [-1, 50]")),
    'run.yaml:6:20: "sweep.depth_percents[0]": expected a number >= 0, got -1',
  );
  assertIncludes(
    runError(runWithLine(6, "  depth_percents: []")),
    'run.yaml:6:19: "sweep.depth_percents": expected a list of length >= 1',
  );
});

Deno.test("a missing required key is named with its path", () => {
  const noModel = runError(
    yamlOf(RUN_LINES.filter((l) => !l.startsWith("model:"))),
  );
  assertIncludes(
    noModel,
    '"model": missing required key "model" (expected text)',
  );
  assert.match(noModel, /^Cannot load run config: run\.yaml:\d+:\d+: /);

  assertIncludes(
    runError(runWithLine(3, "task: {}")),
    'run.yaml:3:1: "task.type": missing required key "type" (expected text)',
  );
  assertIncludes(
    runError(runPlus("haystack:", '  type: "files"')),
    'run.yaml:9:1: "haystack.path": missing required key "path"',
  );
});

Deno.test("an unknown haystack type lists the allowed types", () => {
  const message = runError(runPlus("haystack:", '  type: "files2"'));
  assert.equal(
    message,
    'Cannot load run config: run.yaml:10:9: "haystack.type": expected one of "synthetic", "files", "text", "ruler_essays", "needles", got "files2"',
  );
});

Deno.test("a sweep range with num 0 is rejected at num", () => {
  assert.equal(
    runError(
      runWithLine(5, "  context_lengths: {min: 500, max: 1000, num: 0}"),
    ),
    'Cannot load run config: run.yaml:5:47: "sweep.context_lengths.num": expected a number >= 1, got 0',
  );
});

Deno.test("a sweep range with max < min is rejected at max", () => {
  assert.equal(
    runError(runWithLine(6, "  depth_percents: {min: 80, max: 20, num: 3}")),
    'Cannot load run config: run.yaml:6:34: "sweep.depth_percents.max": expected max >= min',
  );
});

Deno.test("a sweep range with an unknown scale lists the scales", () => {
  assertIncludes(
    runError(
      runWithLine(
        5,
        '  context_lengths: {min: 500, max: 1000, num: 2, scale: "log"}',
      ),
    ),
    '"sweep.context_lengths.scale": expected one of "linear", "sigmoid", got "log"',
  );
});

Deno.test("a bad run_name explains the allowed characters", () => {
  assertIncludes(
    runError(runWithLine(1, 'run_name: "my run"')),
    'run.yaml:1:11: "run_name": expected a name of letters, digits',
  );
});

Deno.test("an empty config says a mapping was expected", () => {
  assertIncludes(
    runError(""),
    "run.yaml:1:1:",
    "expected a mapping, got nothing (an empty file)",
  );
});

Deno.test("several problems report the first and count the rest", () => {
  const message = runError(
    runPlus("runner:", "  concurrency: 0", "  retries: -1"),
  );
  assert.match(message, /"runner\.concurrency": .* \(\+1 more\)$/);
});

Deno.test("validateAt with a prefix locates a nested block by its full path", () => {
  const task = findTask("uuid");
  assert.ok(task);
  const source = parseYamlSource(
    "run.yaml",
    runWithLine(3, 'task: {type: "uuid", needle: "x"}'),
  );
  const data = source.data as { task: unknown };
  const message = failure(() =>
    validateAt(task.params, source, "run config", data.task, ["task"])
  );
  assertIncludes(message, 'run.yaml:3:22: "task.needle": unknown key "needle"');
});

const MODEL = [
  'id: "m"', // 1
  "runtime:", // 2
  '  sdk: "fake"', // 3
  '  api: "fake"', // 4
  "request:", // 5
  '  model: "fake"', // 6
];

function modelWith(...extra: string[]): string {
  return yamlOf([...MODEL, ...extra]);
}

Deno.test("a valid model config gets the default tokenizer and client", () => {
  const source = parseYamlSource("m.yaml", modelWith());
  const model = validateAt(modelConfigSchema, source, "model config");
  assert.equal(model.tokenizer, "cl100k_base");
  assert.deepEqual(model.client, {});
  assert.deepEqual(model.request, { model: "fake" });
});

Deno.test("a model config's unknown key suggests the close known key", () => {
  assert.equal(
    modelError(modelWith("tokeniser: o200k_base")),
    'Cannot load model config: configs/models/m.yaml:7:1: "tokeniser": unknown key "tokeniser"; did you mean "tokenizer"?',
  );
  assertIncludes(
    modelError(yamlOf([...MODEL.slice(0, 4), '  apy: "x"', ...MODEL.slice(4)])),
    'configs/models/m.yaml:5:3: "runtime.apy": unknown key "apy"; did you mean "api"?',
  );
});

Deno.test("a model config's unknown tokenizer lists the known ones", () => {
  assertIncludes(
    modelError(modelWith('tokenizer: "p50k_base"')),
    'm.yaml:7:12: "tokenizer": expected one of "cl100k_base", "o200k_base", "deepseek_v3", "qwen3", "llama3", "llama3_1", "gemma3", "gptoss", "claude", got "p50k_base"',
  );
});

Deno.test("a model config missing request.model names the key", () => {
  assertIncludes(
    modelError(yamlOf([...MODEL.slice(0, 5), "  stream: false"])),
    '"request.model": missing required key "model" (expected text)',
  );
});

Deno.test("a model config with a negative price gives the bound", () => {
  assertIncludes(
    modelError(modelWith("pricing: {input: -1, output: 0}")),
    'm.yaml:7:18: "pricing.input": expected a number >= 0, got -1',
  );
});

Deno.test("an API key pasted into api_key_env is rejected without echoing it", () => {
  const key = "sk-proj-abcdefghijklmnop1234567890";
  const message = modelError(modelWith("client:", `  api_key_env: "${key}"`));
  assertIncludes(
    message,
    'm.yaml:8:16: "client.api_key_env": expected the name of an environment variable, not a key',
  );
  assert.ok(!message.includes(key), message);
  assert.ok(!message.includes("abcdefghijklmnop"), message);
});
