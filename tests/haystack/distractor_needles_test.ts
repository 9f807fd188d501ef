import assert from "node:assert/strict";
import {
  CODE_SENTENCES,
  distractorBlock,
  PLACE_SENTENCES,
} from "../../src/haystack/distractor_needles.ts";
import { HaystackLibrary } from "../../src/haystack/corpus.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

const UUID =
  /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/;

Deno.test("uuid distractors read like the needle but never say 'secret'", () => {
  const block = distractorBlock(
    CODE_SENTENCES,
    CODE_SENTENCES.template,
    0,
    0,
  );
  const sentences = block.split(/(?<=\.)\s+/).filter((s) => s !== "");
  assert.equal(sentences.length, 200);
  for (const sentence of sentences) {
    assert.match(
      sentence,
      new RegExp(`^The [a-z]+ code is ${UUID.source}\\.$`),
    );
    assert.doesNotMatch(sentence, /secret/);
  }
  assert.ok(block.endsWith(".\n\n"));
});

Deno.test("single distractors name other cities than San Francisco", () => {
  const block = distractorBlock(
    PLACE_SENTENCES,
    PLACE_SENTENCES.template,
    3,
    1,
  );
  assert.match(block, /^The best thing to do in [^.]+ is [^.]+\./);
  assert.doesNotMatch(block, /San Francisco/);
});

Deno.test("distractor blocks are deterministic per (seed, block) and differ across them", () => {
  const t = CODE_SENTENCES.template;
  assert.equal(
    distractorBlock(CODE_SENTENCES, t, 5, 2),
    distractorBlock(CODE_SENTENCES, t, 5, 2),
  );
  assert.notEqual(
    distractorBlock(CODE_SENTENCES, t, 5, 2),
    distractorBlock(CODE_SENTENCES, t, 5, 3),
  );
  assert.notEqual(
    distractorBlock(CODE_SENTENCES, t, 5, 2),
    distractorBlock(CODE_SENTENCES, t, 6, 2),
  );
});

Deno.test("a needles haystack streams the same tokens whatever was asked first", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const reader = {
    listTextFiles: () => Promise.reject(new Error("unused")),
    readText: () => Promise.reject(new Error("unused")),
  };
  const config = { type: "needles", family: "uuid", seed: 0 } as const;
  // Rows name a kind by the task that declares it.
  const kinds = new Map([["uuid", CODE_SENTENCES]]);
  const a = await new HaystackLibrary(reader, kinds).source(config, tokenizer);
  const b = await new HaystackLibrary(reader, kinds).source(config, tokenizer);
  const long = a.take(40000);
  assert.deepEqual(b.take(300), long.slice(0, 300));
  assert.deepEqual(a.descriptor, {
    type: "needles",
    family: "uuid",
    template: "The {label} code is {uuid}.",
    seed: 0,
  });
  assert.ok(a.seams(40000).length >= 1, "blocks meet at seams");
});
