/**
 * Synthetic haystack prose: a seeded, deterministic generator of bland,
 * readable English-like paragraphs about everyday life (towns, work, weather,
 * craft, travel). It lets niah build needle-in-a-haystack prompts of any
 * length without shipping a corpus. All word lists and sentence templates
 * below are written for niah; no external text is embedded.
 *
 * Stream contract: for a seed, the paragraph stream is the concatenation of
 * blocks 0, 1, 2, ... where each block is exactly {@link BLOCK_PARAGRAPHS}
 * paragraphs drawn from a PRNG seeded by (seed, blockIndex). A block can
 * therefore be produced on its own, and `syntheticText` is always a prefix of
 * the concatenation of `syntheticBlock(seed, 0)`, `syntheticBlock(seed, 1)`, ...
 *
 * @module
 */
import { mulberry32 } from "../random/mulberry32.ts";

/** Number of paragraphs in one block of the stream (see module docs). */
export const BLOCK_PARAGRAPHS = 200;

/** Separator written after every paragraph, including the last one. */
const PARAGRAPH_END = "\n\n";

// ---------------------------------------------------------------------------
// PRNG: mulberry32 (32-bit state, one Math.imul-based step per draw), seeded
// per block through a murmur3-style fmix32 hash of (seed, blockIndex).
// It is niah's own choice and need not match any external generator.
// ---------------------------------------------------------------------------

/** murmur3 fmix32 finaliser: a cheap, well-spread 32-bit hash step. */
function fmix32(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function checkInteger(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(
      `${name} must be a safe integer >= ${min}, got ${String(value)}`,
    );
  }
}

/** Derives the 32-bit PRNG seed of one block from (seed, blockIndex). */
function blockSeed(seed: number, blockIndex: number): number {
  const seedLo = seed >>> 0;
  const seedHi = Math.floor(seed / 4294967296) >>> 0;
  const idxLo = blockIndex >>> 0;
  const idxHi = Math.floor(blockIndex / 4294967296) >>> 0;
  let h = fmix32(seedLo ^ 0x9e3779b9);
  h = fmix32(h ^ seedHi ^ 0x7f4a7c15);
  h = fmix32(h ^ idxLo ^ 0x165667b1);
  h = fmix32(h ^ idxHi ^ 0x27d4eb2f);
  return h;
}

// ---------------------------------------------------------------------------
// Vocabulary (niah's own lists). Single words are space separated; phrases
// are "|" separated; verbs are "base:past:gerund" triples.
// ---------------------------------------------------------------------------

const words = (s: string): readonly string[] => s.trim().split(/\s+/);
const phrases = (s: string): readonly string[] =>
  s.split("|").map((p) => p.trim()).filter((p) => p.length > 0);

interface Verb {
  readonly base: string;
  readonly past: string;
  readonly ing: string;
}

const verbs = (s: string): readonly Verb[] =>
  words(s).map((triple) => {
    const [base = "", past = "", ing = ""] = triple.split(":");
    return { base, past, ing };
  });

const NAMES = words(`
  Alma Bruno Clara Dmitri Edith Felix Greta Hugo Ines Jonah Kira Leon Mara
  Nils Olga Pavel Rosa Silas Tessa Otto Vera Walter Yara Anton Beatrix Cyril
  Dora Emil Flora Gideon Hazel Ivo Lotte Marek Nora Oskar Pia Rufus Selma
  Tobias Agnes Basil Cora Daniel Elsa Frida Gustav Hilde Ida Karl Lena Magnus
`);

const JOBS = words(`
  baker carpenter teacher farmer clerk fisherman weaver potter miller tailor
  nurse postman gardener shepherd blacksmith librarian innkeeper driver cook
  mason painter doctor grocer ferryman glassblower cobbler beekeeper saddler
  stationmaster bookbinder apprentice shopkeeper watchmaker boatwright
  cheesemaker schoolmaster
`);

const PEOPLE = [...JOBS, ...words("neighbor cousin traveler stranger visitor")];

const PERSON_ADJS = words(`
  old young careful patient cheerful tired sleepy friendly stubborn curious
  modest quiet busy cautious thoughtful generous talkative kind serious
  elderly polite restless sensible
`);

const GROUPS = phrases(`
  the children | the neighbors | the workers at the mill | the fishermen |
  the old men by the fountain | a few travelers | the two sisters |
  most of the villagers | the market traders | the boys from the farm |
  the families on the hill | the women of the choir | the ferry passengers
`);

