/** `style` defaults to reference, reads the old `prompt_style`, and notes it. */
import assert from "node:assert/strict";
import { numseqParamsSchema } from "../../src/tasks/numseq/numseq_params.ts";
import { patternedParamsSchema } from "../../src/tasks/patterned/patterned_params.ts";
import {
  findTask,
  loadAllFamilies,
  taskTypes,
} from "../../src/tasks/registry.ts";
import { styleNotes } from "../../src/tasks/task_style.ts";

await loadAllFamilies();

const styleOf = (params: object): unknown =>
  (params as Record<string, unknown>).style;

/**
 * Families that send a dataset as stored (OpenAI-MRCR) have one
 * construction, the dataset's, and no `style` to choose.
 */
const ONE_CONSTRUCTION = new Set(["mrcr"]);

Deno.test("a dataset family sent as stored takes no style", () => {
  for (const type of ONE_CONSTRUCTION) {
    const task = findTask(type)!;
    assert.equal(styleOf(task.params.parse({ type })), undefined, type);
    assert.equal(
      task.params.safeParse({ type, style: "niah" }).success,
      false,
      type,
    );
  }
});

Deno.test("every task family's style is reference unless set, and niah on request", () => {
  for (const type of taskTypes()) {
    if (ONE_CONSTRUCTION.has(type)) continue;
    const task = findTask(type)!;
    assert.equal(styleOf(task.params.parse({ type })), "reference", type);
    assert.equal(
      styleOf(task.params.parse({ type, style: "niah" })),
      "niah",
      type,
    );
    assert.equal(
      task.params.safeParse({ type, style: "python" }).success,
      false,
      type,
    );
  }
});

Deno.test("prompt_style is read as style, and says so", () => {
  const p = numseqParamsSchema.parse({ type: "num_seq", prompt_style: "niah" });
  assert.equal(p.style, "niah");
  assert.equal("prompt_style" in p, false);
  assert.deepEqual(styleNotes({ type: "num_seq" }), []);
  assert.match(
    styleNotes({ type: "num_seq", prompt_style: "niah" })[0] ?? "",
    /task\.prompt_style is now task\.style: it is read as style: "niah"/,
  );
});

Deno.test("style and prompt_style that disagree are refused at prompt_style", () => {
  const result = patternedParamsSchema.safeParse({
    type: "patterned_needle",
    style: "reference",
    prompt_style: "niah",
  });
  assert.equal(result.success, false);
  assert.deepEqual(result.error?.issues[0]?.path, ["prompt_style"]);
  assert.equal(
    patternedParamsSchema.safeParse({
      type: "patterned_needle",
      style: "niah",
      prompt_style: "niah",
    }).success,
    true,
  );
});

Deno.test("num_seq's headline parser follows the style unless answer_parser says otherwise", () => {
  const parser = (raw: Record<string, unknown>) =>
    numseqParamsSchema.parse({ type: "num_seq", ...raw }).answer_parser;
  assert.equal(parser({}), "strict");
  assert.equal(parser({ style: "niah" }), "lenient");
  assert.equal(parser({ style: "niah", answer_parser: "strict" }), "strict");
  assert.equal(parser({ answer_parser: "lenient" }), "lenient");
});
