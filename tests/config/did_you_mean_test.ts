import assert from "node:assert/strict";
import {
  closestFileName,
  closestName,
  closestWord,
  editDistance,
} from "../../src/config/did_you_mean.ts";

const runKeys = [
  "run_name",
  "model",
  "task",
  "haystack",
  "sweep",
  "runner",
  "store",
];
const runnerKeys = [
  "concurrency",
  "retries",
  "backoff_base_s",
  "sleep_between_seconds",
  "resume",
];

Deno.test("editDistance counts insertions, deletions, substitutions and adjacent swaps", () => {
  const table: [string, string, number][] = [
    ["", "", 0],
    ["", "abc", 3],
    ["abc", "", 3],
    ["sweep", "sweep", 0],
    ["sweeps", "sweep", 1], // one deletion
    ["swep", "sweep", 1], // one insertion
    ["sweap", "sweep", 1], // one substitution
    ["ab", "ba", 1], // one adjacent swap
    ["modle", "model", 1], // one adjacent swap
    ["concurency", "concurrency", 1],
    ["kitten", "sitting", 3],
    ["flaw", "lawn", 2],
    ["abc", "xyz", 3],
    ["store", "runner", 5],
  ];
  for (const [a, b, expected] of table) {
    assert.equal(editDistance(a, b), expected, `editDistance(${a}, ${b})`);
  }
});

Deno.test("editDistance is symmetric and case-sensitive", () => {
  const pairs: [string, string][] = [
    ["sweeps", "sweep"],
    ["kitten", "sitting"],
    ["ab", "ba"],
    ["run_name", "runname"],
  ];
  for (const [a, b] of pairs) {
    assert.equal(editDistance(a, b), editDistance(b, a), `${a} / ${b}`);
  }
  assert.equal(editDistance("Sweep", "sweep"), 1);
});

Deno.test("closestWord suggests the known key a typo was meant to be", () => {
  const table: [string, readonly string[], string][] = [
    ["sweeps", runKeys, "sweep"],
    ["swep", runKeys, "sweep"],
    ["modle", runKeys, "model"],
    ["tsk", runKeys, "task"],
    ["runer", runKeys, "runner"],
    ["haystak", runKeys, "haystack"],
    ["run-name", runKeys, "run_name"],
    ["concurency", runnerKeys, "concurrency"],
    ["retires", runnerKeys, "retries"],
  ];
  for (const [word, known, expected] of table) {
    assert.equal(closestWord(word, known), expected, `closestWord(${word})`);
  }
});

Deno.test("closestWord ignores case but returns the known spelling", () => {
  assert.equal(closestWord("SWEEP", runKeys), "sweep");
  assert.equal(closestWord("Run_Name", runKeys), "run_name");
  assert.equal(closestWord("sweep", ["Sweep"]), "Sweep");
});

Deno.test("closestWord suggests nothing when no known word is close enough", () => {
  const table: [string, readonly string[]][] = [
    ["xyz", runKeys],
    ["parallelism", runnerKeys],
    ["mdl", runKeys], // 2 edits away from "model", limit 1 for a short word
    ["abcdefghijkl", ["abcdefghwxyz"]], // 4 edits: never more than 3
    ["sweep", []],
  ];
  for (const [word, known] of table) {
    assert.equal(closestWord(word, known), undefined, `closestWord(${word})`);
  }
});

Deno.test("closestWord allows about a third of the letters wrong, at most 3", () => {
  // Up to 5 letters: 1 edit.
  assert.equal(closestWord("modxl", ["model"]), "model");
  assert.equal(closestWord("mxdxl", ["model"]), undefined);
  // 6 letters: 2 edits.
  assert.equal(closestWord("runnxx", ["runner"]), "runner");
  assert.equal(closestWord("rxnnxx", ["runner"]), undefined);
  // 9 letters or more: 3 edits, and 3 stays the cap for long words.
  assert.equal(closestWord("haxxxackk", ["haystackk"]), "haystackk");
  assert.equal(
    closestWord("sleep_between_secondsxxx", ["sleep_between_seconds"]),
    "sleep_between_seconds",
  );
  assert.equal(
    closestWord("sleep_between_secondsxxxx", ["sleep_between_seconds"]),
    undefined,
  );
});

Deno.test("closestWord prefers the nearest of several candidates", () => {
  assert.equal(closestWord("stor", ["store", "stories"]), "store");
  assert.equal(closestWord("retrie", ["resume", "retries"]), "retries");
});

Deno.test("closestName: a typo first, else the id sharing the most parts (the shorter of ties)", () => {
  const ids = [
    "anthropic-opus-4-medium",
    "deepseek-flash",
    "deepseek-flash-phaseshift",
    "fake",
    "openai-gpt-4o",
    "openai-gpt-4o-mini",
  ];
  assert.equal(closestName("openai-gpt4o", ids), "openai-gpt-4o");
  assert.equal(closestName("gpt-4o", ids), "openai-gpt-4o");
  assert.equal(closestName("gpt-4o-mini", ids), "openai-gpt-4o-mini");
  assert.equal(closestName("claude-opus", ids), "anthropic-opus-4-medium");
  assert.equal(closestName("deepseek", ids), "deepseek-flash");
  assert.equal(closestName("gpt-9", ids), "openai-gpt-4o");
  assert.equal(closestName("llama-3", ids), undefined);
});

Deno.test("closestFileName guesses a file of the same kind by its name, else a typo away", () => {
  const names = [
    "smoke.fake.batch.yaml",
    "smoke.fake.yaml",
    "uuid.example.yaml",
    "smoke.jsonl",
  ];
  assert.equal(closestFileName("smoke.yaml", names), "smoke.fake.yaml");
  assert.equal(closestFileName("smoke.fake.yml", names), "smoke.fake.yaml");
  assert.equal(closestFileName("smoke.json", names), "smoke.jsonl");
  assert.equal(closestFileName("nightly.yaml", names), undefined);
});
