/**
 * Task `uuid_chain`: UUIDs linked A -> B -> C ... spread through the
 * context; the question names the first and wants the last, without
 * saying that there is a chain. Scoring credits only hops followed: the
 * furthest chain member (after the start) found in the answer, over the
 * number of hops, so echoing the start scores 0. The reference's score,
 * `(furthest + 1) / N` with the start counted (echoing it gives 1/N), is
 * kept in `score.details.reference` for comparison with its tables.
 */
import { z } from "zod";
import { styled } from "../task_style.ts";
import { textList } from "../scored_fields.ts";
import { PythonRandom, pythonUuid4 } from "../../random/python_random.ts";
import { niahTask, placementFields } from "./niah_task.ts";
import { pythonFormat, pythonFormatProblem } from "./python_format.ts";
import { normaliseAnswer } from "../scorers/exact_match.ts";

const fields = z.strictObject({
  type: z.literal("uuid_chain"),
  chain_length: z.int().min(2).max(1000).default(5),
  link_template: z.string().default("{prev} maps to {next}.").refine(
    (t) => t.includes("{prev}") && t.includes("{next}"),
    { message: 'expected a template containing "{prev}" and "{next}"' },
  ),
  /** Default: the style's question (the two tools word it differently). */
  question_template: z.string().refine((t) => t.includes("{start}"), {
    message: 'expected a template containing "{start}"',
  }).optional(),
  ...placementFields("even_spread"),
});

/** The question each style asks when the config sets none. */
const DEFAULT_CHAIN_QUESTIONS = {
  reference: "What is the value associated with {start}?",
  niah: "What value is ultimately associated with {start}?",
} as const;

const params = styled(fields).transform((p) => ({
  ...p,
  question_template: p.question_template ?? DEFAULT_CHAIN_QUESTIONS[p.style],
}));

/** Parameters of the `uuid_chain` task. */
type UuidChainParams = z.output<typeof params>;

/** The chain for a seed: drawn from one stream, so seed 1 starts like `uuid`. */
export function chainForSeed(seed: number, length: number): string[] {
  const rng = new PythonRandom(seed);
  return Array.from({ length }, () => pythonUuid4(rng));
}

/** The `uuid_chain` task. */
export const uuidChainTask = niahTask<UuidChainParams>({
  type: "uuid_chain",
  params,
  scoredFields: { metadata: { chain: textList.optional() } },
  needles(p, seed) {
    const chain = chainForSeed(seed, p.chain_length);
    const needles = chain.slice(1).map((next, i) =>
      p.link_template.replaceAll("{prev}", chain[i] ?? "").replaceAll(
        "{next}",
        next,
      )
    );
    return {
      needles,
      question: p.question_template.replaceAll("{start}", chain[0] ?? ""),
      expected_answer: chain.at(-1) ?? "",
      metadata: { chain },
    };
  },
  // The reference fills its templates with str.format.
  reference(p, seed) {
    const chain = chainForSeed(seed, p.chain_length);
    const start = chain[0] ?? "";
    return {
      needles: chain.slice(1).map((next, i) =>
        pythonFormat(p.link_template, { prev: chain[i] ?? "", next })
      ),
      question: pythonFormat(p.question_template, { start }),
      expected_answer: chain.at(-1) ?? "",
      metadata: { chain, start },
    };
  },
  referenceProblem(p) {
    const link = pythonFormatProblem(p.link_template, ["prev", "next"]);
    if (link) return `link_template: ${link}`;
    const question = pythonFormatProblem(p.question_template, ["start"]);
    return question && `question_template: ${question}`;
  },
  score(response, built) {
    const chain = (built.metadata.chain as string[] | undefined) ??
      [built.expected_answer];
    const text = normaliseAnswer(response);
    // The furthest chain member named, the start included; -1 for none.
    let named = -1;
    chain.forEach((uuid, i) => {
      if (text.includes(normaliseAnswer(uuid))) named = i;
    });
    const furthest = Math.max(0, named);
    const hops = Math.max(1, chain.length - 1);
    return {
      value: furthest / hops,
      correct: furthest === chain.length - 1,
      details: {
        hops_followed: furthest,
        hops,
        reference: (named + 1) / chain.length,
      },
    };
  },
});
