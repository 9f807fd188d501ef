/**
 * A family's importer is reachable as `niah import <its format>` while the
 * family is registered, with no change to the command: the command asks
 * the registry, lists its formats in `--help` and in the unknown-format
 * error, and writes the importer's rows into one store.
 */
import assert from "node:assert/strict";
import { importCommand } from "../../../src/cli/import.ts";
import { buildProgram } from "../../../src/cli/program.ts";
import type { Family } from "../../../src/tasks/family.ts";
import {
  loadAllFamilies,
  registerFamily,
} from "../../../src/tasks/registry.ts";
import { captureIo } from "../../support/capture_io.ts";

await loadAllFamilies();

/** An import-only family whose importer turns each line into a row. */
const linesFamily: Family = {
  name: "echo_lines",
  tasks: [],
  importedTypes: ["echo_lines"],
  importers: [{
    format: "echo_lines",
    summary: "lines of text",
    inputs: "text files",
    help: "each line a row of task echo_lines.",
    files: (paths) => Promise.resolve([...paths]),
    async rows(files, read, options, writer) {
      let rows = 0;
      for (const path of files) {
        const { text } = await read(path);
        for (const line of text.split("\n").filter((l) => l !== "")) {
          await writer.write({ task_type: "echo_lines", response: line });
          rows++;
        }
      }
      return { said: `wrote ${rows} rows to ${options.out}` };
    },
  }],
};

Deno.test("a registered family's importer is niah import <its format>, and gone when unregistered", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-import-family-" });
  try {
    await Deno.writeTextFile(`${dir}/in.txt`, "one\ntwo\n");
    const out = `${dir}/out.jsonl`;
    {
      using _family = registerFamily(linesFamily);
      const io = captureIo();
      await importCommand("echo_lines", [`${dir}/in.txt`], { out }, io);
      assert.deepEqual(io.stdout, [`wrote 2 rows to ${out}\n`]);
      const rows = (await Deno.readTextFile(out)).trim().split("\n")
        .map((line) => JSON.parse(line));
      assert.deepEqual(rows.map((row) => row.response), ["one", "two"]);

      const help = captureIo();
      await assert.rejects(
        buildProgram(help).parseAsync(["import", "--help"], { from: "user" }),
      );
      const text = help.stdout.join("").replace(/\s+/g, " ");
      assert.match(
        text,
        /\(ruler: [^;]+; llmtest: [^;]+; echo_lines: lines of text\)/,
      );
      assert.match(text, /format ruler \| llmtest \| echo_lines/);
      assert.match(text, /echo_lines: each line a row of task echo_lines\./);

      const through = captureIo();
      await buildProgram(through).parseAsync(
        ["import", "echo_lines", `${dir}/in.txt`, "--out", `${dir}/b.jsonl`],
        { from: "user" },
      );
      assert.match(through.stdout.join(""), /wrote 2 rows/);
    }
    await assert.rejects(
      importCommand("echo_lines", [`${dir}/in.txt`], { out }, captureIo()),
      /Cannot import "echo_lines": the formats niah imports are: ruler, llmtest$/,
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a format registered twice is refused", () => {
  using _family = registerFamily(linesFamily);
  assert.throws(
    () => registerFamily({ ...linesFamily, name: "echo_lines_2" }),
    /import format "echo_lines" is registered already/,
  );
});

/** A stored row of task `echo_lines`, as an importer would write it. */
function storedRow(cell: string, fingerprint: string) {
  return {
    schema_version: 2,
    run_name: "echo",
    model_id: "m",
    task_type: "echo_lines",
    context_length: 10,
    target_depth_percent: null,
    cell_id: cell,
    fingerprint,
    params: {},
    sample_index: 0,
    expected_answer: "x",
    response: "x",
    score: { value: 1, details: {} },
    scorer: "echo/1",
    status: "ok",
    failure_class: "ok",
  };
}

Deno.test("a family's rebuild rule refuses or lets reconstruct rebuild its rows", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-rebuild-rule-" });
  try {
    const store = `${dir}/rows.jsonl`;
    await Deno.writeTextFile(
      store,
      [storedRow("a", "echo-import"), storedRow("b", "echo-built")]
        .map((row) => JSON.stringify(row) + "\n").join(""),
    );
    const reconstruct = (cell: string) =>
      buildProgram(captureIo()).parseAsync(
        ["reconstruct", store, "--cell", cell],
        { from: "user" },
      );
    using _family = registerFamily({
      ...linesFamily,
      rebuildRefusal: (row) =>
        row.fingerprint === "echo-import"
          ? "came from the echo importer, which records no prompt"
          : undefined,
    });
    await assert.rejects(
      reconstruct("a"),
      /Cannot rebuild prompt: .* came from the echo importer, which records no prompt$/,
    );
    // Permitted: the rebuild goes on, to the task (which this import-only
    // family lacks).
    const permitted = await reconstruct("b").then(() => "", (e) => String(e));
    assert.doesNotMatch(permitted, /echo importer/);
    assert.match(permitted, /unknown task_type "echo_lines"/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
