/** Phase-shift records: replayed onto the original messages and context. */
import { shiftSettings, ZERO_WIDTH } from "../support/phase_shift_settings.ts";
import assert from "node:assert/strict";
import type { Message } from "../../src/prompt/message.ts";
import { phaseShift } from "../../src/prompt/phase_shift.ts";
import {
  applyPhaseShift,
  applyPhaseShiftToContext,
} from "../../src/prompt/phase_shift_record.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

Deno.test("a record rebuilds the shifted messages and context, and a wrong one is refused", async () => {
  const tokenizer = await getTokenizer("o200k_base");
  const context =
    "Intro. The secret code is 0f2c9a4e-1b7d-4c3e-9a8f-6d5e4c3b2a10. End.";
  const messages: Message[] = [
    { role: "system", content: "The secret code is never empty." },
    { role: "user", content: `${context}\n\nWhat is the secret code?` },
  ];
  const what = { keywords: ["secret code"] };
  const { messages: shifted, record } = phaseShift(
    messages,
    shiftSettings("o200k_base", 7, what),
    tokenizer,
  );
  assert.ok(record && record.insertions.length > 0);
  assert.deepEqual(applyPhaseShift(messages, record), shifted);
  const inContext = applyPhaseShiftToContext(messages, context, record);
  assert.ok(shifted[1]!.content.startsWith(`${inContext}\n\n`));
  assert.equal(inContext.replace(ZERO_WIDTH, ""), context);
  assert.throws(
    () => applyPhaseShift([messages[0]!], record),
    /does not fit the messages/,
  );
  assert.throws(
    () => applyPhaseShift(messages, { ...record, messages_sha256: "0" }),
    /differ from the ones sent/,
  );
});