const THINGS = words(`
  basket lantern ladder kettle bucket blanket letter parcel bicycle wagon
  barrel hammer chisel loom needle jar bottle map ticket umbrella scarf coat
  window door fence gate roof chimney bench table chair shelf cupboard rope
  sail oar net plank brick stone candle clock bell box crate sack bowl cup
  plate spoon notebook pencil brush fiddle drum flag quilt rug pot pan tray
  wheelbarrow saddle shovel rake trowel spade teapot mirror cart toolbox
  envelope handkerchief boot
`);

const FOODS = words(`
  loaf pie cheese apple pear onion cabbage carrot cake soup stew tart
  pudding sausage pumpkin turnip plum biscuit pancake omelette
`);

const THING_ADJS = words(`
  worn polished wooden painted crooked sturdy dusty muddy clean heavy rusty
  faded shiny small large narrow broken new old spare borrowed green blue red
  yellow brown grey white cracked battered folded tidy familiar plain simple
  tall short round smooth rough handsome useful
`);

const FOOD_ADJS = words(`
  warm fresh sweet sour salty crusty spiced golden plain homemade hearty
  small large ripe
`);

const PLACES = phrases(`
  market | harbor | bakery | mill | station | library | square | bridge |
  orchard | meadow | workshop | post office | town hall | chapel | inn |
  tavern | dock | quarry | vineyard | garden | riverbank | hillside | valley |
  village green | farmhouse | schoolhouse | lighthouse | boathouse |
  greenhouse | barn | pier | crossroads | fountain | museum | kitchen |
  courtyard | ferry landing | bus stop | sawmill | cider press | smithy |
  allotment | canal | churchyard | tannery | toll house | dairy | stables
`);

const PLACE_ADJS = words(`
  quiet busy crowded empty small old narrow sunny shady muddy peaceful noisy
  cheerful lonely tidy cold warm windy damp bright dim familiar pleasant
  sleepy
`);

const TOWNS = words(`
  Ashmere Bellwick Corrin Dallow Eastbrook Fallowmere Gladwyn Hollin Kestley
  Larkfield Marrowby Nettlecombe Oakhurst Pennick Quillby Redwater Saltmarsh
  Thornbury Upwell Vanton Wexcombe Yarrowby Brindle Coldharbour
`);

const PREPS = phrases(`
  near | behind | beside | outside | across from | not far from | inside |
  at | by | just past | on the way to | around the corner from
`);

const TIMES = phrases(`
  in the morning | that afternoon | before dawn | after supper |
  on Tuesday | every Sunday | during the harvest | late in the evening |
  the next day | at noon | in early spring | by the end of summer |
  all winter | once a week | before the rain came | after the market closed |
  on the first day of autumn | later that week | at dusk | on Friday morning |
  the following spring | long before breakfast | in the middle of July |
  on market day | one rainy Thursday | the week before the fair |
  every other evening | at the end of the month | around teatime
`);

const DURATIONS = phrases(`
  the whole morning | most of the afternoon | an hour | three days |
  a long week | the entire evening | two quiet hours | several days |
  half the night | the rest of the summer | a good while | the first week
`);

const ADVERBS = words(`
  slowly quietly carefully patiently gladly briefly happily calmly gently
  quickly steadily eagerly politely cheerfully softly thoughtfully
  neatly warily proudly kindly
`);

const DEGREES = phrases(`
  very | rather | quite | a little | somewhat | unusually | surprisingly |
  almost
`);

const TRANSITIVE = verbs(`
  carry:carried:carrying mend:mended:mending paint:painted:painting
  polish:polished:polishing repair:repaired:repairing clean:cleaned:cleaning
  open:opened:opening pack:packed:packing load:loaded:loading
  find:found:finding sell:sold:selling buy:bought:buying wrap:wrapped:wrapping
  fold:folded:folding stack:stacked:stacking sort:sorted:sorting
  weigh:weighed:weighing measure:measured:measuring carve:carved:carving
  sand:sanded:sanding wash:washed:washing fill:filled:filling
  empty:emptied:emptying lift:lifted:lifting move:moved:moving
  fetch:fetched:fetching deliver:delivered:delivering
  inspect:inspected:inspecting check:checked:checking
  admire:admired:admiring borrow:borrowed:borrowing
  fix:fixed:fixing build:built:building drag:dragged:dragging
  lend:lent:lending hang:hung:hanging store:stored:storing
`);

const FOOD_VERBS = verbs(`
  bake:baked:baking slice:sliced:slicing taste:tasted:tasting
  share:shared:sharing cook:cooked:cooking sell:sold:selling
  buy:bought:buying wrap:wrapped:wrapping carry:carried:carrying
  serve:served:serving
`);

