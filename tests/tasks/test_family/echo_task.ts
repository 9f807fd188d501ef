/**
 * A task family that lives only in the tests: `echo_words` shows some words
 * and asks for them back. It is one folder (this one) plus one call to
 * `registerTask`, and declares everything niah needs to run, report, plot
 * and reconstruct it: its parameters, axes, presentation and haystacks (none).
 */
import { z } from "zod";
import { type Message, messagesDigest } from "../../../src/prompt/message.ts";
import { mulberry32 } from "../../../src/random/mulberry32.ts";
import { checkDigest, parseRecipe } from "../../../src/tasks/recipe.ts";
import type { Rendered, Task } from "../../../src/tasks/task.ts";

const WORDS = ["apple", "brick", "cloud", "delta", "ember", "fjord", "grove"];

/** Parameters of `echo_words`. */
export const echoParams = z.strictObject({
  type: z.literal("echo_words"),
  /** How many words the prompt shows. */
  count: z.int().min(1).max(50).default(3),
  /** How the words are written. */
  case: z.enum(["lower", "upper", "title"]).default("lower"),
  /** The wording of the instruction. */
  style: z.enum(["reference", "niah"]).default("reference"),
  samples: z.int().min(1).max(100).default(2),
  seed: z.int().min(0).default(1),
});

/** Parameters of `echo_words`, defaults applied. */
export type EchoParams = z.output<typeof echoParams>;

const recipeSchema = z.strictObject({
  count: z.int().min(1),
  case: z.enum(["lower", "upper", "title"]),
  style: z.enum(["reference", "niah"]),
  seed: z.int().min(0),
  sample_index: z.int().min(0),
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

type Recipe = z.output<typeof recipeSchema>;
type Core = Omit<Recipe, "messages_sha256">;

function written(word: string, letterCase: Core["case"]): string {
  if (letterCase === "upper") return word.toUpperCase();
  if (letterCase === "title") return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/** The words of one sample and the messages that show them. */
function messagesOf(core: Core): { words: string; messages: Message[] } {
  const random = mulberry32(core.seed * 1000 + core.sample_index);
  const words = Array.from(
    { length: core.count },
    () => written(WORDS[Math.floor(random() * WORDS.length)]!, core.case),
  ).join(" ");
  const instruction = core.style === "reference"
    ? "Repeat the words exactly."
    : "Repeat these words exactly, in order, and nothing else.";
  return {
    words,
    messages: [
      { role: "system", content: instruction },
      { role: "user", content: words },
    ],
  };
}

function render(raw: unknown): Promise<Rendered> {
  return new Promise((resolve) => {
    const { messages_sha256, ...core } = parseRecipe(
      recipeSchema,
      raw,
      "echo_words",
    );
    const { words, messages } = messagesOf(core);
    checkDigest(
      JSON.stringify(messages),
      messages_sha256,
      "messages differ from the ones sent",
      "the recipe was edited",
    );
    resolve({ messages, context: words });
  });
}

/** The `echo_words` task. */
export const echoTask: Task<EchoParams> = {
  type: "echo_words",
  generator: () => "echo_words/1",
  scorer: "echo_words/score/1",
  params: echoParams,
  presentation: {
    preferred: ["count", "case"],
    axes: {
      count: { title: "words shown" },
      case: { title: "letter case", order: ["upper", "title", "lower"] },
    },
  },
  usesHaystack: false,
  samples: (p) => p.samples,
  seeds: (p) => [p.seed],
  axes: () => [],
  check: (p) => p.count > 40 ? [`count ${p.count} is more than 40`] : [],
  build(p, cell, context) {
    return new Promise((resolve) => {
      const core: Core = {
        count: p.count,
        case: p.case,
        style: p.style,
        seed: cell.seed,
        sample_index: cell.sample_index,
      };
      const { words, messages } = messagesOf(core);
      resolve({
        messages,
        expected_answer: words,
        prompt_question: messages[0]!.content,
        context_tokens: context.tokenizer.count(words),
        recipe: { ...core, messages_sha256: messagesDigest(messages) },
        metadata: { count: p.count },
      });
    });
  },
  render: (recipe) => render(recipe),
  score(response, built) {
    const text = response.trim();
    if (text === "") {
      return { value: 0, correct: false, parse_fail: true, details: {} };
    }
    const correct = text.includes(built.expected_answer);
    return { value: correct ? 1 : 0, correct, details: {} };
  },
};
