/**
 * The contract suite: every registered task, in every style its parameters
 * accept (and the test-only `echo_words` family), through build,
 * `sentPrompt`, score, row, store, reconstruct and report. Checks that
 * rebuilds are byte-exact, the recipe's digest proves them, token counts
 * agree, the fingerprint is the same in another process, and every failure
 * class is reached and reported.
 */
import assert from "node:assert/strict";
import { buildProgram } from "../../src/cli/program.ts";
import { denoCorpusReader, denoRunFiles } from "../../src/cli/deno_io.ts";
import { messagesDigest } from "../../src/prompt/message.ts";
import { sentPrompt } from "../../src/prompt/sent_prompt.ts";
import { defaultOracle } from "../../src/providers/fake.ts";
import type { Completion } from "../../src/providers/provider.ts";
import { KNOWN_CLASSES } from "../../src/report/stats/failure_classes.ts";
import { loadRun } from "../../src/runner/load/load_run.ts";
import type { Plan } from "../../src/runner/plan/plan.ts";
import {
  type FailureClass,
  makeRow,
  type Outcome,
} from "../../src/runner/rows/row.ts";
import { openJsonlStore, readRows, type Row } from "../../src/store/jsonl.ts";
import { createBuildContext } from "../../src/tasks/build_context.ts";
import { sha256Hex } from "../../src/tasks/recipe.ts";
import {
  loadAllFamilies,
  registeredTasks,
  registerFamily,
} from "../../src/tasks/registry.ts";
import { checkedScore } from "../../src/tasks/score_check.ts";
import type { Built, Task } from "../../src/tasks/task.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import { captureIo } from "../support/capture_io.ts";
import { LineProcess } from "../support/line_process.ts";
import { TEST_FAMILIES } from "../tasks/test_families.ts";
import {
  CONTRACT_MODEL,
  contractRunYaml,
  type StyleVariant,
  styleVariants,
} from "./task_contract.ts";

await loadAllFamilies();

// Another process, started while the file loads (so no test's resource
// check counts it) and asked once per contract check.
const probe = new LineProcess(
  [
    "run",
    "--allow-read",
    "--allow-env",
    "--quiet",
    new URL("./plan_probe.ts", import.meta.url).pathname,
  ],
  new URL("../../", import.meta.url).pathname,
);

async function niah(...args: string[]): Promise<string> {
  const io = captureIo();
  await buildProgram(io).parseAsync(args, { from: "user" });
  return io.stdout.join("");
}

/** Answers that score as wrong (not right, parsed), and as unparsed. */
const WRONG = [
  "The answer is 0.",
  "The answer is nothing at all.",
  "<answer>0</answer>",
  "\\boxed{zzzz}",
  // A node list on the last line, as Graphwalks' grader reads it.
  "Final Answer: [zzzz]",
];
const UNPARSED = ["I am not sure.", "no idea", "<answer></answer>"];

/** The outcome that gives each failure class for one built cell. */
function outcomes(
  task: Task,
  built: Built,
): Map<FailureClass, Outcome> {
  const usage = { input_tokens: built.context_tokens + 20, output_tokens: 5 };
  const answer = (text: string, finish = "stop"): Completion => ({
    text,
    finish_reason: finish,
    usage,
  });
  const scored = (completion: Completion): Outcome => ({
    kind: "answered",
    completion,
    score: checkedScore(task, task.score(completion.text, built), "contract"),
  });
  const oracle = task.oracleResponse?.(built) ?? defaultOracle(built);
  const wrong = WRONG.find((text) => {
    const s = checkedScore(task, task.score(text, built), "contract");
    return !s.correct && !s.parse_fail;
  });
  assert.ok(
    wrong !== undefined,
    `task ${task.type} never scores an answer wrong`,
  );
  const unparsed = UNPARSED.find((text) => task.score(text, built).parse_fail);
  const result = new Map<FailureClass, Outcome>([
    ["ok", scored(answer(oracle))],
    ["wrong", scored(answer(wrong))],
    ["truncated", scored(answer(wrong, "length"))],
    ["refusal", scored(answer("", "refusal"))],
    ["provider_error", {
      kind: "failed",
      failure: "provider_error",
      error: "FakeProviderError: down",
    }],
    ["timeout", { kind: "failed", failure: "timeout", error: "timed out" }],
  ]);
  if (unparsed !== undefined) {
    result.set("parse_fail", scored(answer(unparsed)));
  }
  return result;
}

