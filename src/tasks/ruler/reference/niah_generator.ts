/**
 * RULER's `scripts/data/synthetic/niah.py` (NVIDIA/RULER at c3f5e3b), draw
 * for draw: the eight niah tasks' samples, as `prepare.py` makes it write
 * them. Its quirks are kept: the size search and the shrinking retry draw
 * whole samples from the one random stream before and between the samples
 * written; a single needle rewrites "Some" -> "A", "are all" -> "is",
 * "are" -> "is" and "answers" -> "answer" anywhere in the template; the
 * needles are shuffled by a fresh `random.Random(seed)` each draw (the
 * same order every time); `index` is the answer's character offset in
 * `input`.
 *
 * @module
 */
import { PythonRandom, pythonUuid4 } from "../../../random/python_random.ts";
import { pythonFormat } from "../../niah/python_format.ts";
import { RULER_DEPTHS } from "./depths.ts";
import { essayContext, EssayHaystack } from "./niah_essay.ts";
import type {
  IndexedWords,
  RulerGeneration,
  RulerSample,
} from "./ruler_sample.ts";
import { NIAH_ANSWER_PREFIX } from "./ruler_tasks.ts";
import { drawFitting, searchHaystackSize } from "./sizing.ts";
import { joinParts, PartCounter, type TextPart } from "./sizing_parts.ts";

/** niah.py's arguments, as synthetic.yaml sets them. */
interface NiahArgs {
  typeHaystack: "essay" | "noise" | "needle";
  typeNeedleK: string;
  typeNeedleV: string;
  numNeedleK: number;
  numNeedleV: number;
  numNeedleQ: number;
}

/** One drawn sample: the whole `input_text` as parts, and its answers. */
interface NiahDraw {
  parts: TextPart[];
  answers: string[];
}

const NOISE =
  "The grass is green. The sky is blue. The sun is yellow. Here we go. There and back again.";

/** Stands for the context while the template is filled around it. */
const CONTEXT_MARK = "\u0000\u{10ffff}context\u{10ffff}\u0000";

function niahArgs(args: RulerGeneration["args"]): NiahArgs {
  const text = (key: string, fallback: string) => String(args[key] ?? fallback);
  const int = (key: string) => Number(args[key] ?? 1);
  const typeHaystack = text("type_haystack", "essay");
  if (
    typeHaystack !== "essay" && typeHaystack !== "noise" &&
    typeHaystack !== "needle"
  ) {
    throw new Error(`${typeHaystack} is not implemented.`);
  }
  const numNeedleQ = int("num_needle_q");
  return {
    typeHaystack,
    typeNeedleK: text("type_needle_k", "words"),
    typeNeedleV: text("type_needle_v", "numbers"),
    // args.num_needle_k = max(args.num_needle_k, args.num_needle_q)
    numNeedleK: Math.max(int("num_needle_k"), numNeedleQ),
    numNeedleV: int("num_needle_v"),
    numNeedleQ,
  };
}

function needleText(typeNeedleV: string, key: string, value: string): string {
  return `One of the special magic ${typeNeedleV} for ${key} is: ${value}.`;
}

/** niah.py's module state and `generate_input_output`. */
class NiahDrawer {
  readonly #g: RulerGeneration;
  readonly #args: NiahArgs;
  readonly #rng: PythonRandom;
  readonly counter: PartCounter;
  readonly #essay: EssayHaystack | undefined;
  readonly #template: string;
  readonly #typeNeedleV: string;
  readonly #templateHoldsMark: boolean;
  /** `random.Random(seed).shuffle` of each needle count, as a permutation. */
  readonly #shuffles = new Map<number, number[]>();

