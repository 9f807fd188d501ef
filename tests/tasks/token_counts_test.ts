/**
 * The kept token counts (`niah-token-counts.json`, src/tasks/token_counts.ts):
 * MRCR and Graphwalks bin by the counts kept for a file's SHA-256 without
 * counting (shown by counts deliberately unlike the real ones), ignore an
 * entry of another SHA-256 and count again, work on a folder without the
 * file and never write it; `data manifest` writes it (and leaves it out of
 * the manifest), and the first count spread over worker threads gives the
 * counts, and the errors, of a count in this thread. MRCR's parsed rows are
 * kept up to a bound, the files used longest ago let go.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { dataManifestCommand } from "../../src/cli/data_get.ts";
import { readDataFile } from "../../src/data/data_file.ts";
import { readHubManifest } from "../../src/data/hub_manifest.ts";
import { UsageError } from "../../src/errors.ts";
import { countInWorkers } from "../../src/tasks/count_pool.ts";
import {
  binnedRows,
  countMrcrFile,
  MRCR_COUNTER,
  mrcrCountWorker,
  PARSED_ROWS,
  parsedRows,
} from "../../src/tasks/mrcr/mrcr_data.ts";
import {
  GRAPHWALKS_COUNTER,
  readGraphwalksFiles,
} from "../../src/tasks/graphwalks/graphwalks_data.ts";
import {
  filesCounted,
  TOKEN_COUNTS_NAME,
} from "../../src/tasks/token_counts.ts";
import { captureIo } from "../support/capture_io.ts";
import { mrcrParquet, mrcrRow } from "../support/mrcr_files.ts";

const context = { dataFile: readDataFile };
const sha256 = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex");

/** A folder with `2needle/part-<i>.parquet` of 3 rows each, unique to `seed`. */
async function mrcrFolder(seed: number, parts = 1) {
  const dir = await Deno.makeTempDir();
  await Deno.mkdir(`${dir}/2needle`);
  const files: Uint8Array[] = [];
  for (let part = 0; part < parts; part++) {
    const bytes = mrcrParquet(
      [6000, 11000, 3000].map((words, i) =>
        mrcrRow(seed * 100 + part * 10 + i, words, 2)
      ),
    );
    await Deno.writeFile(`${dir}/2needle/part-${part}.parquet`, bytes);
    files.push(bytes);
  }
  return { dir, files };
}

function countsFile(
  entries: { sha256: string; kind: string; tokens: number[] }[],
) {
  return JSON.stringify({
    note: "test",
    encoding: "o200k_base",
    files: entries.map((e) => ({ path: "2needle/part-0.parquet", ...e })),
  });
}

/** `bins` as `{bin: rows}`. */
function rowsByBin(bins: Map<number, { row: number }[]>) {
  return Object.fromEntries(
    [...bins].map(([bin, rows]) => [bin, rows.map((r) => r.row)]),
  );
}

