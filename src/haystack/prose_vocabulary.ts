/**
 * The word lists of niah's synthetic prose (pure data, written for niah; no
 * external text is embedded). Single words are space separated; phrases
 * are "|" separated; verbs are "base:past:gerund" triples.
 *
 * @module
 */
const words = (s: string): readonly string[] => s.trim().split(/\s+/);
const phrases = (s: string): readonly string[] =>
  s.split("|").map((p) => p.trim()).filter((p) => p.length > 0);

/** A verb's base, past and gerund forms. */
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

/** First names of the people the prose is about. */
export const NAMES = words(`
  Alma Bruno Clara Dmitri Edith Felix Greta Hugo Ines Jonah Kira Leon Mara
  Nils Olga Pavel Rosa Silas Tessa Otto Vera Walter Yara Anton Beatrix Cyril
  Dora Emil Flora Gideon Hazel Ivo Lotte Marek Nora Oskar Pia Rufus Selma
  Tobias Agnes Basil Cora Daniel Elsa Frida Gustav Hilde Ida Karl Lena Magnus
`);

/** Jobs, used as "the baker". */
export const JOBS = words(`
  baker carpenter teacher farmer clerk fisherman weaver potter miller tailor
  nurse postman gardener shepherd blacksmith librarian innkeeper driver cook
  mason painter doctor grocer ferryman glassblower cobbler beekeeper saddler
  stationmaster bookbinder apprentice shopkeeper watchmaker boatwright
  cheesemaker schoolmaster
`);

/** Anyone a sentence can mention: the jobs plus a few relations. */
export const PEOPLE = [
  ...JOBS,
  ...words("neighbor cousin traveler stranger visitor"),
];

/** Adjectives for people. */
export const PERSON_ADJS = words(`
  old young careful patient cheerful tired sleepy friendly stubborn curious
  modest quiet busy cautious thoughtful generous talkative kind serious
  elderly polite restless sensible
`);

/** Groups of people, as phrases. */
export const GROUPS = phrases(`
  the children | the neighbors | the workers at the mill | the fishermen |
  the old men by the fountain | a few travelers | the two sisters |
  most of the villagers | the market traders | the boys from the farm |
  the families on the hill | the women of the choir | the ferry passengers
`);

/** Everyday objects. */
export const THINGS = words(`
  basket lantern ladder kettle bucket blanket letter parcel bicycle wagon
  barrel hammer chisel loom needle jar bottle map ticket umbrella scarf coat
  window door fence gate roof chimney bench table chair shelf cupboard rope
  sail oar net plank brick stone candle clock bell box crate sack bowl cup
  plate spoon notebook pencil brush fiddle drum flag quilt rug pot pan tray
  wheelbarrow saddle shovel rake trowel spade teapot mirror cart toolbox
  envelope handkerchief boot
`);

/** Foods. */
export const FOODS = words(`
  loaf pie cheese apple pear onion cabbage carrot cake soup stew tart
  pudding sausage pumpkin turnip plum biscuit pancake omelette
`);

/** Adjectives for objects. */
export const THING_ADJS = words(`
  worn polished wooden painted crooked sturdy dusty muddy clean heavy rusty
  faded shiny small large narrow broken new old spare borrowed green blue red
  yellow brown grey white cracked battered folded tidy familiar plain simple
  tall short round smooth rough handsome useful
`);

/** Adjectives for food. */
export const FOOD_ADJS = words(`
  warm fresh sweet sour salty crusty spiced golden plain homemade hearty
  small large ripe
`);

/** Places in a town, as phrases. */
export const PLACES = phrases(`
  market | harbor | bakery | mill | station | library | square | bridge |
  orchard | meadow | workshop | post office | town hall | chapel | inn |
  tavern | dock | quarry | vineyard | garden | riverbank | hillside | valley |
  village green | farmhouse | schoolhouse | lighthouse | boathouse |
  greenhouse | barn | pier | crossroads | fountain | museum | kitchen |
  courtyard | ferry landing | bus stop | sawmill | cider press | smithy |
  allotment | canal | churchyard | tannery | toll house | dairy | stables
`);

