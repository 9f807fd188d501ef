/**
 * styledTask picks a family's variant in one place: the params' style for
 * generator, check, notes and build, the recipe's style for render, the
 * built cell's recorded style for score (niah's when none is recorded).
 */
import assert from "node:assert/strict";
import { z } from "zod";
import {
  builtStyle,
  markedStyle,
  styledTask,
  type StyleVariant,
} from "../../src/tasks/styled_task.ts";
import type { BuildContext, Cell } from "../../src/tasks/task.ts";
import { TASK_STYLES, type TaskStyle } from "../../src/tasks/task_style.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

type Params = { type: string; style: TaskStyle };

/** A variant that answers with its style's name everywhere. */
function variant(style: TaskStyle): StyleVariant<Params> {
  return {
    generator: () => `two/${style}/1`,
    check: () => [`checked by ${style}`],
    ...(style === "reference" ? { notes: () => ["a reference note"] } : {}),
    build: () =>
      Promise.resolve({
        messages: [{ role: "user", content: style }],
        expected_answer: style,
        prompt_question: style,
        context_tokens: 1,
        recipe: { style },
        metadata: { style },
      }),
    render: () =>
      Promise.resolve({
        messages: [{ role: "user", content: style }],
        context: style,
      }),
    score: () => ({ value: 1, correct: true, details: { by: style } }),
  };
}

/** What the test families share besides their variants. */
const shared = {
  type: "two_styles",
  scorer: "two/score/1",
  params: z.object({ type: z.string(), style: z.enum(TASK_STYLES) }),
  usesHaystack: false,
  axes: () => [],
  recipeStyle: markedStyle,
};

const task = styledTask<Params>({
  ...shared,
  variants: { reference: variant("reference"), niah: variant("niah") },
});

const cell: Cell = {
  cell_id: "c",
  index: 0,
  axes: {},
  params: { type: "two_styles" },
  sample_index: 0,
  seed: 1,
};
const context: BuildContext = {
  tokenizer: await getTokenizer("cl100k_base"),
  haystack: () => Promise.reject(new Error("no haystack")),
};

Deno.test("the params' style picks generator, check, notes and build", async () => {
  for (const style of TASK_STYLES) {
    const p = { type: "two_styles", style };
    assert.equal(task.generator(p), `two/${style}/1`);
    assert.deepEqual(task.check(p, {}, context.tokenizer), [
      `checked by ${style}`,
    ]);
    assert.equal((await task.build(p, cell, context)).expected_answer, style);
  }
  const notes = (style: TaskStyle) =>
    task.notes?.({ type: "two_styles", style });
  assert.deepEqual(notes("reference"), ["a reference note"]);
  assert.deepEqual(notes("niah"), []);
});

Deno.test("a recipe rebuilds, and a cell scores, by the style it was made under", async () => {
  for (const style of TASK_STYLES) {
    assert.equal((await task.render({ style }, context)).context, style);
    const built = { expected_answer: "x", metadata: { style } };
    assert.deepEqual(task.score("x", built).details, { by: style });
  }
  // Rows from before styles name none: niah's.
  assert.equal((await task.render({}, context)).context, "niah");
  assert.deepEqual(
    task.score("x", { expected_answer: "x", metadata: {} }).details,
    { by: "niah" },
  );
});

Deno.test("markedStyle reads a known style, else niah's", () => {
  assert.equal(markedStyle({ style: "reference" }), "reference");
  assert.equal(markedStyle({ style: "niah" }), "niah");
  assert.equal(markedStyle({ style: "python" }), "niah");
  assert.equal(markedStyle({}), "niah");
  assert.equal(markedStyle(null), "niah");
  assert.equal(markedStyle("reference"), "niah");
  assert.equal(builtStyle({ metadata: { style: "reference" } }), "reference");
});

Deno.test("a family probes only where it or a variant has a probe: the shared one first, then the params' style's", async () => {
  assert.equal(task.probe, undefined);
  const probing = styledTask<Params>({
    ...shared,
    probe: () => Promise.resolve(["shared"]),
    variants: {
      reference: {
        ...variant("reference"),
        probe: () => Promise.resolve(["reference's own"]),
      },
      niah: variant("niah"),
    },
  });
  const tokenizer = () => getTokenizer("cl100k_base");
  const draws = { seeds: [1], samples: 1 };
  for (
    const [style, problems] of [
      ["reference", ["shared", "reference's own"]],
      ["niah", ["shared"]],
    ] as const
  ) {
    assert.deepEqual(
      await probing.probe!(
        { type: "two_styles", style },
        {},
        tokenizer,
        draws,
      ),
      problems,
    );
  }
});