Deno.test("MRCR bins by the counts kept for the file's sha256, counting nothing; a run writes no counts file", async () => {
  const { dir, files } = await mrcrFolder(1);
  try {
    // Deliberately not the real counts: every row in (16384, 32768].
    await Deno.writeTextFile(
      `${dir}/${TOKEN_COUNTS_NAME}`,
      countsFile([{
        sha256: sha256(files[0]!),
        kind: MRCR_COUNTER.kind,
        tokens: [20000, 30000, 17000],
      }]),
    );
    const before = filesCounted();
    const bins = await binnedRows(context, dir, 2);
    assert.equal(filesCounted(), before, "no file counted");
    assert.deepEqual(rowsByBin(bins), { 32768: [0, 1, 2] });
    assert.deepEqual(bins.get(32768)!.map((r) => r.tokens), [
      20000,
      30000,
      17000,
    ]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("MRCR ignores kept counts of another sha256 (or kind) and counts the file: the official bins", async () => {
  const { dir, files } = await mrcrFolder(2);
  try {
    await Deno.writeTextFile(
      `${dir}/${TOKEN_COUNTS_NAME}`,
      countsFile([
        { sha256: "0".repeat(64), kind: MRCR_COUNTER.kind, tokens: [1, 2, 3] },
        { sha256: sha256(files[0]!), kind: "another", tokens: [1, 2, 3] },
      ]),
    );
    const real = await countMrcrFile({
      path: "x",
      bytes: files[0]!,
      sha256: sha256(files[0]!),
    });
    const before = filesCounted();
    const bins = await binnedRows(context, dir, 2);
    assert.equal(filesCounted(), before + 1, "the file counted");
    const got = [...bins.values()].flat().sort((a, b) => a.row - b.row);
    assert.deepEqual(
      got.map((r) => r.tokens),
      real.filter((n) => n > 4096),
    );
    assert.ok(real[0]! > 4096 && real[0]! <= 8192, `row 0: ${real[0]}`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a folder without the counts file (or with one that is not JSON) is counted, and no counts file is written", async () => {
  for (const junk of [undefined, "{not json"]) {
    const { dir } = await mrcrFolder(junk === undefined ? 3 : 4);
    try {
      if (junk) await Deno.writeTextFile(`${dir}/${TOKEN_COUNTS_NAME}`, junk);
      const bins = await binnedRows(context, dir, 2);
      assert.deepEqual(Object.keys(rowsByBin(bins)), ["8192", "16384"]);
      const names = [...Deno.readDirSync(dir)].map((e) => e.name).sort();
      assert.deepEqual(
        names,
        junk ? ["2needle", TOKEN_COUNTS_NAME] : ["2needle"],
      );
      if (junk) {
        assert.equal(
          await Deno.readTextFile(`${dir}/${TOKEN_COUNTS_NAME}`),
          junk,
        );
      }
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  }
});

Deno.test("data manifest keeps each Parquet file's counts, the same as counted, and lists not the counts file", async () => {
  const { dir, files } = await mrcrFolder(5, 3);
  try {
    await Deno.writeTextFile(`${dir}/README.md`, "# not counted\n");
    const io = captureIo();
    await dataManifestCommand(dir, { repo: "openai/mrcr" }, io);
    assert.match(io.stderr.join("\n"), /counting the o200k_base tokens/);
    const kept = JSON.parse(
      await Deno.readTextFile(`${dir}/${TOKEN_COUNTS_NAME}`),
    );
    assert.equal(kept.encoding, "o200k_base");
    assert.match(kept.note, /deleting this file is harmless/);
    const expected = await Promise.all(files.map(async (bytes, part) => ({
      path: `2needle/part-${part}.parquet`,
      sha256: sha256(bytes),
      kind: MRCR_COUNTER.kind,
      tokens: await countMrcrFile({ path: "x", bytes, sha256: sha256(bytes) }),
    })));
    assert.deepEqual(kept.files, expected);
    // Again: the counts file is no dataset file, and is kept as it was.
    await dataManifestCommand(dir, { repo: "openai/mrcr" }, io);
    const manifest = await readHubManifest(dir);
    assert.deepEqual(manifest.files.map((f) => f.path), [
      "2needle/part-0.parquet",
      "2needle/part-1.parquet",
      "2needle/part-2.parquet",
      "README.md",
    ]);
    assert.deepEqual(
      JSON.parse(await Deno.readTextFile(`${dir}/${TOKEN_COUNTS_NAME}`)).files,
      expected,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the first count over worker threads gives the counts, and the first error, of a count here", async () => {
  const { dir, files } = await mrcrFolder(6, 3);
  try {
    const dataFiles = files.map((bytes, i) => ({
      path: `${dir}/2needle/part-${i}.parquet`,
      bytes,
      sha256: sha256(bytes),
    }));
    const broken = {
      path: "broken.parquet",
      bytes: new Uint8Array([1, 2, 3]),
      sha256: "f".repeat(64),
    };
    const all = [...dataFiles, broken];
    const here = await Promise.all(
      all.map((file) => countMrcrFile(file).catch((e: Error) => e)),
    );
    let started = 0;
    const spawn = () => (started++, mrcrCountWorker());
    const pooled = await countInWorkers(all, spawn, countMrcrFile, 2);
    assert.equal(started, 2);
    // Where no worker starts, every file is counted here, in order.
    const none = await countInWorkers(
      all,
      () => {
        throw new Error("no workers here");
      },
      countMrcrFile,
      2,
    );
    for (const results of [pooled, none]) {
      for (const [i, file] of dataFiles.entries()) {
        assert.deepEqual(results[i], here[i], file.path);
      }
      const error = results[3];
      assert.ok(error instanceof UsageError && here[3] instanceof UsageError);
      assert.equal(error.message, here[3].message);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/** `dir`'s counts file, keeping `tokens` for the Graphwalks file `path`. */
function keepGraphwalksCounts(
  dir: string,
  path: string,
  bytes: Uint8Array,
  tokens: number[],
): Promise<void> {
  return Deno.writeTextFile(
    `${dir}/${TOKEN_COUNTS_NAME}`,
    JSON.stringify({
      note: "test",
      encoding: "o200k_base",
      files: [{
        path,
        sha256: sha256(bytes),
        kind: GRAPHWALKS_COUNTER.kind,
        tokens,
      }],
    }),
  );
}

Deno.test("Graphwalks takes the counts kept for its file's sha256", async () => {
  const fixture = new URL(
    "../fixtures/graphwalks/graphwalks_128k_and_shorter.parquet",
    import.meta.url,
  );
  const dir = await Deno.makeTempDir();
  try {
    const bytes = await Deno.readFile(fixture);
    const path = `${dir}/graphwalks_128k_and_shorter.parquet`;
    await Deno.writeFile(path, bytes);
    const read = await readDataFile(path, { what: "t" });
    const [real] = await GRAPHWALKS_COUNTER.count([read]);
    assert.ok(Array.isArray(real));
    const forged = real.map((_, i) => 300_000 + i);
    await keepGraphwalksCounts(
      dir,
      "graphwalks_128k_and_shorter.parquet",
      bytes,
      forged,
    );
    const [file] = await readGraphwalksFiles(path, undefined, context);
    assert.deepEqual(file!.rows.map((r) => r.tokens), forged);
    assert.ok(file!.rows.every((r) => r.bin === 524288));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("Graphwalks finds the counts kept in the dataset's folder for a file in a subfolder (files: [sub/x.parquet]), where data manifest writes them", async () => {
  const fixture = new URL(
    "../fixtures/graphwalks/graphwalks_256k_to_1mil.parquet",
    import.meta.url,
  );
  const dir = await Deno.makeTempDir();
  try {
    const bytes = await Deno.readFile(fixture);
    await Deno.mkdir(`${dir}/sub`);
    await Deno.writeFile(`${dir}/sub/x.parquet`, bytes);
    const read = await readDataFile(`${dir}/sub/x.parquet`, { what: "t" });
    const [real] = await GRAPHWALKS_COUNTER.count([read]);
    assert.ok(Array.isArray(real));
    const forged = real.map((_, i) => 20_000 + i);
    await keepGraphwalksCounts(dir, "sub/x.parquet", bytes, forged);
    const [file] = await readGraphwalksFiles(dir, ["sub/x.parquet"], context);
    assert.deepEqual(file!.rows.map((r) => r.tokens), forged);
    assert.ok(file!.rows.every((r) => r.bin === 32768));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("MRCR keeps the parsed rows of the files used last, up to its bound, and parses a file let go again", async () => {
  const { dir, files } = await mrcrFolder(7, 3);
  const before = PARSED_ROWS.keptChars;
  try {
    const [a, b, c] = files.map((bytes, i) => ({
      path: `${dir}/2needle/part-${i}.parquet`,
      bytes,
      sha256: sha256(bytes),
    }));
    const first = parsedRows(a!);
    assert.equal(parsedRows(a!), first, "kept while under the bound");
    const rowsA = await first;
    // Room for about two files: a, b kept; c lets a (used longest ago) go.
    const chars = rowsA.reduce(
      (n, row) => row.messages.reduce((m, msg) => m + msg.content.length, n),
      0,
    );
    PARSED_ROWS.keptChars = Math.floor(chars * 2.2);
    const second = parsedRows(b!);
    await second;
    const third = parsedRows(c!);
    await third;
    assert.equal(parsedRows(c!), third, "the last file is kept");
    const again = parsedRows(a!);
    assert.notEqual(again, first, "the file used longest ago was let go");
    assert.deepEqual(await again, rowsA, "and parsed again, the same rows");
  } finally {
    PARSED_ROWS.keptChars = before;
    await Deno.remove(dir, { recursive: true });
  }
});
