/**
 * What usually causes a YAML syntax error, in a config's terms: the yaml
 * library says what it found ("Implicit keys need to be on a single
 * line"), which names the grammar, not the slip that made it (a key that
 * lost its colon). Keyed by the library's message, whose wording is its
 * interface; a message not listed gets no hint.
 *
 * @module
 */

/** Message starts and the slip each usually is. */
const HINTS: readonly (readonly [string, string])[] = [
  [
    "Implicit keys need to be on a single line",
    'usually a key missing its colon (`model "fake"` for `model: "fake"`), or a value that spans lines unquoted (put it in quotes)',
  ],
  [
    "Implicit map keys need to be followed by map values",
    'usually a key missing its colon (`model "fake"` for `model: "fake"`)',
  ],
  [
    "Nested mappings are not allowed in compact mappings",
    'usually an unquoted value holding ": " (put the value in quotes), or a line indented deeper than the keys beside it',
  ],
  ["Map keys must be unique", "a key is written twice in one block; keep one"],
  ["Tabs are not allowed as indentation", "indent with spaces, not tabs"],
  [
    "All mapping items must start at the same column",
    "the keys of one block must be indented alike, with spaces",
  ],
  ["Missing closing", "a quoted value lacks its closing quote"],
  ["Plain value cannot start with", "put the value in quotes"],
  [
    "Comments must be separated from other tokens",
    'a "#" right after a value starts no comment: put a space before it, or put the value in quotes',
  ],
  [
    "Flow sequence",
    "a [ without its closing ], or its lines indented too little",
  ],
  [
    "Flow mapping",
    "a { without its closing }, or its lines indented too little",
  ],
];

/** The hint for the yaml library's `message`, or undefined. */
export function yamlErrorHint(message: string): string | undefined {
  return HINTS.find(([start]) => message.startsWith(start))?.[1];
}