/** Runs the contract on `task` with `variant`; the failure classes reached. */
async function checkContract(
  task: Task,
  variant: StyleVariant,
  registerEcho = false,
): Promise<Set<string>> {
  const dir = await Deno.makeTempDir({ prefix: "niah-contract-" });
  try {
    const store = `${dir}/rows.jsonl`;
    await Deno.writeTextFile(`${dir}/fake.yaml`, CONTRACT_MODEL);
    const runPath = `${dir}/run.yaml`;
    await Deno.writeTextFile(
      runPath,
      contractRunYaml(task, variant, `${dir}/fake.yaml`, store),
    );
    const { plan } = await loadRun(runPath, [], denoRunFiles);
    assert.equal(plan.task, task);

    // The fingerprint and cell ids are the same in another process.
    await probe.send(JSON.stringify({ run: runPath, echo: registerEcho }));
    assert.deepEqual(JSON.parse(await probe.line()), {
      fingerprint: plan.fingerprint,
      cells: plan.cells.map((cell) => cell.cell_id),
    });

    const rows = await buildAndStore(plan, task, store);
    await checkRebuilds(store, rows);
    return await checkReport(store, rows);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

/** Builds each cell, gives it an outcome, and stores its row. */
async function buildAndStore(
  plan: Plan,
  task: Task,
  store: string,
): Promise<{ row: Row; built: Built }[]> {
  const tokenizer = await getTokenizer(plan.tokenizer);
  const context = createBuildContext(
    tokenizer,
    denoCorpusReader,
    plan.run.haystack,
  );
  const made: { row: Row; built: Built }[] = [];
  const classes: FailureClass[] = [];
  for (const cell of plan.cells) {
    const built = await sentPrompt(
      await task.build(cell.params, cell, context),
      null,
    );
    // The same cell builds the same prompt twice.
    assert.deepEqual(
      await sentPrompt(await task.build(cell.params, cell, context), null),
      built,
    );
    checkCounts(built, tokenizer.count.bind(tokenizer));
    const byClass = outcomes(task, built);
    const wanted = [...byClass.keys()].find((c) => !classes.includes(c)) ??
      "ok";
    classes.push(wanted);
    const row = makeRow(plan, cell, built, byClass.get(wanted)!, {
      attempts: 1,
      durationSeconds: 0.5,
      finishedAt: new Date("2026-01-01T00:00:00Z"),
    }, built.phase_shift);
    assert.equal(row.failure_class, wanted, `${task.type}: ${wanted}`);
    const counts = row.token_counts as Record<string, unknown>;
    assert.equal(counts.context, built.context_tokens);
    if (row.status === "ok") {
      assert.equal(counts.provider_input, built.context_tokens + 20);
      assert.equal(counts.gap, 20);
      assert.equal(counts.gap_flag, false);
    }
    made.push({ row, built });
  }
  const opened = await openJsonlStore(store, { warn: () => {} });
  for (const { row } of made) await opened.append(row);
  opened.close();
  const stored = [];
  for await (const { row } of readRows(store)) stored.push(row);
  assert.deepEqual(
    stored,
    made.map(({ row }) => JSON.parse(JSON.stringify(row))),
  );
  return made;
}

/** Token counts agree: the row's, the recipe's, the messages'. */
function checkCounts(built: Built, count: (text: string) => number): void {
  assert.ok(Number.isSafeInteger(built.context_tokens));
  assert.ok(built.context_tokens > 0);
  const total = built.messages.reduce((n, m) => n + count(m.content), 0);
  assert.ok(
    built.context_tokens <= total + built.messages.length,
    `context_tokens ${built.context_tokens} > the messages' ${total}`,
  );
  // The recipe's own count (the Python tool's, under style reference,
  // counts its splice) agrees within max(8, 0.5%).
  const recorded = built.recipe.final_context_token_count;
  if (typeof recorded === "number") {
    const tolerance = Math.max(8, built.context_tokens * 0.005);
    assert.ok(
      Math.abs(recorded - built.context_tokens) <= tolerance,
      `final_context_token_count ${recorded} vs context_tokens ${built.context_tokens}`,
    );
  }
}

/**
 * `reconstruct` rebuilds each stored row's messages byte for byte, its
 * context is in them, the recipe's digest is the rebuilt prompt's, and a
 * recipe whose digest was altered does not rebuild.
 */
async function checkRebuilds(
  store: string,
  rows: readonly { row: Row; built: Built }[],
): Promise<void> {
  for (const [index, { built }] of rows.entries()) {
    const messages = await niah(
      "reconstruct",
      store,
      "--row",
      String(index),
      "--messages",
    );
    assert.equal(messages, `${JSON.stringify(built.messages, null, 2)}\n`);
    const context = await niah("reconstruct", store, "--row", String(index));
    // A prompt without one context text (a conversation) prints every
    // message under its header; otherwise the context is in a message.
    const everyMessage = built.messages.map((m, i) =>
      `=== message ${i} (${m.role}) ===\n${m.content}\n`
    ).join("");
    assert.ok(
      context === everyMessage ||
        built.messages.some((m) => m.content.includes(context)),
      "the rebuilt context is inside the messages sent, or is every message",
    );
    const recipe = built.recipe;
    const digests = ["messages_sha256", "context_sha256"].filter((key) =>
      typeof recipe[key] === "string"
    );
    assert.ok(digests.length > 0, "the recipe records a digest");
    if (typeof recipe.messages_sha256 === "string") {
      assert.equal(recipe.messages_sha256, messagesDigest(built.messages));
    }
    if (typeof recipe.context_sha256 === "string") {
      assert.equal(recipe.context_sha256, sha256Hex(context));
    }
  }
  // An altered digest is refused, naming the file and line.
  const lines = (await Deno.readTextFile(store)).split("\n");
  const first = JSON.parse(lines[0]!) as { recipe: Record<string, unknown> };
  for (const key of ["messages_sha256", "context_sha256"]) {
    if (typeof first.recipe[key] === "string") {
      first.recipe[key] = "0".repeat(64);
    }
  }
  const altered = `${store}.altered.jsonl`;
  await Deno.writeTextFile(altered, `${JSON.stringify(first)}\n`);
  await assert.rejects(
    niah("reconstruct", altered, "--row", "0", "--messages"),
    /Cannot rebuild prompt: .*line 1/,
  );
  await Deno.remove(altered);
}

/** `report` counts every row under its failure class. */
async function checkReport(
  store: string,
  rows: readonly { row: Row }[],
): Promise<Set<string>> {
  const csv = `${store}.csv`;
  await niah("report", store, "--csv", csv);
  const [header, run] = (await Deno.readTextFile(csv)).split("\n").map((l) =>
    l.split(",")
  );
  const at = (name: string) => run![header!.indexOf(name)];
  assert.equal(at("level"), "run");
  assert.equal(at("rows"), String(rows.length));
  const reached = new Set(rows.map(({ row }) => String(row.failure_class)));
  for (const failure of KNOWN_CLASSES) {
    const n = rows.filter(({ row }) => row.failure_class === failure).length;
    assert.equal(at(`n_${failure}`), String(n), `n_${failure}`);
  }
  return reached;
}

const reachedByAll = new Set<string>();

for (const task of registeredTasks()) {
  for (const variant of styleVariants(task)) {
    const name = Object.entries(variant).map(([k, v]) => `${k}: ${v}`).join();
    Deno.test(`task contract: ${task.type}${name ? ` (${name})` : ""}`, async () => {
      for (const c of await checkContract(task, variant)) reachedByAll.add(c);
    });
  }
}

for (const family of TEST_FAMILIES) {
  for (const task of family.tasks) {
    Deno.test(`task contract: ${task.type}, of the test family ${family.name}`, async () => {
      using _registered = registerFamily(family);
      for (const variant of styleVariants(task)) {
        for (const c of await checkContract(task, variant, true)) {
          reachedByAll.add(c);
        }
      }
    });
  }
}

Deno.test("task contract: every failure class is reached and reported by some task", () => {
  assert.deepEqual([...reachedByAll].sort(), [...KNOWN_CLASSES].sort());
});
