import { captureIo } from "../support/capture_io.ts";
import { createBuildContext } from "../../src/tasks/build_context.ts";
import assert from "node:assert/strict";
import { denoRunFiles } from "../../src/cli/deno_io.ts";
import { loadRun } from "../../src/runner/load/load_run.ts";
import { reconstructCommand } from "../../src/cli/reconstruct.ts";
import { executeRun } from "../../src/runner/execute/execute.ts";
import type { Message } from "../../src/prompt/message.ts";
import type { Provider } from "../../src/providers/provider.ts";
import { openJsonlStore, readRows } from "../../src/store/jsonl.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { runNiah } from "../support/hosted_niah.ts";

/**
 * Runs a sweep in-process with a provider that records every message list
 * it receives, then checks `reconstruct` against each, byte for byte.
 */
async function assertEveryCellReconstructs(
  haystackYaml: string,
  taskYaml = 'task: {type: "uuid"}',
  depths = '{min: 0, max: 100, num: 5, scale: "sigmoid"}',
) {
  // Both constructions: the Python tool's (the default) and niah's.
  await assertStyleReconstructs(haystackYaml, taskYaml, depths);
  await assertStyleReconstructs(
    haystackYaml,
    taskYaml.replace("}", ', style: "niah"}'),
    depths,
  );
}