const INTRANSITIVE = verbs(`
  walk:walked:walking wait:waited:waiting rest:rested:resting
  laugh:laughed:laughing hurry:hurried:hurrying wander:wandered:wandering
  pause:paused:pausing listen:listened:listening work:worked:working
  sing:sang:singing whistle:whistled:whistling nod:nodded:nodding
  smile:smiled:smiling sigh:sighed:sighing linger:lingered:lingering
  stay:stayed:staying chat:chatted:chatting stroll:strolled:strolling
  sit:sat:sitting read:read:reading doze:dozed:dozing
  sketch:sketched:sketching knit:knitted:knitting
`);

const MOTIONS = phrases(`
  walked to | hurried to | went back to | cycled to | drove out to |
  set off for | returned to | wandered over to | rode the cart to |
  took the early bus to
`);

const LINKING_VERBS = words("was looked seemed felt");

const WEATHER_NOUNS = phrases(`
  wind | rain | fog | mist | frost | breeze | drizzle | snow | cloud
`);

const WEATHER_VERBS = phrases(`
  drifted over | settled on | moved across | lifted from | hung above |
  rolled down towards | crept along | swept past
`);

const WEATHER_ADJS = words(`
  sunny cloudy rainy windy snowy misty chilly mild grey bright damp
  breezy stormy clear
`);

// ---------------------------------------------------------------------------
// Sentence building. Each paragraph has a "hero", a town and a place that
// recur, which keeps the text readable without making it distinctive.
// ---------------------------------------------------------------------------

interface Ctx {
  readonly next: () => number;
  hero: string;
  town: string;
  place: string;
}

function pick<T>(c: Ctx, list: readonly T[]): T {
  return list[(c.next() * list.length) | 0] as T;
}

function chance(c: Ctx, p: number): boolean {
  return c.next() < p;
}

