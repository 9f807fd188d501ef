/**
 * A multi-turn task family that lives only in the tests: `chat_recall`
 * tells the model a code a turn, each answered "Noted.", then asks for one
 * of them. Its context is a span (the turn that tells the asked code), its
 * question is recorded by message index, and `order: doubled` drops the
 * first assistant turn, an order Anthropic's API refuses (`late_system`
 * moves the system message, an order no provider takes).
 */
import { z } from "zod";
import {
  type ContextSpan,
  type Message,
  messagesDigest,
} from "../../../src/prompt/message.ts";
import { tokensBesidesQuestion } from "../../../src/prompt/prompt_tokens.ts";
import { mulberry32 } from "../../../src/random/mulberry32.ts";
import { checkDigest, parseRecipe } from "../../../src/tasks/recipe.ts";
import type { Task } from "../../../src/tasks/task.ts";

const NAMES = ["amber", "basalt", "cedar", "dune", "elm", "flint", "garnet"];

/** Parameters of `chat_recall`. */
const chatParams = z.strictObject({
  type: z.literal("chat_recall"),
  /** Turns that tell a code (each a user and an assistant message). */
  turns: z.int().min(1).max(150).default(3),
  /**
   * `doubled`: the first assistant turn left out (two user turns);
   * `late_system`: the system message after the first user turn.
   */
  order: z.enum(["alternating", "doubled", "late_system"]).default(
    "alternating",
  ),
  samples: z.int().min(1).max(10).default(2),
  seed: z.int().min(0).default(1),
});

type ChatParams = z.output<typeof chatParams>;

const recipeSchema = z.strictObject({
  turns: z.int().min(1),
  order: z.enum(["alternating", "doubled", "late_system"]),
  seed: z.int().min(0),
  sample_index: z.int().min(0),
  messages_sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

type Core = Omit<z.output<typeof recipeSchema>, "messages_sha256">;

interface Conversation {
  messages: Message[];
  question: string;
  code: string;
  span: ContextSpan;
}

/** The conversation of one sample. */
function conversationOf(core: Core): Conversation {
  const random = mulberry32(core.seed * 1000 + core.sample_index);
  const told = Array.from({ length: core.turns }, (_, i) => ({
    name: `${NAMES[i % NAMES.length]}-${i}`,
    code: String(Math.floor(random() * 900_000) + 100_000),
  }));
  const asked = Math.floor(random() * core.turns);
  const messages: Message[] = [
    { role: "system", content: "Remember every code the user tells you." },
  ];
  let span: ContextSpan = { message: 0, start: 0, end: 0 };
  for (const [i, { name, code }] of told.entries()) {
    const content = `The code for ${name} is ${code}.`;
    if (i === asked) {
      span = { message: messages.length, start: 0, end: content.length };
    }
    messages.push({ role: "user", content });
    if (!(core.order === "doubled" && i === 0)) {
      messages.push({ role: "assistant", content: "Noted." });
    }
  }
  if (core.order === "late_system") {
    [messages[0], messages[1]] = [messages[1]!, messages[0]!];
  }
  const question = `What is the code for ${told[asked]!.name}?`;
  messages.push({ role: "user", content: question });
  return { messages, question, code: told[asked]!.code, span };
}

/** The `chat_recall` task. */
export const chatTask: Task<ChatParams> = {
  type: "chat_recall",
  generator: () => "chat_recall/1",
  scorer: "chat_recall/score/1",
  params: chatParams,
  usesHaystack: false,
  multiTurn: true,
  samples: (p) => p.samples,
  seeds: (p) => [p.seed],
  axes: () => [],
  check: () => [],
  build(p, cell, context) {
    const core: Core = {
      turns: p.turns,
      order: p.order,
      seed: cell.seed,
      sample_index: cell.sample_index,
    };
    const { messages, question, code } = conversationOf(core);
    return Promise.resolve({
      messages,
      expected_answer: code,
      prompt_question: question,
      question_message: messages.length - 1,
      context_tokens: tokensBesidesQuestion(
        messages,
        question,
        context.tokenizer,
        messages.length - 1,
      ),
      recipe: { ...core, messages_sha256: messagesDigest(messages) },
      metadata: { turns: p.turns },
    });
  },
  render(raw) {
    const { messages_sha256, ...core } = parseRecipe(
      recipeSchema,
      raw,
      "chat_recall",
    );
    const { messages, span } = conversationOf(core);
    checkDigest(
      JSON.stringify(messages),
      messages_sha256,
      "messages differ from the ones sent",
      "the recipe was edited",
    );
    return Promise.resolve({ messages, context: span });
  },
  score(response, built) {
    const correct = response.includes(built.expected_answer);
    return { value: correct ? 1 : 0, correct, details: {} };
  },
};
