/** `num_seq` end to end through the CLI, in a temporary workspace. */
import { rowsOf } from "../../support/stored_rows.ts";
import assert from "node:assert/strict";
import { repoRoot, runNiah, withWorkspace } from "../../support/hosted_niah.ts";
import {
  generationParams,
  numseqParamsSchema,
} from "../../../src/tasks/numseq/numseq_params.ts";
import { uniqueExample } from "../../../src/tasks/numseq/niah/unique_examples.ts";
import { referenceExample } from "../../../src/tasks/numseq/reference/generator.ts";

const shipped = (name: string) =>
  Deno.readTextFileSync(`${repoRoot}configs/runs/${name}`);

Deno.test("the oracle fake scores 1.0 on the shipped by-order config, and every row rebuilds byte for byte", async () => {
  await withWorkspace({
    "configs/runs/num-seq-by-order.yaml": shipped("num-seq-by-order.yaml"),
  }, async (dir) => {
    const config = "configs/runs/num-seq-by-order.yaml";
    const run = await runNiah(["run", config, "-n", "2"], { cwd: dir });
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /wrote 8 rows/);
    const rows = await rowsOf(`${dir}/results/num-seq-by-order.jsonl`);
    assert.equal(rows.length, 8);
    const orders = new Map<number, number>();
    for (const row of rows) {
      assert.equal(row.task_type, "num_seq");
      assert.equal(row.status, "ok");
      assert.equal(row.failure_class, "ok");
      const score = row.score as { value: number; details: unknown };
      assert.equal(score.value, 1);
      assert.deepEqual(score.details, {
        answer_parser: "strict",
        parsed: row.expected_answer,
        lenient: {
          value: 1,
          parse_path: "answer_tag",
          parsed: row.expected_answer,
        },
      });
      const k = (row.params as { k: number }).k;
      assert.equal((row.needle_metadata as { k: number }).k, k);
      orders.set(k, (orders.get(k) ?? 0) + 1);
      assert.ok(JSON.stringify(row).length < 4096, "a row stays a few KB");
    }
    assert.deepEqual([...orders].sort(), [[2, 2], [3, 2], [4, 2], [5, 2]]);

    const dataset = await runNiah(["dataset", config, "-n", "2"], { cwd: dir });
    assert.equal(dataset.code, 0, dataset.stderr);
    const sent = new Map<string, unknown>(
      dataset.stdout.trimEnd().split("\n").map((line) => {
        const parsed = JSON.parse(line) as { id: string; messages: unknown };
        return [parsed.id, parsed.messages];
      }),
    );
    for (const rowNumber of [0, 3, 7]) {
      const rebuilt = await runNiah([
        "reconstruct",
        "results/num-seq-by-order.jsonl",
        "--row",
        String(rowNumber),
        "--messages",
      ], { cwd: dir });
      assert.equal(rebuilt.code, 0, rebuilt.stderr);
      const row = rows[rowNumber]!;
      assert.equal(
        rebuilt.stdout,
        `${JSON.stringify(sent.get(String(row.cell_id)), null, 2)}\n`,
      );
    }
  });
});

Deno.test("an answer that does not parse is a parse_fail row", async () => {
  const model = `id: "dunno"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: "I am not sure."}
`;
  const run = `run_name: "t"
model: "dunno"
task: {type: "num_seq", num_examples: 3, seed: 1}
store: {path: "results/t.jsonl"}
`;
  await withWorkspace({
    "configs/models/dunno.yaml": model,
    "configs/runs/t.yaml": run,
  }, async (dir) => {
    const result = await runNiah(["run", "configs/runs/t.yaml"], { cwd: dir });
    assert.equal(result.code, 0, result.stderr);
    const rows = await rowsOf(`${dir}/results/t.jsonl`);
    assert.equal(rows.length, 3);
    for (const row of rows) {
      assert.equal(row.failure_class, "parse_fail");
      assert.deepEqual(row.score, {
        value: 0,
        details: {
          answer_parser: "strict",
          parsed: null,
          lenient: { value: 0, parse_path: null, parsed: null },
        },
      });
    }
  });
});