/** "a x" or "an x"; the word lists avoid words like "useful" or "hour". */
function withArticle(word: string): string {
  return ("aeiou".includes(word.charAt(0)) ? "an " : "a ") + word;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function personRef(c: Ctx): string {
  if (chance(c, 0.45)) return pick(c, NAMES);
  const adj = chance(c, 0.4) ? pick(c, PERSON_ADJS) + " " : "";
  return "the " + adj + pick(c, PEOPLE);
}

/** A person other than `who`, for "told X" / "asked X" / "from X". */
function otherPerson(c: Ctx, who: string): string {
  const p = personRef(c);
  return p === who ? "the " + pick(c, JOBS) : p;
}

function subject(c: Ctx): string {
  const r = c.next();
  if (r < 0.3) return c.hero;
  if (r < 0.5) return pick(c, NAMES);
  if (r < 0.82) {
    const adj = chance(c, 0.4) ? pick(c, PERSON_ADJS) + " " : "";
    return "the " + adj + pick(c, PEOPLE);
  }
  if (r < 0.94) return pick(c, GROUPS);
  return withArticle(pick(c, PERSON_ADJS)) + " " + pick(c, PEOPLE);
}

function thing(c: Ctx): string {
  const adj = chance(c, 0.55) ? pick(c, THING_ADJS) + " " : "";
  const phrase = adj + pick(c, THINGS);
  return chance(c, 0.7) ? "the " + phrase : withArticle(phrase);
}

function food(c: Ctx): string {
  const adj = chance(c, 0.6) ? pick(c, FOOD_ADJS) + " " : "";
  const phrase = adj + pick(c, FOODS);
  return chance(c, 0.6) ? "the " + phrase : withArticle(phrase);
}

function placeRef(c: Ctx): string {
  const adj = chance(c, 0.3) ? pick(c, PLACE_ADJS) + " " : "";
  return "the " + adj + (chance(c, 0.45) ? c.place : pick(c, PLACES));
}

function location(c: Ctx): string {
  if (chance(c, 0.15)) {
    return "in " + (chance(c, 0.6) ? c.town : pick(c, TOWNS));
  }
  return pick(c, PREPS) + " " + placeRef(c);
}

function tail(c: Ctx): string {
  const r = c.next();
  if (r < 0.35) return " " + location(c);
  if (r < 0.6) return " " + pick(c, TIMES);
  if (r < 0.7) return " " + location(c) + " " + pick(c, TIMES);
  return "";
}

/** One independent clause: no leading capital, no final punctuation. */
function clause(c: Ctx): string {
  switch ((c.next() * 16) | 0) {
    case 0:
    case 1: {
      const v = pick(c, TRANSITIVE);
      return subject(c) + " " + v.past + " " + thing(c) + tail(c);
    }
    case 2: {
      const v = pick(c, FOOD_VERBS);
      return subject(c) + " " + v.past + " " + food(c) + tail(c);
    }
    case 3: {
      const v = pick(c, INTRANSITIVE);
      const adv = chance(c, 0.5) ? " " + pick(c, ADVERBS) : "";
      return subject(c) + " " + v.past + adv + tail(c);
    }
    case 4: {
      const dest = chance(c, 0.6) ? placeRef(c) : pick(c, TOWNS);
      const when = chance(c, 0.4) ? " " + pick(c, TIMES) : "";
      return subject(c) + " " + pick(c, MOTIONS) + " " + dest + when;
    }
    case 5: {
      const where = chance(c, 0.4) ? " " + location(c) : "";
      const verb = pick(c, LINKING_VERBS);
      const degree = chance(c, 0.3) ? pick(c, DEGREES) + " " : "";
      return thing(c) + where + " " + verb + " " + degree + pick(c, THING_ADJS);
    }
    case 6: {
      switch ((c.next() * 4) | 0) {
        case 0:
          return "the " + pick(c, WEATHER_NOUNS) + " " +
            pick(c, WEATHER_VERBS) + " " + placeRef(c);
        case 1:
          return "the sky was " + pick(c, WEATHER_ADJS) + " " +
            pick(c, TIMES);
        case 2:
          return "it was " + withArticle(pick(c, WEATHER_ADJS)) +
            " day in " + c.town;
        default:
          return "the weather turned " + pick(c, WEATHER_ADJS) + " " +
            location(c);
      }
    }
    case 7:
      return "there was " +
        withArticle(pick(c, THING_ADJS) + " " + pick(c, THINGS)) + " " +
        location(c);
    case 8: {
      if (chance(c, 0.5)) {
        return subject(c) + " spent " + pick(c, DURATIONS) + " " +
          pick(c, TRANSITIVE).ing + " " + thing(c);
      }
      return subject(c) + " spent " + pick(c, DURATIONS) + " " +
        pick(c, INTRANSITIVE).ing + " " + location(c);
    }
    case 9: {
      const about = c.next();
      const topic = about < 0.4
        ? thing(c)
        : about < 0.7
        ? placeRef(c)
        : "the road to " + pick(c, TOWNS);
      const who = subject(c);
      return who + " told " + otherPerson(c, who) + " about " + topic;
    }
    case 10:
      return subject(c) + " had not seen " + placeRef(c) + " so " +
        pick(c, PLACE_ADJS) + " in years";
    case 11:
      return placeRef(c) + " was " + pick(c, PLACE_ADJS) + " " +
        pick(c, TIMES);
    case 12: {
      const who = subject(c);
      return who + " asked " + otherPerson(c, who) + " for " +
        withArticle(pick(c, THINGS)) + tail(c);
    }
    case 13: {
      let other = pick(c, NAMES);
      if (other === c.hero) other = pick(c, NAMES);
      if (other === c.hero) return c.hero + " worked " + pick(c, ADVERBS);
      const v = pick(c, INTRANSITIVE);
      return c.hero + " and " + other + " " + v.past + " together" + tail(c);
    }
    case 14:
      return pick(c, NAMES) + " worked as " + withArticle(pick(c, JOBS)) +
        " in " + (chance(c, 0.6) ? c.town : pick(c, TOWNS)) +
        (chance(c, 0.5) ? " for many years" : "");
    default: {
      const who = subject(c);
      return who + " learned how to " + pick(c, TRANSITIVE).base + " " +
        thing(c) + " from " + otherPerson(c, who);
    }
  }
}

const SUBORDINATORS = words("When After Before Because Although While Once");

function questionSentence(c: Ctx): string {
  switch ((c.next() * 5) | 0) {
    case 0:
      return "Did " + subject(c) + " really " + pick(c, TRANSITIVE).base +
        " " + thing(c) + " " + pick(c, TIMES) + "?";
    case 1:
      return "Why had nobody " + pick(c, TRANSITIVE).past + " " + thing(c) +
        " " + location(c) + "?";
    case 2:
      return "Was it true that " + clause(c) + "?";
    case 3:
      return "Who would have guessed that " + clause(c) + "?";
    default:
      return "Where had " + subject(c) + " put " + thing(c) + "?";
  }
}

function exclamationSentence(c: Ctx): string {
  switch ((c.next() * 3) | 0) {
    case 0:
      return "What " + withArticle(pick(c, WEATHER_ADJS)) +
        " day it had been in " + c.town + "!";
    case 1:
      return "How " + pick(c, PLACE_ADJS) + " " + placeRef(c) + " looked " +
        pick(c, TIMES) + "!";
    default:
      return capitalize(clause(c)) + "!";
  }
}

/** One sentence candidate (may fall outside the word-count bounds). */
function sentenceCandidate(c: Ctx): string {
  const r = c.next();
  if (r < 0.3) return capitalize(clause(c)) + ".";
  if (r < 0.4) return capitalize(pick(c, TIMES)) + ", " + clause(c) + ".";
  if (r < 0.45) {
    return capitalize(pick(c, PREPS)) + " " + placeRef(c) + ", " + clause(c) +
      ".";
  }
  if (r < 0.56) return capitalize(clause(c)) + ", and " + clause(c) + ".";
  if (r < 0.64) return capitalize(clause(c)) + ", but " + clause(c) + ".";
  if (r < 0.7) return capitalize(clause(c)) + "; " + clause(c) + ".";
  if (r < 0.73) return capitalize(clause(c)) + ", so " + clause(c) + ".";
  if (r < 0.82) return "When " + clause(c) + ", " + clause(c) + ".";
  if (r < 0.9) {
    return pick(c, SUBORDINATORS) + " " + clause(c) + ", " + clause(c) + ".";
  }
  if (r < 0.93) return capitalize(clause(c)) + " because " + clause(c) + ".";
  if (r < 0.955) return capitalize(clause(c)) + " until " + clause(c) + ".";
  if (r < 0.99) return questionSentence(c);
  return exclamationSentence(c);
}

function wordCount(s: string): number {
  let n = 1;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === 32) n++;
  return n;
}

