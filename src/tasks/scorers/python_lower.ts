/**
 * Python's `str.lower()` for a given Python, on this engine. The engine's
 * `toLowerCase` is the same full case mapping (final sigma included) as
 * Python's, on a newer Unicode: it lower-cases letters the Python does not
 * know, and sees them as cased or case-ignorable, which decides a final
 * sigma beside them. So every code point the Python's Unicode leaves
 * unassigned is kept as it is and the text on each side of one is lowered
 * apart (to Python it is neither cased nor case-ignorable, as a text's end
 * is not); and the few letters whose case properties changed since that
 * Unicode (each case-ignorable and uncased there) are lowered as U+1171D, a
 * case-ignorable mark that lowers to itself, and put back.
 *
 * Two Pythons are needed: the NIAH reference tool's 3.12 (Unicode 15.0,
 * `src/tasks/niah/reference/python_lower.ts`) and RULER's container's
 * Python 3.10 (`nvcr.io/nvidia/pytorch:23.10-py3`, Unicode 13.0), below.
 * The tables are made by scripts/reference/python_lower_table.ts from the
 * Unicode Character Database; the tests check each against that Python's
 * own lowering of every code point.
 *
 * @module
 */

/** What a Python's Unicode lacks, seen from this engine's. */
interface PythonUnicode {
  /** The code points this engine assigns and the Python's Unicode does not. */
  readonly unassigned: RegExp;
  /**
   * Letters the Python sees as case-ignorable and uncased that this engine
   * sees otherwise (a Unicode since changed them).
   */
  readonly ignorableThere: readonly string[];
}

/** U+1171D: case-ignorable, uncased, lowers to itself, here and there. */
const STAND_IN = "\u{1171d}";
const NON_ASCII = /[^\p{ASCII}]/u;

/** `unicode`'s Python's `text.lower()`. */
export function pythonLowerOf(
  unicode: PythonUnicode,
): (text: string) => string {
  const unassignedAll = new RegExp(unicode.unassigned.source, "gu");
  const lowerKnown = (text: string): string => {
    if (!NON_ASCII.test(text) || !unicode.unassigned.test(text)) {
      return text.toLowerCase();
    }
    let out = "";
    let from = 0;
    for (const match of text.matchAll(unassignedAll)) {
      out += text.slice(from, match.index).toLowerCase() + match[0];
      from = match.index + match[0].length;
    }
    return out + text.slice(from).toLowerCase();
  };
  if (unicode.ignorableThere.length === 0) return lowerKnown;
  const changed = new RegExp(`[${unicode.ignorableThere.join("")}]`, "u");
  const changedAll = new RegExp(changed.source, "gu");
  const placed = new RegExp(
    `[${STAND_IN}${unicode.ignorableThere.join("")}]`,
    "gu",
  );
  return (text: string): string => {
    if (!changed.test(text)) return lowerKnown(text);
    // Lowering makes no U+1171D and takes none away, so the k-th one out
    // stands where the k-th U+1171D or changed letter stood.
    const order = [...text.matchAll(placed)].map((m) => m[0]);
    const lowered = lowerKnown(text.replace(changedAll, STAND_IN));
    let k = 0;
    return lowered.replace(new RegExp(STAND_IN, "gu"), () => order[k++]!);
  };
}

/**
 * Python 3.10's `str.lower()` (Unicode 13.0): RULER's, whose container
 * (`docker/Dockerfile`: `nvcr.io/nvidia/pytorch:23.10-py3`) runs Python
 * 3.10.
 */
