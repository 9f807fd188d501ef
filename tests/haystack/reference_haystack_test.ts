import assert from "node:assert/strict";
import { type CorpusReader } from "../../src/haystack/files_corpus.ts";
import { HaystackLibrary } from "../../src/haystack/corpus.ts";
import {
  filesNeeded,
  joinedEncoding,
  pythonGlobsTxt,
  pythonTextFile,
} from "../../src/haystack/reference_haystack.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

const cl100k = await getTokenizer("cl100k_base");

function reader(files: Record<string, string>): CorpusReader {
  return {
    listTextFiles: () =>
      Promise.resolve(Object.keys(files).filter((n) => n.endsWith(".txt"))),
    readText: (path) => Promise.resolve(files[path.split("/").pop()!]!),
  };
}

Deno.test("files are appended whole until their own counts reach the length, cycling", () => {
  // The tool: while running < L: for each file: add it; stop at >= L.
  assert.equal(filesNeeded([5, 3, 2], 0), 0);
  assert.equal(filesNeeded([5, 3, 2], 1), 1);
  assert.equal(filesNeeded([5, 3, 2], 5), 1);
  assert.equal(filesNeeded([5, 3, 2], 6), 2);
  assert.equal(filesNeeded([5, 3, 2], 10), 3);
  assert.equal(filesNeeded([5, 3, 2], 11), 4);
  assert.equal(filesNeeded([5, 3, 2], 30), 9);
  assert.equal(filesNeeded([5, 3, 2], 31), 10);
  // A file of no tokens after the point reached is not appended.
  assert.equal(filesNeeded([5, 0, 2], 5), 1);
  assert.equal(filesNeeded([5, 0, 2], 6), 3);
  assert.throws(() => filesNeeded([0, 0], 3), /encode to no tokens/);
});

Deno.test("files read as Python reads text: universal newlines, no dotfiles", () => {
  assert.equal(pythonTextFile("a\r\nb\rc\n\r\n"), "a\nb\nc\n\n");
  assert.ok(pythonGlobsTxt("essay.txt"));
  assert.ok(!pythonGlobsTxt(".hidden.txt"));
  assert.ok(!pythonGlobsTxt("notes.md"));
});

Deno.test("a files haystack is the encoding of the joined files, cut to the length", async () => {
  const files = {
    "b.txt": "Second file.\r\nIt has CRLF lines.",
    "a.txt": "First file. It ends without a newline",
    ".skip.txt": "Never read by the tool.",
  };
  const library = new HaystackLibrary(reader(files));
  const source = await library.reference({ type: "files", path: "d" }, cl100k);
  const a = files["a.txt"];
  const b = "Second file.\nIt has CRLF lines.";
  const na = cl100k.count(a);
  // Up to a's own count, only a is read.
  assert.deepEqual([...source.cut(na)], [...cl100k.encode(a)]);
  // One past it, both files, encoded together (the seam may merge).
  assert.deepEqual(
    [...source.cut(na + 1)],
    [...cl100k.encode(a + b).subarray(0, na + 1)],
  );
  // Past one pass, the files again from the first, in one encoding.
  const pass = na + cl100k.count(b);
  assert.deepEqual(
    [...source.cut(pass + 2)],
    [...cl100k.encode(a + b + a).subarray(0, pass + 2)],
  );
  assert.equal(source.descriptor.type, "files");
});

Deno.test("a text haystack repeats its unit floor(L / count) + 1 times", async () => {
  const library = new HaystackLibrary(reader({}));
  const config = { type: "text" as const, text: "Sky. Sea", separator: "\n\n" };
  const source = await library.reference(config, cl100k);
  const unit = "Sky. Sea\n\n";
  const per = cl100k.count(unit);
  for (const length of [1, per, per + 1, 10 * per + 3]) {
    const repeats = Math.floor(length / per) + 1;
    assert.deepEqual(
      [...source.cut(length)],
      [...cl100k.encode(unit.repeat(repeats)).subarray(0, length)],
    );
  }
});

Deno.test("niah's own haystacks are their cl100k stream cut to the length", async () => {
  const library = new HaystackLibrary(reader({}));
  const config = { type: "synthetic" as const, seed: 3 };
  const source = await library.reference(config, cl100k);
  const stream = await library.source(config, cl100k);
  assert.deepEqual([...source.cut(777)], [...stream.take(777)]);
});

Deno.test("the joined encoding re-encodes only around joins, and equals encoding the joined text", () => {
  const texts = [
    "First.\nLine two ends here.\n",
    "no cut in this one",
    " and it runs on.\nNext line.\r\n",
    "2024 was a year.\nThe end",
    "\n\nTail with 🧵 emoji.\nAnd more.",
    "Tail",
  ];
  for (let n = 1; n <= texts.length; n++) {
    const part = texts.slice(0, n);
    const joined = joinedEncoding(
      part.map((t) => cl100k.encode(t)),
      part,
      cl100k,
    );
    assert.deepEqual([...joined], [...cl100k.encode(part.join(""))], `${n}`);
  }
});
