/** Seeded random texts for tokenizer tests: the same cases on every run. */
import { mulberry32 } from "../../src/random/mulberry32.ts";

/** `count` pieces drawn from `parts` by mulberry32 from `seed`, joined. */
export function randomText(
  parts: readonly string[],
  seed: number,
  count: number,
): string {
  const next = mulberry32(seed);
  let text = "";
  for (let i = 0; i < count; i++) {
    text += parts[Math.floor(next() * parts.length)];
  }
  return text;
}