  constructor(g: RulerGeneration) {
    this.#g = g;
    this.#args = niahArgs(g.args);
    // random.seed(args.random_seed); np.random.seed draws nothing here.
    this.#rng = new PythonRandom(g.randomSeed);
    this.counter = new PartCounter(
      g.countTokens,
      g.cuts,
      g.countIsCheap,
    );
    if (this.#args.typeHaystack === "essay") {
      if (g.essay === undefined || !g.sentTokenize) {
        throw new Error(
          "Cannot generate a RULER essay haystack without the essay text and sent_tokenize",
        );
      }
      this.#essay = new EssayHaystack(g.essay, g.sentTokenize, this.counter);
    }
    let template = g.template;
    let typeNeedleV = this.#args.typeNeedleV;
    if (this.#args.numNeedleQ * this.#args.numNeedleV === 1) {
      template = template.replaceAll("Some", "A").replaceAll("are all", "is")
        .replaceAll("are", "is").replaceAll("answers", "answer");
      typeNeedleV = [...typeNeedleV].slice(0, -1).join("");
    }
    this.#template = template;
    this.#typeNeedleV = typeNeedleV;
    this.#templateHoldsMark = template.includes(CONTEXT_MARK);
  }

  /** `generate_random(type_needle)`. */
  #random(type: string): string {
    const rng = this.#rng;
    switch (type) {
      case "numbers":
        return String(rng.randint(1_000_000, 9_999_999));
      case "words": {
        const keys: IndexedWords | undefined = this.#g.words?.adjectiveNoun;
        if (!keys) {
          throw new Error("Cannot draw RULER words without wonderwords");
        }
        return keys.at(rng.randbelow(keys.length));
      }
      case "uuids":
        return pythonUuid4(rng);
    }
    throw new Error(`${type} is not implemented.`);
  }

  #shuffled(needles: string[]): string[] {
    let order = this.#shuffles.get(needles.length);
    if (!order) {
      order = Array.from(needles, (_, i) => i);
      new PythonRandom(this.#g.randomSeed).shuffle(order);
      this.#shuffles.set(needles.length, order);
    }
    return order.map((i) => needles[i]!);
  }

  /** `generate_input_output(num_haystack)`. */
  draw(numHaystack: number): NiahDraw {
    const a = this.#args;
    const keys: string[] = [];
    const values: string[][] = [];
    let needles: string[] = [];
    for (let k = 0; k < a.numNeedleK; k++) {
      keys.push(this.#random(a.typeNeedleK));
      const value: string[] = [];
      for (let v = 0; v < a.numNeedleV; v++) {
        value.push(this.#random(a.typeNeedleV));
        needles.push(needleText(a.typeNeedleV, keys.at(-1)!, value.at(-1)!));
      }
      values.push(value);
    }
    needles = this.#shuffled(needles);
    const context = a.typeHaystack === "essay"
      ? this.#essayContext(numHaystack, needles)
      : this.#lineContext(numHaystack, needles);
    const indices = this.#rng.sampleIndices(a.numNeedleK, a.numNeedleQ);
    const queries = indices.map((i) => keys[i]!);
    const answers = indices.flatMap((i) => values[i]!);
    const query = queries.length > 1
      ? queries.slice(0, -1).join(", ") + ", and " + queries.at(-1)!
      : queries[0]!;
    return { parts: this.#fill(context, query), answers };
  }

  #essayContext(numHaystack: number, needles: string[]): TextPart[] {
    const sentences = this.#essay!.sentences(numHaystack);
    const positions = this.#rng.sample(RULER_DEPTHS, needles.length)
      .map((depth) => Math.trunc(sentences.count * (depth / 100)))
      .sort((x, y) => x - y);
    return essayContext(sentences, positions, needles);
  }

  #lineContext(numHaystack: number, needles: string[]): TextPart[] {
    const a = this.#args;
    // A needle haystack's line is kept in two parts, split where the
    // tokenizer always cuts ("for" then a space): its first part repeats.
    const lead = `One of the special magic ${a.typeNeedleV} for`;
    const sentences: (string | readonly [string, string])[] = new Array(
      numHaystack,
    );
    for (let i = 0; i < numHaystack; i++) {
      if (a.typeHaystack === "noise") {
        sentences[i] = NOISE;
      } else {
        const key = this.#random(a.typeNeedleK);
        const value = this.#random(a.typeNeedleV);
        sentences[i] = [lead, ` ${key} is: ${value}.`];
      }
    }
    const indexes = this.#rng.sampleIndices(numHaystack, needles.length)
      .sort((x, y) => y - x);
    indexes.forEach((index, i) => sentences.splice(index, 0, needles[i]!));
    const parts: TextPart[] = [];
    sentences.forEach((sentence, i) => {
      if (i > 0) parts.push("\n");
      if (typeof sentence === "string") parts.push(sentence);
      else parts.push(sentence[0], sentence[1]);
    });
    return parts;
  }

  /** `template.format(type_needle_v=..., context=..., query=...)`, as parts. */
  #fill(context: TextPart[], query: string): TextPart[] {
    const values = { type_needle_v: this.#typeNeedleV, query };
    const filled = pythonFormat(this.#template, {
      ...values,
      context: CONTEXT_MARK,
    });
    const at = filled.indexOf(CONTEXT_MARK);
    if (
      !this.#templateHoldsMark && at >= 0 &&
      filled.indexOf(CONTEXT_MARK, at + 1) < 0
    ) {
      return [
        filled.slice(0, at),
        ...context,
        filled.slice(at + CONTEXT_MARK.length),
      ];
    }
    return [
      pythonFormat(this.#template, { ...values, context: joinParts(context) }),
    ];
  }
}

