/**
 * A stand-in for RULER's generators and scorer, for the family's tests:
 * each dataset is a pass of a small deterministic generator (sample i of
 * (task, length, seed) is the same in every pass), and passes are
 * counted. Essay tasks fold the essay's text in; `cwe` reads
 * `englishWords` past 8192 tokens, as RULER's does past its word lists.
 */
import type {
  RulerBackend,
  RulerDatasetOptions,
} from "../../../src/tasks/ruler/ruler_backend.ts";
import type { RulerName } from "../../../src/tasks/ruler/ruler_params.ts";
import type { RulerSample } from "../../../src/tasks/ruler/reference/ruler_sample.ts";

const ESSAY_TASKS = new Set([
  "niah_single_2",
  "niah_single_3",
  "niah_multikey_1",
  "niah_multivalue",
  "niah_multiquery",
]);

const BUDGETS: Record<string, number> = { vt: 30, cwe: 120, fwe: 50 };

/** A fake backend, and how many passes its datasets have started. */
export function fakeRulerBackend(): RulerBackend & { passes: number } {
  const backend = {
    passes: 0,
    facts: (name: RulerName) => ({
      tokensToGenerate: BUDGETS[name] ?? 128,
      essay: ESSAY_TASKS.has(name),
      englishWords: name === "cwe",
      metric: "all" as const,
      generated: true,
    }),
    dataset(name: RulerName, o: RulerDatasetOptions) {
      const ttg = backend.facts(name).tokensToGenerate;
      return Promise.resolve(() => {
        backend.passes++;
        return samples(name, o, ttg);
      });
    },
    line: (sample: RulerSample) => `${JSON.stringify(sample)}\n`,
    score(prediction: string, references: readonly string[]) {
      const found = references.filter((r) =>
        prediction.toLowerCase().includes(r.toLowerCase())
      );
      return references.length === 0 ? 0 : found.length / references.length;
    },
  };
  return backend;
}

function* samples(
  name: RulerName,
  o: RulerDatasetOptions,
  ttg: number,
): Generator<RulerSample> {
  if (name === "cwe" && o.maxSeqLength > 8192) {
    // RULER's cwe draws from english_words.json past its word lists.
    if (o.englishWords === undefined || o.englishWords.length === 0) {
      throw new Error("english_words.json is needed");
    }
  }
  const prefix = " The answer is";
  for (let i = 0; i < o.numSamples; i++) {
    const value = String(1_000_000 + o.randomSeed * 1000 + i);
    const essay = o.essay === undefined ? "" : `${o.essay.slice(0, 40)} `;
    const input =
      `${name} at ${o.maxSeqLength}: ${essay}the value is ${value}. What is it?`;
    const length = o.countTokens(input + prefix) + ttg;
    yield {
      index: name.startsWith("niah") ? input.indexOf(value) : i,
      input,
      outputs: [value],
      length,
      length_w_model_temp: length,
      answer_prefix: prefix,
      ...(name.startsWith("niah")
        ? {
          token_position_answer: o.countTokens(
            input.slice(0, input.indexOf(value)),
          ),
        }
        : {}),
    };
  }
}
