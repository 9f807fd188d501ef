/**
 * RULER's QA files: read as qa.py reads them, a key it reads missing is a
 * one-line error naming where, SQuAD's pin refuses another file unless the
 * run allows it, and a rebuild refuses a file changed since the row.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import type { DataFile } from "../../../src/data/data_file.ts";
import { UsageError } from "../../../src/errors.ts";
import {
  qaFileOf,
  rulerQaData,
} from "../../../src/tasks/ruler/ruler_qa_files.ts";

function file(path: string, json: unknown): DataFile {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { path, bytes, sha256 };
}

const squad = {
  version: "v2.0",
  data: [{
    title: "T",
    paragraphs: [
      {
        context: "B text.",
        qas: [
          {
            question: "q1?",
            id: "1",
            answers: [{ text: "B", answer_start: 0 }],
            is_impossible: false,
          },
          { question: "q2?", id: "2", answers: [], is_impossible: true },
        ],
      },
      {
        context: "A text.",
        qas: [{
          question: "q3?",
          id: "3",
          answers: [{ text: "A", answer_start: 0 }, {
            text: "A",
            answer_start: 0,
          }],
          is_impossible: false,
        }],
      },
    ],
  }],
};

Deno.test("squad.json is read as read_squad reads it: sorted documents, answerable questions, the article's other paragraphs", () => {
  const data = rulerQaData(file("squad.json", squad), "squad");
  assert.deepEqual(data.docs, ["A text.", "B text."]);
  assert.deepEqual(data.qas, [
    { query: "q1?", outputs: ["B"], context: [1], more: [0] },
    { query: "q3?", outputs: ["A", "A"], context: [0], more: [1] },
  ]);
});

Deno.test("hotpotqa.json is read as read_hotpotqa reads it: title, a line break, the sentences joined", () => {
  const data = rulerQaData(
    file("h.json", [{
      question: "q?",
      answer: "yes",
      context: [["Z", ["a ", "b"]], ["Y", ["c"]]],
    }]),
    "hotpotqa",
  );
  assert.deepEqual(data.docs, ["Y\nc", "Z\na b"]);
  assert.deepEqual(data.qas, [{
    query: "q?",
    outputs: ["yes"],
    context: [1, 0],
  }]);
});

Deno.test("a file without a key qa.py reads is a one-line error naming where", () => {
  const bad = structuredClone(squad) as {
    data: { paragraphs: { qas: Record<string, unknown>[] }[] }[];
  };
  delete bad.data[0]!.paragraphs[1]!.qas[0]!.is_impossible;
  assert.throws(
    () => rulerQaData(file("bad.json", bad), "squad"),
    (error: Error) =>
      error instanceof UsageError &&
      /task\.squad "bad\.json": data\[0\]\.paragraphs\[1\]\.qas\[0\]\.is_impossible is not true or false/
        .test(error.message),
  );
  assert.throws(
    () => rulerQaData(file("h2.json", { data: [] }), "hotpotqa"),
    /task\.hotpotqa "h2\.json": the file is not an array/,
  );
});

Deno.test("SQuAD's pin refuses another file unless allowed; a rebuild refuses a changed file", async () => {
  const f = file("squad.json", squad);
  const read = () => Promise.resolve(f);
  await assert.rejects(
    qaFileOf(read, "squad", "squad.json", undefined, undefined),
    /has sha256 [0-9a-f]{64}, not a revision this family knows; expected SQuAD 2\.0 dev-v2\.0\.json .*80a5225e.*allow_other_revision: true/,
  );
  const ok = await qaFileOf(read, "squad", "squad.json", undefined, true);
  assert.equal(ok.sha256, f.sha256);
  assert.equal(ok.data.qas.length, 2);
  await assert.rejects(
    qaFileOf(read, "squad", "squad.json", "0".repeat(64), true),
    /changed since the row was written/,
  );
  // HotpotQA's file is pinned too: RULER's URL's digest, or its fallback's.
  const h = file("h.json", [{ question: "q?", answer: "a", context: [] }]);
  await assert.rejects(
    qaFileOf(
      () => Promise.resolve(h),
      "hotpotqa",
      "h.json",
      undefined,
      undefined,
    ),
    /not a revision this family knows; expected HotpotQA hotpot_dev_distractor_v1\.json \(curtis\.ml\.cmu\.edu\).*4e9ecb5c8d3b.*namlh2004\/hotpotqa@7e54db4656209750ff487f6fdf8e39a66dba136b.*e3da074df24e/,
  );
  const hotpot = await qaFileOf(
    () => Promise.resolve(h),
    "hotpotqa",
    "h.json",
    undefined,
    true,
  );
  assert.equal(hotpot.data.qas.length, 1);
});
