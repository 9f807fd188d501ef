/**
 * A family's report sections and comparison rule need nothing outside its
 * folder: a family registered only here declares a section (text, HTML per
 * run, a CSV table) and a rule that pairs its rows with another task's,
 * and `report`, `report --html`, `report --csv` and `compare` show them
 * through the registry. The report reads each file in one pass of rows,
 * however many sections read them.
 */
import assert from "node:assert/strict";
import type { Family } from "../../../src/tasks/family.ts";
import { registerFamily } from "../../../src/tasks/registry.ts";
import type { ReportSectionSource } from "../../../src/tasks/report_section.ts";
import { echoTask } from "./echo_task.ts";
import { niahInProcess as niah } from "../../support/in_process.ts";

/** What the section was handed, call by call. */
const handed: { rows: number[]; threshold: number }[] = [];

const echoSection: ReportSectionSource = {
  name: "echo_tally",
  taskTypes: ["echo_words"],
  make({ rows, threshold }) {
    handed.push({ rows: rows.map((row) => row.row), threshold });
    return {
      text: `echo tally: ${rows.length} counting rows\n`,
      html: (run) =>
        run.task_type === "echo_words"
          ? `<p class="echo-tally">${rows.length} echo rows of ${run.run_name}</p>`
          : "",
      csv: `rows\n${rows.length}\n`,
    };
  },
};

const echoFamily: Family = {
  name: "echo_sections",
  tasks: [echoTask],
  reportSections: [echoSection],
  comparison: {
    taskTypes: ["echo_words"],
    pairsWith: ["echo_copy"],
    byGridPoint: true,
    // Every echo row reads as 0 for compare, whatever its headline.
    reading: () => 0,
    note: "echo rows are compared on a reading of 0",
  },
};

async function workspace(): Promise<string> {
  const dir = await Deno.makeTempDir({ prefix: "niah-echo-sections-" });
  await Deno.writeTextFile(
    `${dir}/fake.yaml`,
    `id: "fake"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "oracle"}
pricing: {input: 0.0, output: 0.0}
`,
  );
  await Deno.writeTextFile(
    `${dir}/echo.yaml`,
    `run_name: "echo"
model: "${dir}/fake.yaml"
task: {type: "echo_words", samples: 1}
sweep:
  grid:
    count: [4, 2]
    case: ["lower", "upper"]
store: {path: "${dir}/echo.jsonl"}
`,
  );
  return dir;
}

/**
 * Runs `body` with `Deno.open` counting the bytes read from each file it
 * opens, and returns them by path.
 */
async function countingReads(
  body: () => Promise<unknown>,
): Promise<Map<string, number>> {
  const bytes = new Map<string, number>();
  const open = Deno.open;
  Deno.open = async (path, options) => {
    const file = await open(path, options);
    const read = file.read.bind(file);
    const name = String(path);
    file.read = async (buffer) => {
      const n = await read(buffer);
      if (n !== null) bytes.set(name, (bytes.get(name) ?? 0) + n);
      return n;
    };
    return file;
  };
  try {
    await body();
  } finally {
    Deno.open = open;
  }
  return bytes;
}

Deno.test("a family registered in a test adds its section to report, report --html and report --csv", async () => {
  const dir = await workspace();
  try {
    using _registered = registerFamily(echoFamily);
    await niah("run", `${dir}/echo.yaml`);
    handed.length = 0;
    const report = await niah(
      "report",
      `${dir}/echo.jsonl`,
      "--csv",
      `${dir}/echo.csv`,
      "--html",
      `${dir}/echo.html`,
      "--threshold",
      "0.5",
    );
    // After the run's summary, the section's text.
    assert.match(
      report.stdout,
      /echo · fake \(echo_words\)[^]*echo tally: 4 counting rows\n/,
    );
    // The counting rows, in reading order, and the threshold asked for.
    assert.deepEqual(handed, [{ rows: [1, 2, 3, 4], threshold: 0.5 }]);
    const page = await Deno.readTextFile(`${dir}/echo.html`);
    assert.match(page, /<p class="echo-tally">4 echo rows of echo<\/p>/);
    assert.equal(
      await Deno.readTextFile(`${dir}/echo.echo_tally.csv`),
      "rows\n4\n",
    );
    assert.match(report.stdout, /wrote .*echo\.echo_tally\.csv\n/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
  // Unregistered, the section is gone.
  const again = await workspace();
  try {
    const { registerTask } = await import("../../../src/tasks/registry.ts");
    using _task = registerTask(echoTask);
    await niah("run", `${again}/echo.yaml`);
    const report = await niah("report", `${again}/echo.jsonl`);
    assert.doesNotMatch(report.stdout, /echo tally/);
  } finally {
    await Deno.remove(again, { recursive: true });
  }
});

Deno.test("compare pairs a family's rows with the task its rule names, on its reading, and says so", async () => {
  const dir = await workspace();
  try {
    {
      using _registered = registerFamily(echoFamily);
      await niah("run", `${dir}/echo.yaml`);
    }
    // The same cells as another task's run, which answered every one.
    const copy = (await Deno.readTextFile(`${dir}/echo.jsonl`))
      .replaceAll('"task_type":"echo_words"', '"task_type":"echo_copy"')
      .replaceAll('"run_name":"echo"', '"run_name":"copy"');
    assert.match(copy, /"echo_copy"/);
    await Deno.writeTextFile(`${dir}/copy.jsonl`, copy);
    const { registerTask } = await import("../../../src/tasks/registry.ts");
    {
      // Without the family's rule the two tasks do not compare.
      using _task = registerTask(echoTask);
      await assert.rejects(
        niah("compare", `${dir}/copy.jsonl`, `${dir}/echo.jsonl`),
        /A is task "echo_copy" and B is task "echo_words"/,
      );
    }
    using _registered = registerFamily(echoFamily);
    const compared = await niah(
      "compare",
      `${dir}/copy.jsonl`,
      `${dir}/echo.jsonl`,
      "--out-dir",
      dir,
    );
    assert.match(compared.stdout, /echo rows are compared on a reading of 0/);
    // A answered every cell (1), B reads 0 on each: B is worse.
    // A answered every cell (1), B reads 0 on each, paired by grid point.
    assert.match(compared.stdout, /mean score 1\.000 → 0\.000/);
    assert.match(compared.stdout, /over 4 paired cells/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("report reads each file in one pass of rows, whatever sections read them", async () => {
  const dir = await workspace();
  try {
    const { registerTask } = await import("../../../src/tasks/registry.ts");
    const path = `${dir}/echo.jsonl`;
    let plain: Map<string, number>;
    {
      using _task = registerTask(echoTask);
      await niah("run", `${dir}/echo.yaml`);
      plain = await countingReads(() => niah("report", path));
    }
    using _registered = registerFamily(echoFamily);
    handed.length = 0;
    const withSection = await countingReads(() => niah("report", path));
    assert.equal(handed.length, 1, "the section was made");
    const size = (await Deno.stat(path)).size;
    // The duplicate scan's key pass and the one pass of rows that gives
    // the aggregate and the section's rows: no pass per section.
    assert.equal(withSection.get(path), 2 * size);
    assert.equal(withSection.get(path), plain.get(path));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
