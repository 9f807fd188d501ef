/**
 * The `needles` haystack: filler made only of needle-like facts with other
 * values (RULER's hardest setting), so the real needle does not stand out
 * by style. `uuid` distractors read "The spare code is <uuid>.", `single`
 * ones "The best thing to do in Lisbon is ...". The stream is a sequence of
 * blocks, each drawn from its own seeded generator, so any block can be
 * made without the ones before it.
 */
import { PythonRandom, pythonUuid4 } from "../random/python_random.ts";

/**
 * One kind of distractor: its default sentence, the placeholder a template
 * must hold (its varying value), and how a sentence is drawn from a
 * template. A task names its kind (`Task.distractors`); the run's loader
 * checks the name against the registry's tasks.
 */
interface DistractorKind {
  readonly template: string;
  readonly placeholder: string;
  /** One sentence of `template`, its values drawn from `rng`. */
  sentence(template: string, rng: PythonRandom): string;
}

/** Secret-code sentences: a label and a UUID. */
const codeSentences: DistractorKind = {
  template: "The {label} code is {uuid}.",
  placeholder: "{uuid}",
  sentence: (template, rng) =>
    template.replaceAll("{label}", rng.choice(LABELS))
      .replaceAll("{uuid}", pythonUuid4(rng)),
};

/** Travel-tip sentences: a city and an activity. */
const placeSentences: DistractorKind = {
  template: "The best thing to do in {city} is {activity}.",
  placeholder: "{city}",
  sentence: (template, rng) =>
    template.replaceAll("{city}", rng.choice(CITIES))
      .replaceAll("{activity}", rng.choice(ACTIVITIES)),
};

/** The distractor kinds a `needles` haystack makes, by the name rows record. */
const DISTRACTOR_KINDS = {
  uuid: codeSentences,
  single: placeSentences,
} as const satisfies Readonly<Record<string, DistractorKind>>;

/** A distractor kind's name. */
type DistractorName = keyof typeof DISTRACTOR_KINDS;

/** The names of the distractor kinds, for checks and messages. */
export const DISTRACTOR_FAMILIES = Object.keys(
  DISTRACTOR_KINDS,
) as readonly DistractorName[];

/** The kind named `family`; an unknown name is a bug of the caller's check. */
function kindOf(family: string): DistractorKind {
  const kind = DISTRACTOR_FAMILIES.find((name) => name === family);
  if (kind === undefined) {
    throw new Error(`unknown distractor family "${family}"`);
  }
  return DISTRACTOR_KINDS[kind];
}

/** Default sentence templates, by family. */
export const DEFAULT_DISTRACTOR_TEMPLATES = Object.fromEntries(
  DISTRACTOR_FAMILIES.map((name) => [name, DISTRACTOR_KINDS[name].template]),
) as Readonly<Record<DistractorName, string>>;

/**
 * The placeholder family `family`'s template must contain (its varying
 * value); undefined for a name no kind has.
 */
export function distractorPlaceholder(family: string): string | undefined {
  const name = DISTRACTOR_FAMILIES.find((known) => known === family);
  return name === undefined ? undefined : DISTRACTOR_KINDS[name].placeholder;
}

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
  family: string,
  template: string,
  seed: number,
  blockIndex: number,
): string {
  const kind = kindOf(family);
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
