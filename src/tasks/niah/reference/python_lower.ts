/**
 * Python's `str.lower()` as the NIAH reference tool runs it: Python 3.12
 * or 3.13, whose Unicode is 15.0 (15.1 adds no cased or case-ignorable
 * letter). The JavaScript engine's `toLowerCase` is the same full case
 * mapping (final sigma included) on a newer Unicode: it lower-cases letters
 * Unicode 16 added (U+A7CC to U+A7CD, U+1C89 to U+1C8A, Garay, ...), which
 * Python leaves as they are, and it sees them as cased, which decides a
 * final sigma beside them. So every character Unicode 15.0 leaves
 * unassigned is kept, and the text on each side of one is lowered apart
 * (to Python it is neither cased nor case-ignorable, as a text's end is
 * not). One letter 15.0 has changed since: U+1171E, case-ignorable in
 * 15.0, is a spacing mark to the engine, so it is lowered as U+1171D (a
 * case-ignorable mark of the same script that lowers to itself) and put
 * back. The table is made by scripts/reference/python_lower_table.ts;
 * tests/tasks/niah/reference/python_lower_test.ts checks the result against
 * Python's own lowering of every code point.
 *
 * @module
 */

/** Code points this engine assigns and Unicode 15.0 does not. */
const NEWER_THAN_REFERENCE =
  /[\u{897}\u{1b4e}-\u{1b4f}\u{1b7f}\u{1c89}-\u{1c8a}\u{2427}-\u{2429}\u{2ffc}-\u{2fff}\u{31e4}-\u{31e5}\u{31ef}\u{a7cb}-\u{a7cd}\u{a7da}-\u{a7dc}\u{105c0}-\u{105f3}\u{10d40}-\u{10d65}\u{10d69}-\u{10d85}\u{10d8e}-\u{10d8f}\u{10ec2}-\u{10ec4}\u{10efc}\u{11380}-\u{11389}\u{1138b}\u{1138e}\u{11390}-\u{113b5}\u{113b7}-\u{113c0}\u{113c2}\u{113c5}\u{113c7}-\u{113ca}\u{113cc}-\u{113d5}\u{113d7}-\u{113d8}\u{113e1}-\u{113e2}\u{116d0}-\u{116e3}\u{11bc0}-\u{11be1}\u{11bf0}-\u{11bf9}\u{11f5a}\u{13460}-\u{143fa}\u{16100}-\u{16139}\u{16d40}-\u{16d79}\u{18cff}\u{1cc00}-\u{1ccf9}\u{1cd00}-\u{1ceb3}\u{1e5d0}-\u{1e5fa}\u{1e5ff}\u{1f8b2}-\u{1f8bb}\u{1f8c0}-\u{1f8c1}\u{1fa89}\u{1fa8f}\u{1fabe}\u{1fac6}\u{1fadc}\u{1fadf}\u{1fae9}\u{1fbcb}-\u{1fbef}\u{2ebf0}-\u{2ee5d}]/u;

const NEWER_ALL = new RegExp(NEWER_THAN_REFERENCE.source, "gu");
const NON_ASCII = /[^\p{ASCII}]/u;

/** The engine's lowering with what Unicode 15.0 lacks kept as it is. */
function lowerKnown(text: string): string {
  if (!NON_ASCII.test(text) || !NEWER_THAN_REFERENCE.test(text)) {
    return text.toLowerCase();
  }
  let out = "";
  let from = 0;
  for (const match of text.matchAll(NEWER_ALL)) {
    out += text.slice(from, match.index).toLowerCase() + match[0];
    from = match.index + match[0].length;
  }
  return out + text.slice(from).toLowerCase();
}

/** U+1171E, case-ignorable to Python 3.12 and not to the engine. */
const MEDIAL_RA = "\u{1171e}";
/** U+1171D, which the engine sees as Python sees U+1171E. */
const MEDIAL_LA = "\u{1171d}";

/** Python 3.12's `text.lower()`. */
export function pythonLower(text: string): string {
  if (!text.includes(MEDIAL_RA)) return lowerKnown(text);
  // Lowering makes no U+1171D and takes none away, so the k-th one out
  // stands where the k-th U+1171D or U+1171E stood.
  const order = [...text.matchAll(/\u{1171d}|\u{1171e}/gu)].map((m) => m[0]);
  const lowered = lowerKnown(text.replaceAll(MEDIAL_RA, MEDIAL_LA));
  let k = 0;
  return lowered.replace(/\u{1171d}/gu, () => order[k++]!);
}
