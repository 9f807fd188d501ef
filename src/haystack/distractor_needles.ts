/**
 * The `needles` haystack: filler made only of needle-like facts with other
 * values (RULER's hardest setting), so the real needle does not stand out
 * by style. Code sentences read "The spare code is <uuid>.", place ones
 * "The best thing to do in Lisbon is ...": a task declares the kind its
 * needles look like (`Task.distractors`), and rows record the kind by the
 * name of the task that declares it. The stream is a sequence of
 * blocks, each drawn from its own seeded generator, so any block can be
 * made without the ones before it.
 */
import { PythonRandom, pythonUuid4 } from "../random/python_random.ts";

/**
 * One kind of distractor: its default sentence, the placeholder a template
 * must hold (its varying value), and how a sentence is drawn from a
 * template. A task declares its kind (`Task.distractors`); the run's
 * loader checks a config's name against the registry's tasks.
 */
export interface DistractorKind {
  readonly template: string;
  readonly placeholder: string;
  /** One sentence of `template`, its values drawn from `rng`. */
  sentence(template: string, rng: PythonRandom): string;
}

/** Secret-code sentences: a label and a UUID. */
export const CODE_SENTENCES: DistractorKind = {
  template: "The {label} code is {uuid}.",
  placeholder: "{uuid}",
  sentence: (template, rng) =>
    template.replaceAll("{label}", rng.choice(LABELS))
      .replaceAll("{uuid}", pythonUuid4(rng)),
};

/** Travel-tip sentences: a city and an activity. */
export const PLACE_SENTENCES: DistractorKind = {
  template: "The best thing to do in {city} is {activity}.",
  placeholder: "{city}",
  sentence: (template, rng) =>
    template.replaceAll("{city}", rng.choice(CITIES))
      .replaceAll("{activity}", rng.choice(ACTIVITIES)),
};

/**
 * The distractor kinds a `needles` haystack can make, by the name rows
 * record (the registry's: the task that declares each kind).
 */
export type DistractorKinds = ReadonlyMap<string, DistractorKind>;

/** Sentences per block; paragraphs hold five each. */
const DISTRACTOR_BLOCK_SENTENCES = 200;

// Words that make a code sound like, but not be, "the secret code".
const LABELS = [
  "spare",
  "backup",
  "private",
  "access",
  "door",
  "night",
  "master",
  "vault",
  "old",
  "new",
  "daily",
  "guest",
  "staff",
  "alarm",
  "gate",
  "locker",
  "office",
  "server",
  "garage",
  "storage",
  "temporary",
  "reserve",
  "service",
  "cabinet",
  "warehouse",
  "studio",
  "station",
  "harbor",
  "library",
  "archive",
  "lab",
  "kitchen",
  "garden",
  "attic",
  "basement",
  "weekend",
  "morning",
  "evening",
  "visitor",
  "delivery",
  "parking",
  "mailbox",
  "elevator",
  "roof",
  "boiler",
  "workshop",
  "bakery",
  "pharmacy",
  "museum",
  "theater",
];

const CITIES = [
  "Lisbon",
  "Kyoto",
  "Montreal",
  "Edinburgh",
  "Oaxaca",
  "Vienna",
  "Hanoi",
  "Cape Town",
  "Reykjavik",
  "Seville",
  "Melbourne",
  "Quebec City",
  "Porto",
  "Istanbul",
  "Buenos Aires",
  "Copenhagen",
  "Marrakesh",
  "Tbilisi",
  "Kraków",
  "Valparaíso",
  "Ljubljana",
  "Hobart",
  "Savannah",
  "New Orleans",
  "Chicago",
  "Seattle",
  "Boston",
  "Austin",
  "Denver",
  "Portland",
  "Santa Fe",
  "Honolulu",
  "Nashville",
  "Detroit",
  "Oslo",
  "Helsinki",
  "Bergen",
  "Naples",
  "Bologna",
  "Lyon",
];

const ACTIVITIES = [
  "ride the old tram up the hill at dawn",
  "buy a warm pastry and walk along the river",
  "rent a bicycle and follow the canal path",
  "sit on the harbor wall and watch the ferries",
  "climb the bell tower just before sunset",
  "spend a slow afternoon in the covered market",
  "take the cable car and eat lunch at the top",
  "visit the botanical garden on a rainy morning",
  "listen to a brass band in the main square",
  "share a pot of tea in the oldest cafe in town",
  "walk the city walls and count the towers",
  "swim at the public baths after work",
  "browse the used bookshops near the university",
  "watch the fishing boats come in at noon",
  "eat dumplings at a night market stall",
  "hike to the lighthouse and back before dark",
  "see a puppet show in the park on Sunday",
  "ride the ferry across the bay and back",
  "picnic on the hill above the vineyards",
  "tour the old printing works by the station",
];

/** The `blockIndex`-th block of distractor text: paragraphs ending in "\n\n". */
export function distractorBlock(
  kind: DistractorKind,
  template: string,
  seed: number,
  blockIndex: number,
): string {
  const rng = new PythonRandom(BigInt(seed) * 1_000_003n + BigInt(blockIndex));
  const sentences: string[] = [];
  for (let i = 0; i < DISTRACTOR_BLOCK_SENTENCES; i++) {
    sentences.push(kind.sentence(template, rng));
  }
  let text = "";
  for (let i = 0; i < sentences.length; i += 5) {
    text += `${sentences.slice(i, i + 5).join(" ")}\n\n`;
  }
  return text;
}