const MIN_WORDS = 8;
const MAX_WORDS = 25;

function sentence(c: Ctx): string {
  for (;;) {
    const s = sentenceCandidate(c);
    const n = wordCount(s);
    if (n >= MIN_WORDS && n <= MAX_WORDS) return s;
  }
}

function paragraph(c: Ctx): string {
  c.hero = pick(c, NAMES);
  c.town = pick(c, TOWNS);
  c.place = pick(c, PLACES);
  const count = 3 + ((c.next() * 5) | 0);
  let out = sentence(c);
  for (let i = 1; i < count; i++) out += " " + sentence(c);
  return out;
}

function* blockParagraphs(seed: number, blockIndex: number): Generator<string> {
  const c: Ctx = {
    next: mulberry32(blockSeed(seed, blockIndex)),
    hero: "",
    town: "",
    place: "",
  };
  for (let i = 0; i < BLOCK_PARAGRAPHS; i++) yield paragraph(c);
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/**
 * Infinite, deterministic stream of synthetic paragraphs for `seed` (a safe
 * integer). Paragraphs have 3 to 7 sentences of 8 to 25 words, contain no
 * newline, and are plain ASCII; the stream is blocks 0, 1, 2, ... in order.
 */
export function* syntheticParagraphs(seed: number): Generator<string> {
  checkInteger("seed", seed, Number.MIN_SAFE_INTEGER);
  for (let block = 0;; block++) yield* blockParagraphs(seed, block);
}

/**
 * Block `blockIndex` of the stream for `seed`: exactly 200 paragraphs, each
 * followed by "\n\n". Computed from (seed, blockIndex) alone, so a long
 * haystack can be built or sliced without generating earlier blocks.
 */
export function syntheticBlock(seed: number, blockIndex: number): string {
  checkInteger("seed", seed, Number.MIN_SAFE_INTEGER);
  checkInteger("blockIndex", blockIndex, 0);
  let out = "";
  for (const p of blockParagraphs(seed, blockIndex)) out += p + PARAGRAPH_END;
  return out;
}

/**
 * The shortest whole-paragraph prefix of the stream for `seed` (each
 * paragraph followed by "\n\n") with at least `minChars` characters; returns
 * "" when `minChars` <= 0. Prefix-stable: a smaller `minChars` always gives a
 * prefix of a larger one, and the text is a prefix of the concatenated blocks.
 */
export function syntheticText(seed: number, minChars: number): string {
  checkInteger("seed", seed, Number.MIN_SAFE_INTEGER);
  if (Number.isNaN(minChars) || minChars === Infinity) {
    throw new RangeError(
      `minChars must be a finite number, got ${String(minChars)}`,
    );
  }
  const parts: string[] = [];
  let length = 0;
  for (let block = 0; length < minChars; block++) {
    for (const p of blockParagraphs(seed, block)) {
      parts.push(p, PARAGRAPH_END);
      length += p.length + PARAGRAPH_END.length;
      if (length >= minChars) break;
    }
  }
  return parts.join("");
}
