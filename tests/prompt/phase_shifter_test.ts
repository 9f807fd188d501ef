/** The run's phase shifter: the run's settings, each warning once per run. */
import { shiftSettings } from "../support/phase_shift_settings.ts";
import assert from "node:assert/strict";
import { createPhaseShifter } from "../../src/prompt/phase_shifter.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

Deno.test("the run's shifter warns once per reason, however many prompts it skips", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const lines: string[] = [];
  const shift = createPhaseShifter(
    shiftSettings("cl100k_base", 4, { keywords: ["secret"] }, {
      max_chars: 40,
    }),
    tokenizer,
    (line) => lines.push(line),
  );
  for (let i = 0; i < 3; i++) {
    await shift([{ role: "user", content: "nothing to see" }]);
    await shift([{ role: "user", content: "a secret ".repeat(10) }]);
    await shift([{ role: "user", content: "a secret" }]);
  }
  assert.equal(lines.length, 2, lines.join("\n"));
  assert.match(
    lines[0]!,
    /no keyword occurrence in a prompt; sent it unchanged/,
  );
  assert.match(lines[1]!, /over phase_shift_max_chars \(40\)/);
});