async function assertStyleReconstructs(
  haystackYaml: string,
  taskYaml: string,
  depths: string,
) {
  const dir = await Deno.makeTempDir({ prefix: "niah-reconstruct-" });
  try {
    await Deno.mkdir(`${dir}/corpus`);
    // Non-ASCII text puts multi-byte characters near cut and splice points.
    await Deno.writeTextFile(
      `${dir}/corpus/b.txt`,
      "Über café naïve — “quoted” 東京 and emoji 🎉. ".repeat(300),
    );
    await Deno.writeTextFile(
      `${dir}/corpus/a.txt`,
      "The first essay starts here. It has sentences.\nAnd lines.\n\n".repeat(
        200,
      ),
    );
    await Deno.writeTextFile(`${dir}/corpus/skip.md`, "not a haystack file");
    const runPath = `${dir}/run.yaml`;
    await Deno.writeTextFile(
      runPath,
      `run_name: "r"
model: "${new URL("../../configs/models/fake.yaml", import.meta.url).pathname}"
${taskYaml}
${haystackYaml.replaceAll("$DIR", dir)}
sweep:
  context_lengths: {min: 300, max: 9000, num: 4}
  depth_percents: ${depths}
  seeds: [1, 42]
runner: {concurrency: 4}
store: {path: "${dir}/rows.jsonl"}
`,
    );
    const loaded = await loadRun(runPath, [], denoRunFiles);
    const { plan } = loaded;
    const inner = loaded.provider.create({
      model: plan.model,
      request: loaded.request,
      apiKey: undefined,
      baseURL: undefined,
    });
    const sent = new Map<string, Message[]>();
    const recording: Provider = {
      generate(input, signal) {
        sent.set(input.cell_id, structuredClone(input.messages));
        return inner.generate(input, signal);
      },
      classify: (error) => inner.classify(error),
    };
    const tokenizer = await getTokenizer(plan.tokenizer);
    const store = await openJsonlStore(plan.storePath, { warn: () => {} });
    const summary = await executeRun(plan, plan.cells, {
      provider: recording,
      append: (row) => store.append(row),
      context: createBuildContext(
        tokenizer,
        loaded.haystacks,
        plan.run.haystack,
      ),
      signal: new AbortController().signal,
      now: () => new Date(0),
      sleep: () => Promise.resolve(),
      random: () => 0,
      secrets: [],
    });
    store.close();
    assert.equal(summary.written, plan.cells.length);
    assert.equal(sent.size, plan.cells.length);

    for await (const { line, row } of readRows(plan.storePath)) {
      const messagesIo = captureIo();
      await reconstructCommand(
        plan.storePath,
        { row: line - 1, messages: true },
        messagesIo,
      );
      const expected = sent.get(row.cell_id);
      assert.ok(expected, `row ${line} was sent`);
      assert.equal(
        messagesIo.stdout.join(""),
        `${JSON.stringify(expected, null, 2)}\n`,
        `row ${line}: --messages matches what the provider received`,
      );
      const contextIo = captureIo();
      await reconstructCommand(
        plan.storePath,
        { row: line - 1, messages: false },
        contextIo,
      );
      const context = contextIo.stdout.join("");
      assert.equal(
        `${context}\n\n${row.prompt_question}`,
        expected[0]?.content,
        `row ${line}: the context is the prompt before the question`,
      );
      const recipe = row.recipe as {
        final_context_token_count: number;
        style?: string;
      };
      // niah counts the context as re-encoded; the Python tool (style:
      // reference) records its spliced stream's length instead.
      if (recipe.style !== "reference") {
        assert.equal(
          tokenizer.count(context),
          recipe.final_context_token_count,
        );
      }
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("reconstruct rebuilds every cell of a synthetic-haystack sweep byte for byte", async () => {
  await assertEveryCellReconstructs("");
});

Deno.test("reconstruct rebuilds every cell of a files-haystack sweep byte for byte", async () => {
  await assertEveryCellReconstructs(
    `haystack: {type: "files", path: "$DIR/corpus"}`,
  );
});

Deno.test("reconstruct rebuilds every cell of a text-haystack sweep byte for byte", async () => {
  await assertEveryCellReconstructs(
    `haystack: {type: "text", text: "Short filler line ÿ.", separator: "\\n"}`,
  );
});

Deno.test("reconstruct rebuilds every cell of single, multi and uuid_chain sweeps byte for byte", async () => {
  await assertEveryCellReconstructs(
    `haystack: {type: "files", path: "$DIR/corpus"}`,
    'task: {type: "single"}',
  );
  await assertEveryCellReconstructs("", 'task: {type: "multi"}', "[0, 30, 60]");
  await assertEveryCellReconstructs(
    `haystack: {type: "files", path: "$DIR/corpus"}`,
    'task: {type: "uuid_chain", chain_length: 4}',
    "[0, 45]",
  );
});

Deno.test("reconstruct rebuilds every cell of a needles-haystack sweep byte for byte", async () => {
  await assertEveryCellReconstructs(`haystack: {type: "needles", seed: 3}`);
});

Deno.test("reconstruct --out writes the context to a file and refuses a changed corpus", async () => {
  const dir = await Deno.makeTempDir({ prefix: "niah-reconstruct-" });
  try {
    await Deno.mkdir(`${dir}/configs/runs`, { recursive: true });
    await Deno.mkdir(`${dir}/essays`);
    await Deno.writeTextFile(
      `${dir}/essays/one.txt`,
      "A plain essay sentence. Another one follows it.\n".repeat(100),
    );
    await Deno.writeTextFile(
      `${dir}/configs/runs/r.yaml`,
      `run_name: "r"
model: "${new URL("../../configs/models/fake.yaml", import.meta.url).pathname}"
task: {type: "uuid", style: "niah"}
haystack: {type: "files", path: "essays"}
sweep: {context_lengths: [800], depth_percents: [50], seeds: [1]}
`,
    );
    const run = await runNiah(["run", "configs/runs/r.yaml"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    const out = await runNiah([
      "reconstruct",
      "results/r.jsonl",
      "--row",
      "0",
      "--out",
      "context.txt",
    ], { cwd: dir });
    assert.equal(out.code, 0, out.stderr);
    const context = await Deno.readTextFile(`${dir}/context.txt`);
    assert.match(
      context,
      / The secret code is cd613e30-d8f1-4adf-91b7-584a2265b1f5\. /,
    );
    await Deno.writeTextFile(`${dir}/essays/two.txt`, "A new essay.");
    const changed = await runNiah(
      ["reconstruct", "results/r.jsonl", "--row", "0"],
      { cwd: dir },
    );
    assert.equal(changed.code, 2);
    assert.match(changed.stderr, /changed since the row was written/);
    assert.equal(changed.stderr.trim().split("\n").length, 1);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