/** niah.py's `incremental`: by haystack, 5 below 4096 tokens but for essays. */
function incrementalFor(g: RulerGeneration, typeHaystack: string): number {
  if (typeHaystack !== "essay" && g.maxSeqLength < 4096) return 5;
  return typeHaystack === "essay" ? 500 : 25;
}

/** Python's `text[:i]`/`text[i:]` split for a `find` result (-1 cuts off the last character). */
function pythonCut(text: string, found: number): number {
  if (found >= 0) return found;
  const n = text.length;
  const pair = n >= 2 &&
    /^[\ud800-\udbff][\udc00-\udfff]$/.test(text.slice(-2));
  return Math.max(0, n - (pair ? 2 : 1));
}

/** A UTF-16 offset in `text` as Python's (code point) offset. */
function codePointOffset(text: string, offset: number): number {
  if (offset <= 0) return offset;
  const before = text.slice(0, offset);
  if (!/[\ud800-\udbff]/.test(before)) return offset;
  const pairs = before.match(/[\ud800-\udbff][\udc00-\udfff]/g);
  return offset - (pairs ? pairs.length : 0);
}

/** niah.py's loop body after the draw: split off the answer prefix, find the answer. */
function niahSample(
  drawer: NiahDrawer,
  drawn: NiahDraw,
  whole: string,
  length: number,
): RulerSample {
  const prefixAt = pythonCut(
    whole,
    whole.lastIndexOf(NIAH_ANSWER_PREFIX.slice(0, 10)),
  );
  const input = whole.slice(0, prefixAt);
  const found = input.indexOf(drawn.answers[0]!);
  const before = pythonCut(input, found);
  return {
    index: found < 0 ? -1 : codePointOffset(input, found),
    input,
    outputs: drawn.answers,
    length,
    length_w_model_temp: length,
    answer_prefix: whole.slice(prefixAt),
    token_position_answer: drawer.counter.countParts(
      drawn.parts,
      before,
      whole,
    ),
  };
}

/**
 * niah.py's samples for `g`: the size search first, then one sample per
 * step, each drawn until it fits.
 */
export function* generateNiah(g: RulerGeneration): Generator<RulerSample> {
  const drawer = new NiahDrawer(g);
  const typeHaystack = niahArgs(g.args).typeHaystack;
  const incremental = incrementalFor(g, typeHaystack);
  const count = (size: number) =>
    drawer.counter.countParts(drawer.draw(size).parts);
  const size = searchHaystackSize({
    incremental,
    maxSeqLength: g.maxSeqLength,
    extraTokens: g.tokensToGenerate,
    count,
  });
  for (let i = 0; i < g.numSamples; i++) {
    const fitting = drawFitting(size, incremental, g.maxSeqLength, (n) => {
      const drawn = drawer.draw(n);
      const whole = joinParts(drawn.parts);
      const length = drawer.counter.countParts(drawn.parts, Infinity, whole) +
        g.tokensToGenerate;
      return { value: { drawn, whole }, length };
    });
    const { drawn, whole } = fitting.value;
    yield niahSample(drawer, drawn, whole, fitting.length);
  }
}
