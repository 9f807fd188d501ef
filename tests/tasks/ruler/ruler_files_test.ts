import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import type { DataFile } from "../../../src/data/data_file.ts";
import {
  RULER_ESSAYS,
  rulerEnglishWords,
  rulerEssays,
} from "../../../src/tasks/ruler/ruler_files.ts";
import { HaystackLibrary } from "../../../src/haystack/corpus.ts";

function file(path: string, text: string): DataFile {
  const bytes = new TextEncoder().encode(text);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { path, bytes, sha256 };
}

Deno.test("english_words.json's values come in file order, as Python's dict keeps them", () => {
  const words = rulerEnglishWords(
    file("w.json", '{"10": "ten", "2": "two", "x": "a\\"b"}'),
  );
  assert.deepEqual(words, ["ten", "two", 'a"b']);
  assert.throws(
    () => rulerEnglishWords(file("w.json", '{"a": 1}')),
    /^UsageError: Cannot read task\.english_words: "w\.json" is not RULER's flat object of words/,
  );
  for (const text of ["[1, 2]", "3", '"x"', "{}"]) {
    assert.throws(
      () => rulerEnglishWords(file("w.json", text)),
      /is not RULER's flat object of words/,
    );
  }
});

Deno.test("a missing or malformed essay file gets one line saying how RULER builds it", async () => {
  const library = new HaystackLibrary({
    listTextFiles: () => Promise.resolve([]),
    readText: (path) =>
      Promise.reject(
        Object.assign(new Error(`no ${path}`), { name: "NotFound" }),
      ),
  });
  await assert.rejects(
    library.dataFile("PaulGrahamEssays.json", RULER_ESSAYS),
    /Cannot read haystack: "PaulGrahamEssays\.json" does not exist; .*download_paulgraham_essay\.py/,
  );
  assert.throws(
    () => rulerEssays(file("e.json", '{"txt": ""}')),
    /has no string "text"/,
  );
  const read = rulerEssays(file("e.json", '{"text": "A b."}'));
  assert.equal(read.text, "A b.");
  assert.match(read.sha256, /^[0-9a-f]{64}$/);
});
