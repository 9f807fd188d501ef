/**
 * Prompt phase shifting, checked against full re-encodes: every keyword
 * occurrence's first token lands on an index that is 0 mod the slice
 * length, with the fewest zero-width characters, the visible text
 * unchanged, on hand-made edge cases and on real NIAH contexts of 4k and
 * 128k tokens, for slice lengths 1 to 8, in cl100k_base and o200k_base.
 */
import { shiftSettings, ZERO_WIDTH } from "../support/phase_shift_settings.ts";
import { createBuildContext } from "../../src/tasks/build_context.ts";
import assert from "node:assert/strict";
import { type CorpusReader } from "../../src/haystack/files_corpus.ts";
import { HaystackLibrary } from "../../src/haystack/corpus.ts";
import { oneTokenZeroWidth, phaseShift } from "../../src/prompt/phase_shift.ts";
import {
  applyPhaseShift,
  type PhaseShiftRecord,
} from "../../src/prompt/phase_shift_record.ts";
import type { Message } from "../../src/prompt/message.ts";
import type { PhaseShiftSettings } from "../../src/prompt/phase_shift_settings.ts";
import { multiTask } from "../../src/tasks/niah/multi.ts";
import { singleTask } from "../../src/tasks/niah/single.ts";
import { uuidTask } from "../../src/tasks/niah/uuid.ts";
import { uuidChainTask } from "../../src/tasks/niah/uuid_chain.ts";
import type { Task } from "../../src/tasks/task.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";
import type { Tokenizer } from "../../src/tokenizer/tokenizer.ts";

const ENCODINGS = ["cl100k_base", "o200k_base"] as const;
const SLICES = [1, 2, 3, 4, 5, 6, 7, 8];
const SECRET = String.raw`The\s+secret\s+code\s+is\s+[0-9a-fA-F-]{36}`;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Starts of keyword occurrences, found independently of the shifter. */
function occurrences(
  text: string,
  what: { keywords?: string[]; pattern?: string },
): number[] {
  const all: [number, number][] = [];
  for (const keyword of what.keywords ?? []) {
    for (
      let at = text.indexOf(keyword);
      at >= 0;
      at = text.indexOf(keyword, at + keyword.length)
    ) all.push([at, at + keyword.length]);
  }
  if (what.pattern) {
    for (const m of text.matchAll(new RegExp(what.pattern, "g"))) {
      all.push([m.index, m.index + m[0].length]);
    }
  }
  all.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const starts: number[] = [];
  let end = 0;
  for (const [start, stop] of all) {
    if (start < end) continue;
    starts.push(start);
    end = stop;
  }
  return starts;
}

const byteLengths = new Map<string, Map<number, number>>();

/**
 * For each UTF-16 position of `text`, the index of the token starting
 * there in `tokens` (the text's encoding), or -1 when none starts there.
 */
function tokenIndexAt(
  text: string,
  tokens: Uint32Array,
  positions: readonly number[],
  tokenizer: Tokenizer,
): number[] {
  let lengths = byteLengths.get(tokenizer.name);
  if (!lengths) byteLengths.set(tokenizer.name, lengths = new Map());
  const encoder = new TextEncoder();
  const targets = positions.map((p) => encoder.encode(text.slice(0, p)).length);
  const found = new Map<number, number>();
  const wanted = new Set(targets);
  let bytes = 0;
  for (let t = 0; t < tokens.length; t++) {
    if (wanted.has(bytes)) found.set(bytes, t);
    const id = tokens[t]!;
    let length = lengths.get(id);
    if (length === undefined) {
      length = tokenizer.decodeBytes(Uint32Array.of(id)).length;
      lengths.set(id, length);
    }
    bytes += length;
  }
  return targets.map((b) => found.get(b) ?? -1);
}

/**
 * The tokens of `text`, encoded paragraph by paragraph (split where a
 * line break meets a letter or digit, which both encodings always split,
 * as count_rendered's tests check), each paragraph cached: the same as
 * one encode of the whole, much faster for eight variants of one text.
 */
