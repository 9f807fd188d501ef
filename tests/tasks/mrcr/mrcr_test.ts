/**
 * OpenAI-MRCR's parts: the dataset card's grade against CPython on crafted
 * responses (the values printed by the card's `grade` under CPython 3.11),
 * both layouts of the files binned by the official count, and the seeded
 * draw of a bin's rows.
 */
import assert from "node:assert/strict";
import { readDataFile } from "../../../src/data/data_file.ts";
import {
  binnedRows,
  drawRows,
  mrcrFiles,
} from "../../../src/tasks/mrcr/mrcr_data.ts";
import { mrcrGrade } from "../../../src/tasks/mrcr/mrcr_grade.ts";

const fixtures = new URL("../../fixtures/mrcr", import.meta.url).pathname;

Deno.test("the grade equals the dataset card's under CPython on crafted responses", () => {
  const prefix = "k3x9Qa1Zp0";
  const body = "Tapirs wander under amber skies,\nthe river hums 𝔸 and é.\n"
    .repeat(30);
  const answer = prefix + body;
  // [response, grade(response, answer, prefix) as CPython 3.11 computes it]
  const cases: [string, number][] = [
    [answer, 1],
    [body, 0], // no prefix
    [" " + answer, 0], // the prefix must start the response
    [prefix, 0],
    [prefix + prefix + body, 0],
    [prefix + "Tapirs wander under amber skies,\n", 0.0378657487091222],
    [prefix + body.replaceAll("amber", "silver"), 0.011594202898550725],
    [prefix + "Lighthouses stand 😀 alone.".repeat(40), 0],
    ["", 0],
  ];
  for (const [response, expected] of cases) {
    assert.equal(mrcrGrade(response, answer, prefix), expected, response);
  }
});

Deno.test("both layouts are read and binned by o200k_base tokens of the messages' contents", async () => {
  const context = { dataFile: readDataFile };
  assert.deepEqual(mrcrFiles(fixtures, 2), [
    `${fixtures}/2needle/train-00000-of-00002.parquet`,
    `${fixtures}/2needle/train-00001-of-00002.parquet`,
  ]);
  assert.deepEqual(mrcrFiles(fixtures, 4), [`${fixtures}/4needle.parquet`]);
  const two = await binnedRows(context, fixtures, 2);
  const place = (bin: number) =>
    two.get(bin)!.map((r) => `${r.path.split("/").at(-1)}#${r.row}`);
  assert.deepEqual([...two.keys()], [8192, 16384]);
  assert.deepEqual(place(8192), [
    "train-00000-of-00002.parquet#0",
    "train-00000-of-00002.parquet#1",
    "train-00001-of-00002.parquet#0",
    "train-00001-of-00002.parquet#2",
  ]);
  assert.deepEqual(place(16384), [
    "train-00000-of-00002.parquet#2",
    "train-00001-of-00002.parquet#1",
  ]);
  assert.deepEqual(two.get(8192)!.map((r) => r.tokens), [
    5609,
    5582,
    5618,
    5593,
  ]);
  const four = await binnedRows(context, fixtures, 4);
  assert.deepEqual(four.get(8192)!.map((r) => r.row), [0, 1]);
});

Deno.test("a bin's rows are drawn by a seeded shuffle, the same every time", () => {
  const rows = Array.from({ length: 10 }, (_, i) => i);
  assert.deepEqual(drawRows(rows, undefined, 3), rows);
  const drawn = drawRows(rows, 4, 3);
  assert.deepEqual(drawn, drawRows(rows, 4, 3));
  assert.deepEqual(drawn, DRAWN_SEED_3);
  assert.notDeepEqual(drawRows(rows, 4, 4), drawn);
  assert.equal(drawRows(rows, 20, 3).length, 10);
});

// mulberry32(3) Fisher-Yates over 0..9, first four (a pinned draw).
const DRAWN_SEED_3 = [9, 5, 6, 1];
