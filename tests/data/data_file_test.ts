/**
 * The one data-file reader: regular files only (a FIFO refused without
 * waiting on it, a device refused), capped, links resolved, read once per
 * file revision; its views and the pinned-revision check.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  DEFAULT_DATA_FILE_MAX_BYTES,
  readDataFile,
} from "../../src/data/data_file.ts";
import { dataJson, dataJsonLines } from "../../src/data/data_views.ts";
import { type KnownRevision, pinMismatch } from "../../src/data/data_use.ts";
import { UsageError } from "../../src/errors.ts";

const sha = (text: string) =>
  createHash("sha256").update(new TextEncoder().encode(text)).digest("hex");

async function inTempDir(body: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir();
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const oneLine = (pattern: RegExp) => (error: unknown) =>
  error instanceof UsageError && !error.message.includes("\n") &&
  pattern.test(error.message);

Deno.test("a named pipe is refused at once, naming the key and the file", async () => {
  await inTempDir(async (dir) => {
    const fifo = `${dir}/words.json`;
    const made = await new Deno.Command("mkfifo", { args: [fifo] }).output();
    assert.ok(made.success);
    const started = performance.now();
    await assert.rejects(
      readDataFile(fifo, { what: "task.english_words" }),
      oneLine(
        /^Cannot read task\.english_words: ".*words\.json" is a named pipe, not a regular file$/,
      ),
    );
    // Nothing ever writes to the pipe: a read would wait forever.
    assert.ok(performance.now() - started < 2000);
  });
});

Deno.test("a device is refused without reading it", async () => {
  await assert.rejects(
    readDataFile("/dev/zero", { what: "haystack" }),
    oneLine(/^Cannot read haystack: "\/dev\/zero" is a device/),
  );
});

Deno.test("a file over the cap is refused before it is read, a sparse one too", async () => {
  await inTempDir(async (dir) => {
    const big = `${dir}/big.json`;
    await Deno.writeTextFile(big, "x".repeat(2000));
    await assert.rejects(
      readDataFile(big, { what: "task.data", maxBytes: 1000 }),
      oneLine(
        /^Cannot read task\.data: ".*big\.json" is 2000 bytes, over the 1000 bytes niah reads of it/,
      ),
    );
    // A 2 GiB sparse file takes no disk and is refused by its size.
    const sparse = `${dir}/sparse.json`;
    const file = await Deno.open(sparse, { write: true, create: true });
    await file.truncate(2 * 2 ** 30);
    file.close();
    await assert.rejects(
      readDataFile(sparse, { what: "haystack" }),
      oneLine(/is 2048 MiB, over the 256 MiB niah reads of it/),
    );
    assert.equal(DEFAULT_DATA_FILE_MAX_BYTES, 256 * 2 ** 20);
  });
});

Deno.test("a missing file says where the family's file comes from", async () => {
  await assert.rejects(
    readDataFile("/nonexistent/w.json", {
      what: "task.english_words",
      missing: "RULER keeps it in Git LFS",
    }),
    oneLine(
      /"\/nonexistent\/w\.json" does not exist; RULER keeps it in Git LFS$/,
    ),
  );
});

Deno.test("bytes and sha256 of a file, links resolved, read once until it changes", async () => {
  await inTempDir(async (dir) => {
    const path = `${dir}/words.json`;
    await Deno.writeTextFile(path, '{"a": "b"}');
    await Deno.symlink(path, `${dir}/link.json`);
    const first = await readDataFile(path, { what: "w" });
    assert.equal(first.sha256, sha('{"a": "b"}'));
    const linked = await readDataFile(`${dir}/link.json`, { what: "w" });
    // One read for both spellings: the same bytes object.
    assert.equal(linked.bytes, first.bytes);
    assert.equal(linked.path, `${dir}/link.json`);
    await Deno.writeTextFile(path, '{"a": "bc"}');
    const changed = await readDataFile(path, { what: "w" });
    assert.equal(changed.sha256, sha('{"a": "bc"}'));
    assert.deepEqual(dataJson(changed, "w", "an object"), { a: "bc" });
  });
});

Deno.test("views: JSON and JSON lines, one line per error naming the file", async () => {
  await inTempDir(async (dir) => {
    const path = `${dir}/d.jsonl`;
    await Deno.writeTextFile(path, '{"q": 1}\n\n{"q": 2}\n');
    const file = await readDataFile(path, { what: "task.dataset" });
    assert.deepEqual(dataJsonLines(file, "task.dataset"), [{ q: 1 }, {
      q: 2,
    }]);
    await Deno.writeTextFile(path, '{"q": 1}\n{"q": \n');
    const bad = await readDataFile(path, { what: "task.dataset" });
    assert.throws(
      () => dataJsonLines(bad, "task.dataset"),
      oneLine(/^Cannot read task\.dataset: .*d\.jsonl:2: not a JSON line/),
    );
    assert.throws(
      () => dataJson(bad, "task.dataset", "an object"),
      oneLine(/is not JSON .*; expected an object$/),
    );
  });
});

Deno.test("a pinned revision: a known file passes, another says what it found and what was expected", () => {
  const bytes = new TextEncoder().encode("words");
  const file = { path: "w.json", bytes, sha256: sha("words") };
  const pins: KnownRevision[] = [{ sha256: sha("words"), name: "v1" }];
  assert.equal(pinMismatch(file, "task.words", pins), undefined);
  assert.equal(pinMismatch(file, "task.words", undefined), undefined);
  const other = [{ sha256: "a".repeat(64), name: "RULER's file of c3f5e3b" }];
  assert.equal(
    pinMismatch(file, "task.words", other),
    `task.words: "w.json" has sha256 ${
      sha("words")
    }, not a revision this family knows; expected RULER's file of c3f5e3b (sha256 ${
      "a".repeat(64)
    })`,
  );
});
