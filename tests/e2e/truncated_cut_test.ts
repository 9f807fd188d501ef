/**
 * A response cut at the output limit (a `length` stop in each API's words,
 * a Responses API `status: "incomplete"`) scores 0 in MRCR and Graphwalks,
 * whatever its text would grade, and is classed `truncated`, not `wrong`;
 * the details keep the cut text's own grade, and `rescore` agrees. From
 * the CLI against a loopback server that answers right but cut.
 */
import assert from "node:assert/strict";
import {
  loopbackBaseURL,
  loopbackBatchModel,
} from "../support/batch_api_server.ts";
import { FakeApiServer } from "../support/fake_api_server.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { mrcrFixtureRows } from "../support/mrcr_files.ts";
import { rowsOf } from "../support/stored_rows.ts";

const root = new URL("../../", import.meta.url);
const MRCR = new URL("tests/fixtures/mrcr", root).pathname;
const GRAPHWALKS = new URL("tests/fixtures/graphwalks", root).pathname;
const KEY_ENV = "NIAH_CUT_TEST_KEY";
const env = { [KEY_ENV]: "test-key-cut" };
const mrcrRows = Object.values(mrcrFixtureRows()).flat();

/** MRCR's right answer for the row whose final request ends `prompt`. */
function mrcrAnswer(prompt: string): string {
  const row = mrcrRows.find((r) => {
    const messages = JSON.parse(r.prompt) as { content: string }[];
    return prompt.endsWith(messages.at(-1)!.content);
  });
  return row?.answer ?? "no such row";
}

interface Row {
  failure_class: string;
  finish_reason: string;
  score: { value: number; details: Record<string, unknown> };
}

async function cutRun(
  api: "chat_completions" | "responses" | "messages",
  finish: "length" | "incomplete",
  task: string,
  answer: (prompt: string) => string,
): Promise<Row[]> {
  const server = new FakeApiServer({
    reply: (request) => ({
      kind: "answer",
      text: answer(request.prompt),
      finish,
    }),
  });
  let rows: Row[] = [];
  try {
    await withWorkspace({
      "r.yaml": `run_name: "cut"
model: "loop"
task: ${task}
sweep: {context_lengths: [8192]}
store: {path: "r.jsonl"}
`,
      "configs/models/loop.yaml": loopbackBatchModel(
        api,
        loopbackBaseURL(server, api),
        KEY_ENV,
      ),
    }, async (dir) => {
      const run = await runNiah(["run", "r.yaml", "--quiet"], {
        cwd: dir,
        env,
      });
      assert.equal(run.code, 0, run.stderr);
      rows = await rowsOf<Row>(`${dir}/r.jsonl`);
      const again = await runNiah(["rescore", "r.jsonl", "--out", "s.jsonl"], {
        cwd: dir,
      });
      assert.equal(again.code, 0, again.stderr);
      const rescored = await rowsOf<Row>(`${dir}/s.jsonl`);
      assert.deepEqual(
        rescored.map((r) => [r.score.value, r.failure_class]),
        rows.map((r) => [r.score.value, r.failure_class]),
      );
    });
  } finally {
    await server.shutdown();
  }
  return rows;
}

for (
  const [api, finish] of [
    ["chat_completions", "length"],
    ["responses", "incomplete"],
  ] as const
) {
  Deno.test(`mrcr: a right answer cut at the output limit (${api}, ${finish}) scores 0, classed truncated`, async () => {
    const rows = await cutRun(
      api,
      finish,
      `{type: "mrcr", needles: 2, dataset: "${MRCR}", num_samples: 2}`,
      mrcrAnswer,
    );
    assert.equal(rows.length, 2);
    for (const row of rows) {
      assert.equal(row.finish_reason, "length");
      assert.equal(row.score.value, 0);
      assert.equal(row.score.details["cut_grade"], 1);
      assert.equal(row.failure_class, "truncated");
    }
  });
}

Deno.test("graphwalks: a right answer cut at the output limit (messages, max_tokens) scores 0, classed truncated", async () => {
  const rows = await cutRun(
    "messages",
    "length",
    `{type: "graphwalks", dataset: "${GRAPHWALKS}", num_samples: 1, style: "niah"}`,
    (prompt) => {
      const edges = [
        ...prompt.matchAll(/^([0-9a-f]{10}) -> ([0-9a-f]{10})$/gm),
      ];
      const parents = /Find the parents of node ([0-9a-f]{10})\./.exec(prompt);
      const bfs = /Perform a BFS from node ([0-9a-f]{10})/.exec(prompt);
      const nodes = parents !== null
        ? edges.filter((m) => m[2] === parents[1]).map((m) => m[1])
        : edges.filter((m) => m[1] === bfs?.[1]).map((m) => m[2]);
      return `Final Answer: [${nodes.join(", ")}]`;
    },
  );
  assert.equal(rows.length, 1);
  const [row] = rows;
  assert.equal(row!.finish_reason, "length");
  assert.equal(row!.score.value, 0);
  assert.equal(typeof row!.score.details["cut_grade"], "number");
  assert.equal(row!.failure_class, "truncated");
});