export const python310Lower: (text: string) => string = pythonLowerOf({
  unassigned:
    /[\u{61d}\u{870}-\u{88e}\u{890}-\u{891}\u{897}-\u{89f}\u{8b5}\u{8c8}-\u{8d2}\u{c3c}\u{c5d}\u{cdd}\u{cf3}\u{ece}\u{170d}\u{1715}\u{171f}\u{180f}\u{1ac1}-\u{1ace}\u{1b4c}\u{1b4e}-\u{1b4f}\u{1b7d}-\u{1b7f}\u{1c89}-\u{1c8a}\u{1dfa}\u{20c0}\u{2427}-\u{2429}\u{2c2f}\u{2c5f}\u{2e53}-\u{2e5d}\u{2ffc}-\u{2fff}\u{31e4}-\u{31e5}\u{31ef}\u{9ffd}-\u{9fff}\u{a7c0}-\u{a7c1}\u{a7cb}-\u{a7cd}\u{a7d0}-\u{a7d1}\u{a7d3}\u{a7d5}-\u{a7dc}\u{a7f2}-\u{a7f4}\u{fbc2}\u{fd40}-\u{fd4f}\u{fdcf}\u{fdfe}-\u{fdff}\u{10570}-\u{1057a}\u{1057c}-\u{1058a}\u{1058c}-\u{10592}\u{10594}-\u{10595}\u{10597}-\u{105a1}\u{105a3}-\u{105b1}\u{105b3}-\u{105b9}\u{105bb}-\u{105bc}\u{105c0}-\u{105f3}\u{10780}-\u{10785}\u{10787}-\u{107b0}\u{107b2}-\u{107ba}\u{10d40}-\u{10d65}\u{10d69}-\u{10d85}\u{10d8e}-\u{10d8f}\u{10ec2}-\u{10ec4}\u{10efc}-\u{10eff}\u{10f70}-\u{10f89}\u{11070}-\u{11075}\u{110c2}\u{1123f}-\u{11241}\u{11380}-\u{11389}\u{1138b}\u{1138e}\u{11390}-\u{113b5}\u{113b7}-\u{113c0}\u{113c2}\u{113c5}\u{113c7}-\u{113ca}\u{113cc}-\u{113d5}\u{113d7}-\u{113d8}\u{113e1}-\u{113e2}\u{116b9}\u{116d0}-\u{116e3}\u{11740}-\u{11746}\u{11ab0}-\u{11abf}\u{11b00}-\u{11b09}\u{11bc0}-\u{11be1}\u{11bf0}-\u{11bf9}\u{11f00}-\u{11f10}\u{11f12}-\u{11f3a}\u{11f3e}-\u{11f5a}\u{12f90}-\u{12ff2}\u{1342f}\u{13439}-\u{13455}\u{13460}-\u{143fa}\u{16100}-\u{16139}\u{16a70}-\u{16abe}\u{16ac0}-\u{16ac9}\u{16d40}-\u{16d79}\u{18cff}\u{1aff0}-\u{1aff3}\u{1aff5}-\u{1affb}\u{1affd}-\u{1affe}\u{1b11f}-\u{1b122}\u{1b132}\u{1b155}\u{1cc00}-\u{1ccf9}\u{1cd00}-\u{1ceb3}\u{1cf00}-\u{1cf2d}\u{1cf30}-\u{1cf46}\u{1cf50}-\u{1cfc3}\u{1d1e9}-\u{1d1ea}\u{1d2c0}-\u{1d2d3}\u{1df00}-\u{1df1e}\u{1df25}-\u{1df2a}\u{1e030}-\u{1e06d}\u{1e08f}\u{1e290}-\u{1e2ae}\u{1e4d0}-\u{1e4f9}\u{1e5d0}-\u{1e5fa}\u{1e5ff}\u{1e7e0}-\u{1e7e6}\u{1e7e8}-\u{1e7eb}\u{1e7ed}-\u{1e7ee}\u{1e7f0}-\u{1e7fe}\u{1f6dc}-\u{1f6df}\u{1f774}-\u{1f776}\u{1f77b}-\u{1f77f}\u{1f7d9}\u{1f7f0}\u{1f8b2}-\u{1f8bb}\u{1f8c0}-\u{1f8c1}\u{1f979}\u{1f9cc}\u{1fa75}-\u{1fa77}\u{1fa7b}-\u{1fa7c}\u{1fa87}-\u{1fa89}\u{1fa8f}\u{1faa9}-\u{1faaf}\u{1fab7}-\u{1fabf}\u{1fac3}-\u{1fac6}\u{1face}-\u{1facf}\u{1fad7}-\u{1fadc}\u{1fadf}-\u{1fae9}\u{1faf0}-\u{1faf8}\u{1fbcb}-\u{1fbef}\u{2a6de}-\u{2a6df}\u{2b735}-\u{2b739}\u{2ebf0}-\u{2ee5d}\u{31350}-\u{323af}]/u,
  // U+10FC, U+1734, U+AB69 and U+1171E: case-ignorable and uncased in
  // 13.0, cased or a spacing mark since.
  ignorableThere: ["\u10fc", "\u1734", "\uab69", "\u{1171e}"],
});
