import assert from "node:assert/strict";
import {
  type BatchResult,
  BatchResultsError,
} from "../../src/providers/batch.ts";
import { batchResultsFile } from "../../src/providers/batch_results_file.ts";

const options = {
  reading: { maxLineBytes: 2048, idleMs: 60_000 },
  signal: new AbortController().signal,
};

/** Reads lines as the adapters do: a custom_id and an answer text. */
const resultOf = (line: Record<string, unknown>): BatchResult | undefined =>
  typeof line.custom_id === "string"
    ? {
      custom_id: line.custom_id,
      kind: "answered",
      completion: {
        text: String(line.text),
        finish_reason: "stop",
        usage: { input_tokens: 1, output_tokens: 1 },
      },
    }
    : undefined;

async function read(text: string): Promise<BatchResult[]> {
  const out: BatchResult[] = [];
  const body = ReadableStream.from([new TextEncoder().encode(text)]);
  for await (
    const r of batchResultsFile(body, "its results file", options, resultOf)
  ) {
    out.push(r);
  }
  return out;
}

Deno.test("a broken line is the error of the request it names; one naming none is skipped", async () => {
  const results = await read([
    '{"custom_id":"a","text":"A"}',
    '{"custom_id":"b","text":"B", oops}',
    "not json at all",
    `{"custom_id":"c","text":"${"x".repeat(5000)}"}`,
    '{"no_id":1}',
    '{"custom_id":"d","text":"D"}',
  ].join("\n"));
  assert.deepEqual(
    results.map((
      r,
    ) => [
      r.custom_id,
      r.kind,
      r.kind === "answered" ? r.completion.text : r.error,
    ]),
    [
      ["a", "answered", "A"],
      [
        "b",
        "errored",
        "result line 2 is not JSON; the provider's answer for this request could not be read",
      ],
      [
        "c",
        "errored",
        "result line 4 is longer than 2048 bytes (5027 bytes), the most niah reads as one result (NIAH_BATCH_RESULT_LINE_BYTES sets it); the provider's answer for this request could not be read",
      ],
      ["d", "answered", "D"],
    ],
  );
});

Deno.test("a file whose first line opens no JSON object is no results file: refused before any result", async () => {
  for (
    const [text, why] of [
      [
        "<!DOCTYPE html>\n<html></html>\n",
        /line 1 of its results file is not JSON \(it looks like an HTML page\)/,
      ],
      [
        "\n\nBad Gateway\n",
        /line 3 of its results file is not JSON: it is not a JSON lines results file/,
      ],
      ['[{"custom_id":"a"}]\n', /line 1 of its results file is not JSON/],
      [`${"z".repeat(5000)}\n`, /line 1 of its results file is not JSON/],
    ] as const
  ) {
    await assert.rejects(
      () => read(text),
      (error) => error instanceof BatchResultsError && why.test(error.message),
      text.slice(0, 20),
    );
  }
  assert.deepEqual(await read(""), []);
});