function encodeByParagraphs(
  text: string,
  tokenizer: Tokenizer,
  cache: Map<string, Uint32Array>,
): Uint32Array {
  const parts = text.split(/(?<=[\r\n])(?=[\p{L}\p{N}])/u).map((part) => {
    let tokens = cache.get(part);
    if (!tokens) cache.set(part, tokens = tokenizer.encode(part));
    return tokens;
  });
  const out = new Uint32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The shifted positions of original offsets, given the insertions. */
function shiftedPositions(
  starts: readonly number[],
  record: PhaseShiftRecord,
  message: number,
): number[] {
  const insertions = record.insertions.filter((i) => i.message === message);
  return starts.map((at) =>
    at + insertions.filter((i) => i.at <= at).reduce((n, i) => n + i.count, 0)
  );
}

/**
 * Checks one shifted prompt: every occurrence aligned in `encode`'s
 * tokens, the record's counts right, and the visible text unchanged.
 */
function assertAligned(
  original: Message[],
  shifted: Message[],
  record: PhaseShiftRecord | null,
  k: number,
  what: { keywords?: string[]; pattern?: string },
  tokenizer: Tokenizer,
  encode: (text: string) => Uint32Array = (text) => tokenizer.encode(text),
  label = "",
  every = true,
): void {
  assert.ok(record, `${label}: a record`);
  let found = 0;
  let aligned = 0;
  original.forEach((message, m) => {
    const content = shifted[m]!.content;
    assert.equal(
      content.replace(ZERO_WIDTH, ""),
      message.content.replace(ZERO_WIDTH, ""),
      `${label}: visible text unchanged`,
    );
    const starts = occurrences(message.content, what);
    found += starts.length;
    const at = shiftedPositions(starts, record, m);
    const indices = tokenIndexAt(content, encode(content), at, tokenizer);
    indices.forEach((index, i) => {
      if (index >= 0 && index % k === 0) aligned++;
      else {
        assert.ok(
          !every,
          `${label}: occurrence at ${
            starts[i]
          } of message ${m} starts token ${index}, not 0 mod ${k}`,
        );
      }
    });
  });
  assert.equal(record.found, found, `${label}: occurrences found`);
  assert.equal(record.aligned, aligned, `${label}: occurrences aligned`);
  assert.equal(
    record.inserted_chars,
    record.insertions.reduce((n, i) => n + i.count, 0),
  );
  assert.deepEqual(applyPhaseShift(original, record), shifted);
}

/**
 * Shifts `messages` for slice length `k` (settings in `encoding`) and
 * checks the result with {@link assertAligned}; `shifter` is the tokenizer
 * the shifter uses (a memoised one), `tokenizer` unless given.
 */
function assertShiftAligns(
  messages: Message[],
  encoding: string,
  k: number,
  what: { keywords?: string[]; pattern?: string },
  tokenizer: Tokenizer,
  label: string,
  options: {
    shifter?: Tokenizer;
    encode?: (text: string) => Uint32Array;
    every?: boolean;
  } = {},
): PhaseShiftRecord {
  const result = phaseShift(
    messages,
    shiftSettings(encoding, k, what),
    options.shifter ?? tokenizer,
  );
  assertAligned(
    messages,
    result.messages,
    result.record,
    k,
    what,
    tokenizer,
    options.encode,
    label,
    options.every,
  );
  return result.record!;
}

/** A tokenizer whose encodes and counts are memoised by text. */
function memoised(tokenizer: Tokenizer): Tokenizer {
  const encodes = new Map<string, Uint32Array>();
  const encode = (text: string) => {
    let tokens = encodes.get(text);
    if (!tokens) encodes.set(text, tokens = tokenizer.encode(text));
    return tokens;
  };
  return { ...tokenizer, encode, count: (text) => encode(text).length };
}

Deno.test("the zero-width characters used are one token each, checked per encoding", async () => {
  const cl100k = await getTokenizer("cl100k_base");
  const o200k = await getTokenizer("o200k_base");
  // Word joiner and zero-width joiner are two tokens each in cl100k_base;
  // in o200k_base zero-width space, non-joiner and U+FEFF merge in runs.
  assert.deepEqual(oneTokenZeroWidth(cl100k), ["\ufeff", "\u200c"]);
  assert.deepEqual(oneTokenZeroWidth(o200k), ["\u2060", "\u200d"]);
  for (const tokenizer of [cl100k, o200k]) {
    // U+200B merges with itself in both: two are one token.
    assert.equal(tokenizer.count("\u200b\u200b"), 1);
    for (const c of oneTokenZeroWidth(tokenizer)) {
      for (let m = 1; m <= 20; m++) {
        assert.equal(tokenizer.count(c.repeat(m)), m);
      }
    }
  }
});

/** Hand-made cases around the places where BPE merges across a boundary. */
const EDGE_CASES: {
  name: string;
  messages: Message[];
  what: { keywords?: string[]; pattern?: string };
}[] = [
  {
    name:
      "a keyword at the very start, after a space, a full stop and a line break",
    messages: [{
      role: "user",
      content:
        "Secret word here. It is a Secret of sorts.Secret again.\nSecret at a line start,\n\nSecret after a paragraph, and   Secret after spaces.",
    }],
    what: { keywords: ["Secret"] },
  },
  {
    name: "a keyword inside a word, repeated back to back, and at the end",
    messages: [{
      role: "user",
      content: "unbelievably believable: believebelievebelieve, and we believe",
    }],
    what: { keywords: ["believe"] },
  },
  {
    name:
      "keywords after non-ASCII text, emoji and existing zero-width characters",
    messages: [{
      role: "user",
      content:
        "Über café 東京Key — “Key” 🎉Key naïve\u2060Key\u200bKey ﻿Key Überraschung",
    }],
    what: { keywords: ["Key", "Überraschung"] },
  },
  {
    name: "keywords that start with a space, a digit and punctuation",
    messages: [{
      role: "user",
      content:
        "We had 42 apples and a secret, then 42 more.\n42 apples later: (note) (note) the secret stays.",
    }],
    what: { keywords: [" secret", "42 apples", "(note)"] },
  },
  {
    name: "overlapping keywords and a pattern, in a system and a user message",
    messages: [
      {
        role: "system",
        content: "You guard the secret code. The secret code is private.",
      },
      {
        role: "user",
        content:
          "Notes.\nThe secret code is 0f2c9a4e-1b7d-4c3e-9a8f-6d5e4c3b2a10. The secret code is 12345678-aaaa-bbbb-cccc-dddddddddddd.\n\nWhat is the secret code?",
      },
    ],
    what: { keywords: ["secret code", "The secret"], pattern: SECRET },
  },
];

Deno.test("edge cases: every occurrence aligned by a full re-encode, with the fewest characters", async () => {
  for (const encoding of ENCODINGS) {
    const tokenizer = await getTokenizer(encoding);
    const zeroWidth = oneTokenZeroWidth(tokenizer);
    for (const c of EDGE_CASES) {
      for (const k of SLICES) {
        const label = `${c.name} (${encoding}, k=${k})`;
        const record = assertShiftAligns(
          c.messages,
          encoding,
          k,
          c.what,
          tokenizer,
          label,
        );
        // Fewest: no shorter run of any usable character aligns an
        // occurrence, given the insertions chosen before it.
        for (const [i, insertion] of record!.insertions.entries()) {
          const before = record!.insertions.slice(0, i);
          for (let count = 0; count < insertion.count; count++) {
            for (const char of zeroWidth) {
              const trial: PhaseShiftRecord = {
                ...record!,
                insertions: count === 0 ? before : [...before, {
                  ...insertion,
                  count,
                  char: `U+${char.charCodeAt(0).toString(16).toUpperCase()}`,
                }],
              };
              const text = applyPhaseShift(c.messages, trial, false)[
                insertion.message
              ]!.content;
              const at = insertion.at +
                trial.insertions.filter((x) =>
                  x.message === insertion.message && x.at <= insertion.at
                ).reduce((n, x) => n + x.count, 0);
              const [index] = tokenIndexAt(
                text,
                tokenizer.encode(text),
                [at],
                tokenizer,
              );
              assert.ok(
                index === -1 || index! % k !== 0,
                `${label}: ${count} x ${insertion.char} at ${insertion.at} would do`,
              );
            }
          }
        }
      }
    }
  }
});

const reader: CorpusReader = {
  listTextFiles: () => Promise.reject(new Error("unused")),
  readText: () => Promise.reject(new Error("unused")),
};
const library = new HaystackLibrary(reader);

/** The four NIAH tasks, each with keywords that find its needles. */
const TASKS: { task: Task; what: { keywords?: string[]; pattern?: string } }[] =
  [
    { task: uuidTask as unknown as Task, what: { pattern: SECRET } },
    {
      task: singleTask as unknown as Task,
      what: {
        keywords: [
          "The best thing to do in San Francisco",
          "San Francisco",
          "Dolores Park",
        ],
      },
    },
    {
      task: multiTask as unknown as Task,
      what: {
        keywords: [
          "Figs",
          "Prosciutto",
          "Goat cheese",
          "secret ingredients",
          "pizza",
        ],
      },
    },
    { task: uuidChainTask as unknown as Task, what: { pattern: UUID } },
  ];

async function niahMessages(
  task: Task,
  length: number,
  tokenizer: Tokenizer,
): Promise<Message[]> {
  const context = createBuildContext(tokenizer, library, {
    type: "synthetic",
    seed: 0,
  });
  const params = task.params.parse({ type: task.type });
  const built = await task.build(params, {
    cell_id: "c",
    index: 0,
    axes: { context_length: length, depth_percent: 60 },
    params,
    sample_index: 0,
    seed: 3,
  }, context);
  return built.messages;
}

for (const encoding of ENCODINGS) {
  Deno.test(`real 4k contexts of every NIAH task, slice lengths 1-8, ${encoding}: every occurrence aligned by a full re-encode`, async () => {
    const tokenizer = await getTokenizer(encoding);
    for (const { task, what } of TASKS) {
      const messages = await niahMessages(task, 4000, tokenizer);
      assert.ok(occurrences(messages[0]!.content, what).length > 0);
      for (const k of SLICES) {
        assertShiftAligns(
          messages,
          encoding,
          k,
          what,
          tokenizer,
          `${task.type} 4k k=${k}`,
        );
      }
    }
  });

  Deno.test(`real 128k contexts of every NIAH task, slice lengths 1-8, ${encoding}: every occurrence aligned`, async () => {
    const tokenizer = await getTokenizer(encoding);
    // The shifter sees the same text eight times: memoise its encodes.
    const fast = memoised(tokenizer);
    const paragraphs = new Map<string, Uint32Array>();
    for (const [t, { task, what }] of TASKS.entries()) {
      const messages = await niahMessages(task, 128_000, tokenizer);
      const found = occurrences(messages[0]!.content, what).length;
      assert.ok(found > 0);
      // One slice length per task and encoding is checked by one encode of
      // the whole text; the others paragraph by paragraph.
      const whole = SLICES[(t * 2 + ENCODINGS.indexOf(encoding)) % 8];
      for (const k of SLICES) {
        assertShiftAligns(
          messages,
          encoding,
          k,
          what,
          tokenizer,
          `${task.type} 128k k=${k}`,
          {
            shifter: fast,
            encode: k === whole
              ? (text) => tokenizer.encode(text)
              : (text) => encodeByParagraphs(text, tokenizer, paragraphs),
          },
        );
      }
    }
  });
}

Deno.test("frequent keywords: hundreds of occurrences in one 4k context, all aligned", async () => {
  for (const encoding of ENCODINGS) {
    const tokenizer = await getTokenizer(encoding);
    const messages = await niahMessages(TASKS[0]!.task, 4000, tokenizer);
    const what = { pattern: String.raw`\b(?:the|and|of|a)\b|\.` };
    assert.ok(occurrences(messages[0]!.content, what).length > 200);
    for (const k of [3, 4, 8]) {
      assertShiftAligns(
        messages,
        encoding,
        k,
        what,
        tokenizer,
        `frequent ${encoding} k=${k}`,
      );
    }
  }
});

Deno.test("occurrences inside words that no insertion can align are counted as such, not forced", async () => {
  // "a" inside words: splitting a word for one occurrence can move the
  // boundary of another, so some may stay unaligned; the record says so.
  const messages: Message[] = [{
    role: "user",
    content:
      "but Yara and Gustav knitted a banana bandana in Alabama, abracadabra.",
  }];
  const what = { keywords: ["a"] };
  let short = 0;
  for (const encoding of ENCODINGS) {
    const tokenizer = await getTokenizer(encoding);
    for (const k of SLICES) {
      const record = assertShiftAligns(
        messages,
        encoding,
        k,
        what,
        tokenizer,
        `in words ${encoding} k=${k}`,
        { every: false },
      );
      short += record.found - record.aligned;
    }
  }
  assert.ok(short > 0);
});

Deno.test("disabled settings return the very same messages and no record", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const messages: Message[] = [{
    role: "user",
    content: "The secret code is here.",
  }];
  const result = phaseShift(
    messages,
    shiftSettings("cl100k_base", 4, { keywords: ["secret"] }, {
      enabled: false,
    }),
    tokenizer,
  );
  assert.equal(result.messages, messages);
  assert.equal(result.record, null);
});

