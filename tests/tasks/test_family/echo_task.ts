/**
 * A task family that lives only in the tests: `echo_words` shows some words
 * and asks for them back. It is one folder (this one) plus one call to
 * `registerTask`, and declares everything niah needs to run, report, plot
 * and reconstruct it, as the parts `defineTask` assembles: its parameters,
 * its samples (a key of seed and index), their messages, its scorer and its
 * presentation.
 */
import { z } from "zod";
import { mulberry32 } from "../../../src/random/mulberry32.ts";
import { defineTask } from "../../../src/tasks/define_task.ts";
import type { Task } from "../../../src/tasks/task.ts";

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

const keySchema = z.strictObject({
  count: z.int().min(1),
  case: z.enum(["lower", "upper", "title"]),
  style: z.enum(["reference", "niah"]),
  seed: z.int().min(0),
  sample_index: z.int().min(0),
});

type Key = z.output<typeof keySchema>;

function written(word: string, letterCase: Key["case"]): string {
  if (letterCase === "upper") return word.toUpperCase();
  if (letterCase === "title") return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/** The words of one sample and the instruction that asks for them. */
function sampleOf(key: Key): { words: string; instruction: string } {
  const random = mulberry32(key.seed * 1000 + key.sample_index);
  const words = Array.from(
    { length: key.count },
    () => written(WORDS[Math.floor(random() * WORDS.length)]!, key.case),
  ).join(" ");
  const instruction = key.style === "reference"
    ? "Repeat the words exactly."
    : "Repeat these words exactly, in order, and nothing else.";
  return { words, instruction };
}

/** The `echo_words` task. */
export const echoTask: Task<EchoParams> = defineTask({
  type: "echo_words",
  generator: "echo_words/1",
  params: echoParams,
  presentation: {
    preferred: ["count", "case"],
    axes: {
      count: { title: "words shown" },
      case: { title: "letter case", order: ["upper", "title", "lower"] },
    },
  },
  samples: (p) => p.samples,
  seeds: (p) => [p.seed],
  check: (p) => p.count > 40 ? [`count ${p.count} is more than 40`] : [],
  source: {
    keySchema,
    key: (p, cell) => ({
      count: p.count,
      case: p.case,
      style: p.style,
      seed: cell.seed,
      sample_index: cell.sample_index,
    }),
    sample: sampleOf,
  },
  rendering: {
    messages: ({ words, instruction }) => [
      { role: "system", content: instruction },
      { role: "user", content: words },
    ],
    expected: ({ words }) => words,
    context: ({ words }) => words,
    question: ({ instruction }) => instruction,
    metadata: ({ words }) => ({ count: words.split(" ").length }),
  },
  scoring: {
    version: "echo_words/score/1",
    score(response, built) {
      const text = response.trim();
      if (text === "") {
        return { value: 0, correct: false, parse_fail: true, details: {} };
      }
      const correct = text.includes(built.expected_answer);
      return { value: correct ? 1 : 0, correct, details: {} };
    },
  },
});