/** The expected answer of example 0 of a `num_seq` run with `seed`. */
function answerOf(seed: number): string {
  const p = numseqParamsSchema.parse({ type: "num_seq", seed });
  return String(referenceExample(generationParams(p), seed, 0).answer);
}

/** Runs one example of seed 5 against a canned reply; returns its row. */
async function scoreReply(
  dir: string,
  name: string,
  reply: string,
  answerParser?: "lenient",
): Promise<Record<string, unknown>> {
  await Deno.writeTextFile(
    `${dir}/configs/models/${name}.yaml`,
    `id: "${name}"
runtime: {sdk: "fake", api: "fake"}
request: {model: "fake", mode: "canned", response_text: ${
      JSON.stringify(reply)
    }}
`,
  );
  await Deno.writeTextFile(
    `${dir}/configs/runs/${name}.yaml`,
    `run_name: "${name}"
model: "${name}"
task: {type: "num_seq", num_examples: 1, seed: 5${
      answerParser ? `, answer_parser: ${answerParser}` : ""
    }}
store: {path: "results/${name}.jsonl"}
`,
  );
  const run = await runNiah(["run", `configs/runs/${name}.yaml`], { cwd: dir });
  assert.equal(run.code, 0, run.stderr);
  const rows = await rowsOf(`${dir}/results/${name}.jsonl`);
  assert.equal(rows.length, 1);
  return rows[0]!;
}

Deno.test("strict scoring fails the seed's known strict failures; details.lenient shows what they were worth", async () => {
  const answer = answerOf(5);
  await withWorkspace({}, async (dir) => {
    // (reply, strict value, failure class, lenient value, lenient path)
    const cases: [string, string, number, string, number, string | null][] = [
      ["boxed", `The term is \\boxed{${answer}}.`, 0, "parse_fail", 1, "boxed"],
      [
        "unclosed",
        `<reasoning>r</reasoning>\n<answer>${answer}`,
        0,
        "parse_fail",
        1,
        "answer_tag",
      ],
      ["notags", `Running it gives ${answer}`, 0, "parse_fail", 1, "last_line"],
      // The seed's chat parser reads the first pair, not a corrected second.
      [
        "corrected",
        `<answer>-999999999</answer> No, wait: <answer>${answer}</answer>`,
        0,
        "wrong",
        1,
        "answer_tag",
      ],
      [
        "formatted",
        `<answer>${answer}.0</answer>`,
        0,
        "wrong",
        1,
        "answer_tag",
      ],
      [
        "tagged",
        `<reasoning>\nr\n</reasoning>\n<answer>\n${answer}\n</answer>`,
        1,
        "ok",
        1,
        "answer_tag",
      ],
    ];
    for (const [name, reply, value, failure, lenient, path] of cases) {
      const row = await scoreReply(dir, name, reply);
      const score = row.score as {
        value: number;
        details: { answer_parser: string; lenient: Record<string, unknown> };
      };
      assert.equal(score.value, value, name);
      assert.equal(row.failure_class, failure, name);
      assert.equal(score.details.answer_parser, "strict", name);
      assert.equal(score.details.lenient.value, lenient, name);
      assert.equal(score.details.lenient.parse_path, path, name);
    }
    // An empty completion (reasoning used up the budget) scores 0 both ways.
    const empty = await scoreReply(dir, "empty", "");
    assert.deepEqual(empty.score, {
      value: 0,
      details: {
        answer_parser: "strict",
        parsed: null,
        lenient: { value: 0, parse_path: null, parsed: null },
      },
    });
  });
});

Deno.test("answer_parser: lenient makes niah's parser the headline and keeps the strict verdict", async () => {
  const answer = answerOf(5);
  await withWorkspace({}, async (dir) => {
    const row = await scoreReply(
      dir,
      "lenient",
      `\\boxed{${answer}}`,
      "lenient",
    );
    assert.equal(row.failure_class, "ok");
    assert.deepEqual(row.score, {
      value: 1,
      details: {
        answer_parser: "lenient",
        value: 1,
        parse_path: "boxed",
        parsed: answer,
        strict: { value: 0, parsed: null },
      },
    });
  });
});

