/**
 * Sentences and paragraphs of niah's synthetic prose, drawn from the word
 * lists in `prose_vocabulary.ts`. Each paragraph has a "hero", a town and a
 * place that recur, which keeps the text readable without making it
 * distinctive.
 *
 * @module
 */
import {
  ADVERBS,
  DEGREES,
  DURATIONS,
  FOOD_ADJS,
  FOOD_VERBS,
  FOODS,
  GROUPS,
  INTRANSITIVE,
  JOBS,
  LINKING_VERBS,
  MOTIONS,
  NAMES,
  PEOPLE,
  PERSON_ADJS,
  PLACE_ADJS,
  PLACES,
  PREPS,
  SUBORDINATORS,
  THING_ADJS,
  THINGS,
  TIMES,
  TOWNS,
  TRANSITIVE,
  WEATHER_ADJS,
  WEATHER_NOUNS,
  WEATHER_VERBS,
} from "./prose_vocabulary.ts";

/** The state a paragraph is written with: its draws and recurring cast. */
export interface Ctx {
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
    case 6:
      return weatherClause(c);
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
    case 9:
      return toldClause(c);
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

/** A clause about the weather. */
function weatherClause(c: Ctx): string {
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

/** A clause of someone telling another about a thing or place. */
function toldClause(c: Ctx): string {
  const about = c.next();
  const topic = about < 0.4
    ? thing(c)
    : about < 0.7
    ? placeRef(c)
    : "the road to " + pick(c, TOWNS);
  const who = subject(c);
  return who + " told " + otherPerson(c, who) + " about " + topic;
}

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

/** One sentence of 8 to 25 words. */
export function sentence(c: Ctx): string {
  for (;;) {
    const s = sentenceCandidate(c);
    const n = wordCount(s);
    if (n >= MIN_WORDS && n <= MAX_WORDS) return s;
  }
}

/** One paragraph: 3 to 7 sentences of 8 to 25 words, with a fresh hero, town and place. */
export function paragraph(c: Ctx): string {
  c.hero = pick(c, NAMES);
  c.town = pick(c, TOWNS);
  c.place = pick(c, PLACES);
  const count = 3 + ((c.next() * 5) | 0);
  let out = sentence(c);
  for (let i = 1; i < count; i++) out += " " + sentence(c);
  return out;
}
