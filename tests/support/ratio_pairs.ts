/**
 * The string pairs of scripts/reference/sequence_ratio_pairs.py, drawn
 * again with the same arithmetic (mulberry32 on unsigned 32-bit integers,
 * draws taken `% n`), as code point lists; the vector file stores only
 * each kind's parameters and CPython's matched characters per pair.
 */

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const codes = (text: string) => [...text].map((c) => c.codePointAt(0)!);

const ALPHABETS: number[][] = [
  codes("ab"),
  codes("abcd"),
  [...range(0x61, 0x7a), 0x20],
  range(0x20, 0x7e),
  codes("aeéèêüßñ "),
  range(0x4e00, 0x4e00 + 2999),
  [0x1f600, 0x1f601, 0x1d538, 0x10348, 0x61, 0x62, 0xe9],
  [...range(0x1f300, 0x1f3ff), ...range(0x61, 0x66)],
];

/** The draws of mulberry32(seed), each `% n`. */
function drawer(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state) >>> 0;
    t = ((t + Math.imul(t ^ (t >>> 7), 61 | t)) >>> 0 ^ t) >>> 0;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

type Draw = (n: number) => number;

function text(draw: Draw, alphabet: number[], length: number): number[] {
  return Array.from({ length }, () => alphabet[draw(alphabet.length)]!);
}

function edited(draw: Draw, alphabet: number[], a: number[]): number[] {
  const b = [...a];
  for (let n = 1 + draw(6); n > 0; n--) {
    const at = draw(b.length + 1);
    const op = draw(3);
    if (op === 0 && at < b.length) b[at] = alphabet[draw(alphabet.length)]!;
    else if (op === 1 && at < b.length) b.splice(at, 1);
    else b.splice(at, 0, alphabet[draw(alphabet.length)]!);
  }
  return b;
}

function autojunkPair(draw: Draw, bound: number): [number[], number[]] {
  const common = [0x20, 0x65, 0x74];
  const alphabet = ALPHABETS[2 + draw(4)]!;
  const length = 200 + draw(bound - 199);
  const mixed = () =>
    Array.from(
      { length },
      () => draw(10) < 6 ? common[draw(3)]! : alphabet[draw(alphabet.length)]!,
    );
  const a = mixed();
  return draw(2) === 0 ? [a, edited(draw, alphabet, a)] : [a, mixed()];
}

/** Pair `index` of kind `kind` (its name and length bound), as strings. */
export function ratioPair(
  kind: number,
  name: string,
  bound: number,
  index: number,
): [string, string] {
  const draw = drawer((kind + 1) * 1_000_003 + index);
  const pair = ((): [number[], number[]] => {
    if (name === "random") {
      const alphabet = ALPHABETS[draw(ALPHABETS.length)]!;
      const a = text(draw, alphabet, draw(bound + 1));
      return [a, text(draw, alphabet, draw(bound + 1))];
    }
    if (name === "autojunk") return autojunkPair(draw, bound);
    const alphabet = name === "unicode"
      ? ALPHABETS[4 + draw(4)]!
      : name === "long"
      ? ALPHABETS[5]!
      : ALPHABETS[draw(ALPHABETS.length)]!;
    const a = text(draw, alphabet, name === "long" ? bound : draw(bound + 1));
    return [a, edited(draw, alphabet, a)];
  })();
  const [a, b] = pair.map((list) => String.fromCodePoint(...list));
  return [a!, b!];
}
