import assert from "node:assert/strict";
import { ENCODINGS } from "../../src/tokenizer/encoding.ts";

const root = new URL("../../", import.meta.url).pathname;

Deno.test("every tokenizer loads and encodes with no permissions at all", async () => {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--no-prompt",
      "--config",
      `${root}deno.json`,
      `${root}tests/tokenizer/load_every_tokenizer.ts`,
    ],
    env: { NO_COLOR: "1" },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const stdout = new TextDecoder().decode(output.stdout);
  const stderr = new TextDecoder().decode(output.stderr);
  assert.equal(output.code, 0, stderr);
  const lines = stdout.trimEnd().split("\n");
  assert.deepEqual(lines.map((line) => line.split(" ")[0]), [...ENCODINGS]);
  for (const line of lines) assert.match(line, / \d+ true$/);
});
