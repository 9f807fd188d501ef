import assert from "node:assert/strict";
import type { CorpusReader } from "../../src/haystack/files_corpus.ts";
import {
  readRulerEnglishWords,
  readRulerEssays,
} from "../../src/haystack/ruler_files.ts";

function reader(files: Record<string, string>): CorpusReader {
  return {
    listTextFiles: () => Promise.resolve([]),
    readText: (path) =>
      path in files ? Promise.resolve(files[path]!) : Promise.reject(
        Object.assign(new Error(`no ${path}`), { name: "NotFound" }),
      ),
  };
}

Deno.test("english_words.json's values come in file order, as Python's dict keeps them", async () => {
  const words = await readRulerEnglishWords(
    reader({ "w.json": '{"10": "ten", "2": "two", "x": "a\\"b"}' }),
    "w.json",
  );
  assert.deepEqual(words, ["ten", "two", 'a"b']);
  await assert.rejects(
    readRulerEnglishWords(reader({ "w.json": '{"a": 1}' }), "w.json"),
    /is not RULER's flat object of words/,
  );
  await assert.rejects(
    readRulerEnglishWords(reader({}), "missing.json"),
    /^UsageError: Cannot read task\.english_words: "missing\.json" does not exist; .*git lfs pull/,
  );
});

Deno.test("a missing or malformed essay file gets one line saying how RULER builds it", async () => {
  await assert.rejects(
    readRulerEssays(reader({}), "PaulGrahamEssays.json"),
    /Cannot read haystack: "PaulGrahamEssays\.json" does not exist; .*download_paulgraham_essay\.py/,
  );
  await assert.rejects(
    readRulerEssays(reader({ "e.json": '{"txt": ""}' }), "e.json"),
    /has no string "text"/,
  );
  const read = await readRulerEssays(
    reader({ "e.json": '{"text": "A b."}' }),
    "e.json",
  );
  assert.equal(read.text, "A b.");
  assert.match(read.sha256, /^[0-9a-f]{64}$/);
});
