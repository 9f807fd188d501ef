/**
 * Rebuilding the Python tool's own result rows: the contexts its own
 * `reconstruct` printed for each row (scripts/reference/niah_vectors.py
 * --rows), byte for byte, rows counted as it counts them.
 */
import { loadAllFamilies } from "../../../src/tasks/registry.ts";
import assert from "node:assert/strict";
import { isReferenceRow } from "../../../src/store/row_schema.ts";
import { createHash } from "node:crypto";
import { denoCorpusReader } from "../../../src/cli/deno_io.ts";
import { UsageError } from "../../../src/errors.ts";
import { HaystackLibrary } from "../../../src/haystack/corpus.ts";
import {
  findReferenceRow,
  rebuildReferenceRow,
} from "../../../src/runner/rows/reference_row.ts";
import { PAUL_GRAHAM_ESSAYS } from "../../support/paul_graham.ts";

await loadAllFamilies();

const VECTORS = new URL("../../vectors/niah/", import.meta.url);
const path = (name: string) => new URL(name, VECTORS).pathname;

async function expected(name: string) {
  const file = path(name.replace(/\.jsonl$/, ".reconstructed.json"));
  return JSON.parse(await Deno.readTextFile(file)) as {
    row: number;
    context_sha256: string;
  }[];
}

async function checkRows(name: string, haystack?: string) {
  const want = await expected(name);
  // One library for all rows: each folder is read and tokenised once.
  const corpora = new HaystackLibrary(denoCorpusReader);
  assert.ok(want.length > 0);
  for (const { row: index, context_sha256 } of want) {
    const found = await findReferenceRow(path(name), index);
    assert.ok(found, `row ${index}`);
    assert.equal(found.line, index + 1);
    const rendered = await rebuildReferenceRow({
      row: found.row,
      where: `row ${index}`,
      corpora,
      haystack,
    });
    const digest = createHash("sha256").update(rendered.context).digest("hex");
    assert.equal(digest, context_sha256, `${name} row ${index}`);
    const question = (found.row as { prompt_question: string }).prompt_question;
    assert.deepEqual(rendered.messages, [
      { role: "user", content: `${rendered.context}\n\n${question}` },
    ]);
  }
}

Deno.test("Python rows of a files haystack rebuild as the tool's reconstruct printed them", async () => {
  // Recorded path relative to the repository root, as tests run.
  await checkRows("tiny_python_rows.jsonl", path("tiny_corpus"));
});

Deno.test("Python rows of a text haystack rebuild from the row alone", async () => {
  await checkRows("text_python_rows.jsonl");
});

const ESSAYS = PAUL_GRAHAM_ESSAYS;
const haveEssays = await Deno.stat(ESSAYS).then(
  (s) => s.isDirectory,
  () => false,
);
// CI has no essays: this runs, beside the tests above, where they are.
if (haveEssays) {
  Deno.test("Python rows of the Paul Graham essays rebuild with --haystack naming the folder", async () => {
    await checkRows("paul_graham_python_rows.jsonl", ESSAYS);
  });
}

Deno.test("rows are counted as the tool counts them: every physical line, blank ones included", async () => {
  const lines = (await Deno.readTextFile(path("text_python_rows.jsonl")))
    .split("\n");
  const dir = await Deno.makeTempDir();
  try {
    const file = `${dir}/results.jsonl`;
    // Line 3 (row 2) is blank: the tool fails there, and row 3 is its row 2.
    await Deno.writeTextFile(
      file,
      [lines[0], lines[1], "", ...lines.slice(2)].join("\n"),
    );
    await assert.rejects(
      () => findReferenceRow(file, 2),
      (e) =>
        e instanceof UsageError && /line 3 is blank/.test(e.message) &&
        /counts every line/.test(e.message),
    );
    const shifted = await findReferenceRow(file, 3);
    assert.deepEqual(shifted?.row, JSON.parse(lines[2]!));
    await assert.rejects(() => findReferenceRow(file, 99), /has no line 100/);
    await assert.rejects(
      () => findReferenceRow(file, undefined),
      /no cell_id; name the row with --row N/,
    );
    // A leading blank line: still the tool's file, and row 0 is blank.
    await Deno.writeTextFile(file, ["", ...lines].join("\n"));
    await assert.rejects(() => findReferenceRow(file, 0), /line 1 is blank/);
    assert.deepEqual(
      (await findReferenceRow(file, 1))?.row,
      JSON.parse(lines[0]!),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("niah's own rows are not Python rows", () => {
  assert.equal(
    isReferenceRow({ schema_version: 2, recipe: {}, cell_id: "c" }),
    false,
  );
  assert.equal(
    isReferenceRow({ schema_version: 2, recipe: {}, fingerprint: "f" }),
    false,
  );
  assert.equal(isReferenceRow({ schema_version: 2, recipe: {} }), true);
  assert.equal(isReferenceRow("x"), false);
});

Deno.test("a missing haystack folder says to name it with --haystack", async () => {
  const found = await findReferenceRow(path("tiny_python_rows.jsonl"), 0);
  await assert.rejects(
    () =>
      rebuildReferenceRow({
        row: {
          ...(found!.row as object),
          recipe: {
            ...(found!.row as { recipe: object }).recipe,
            haystack: { type: "files", path: "no/such/PaulGrahamEssays" },
          },
        },
        where: `"r.jsonl" line 1`,
        corpora: denoCorpusReader,
      }),
    (e) =>
      e instanceof UsageError && /does not exist/.test(e.message) &&
      /--haystack DIR/.test(e.message),
  );
});

Deno.test("--haystack is refused for niah's own rows, which name their haystack", async () => {
  const { rebuildRowPrompt } = await import(
    "../../../src/runner/rows/rebuild_prompt.ts"
  );
  await assert.rejects(
    () =>
      rebuildRowPrompt({
        row: { schema_version: 2, cell_id: "c", recipe: {} } as never,
        where: `"r.jsonl" line 1`,
        corpora: denoCorpusReader,
        haystack: "essays",
      }),
    /--haystack is for the Python tool's rows/,
  );
});