Deno.test("the default prompt is the seed environment's, word for word; style niah keeps niah's", async () => {
  const run = (style: string) =>
    `run_name: "p"
model: "fake"
task: {type: "num_seq", num_examples: 1, seed: 5${style}}
`;
  await withWorkspace({
    "configs/runs/ref.yaml": run(""),
    "configs/runs/niah.yaml": run(", style: niah"),
  }, async (dir) => {
    const p = numseqParamsSchema.parse({ type: "num_seq", seed: 5 });
    const example = referenceExample(generationParams(p), 5, 0);
    const last = example.start + example.shown.length - 1;
    const terms = example.shown.join(", ");
    const messagesOf = async (config: string) => {
      const out = await runNiah(["dataset", config], { cwd: dir });
      assert.equal(out.code, 0, out.stderr);
      return (JSON.parse(out.stdout.trim()) as {
        messages: { role: string; content: string }[];
      }).messages;
    };
    assert.deepEqual(await messagesOf("configs/runs/ref.yaml"), [
      {
        role: "system",
        content:
          "You are a mathematician who is given consecutive terms of a numeric sequence governed by a linear recurrence relation. You are told which positions in the sequence the shown terms occupy. Your task is to calculate the value of a requested term in the sequence.\n\nThink step-by-step about what recurrence relation generates the sequence, then compute the answer.\n\nRespond using the following format:\n<reasoning>\n...\n</reasoning>\n<answer>\n...\n</answer>\n\nThe <answer> tag must contain only the integer value, nothing else.",
      },
      {
        role: "user",
        content:
          `Here are terms ${example.start} through ${last} of a sequence:\n${terms}\n\nWhat is term ${example.target} of the sequence?`,
      },
    ]);
    // niah's own example of the seed (its own stream), in niah's words.
    const mine = uniqueExample(generationParams(p), 5, 0).example;
    const niah = await messagesOf("configs/runs/niah.yaml");
    assert.match(niah[0]!.content, /^You will be shown consecutive terms/);
    assert.equal(
      niah[1]!.content,
      `Terms ${mine.start} through ${
        mine.start + mine.shown.length - 1
      } of the sequence are: ${
        mine.shown.join(", ")
      }\n\nWhat is term ${mine.target}?`,
    );
  });
});

Deno.test("seed: null draws one seed per run, records it in every row, and resume keeps the cells done", async () => {
  const run = `run_name: "rnd"
model: "fake"
task: {type: "num_seq", num_examples: 3, seed: null}
store: {path: "results/rnd.jsonl"}
`;
  await withWorkspace({ "configs/runs/rnd.yaml": run }, async (dir) => {
    const config = "configs/runs/rnd.yaml";
    const first = await runNiah(["run", config, "-n", "2"], { cwd: dir });
    assert.equal(first.code, 0, first.stderr);
    const rows = await rowsOf(`${dir}/results/rnd.jsonl`);
    assert.equal(rows.length, 2);
    const seed = rows[0]!.seed;
    assert.equal(typeof seed, "number");
    for (const row of rows) {
      assert.equal(row.seed, seed);
      assert.equal((row.recipe as { seed: number }).seed, seed);
      assert.equal(row.score && (row.score as { value: number }).value, 1);
    }
    // Resuming runs only the cell not done yet: no row is written twice.
    const again = await runNiah(["run", config], { cwd: dir });
    assert.equal(again.code, 0, again.stderr);
    const all = await rowsOf(`${dir}/results/rnd.jsonl`);
    assert.equal(all.length, 3);
    assert.equal(new Set(all.map((row) => row.cell_id)).size, 3);
    // Every row rebuilds from the seed it recorded.
    const rebuilt = await runNiah([
      "reconstruct",
      "results/rnd.jsonl",
      "--cell",
      String(all[2]!.cell_id),
      "--messages",
    ], { cwd: dir });
    assert.equal(rebuilt.code, 0, rebuilt.stderr);
    assert.match(
      rebuilt.stdout,
      /Here are terms \d+ through \d+ of a sequence/,
    );
  });
});
