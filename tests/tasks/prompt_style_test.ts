/** `prompt_style` defaults to the seed's wording and knows only two styles. */
import assert from "node:assert/strict";
import { promptStyleSchema } from "../../src/tasks/prompt_style.ts";

Deno.test("prompt_style is reference unless set, and niah on request", () => {
  assert.equal(promptStyleSchema.parse(undefined), "reference");
  assert.equal(promptStyleSchema.parse("niah"), "niah");
  assert.equal(promptStyleSchema.safeParse("python").success, false);
});