/** Adjectives for places. */
export const PLACE_ADJS = words(`
  quiet busy crowded empty small old narrow sunny shady muddy peaceful noisy
  cheerful lonely tidy cold warm windy damp bright dim familiar pleasant
  sleepy
`);

/** Made-up town names. */
export const TOWNS = words(`
  Ashmere Bellwick Corrin Dallow Eastbrook Fallowmere Gladwyn Hollin Kestley
  Larkfield Marrowby Nettlecombe Oakhurst Pennick Quillby Redwater Saltmarsh
  Thornbury Upwell Vanton Wexcombe Yarrowby Brindle Coldharbour
`);

/** Prepositions of place, as phrases. */
export const PREPS = phrases(`
  near | behind | beside | outside | across from | not far from | inside |
  at | by | just past | on the way to | around the corner from
`);

/** Times of day and week, as phrases. */
export const TIMES = phrases(`
  in the morning | that afternoon | before dawn | after supper |
  on Tuesday | every Sunday | during the harvest | late in the evening |
  the next day | at noon | in early spring | by the end of summer |
  all winter | once a week | before the rain came | after the market closed |
  on the first day of autumn | later that week | at dusk | on Friday morning |
  the following spring | long before breakfast | in the middle of July |
  on market day | one rainy Thursday | the week before the fair |
  every other evening | at the end of the month | around teatime
`);

/** Lengths of time, as phrases. */
export const DURATIONS = phrases(`
  the whole morning | most of the afternoon | an hour | three days |
  a long week | the entire evening | two quiet hours | several days |
  half the night | the rest of the summer | a good while | the first week
`);

/** Manner adverbs. */
export const ADVERBS = words(`
  slowly quietly carefully patiently gladly briefly happily calmly gently
  quickly steadily eagerly politely cheerfully softly thoughtfully
  neatly warily proudly kindly
`);

/** Degree words ("quite", "a little"), as phrases. */
export const DEGREES = phrases(`
  very | rather | quite | a little | somewhat | unusually | surprisingly |
  almost
`);

/** Verbs that take an object. */
export const TRANSITIVE = verbs(`
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

/** Verbs that take a food. */
export const FOOD_VERBS = verbs(`
  bake:baked:baking slice:sliced:slicing taste:tasted:tasting
  share:shared:sharing cook:cooked:cooking sell:sold:selling
  buy:bought:buying wrap:wrapped:wrapping carry:carried:carrying
  serve:served:serving
`);

/** Verbs that take no object. */
export const INTRANSITIVE = verbs(`
  walk:walked:walking wait:waited:waiting rest:rested:resting
  laugh:laughed:laughing hurry:hurried:hurrying wander:wandered:wandering
  pause:paused:pausing listen:listened:listening work:worked:working
  sing:sang:singing whistle:whistled:whistling nod:nodded:nodding
  smile:smiled:smiling sigh:sighed:sighing linger:lingered:lingering
  stay:stayed:staying chat:chatted:chatting stroll:strolled:strolling
  sit:sat:sitting read:read:reading doze:dozed:dozing
  sketch:sketched:sketching knit:knitted:knitting
`);

/** Ways of moving, as phrases. */
export const MOTIONS = phrases(`
  walked to | hurried to | went back to | cycled to | drove out to |
  set off for | returned to | wandered over to | rode the cart to |
  took the early bus to
`);

/** Linking verbs in the past tense. */
export const LINKING_VERBS = words("was looked seemed felt");

/** Weather, as noun phrases. */
export const WEATHER_NOUNS = phrases(`
  wind | rain | fog | mist | frost | breeze | drizzle | snow | cloud
`);

/** What the weather did, as phrases. */
export const WEATHER_VERBS = phrases(`
  drifted over | settled on | moved across | lifted from | hung above |
  rolled down towards | crept along | swept past
`);

/** Adjectives for the weather. */
export const WEATHER_ADJS = words(`
  sunny cloudy rainy windy snowy misty chilly mild grey bright damp
  breezy stormy clear
`);

/** Words that open a subordinate clause. */
export const SUBORDINATORS = words(
  "When After Before Because Although While Once",
);
