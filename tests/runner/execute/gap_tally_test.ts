import assert from "node:assert/strict";
import { GapTally } from "../../../src/runner/execute/gap_tally.ts";
import type { Plan } from "../../../src/runner/plan/plan.ts";
import type { Row } from "../../../src/store/jsonl.ts";
import type { Tokenizer } from "../../../src/tokenizer/tokenizer.ts";

const row = (token_counts: unknown): Row => ({
  schema_version: 3,
  cell_id: "c",
  fingerprint: "f",
  status: "ok",
  token_counts,
} as Row);
const plan = (sdk: string) => ({ model: { runtime: { sdk } } }) as Plan;
const tokenizer = { name: "o200k_base" } as Tokenizer;

Deno.test("GapTally names the flagged share and the largest gap", () => {
  const gaps = new GapTally();
  gaps.note(row({ gap_flag: false, gap: 3, context: 1000 }));
  gaps.note(row({ gap_flag: true, gap: -400, context: 2000 }));
  gaps.note(row({ gap_flag: true, gap: 900, context: 4000 }));
  gaps.note(row({ gap_flag: null }));
  gaps.note(row(undefined));
  const warning = gaps.warning(plan("openai"), tokenizer);
  assert.match(
    warning!,
    /^warning: 2 of 3 rows have a large gap .* \(largest \+900 on a 4000-token context\); niah counts in "o200k_base":/,
  );
});

Deno.test("GapTally stays quiet without a large gap and for the fake provider", () => {
  const quiet = new GapTally();
  quiet.note(row({ gap_flag: false, gap: 3, context: 1000 }));
  assert.equal(quiet.warning(plan("openai"), tokenizer), null);
  const fake = new GapTally();
  fake.note(row({ gap_flag: true, gap: 900, context: 4000 }));
  assert.equal(fake.warning(plan("fake"), tokenizer), null);
});
