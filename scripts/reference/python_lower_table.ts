/**
 * Prints the character class of src/tasks/niah/reference/python_lower.ts:
 * the code points this JavaScript engine assigns that Unicode 15.0 (the
 * Unicode of Python 3.12, which the NIAH reference tool supports; 3.13's
 * 15.1 adds no cased or case-ignorable letter) leaves unassigned. Python
 * lower-cases none of them and sees them as neither cased nor
 * case-ignorable. Unicode 15.0's unassigned code points come from the
 * Unicode Character Database as the `@unicode/unicode-15.0.0` package
 * ships it (no machine here has Python 3.12; the test checks the result
 * against Python's own lowering on every code point Python 3.11 knows).
 * Run on @unicode/unicode-13.0.0 (2.0.7 or later) it prints the table of
 * src/tasks/scorers/python_lower.ts (Python 3.10, RULER's). The package
 * is read from a folder, so niah does not depend on it:
 *
 *   npm pack @unicode/unicode-15.0.0@2.0.7 && tar -xzf unicode-unicode-15.0.0-2.0.7.tgz
 *   deno run --allow-read scripts/reference/python_lower_table.ts package
 */
const folder = Deno.args[0] ?? "package";
const { default: unassigned } = await import(
  new URL(
    "General_Category/Unassigned/ranges.mjs",
    `file://${await Deno.realPath(folder)}/`,
  ).href
);

const assignedHere = /\P{Cn}/u;
const runs: [number, number][] = [];
for (const range of unassigned as { begin: number; end: number }[]) {
  for (let cp = range.begin; cp < range.end; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    if (!assignedHere.test(String.fromCodePoint(cp))) continue;
    const last = runs.at(-1);
    if (last && last[1] === cp - 1) last[1] = cp;
    else runs.push([cp, cp]);
  }
}
const hex = (cp: number) => `\\u{${cp.toString(16)}}`;
console.log(
  runs.map(([a, b]) => a === b ? hex(a) : `${hex(a)}-${hex(b)}`).join(""),
);

// Letters 15.0 has that changed since in ways lower() can see: a case
// mapping, or being cased or case-ignorable (U+1171E became a spacing
// mark in Unicode 16, no longer case-ignorable). python_lower.ts stands
// in for each with a letter this engine sees as Python 3.12 sees it.
const ranges = async (path: string) =>
  (await import(
    new URL(path, `file://${await Deno.realPath(folder)}/`).href
  )).default as { begin: number; end: number }[];
const has = (list: { begin: number; end: number }[], cp: number) =>
  list.some((range) => cp >= range.begin && cp < range.end);
const cased = await ranges("Binary_Property/Cased/ranges.mjs");
const ignorable = await ranges("Binary_Property/Case_Ignorable/ranges.mjs");
const lowercased = await ranges(
  "Binary_Property/Changes_When_Lowercased/ranges.mjs",
);
const changed: string[] = [];
for (let cp = 0; cp < 0x110000; cp++) {
  if ((cp >= 0xd800 && cp <= 0xdfff) || has(unassigned, cp)) continue;
  const c = String.fromCodePoint(cp);
  if (
    /\p{Cased}/u.test(c) !== has(cased, cp) ||
    /\p{Case_Ignorable}/u.test(c) !== has(ignorable, cp) ||
    /\p{Changes_When_Lowercased}/u.test(c) !== has(lowercased, cp)
  ) changed.push(`U+${cp.toString(16).toUpperCase()}`);
}
console.log(
  `changed since the package's Unicode: ${changed.join(" ") || "none"}`,
);