Deno.test("prompts outside min/max chars or without a keyword go out unchanged, recorded as skipped", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const messages: Message[] = [{
    role: "user",
    content: "A secret lies here.",
  }];
  const cases: [Partial<PhaseShiftSettings>, string[], string][] = [
    [{ min_chars: 100 }, ["secret"], "below_min_chars"],
    [{ max_chars: 10 }, ["secret"], "above_max_chars"],
    [{}, ["absent"], "no_keyword"],
  ];
  for (const [extra, keywords, skipped] of cases) {
    const result = phaseShift(
      messages,
      shiftSettings("cl100k_base", 4, { keywords }, extra),
      tokenizer,
    );
    assert.equal(result.messages, messages);
    assert.equal(result.record?.skipped, skipped);
    assert.equal(result.record?.inserted_chars, 0);
    assert.deepEqual(applyPhaseShift(messages, result.record!), messages);
  }
  // 0 means no bound; the bounds are inclusive.
  const chars = messages[0]!.content.length;
  for (const extra of [{ min_chars: chars, max_chars: chars }, {}]) {
    const result = phaseShift(
      messages,
      shiftSettings("cl100k_base", 4, { keywords: ["secret"] }, extra),
      tokenizer,
    );
    assert.equal(result.record?.skipped, undefined);
    assert.equal(result.record?.found, 1);
  }
});
