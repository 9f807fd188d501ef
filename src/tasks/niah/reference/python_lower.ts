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
 * back (the mechanism is scorers/python_lower.ts's, shared with RULER's
 * Python 3.10). The table is made by scripts/reference/python_lower_table.ts;
 * tests/tasks/niah/reference/python_lower_test.ts checks the result against
 * Python's own lowering of every code point.
 *
 * @module
 */
import { pythonLowerOf } from "../../scorers/python_lower.ts";

/** Code points this engine assigns and Unicode 15.0 does not. */
const NEWER_THAN_REFERENCE =
  /[\u{897}\u{1b4e}-\u{1b4f}\u{1b7f}\u{1c89}-\u{1c8a}\u{2427}-\u{2429}\u{2ffc}-\u{2fff}\u{31e4}-\u{31e5}\u{31ef}\u{a7cb}-\u{a7cd}\u{a7da}-\u{a7dc}\u{105c0}-\u{105f3}\u{10d40}-\u{10d65}\u{10d69}-\u{10d85}\u{10d8e}-\u{10d8f}\u{10ec2}-\u{10ec4}\u{10efc}\u{11380}-\u{11389}\u{1138b}\u{1138e}\u{11390}-\u{113b5}\u{113b7}-\u{113c0}\u{113c2}\u{113c5}\u{113c7}-\u{113ca}\u{113cc}-\u{113d5}\u{113d7}-\u{113d8}\u{113e1}-\u{113e2}\u{116d0}-\u{116e3}\u{11bc0}-\u{11be1}\u{11bf0}-\u{11bf9}\u{11f5a}\u{13460}-\u{143fa}\u{16100}-\u{16139}\u{16d40}-\u{16d79}\u{18cff}\u{1cc00}-\u{1ccf9}\u{1cd00}-\u{1ceb3}\u{1e5d0}-\u{1e5fa}\u{1e5ff}\u{1f8b2}-\u{1f8bb}\u{1f8c0}-\u{1f8c1}\u{1fa89}\u{1fa8f}\u{1fabe}\u{1fac6}\u{1fadc}\u{1fadf}\u{1fae9}\u{1fbcb}-\u{1fbef}\u{2ebf0}-\u{2ee5d}]/u;

/** Python 3.12's `text.lower()`. */
export const pythonLower: (text: string) => string = pythonLowerOf({
  unassigned: NEWER_THAN_REFERENCE,
  // Case-ignorable to Python 3.12, a spacing mark to the engine.
  ignorableThere: ["\u{1171e}"],
});
