import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const RUN = `run_name: "t"
model: "fake"
task: {type: "uuid"}
sweep:
  context_lengths: [300]
  depth_percents: [0, 100]
  seeds: [1]
store: {path: "results/notes.txt"}
`;

Deno.test("a store path holding a file niah did not write is refused (exit 2) and left as it was", async () => {
  for (
    const text of ["my notes, one line, no newline", "my notes\n", "[1, 2]\n"]
  ) {
    await withWorkspace({
      "configs/runs/t.yaml": RUN,
      "results/notes.txt": text,
    }, async (dir) => {
      for (const command of [["run"], ["validate"], ["run", "--dry-run"]]) {
        const [name, ...flags] = command;
        const result = await runNiah([name!, "configs/runs/t.yaml", ...flags], {
          cwd: dir,
        });
        assert.equal(result.code, 2, result.stderr);
        assert.match(
          result.stderr,
          /^niah: Cannot read results: "results\/notes\.txt" line 1 is not a niah result row \(.*\), so it is not a niah results file; niah reads and appends only its own rows and leaves other files alone\n$/,
        );
        assert.equal(await Deno.readTextFile(`${dir}/results/notes.txt`), text);
      }
      assert.deepEqual(
        [...Deno.readDirSync(`${dir}/results`)].map((e) => e.name),
        ["notes.txt"],
        "no lock file or temporary file left",
      );
      const report = await runNiah(["report", "results/notes.txt"], {
        cwd: dir,
      });
      assert.equal(report.code, 2, report.stderr);
      assert.match(
        report.stderr,
        /"results\/notes\.txt" (is not a niah results file|line 1 is not)/,
      );
    });
  }
});

Deno.test("a torn last line after niah rows is still repaired by the next run", async () => {
  await withWorkspace({
    "configs/runs/t.yaml": RUN.replace("notes.txt", "t.jsonl"),
  }, async (dir) => {
    const first = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    const path = `${dir}/results/t.jsonl`;
    const rows = (await Deno.readTextFile(path)).trimEnd().split("\n");
    await Deno.writeTextFile(path, `${rows[0]}\n${rows[1]!.slice(0, 40)}`);
    const second = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stderr, /dropped a torn last line \(40 bytes\)/);
    assert.match(second.stdout, /wrote 1 rows/);
  });
});

Deno.test("text someone added after niah rows (no newline) is not a torn row: refused, never cut off", async () => {
  await withWorkspace({
    "configs/runs/t.yaml": RUN.replace("notes.txt", "t.jsonl"),
  }, async (dir) => {
    const first = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    const path = `${dir}/results/t.jsonl`;
    const rows = (await Deno.readTextFile(path)).trimEnd().split("\n");
    const text = `${rows[0]}\nchecked by Ann, do not delete`;
    await Deno.writeTextFile(path, text);
    const second = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(second.code, 2, second.stderr);
    assert.match(
      second.stderr,
      /^niah: Cannot open store: "results\/t\.jsonl" ends with a line that is neither a result row nor the start of one \(29 bytes after the last row\); niah drops only a row its own interrupted write tore, so move that text out of the file, then run again\n$/,
    );
    assert.equal(await Deno.readTextFile(path), text);
  });
});
