/**
 * fwe's word counts (freq_words_extraction.py):
 * `(num_words * (k ** -alpha) / zeta(alpha)).astype(int)` over
 * `k = np.arange(1, vocab_size + 1)`, with scipy's Riemann zeta.
 *
 * `scipy.special.zeta(x)` (q omitted) is not cephes' Euler-Maclaurin
 * Hurwitz zeta but `1 + zetac(x)` (xsf's `cephes/zetac.h`, Moshier's
 * `zetac.c`): tabulated values at the integers 2..30, rational
 * approximations on [0, 1), (1, 10] and (10, 50], a direct sum of odd
 * powers above 50, and 0 from 127 on. Its `pow` and `exp` are the C
 * library's (glibc's, `glibc_math.ts`).
 *
 * @module
 */
import { glibcExp, glibcPow } from "./glibc_math.ts";

/** zeta(i) - 1 for the integers 0..30 (index 1 unused: zeta(1) diverges). */
const AZETAC = [
  -1.50000000000000000000E0,
  0,
  6.44934066848226436472E-1,
  2.02056903159594285400E-1,
  8.23232337111381915160E-2,
  3.69277551433699263314E-2,
  1.73430619844491397145E-2,
  8.34927738192282683980E-3,
  4.07735619794433937869E-3,
  2.00839282608221441785E-3,
  9.94575127818085337146E-4,
  4.94188604119464558702E-4,
  2.46086553308048298638E-4,
  1.22713347578489146752E-4,
  6.12481350587048292585E-5,
  3.05882363070204935517E-5,
  1.52822594086518717326E-5,
  7.63719763789976227360E-6,
  3.81729326499983985646E-6,
  1.90821271655393892566E-6,
  9.53962033872796113152E-7,
  4.76932986787806463117E-7,
  2.38450502727732990004E-7,
  1.19219925965311073068E-7,
  5.96081890512594796124E-8,
  2.98035035146522801861E-8,
  1.49015548283650412347E-8,
  7.45071178983542949198E-9,
  3.72533402478845705482E-9,
  1.86265972351304900640E-9,
  9.31327432419668182872E-10,
];

/** 2**x (1 - 1/x) (zeta(x) - 1) = P(1/x)/Q(1/x), 1 <= x <= 10. */
const P = [
  5.85746514569725319540E11,
  2.57534127756102572888E11,
  4.87781159567948256438E10,
  5.15399538023885770696E9,
  3.41646073514754094281E8,
  1.60837006880656492731E7,
  5.92785467342109522998E5,
  1.51129169964938823117E4,
  2.01822444485997955865E2,
];
const Q = [
  3.90497676373371157516E11,
  5.22858235368272161797E10,
  5.64451517271280543351E9,
  3.39006746015350418834E8,
  1.79410371500126453702E7,
  5.66666825131384797029E5,
  1.60382976810944131506E4,
  1.96436237223387314144E2,
];

/** log(zeta(x) - 1 - 2**-x), 10 <= x <= 50. */
const A = [
  8.70728567484590192539E6,
  1.76506865670346462757E8,
  2.60889506707483264896E10,
  5.29806374009894791647E11,
  2.26888156119238241487E13,
  3.31884402932705083599E14,
  5.13778997975868230192E15,
  -1.98123688133907171455E15,
  -9.92763810039983572356E16,
  7.82905376180870586444E16,
  9.26786275768927717187E16,
];
const B = [
  -7.92625410563741062861E6,
  -1.60529969932920229676E8,
  -2.37669260975543221788E10,
  -4.80319584350455169857E11,
  -2.07820961754173320170E13,
  -2.96075404507272223680E14,
  -4.86299103694609136686E15,
  5.34589509675789930199E15,
  5.71464111092297631292E16,
  -1.79915597658676556828E16,
];

/** (1-x) (zeta(x) - 1), 0 <= x <= 1. */
const R = [
  -3.28717474506562731748E-1,
  1.55162528742623950834E1,
  -2.48762831680821954401E2,
  1.01050368053237678329E3,
  1.26726061410235149405E4,
  -1.11578094770515181334E5,
];
const S = [
  1.95107674914060531512E1,
  3.17710311750646984099E2,
  3.03835500874445748734E3,
  2.03665876435770579345E4,
  7.43853965136767874343E4,
];

const MACHEP = 1.11022302462515654042E-16;
const MAXL2 = 127;

/** cephes `polevl`: Horner over `coef` (highest degree first). */
function polevl(x: number, coef: readonly number[]): number {
  let ans = coef[0]!;
  for (let i = 1; i < coef.length; i++) ans = ans * x + coef[i]!;
  return ans;
}

/** cephes `p1evl`: polevl with a leading coefficient 1 left out. */
function p1evl(x: number, coef: readonly number[]): number {
  let ans = x + coef[0]!;
  for (let i = 1; i < coef.length; i++) ans = ans * x + coef[i]!;
  return ans;
}

/** cephes `zetac_positive(x)`: zeta(x) - 1 for x >= 0. */
function zetacPositive(x: number): number {
  if (x === 1) return Infinity;
  if (x >= MAXL2) return 0;
  if (Number.isInteger(x) && x < 31) return AZETAC[x]!;
  if (x < 1) return polevl(x, R) / ((1 - x) * p1evl(x, S));
  if (x <= 10) {
    const b = glibcPow(2, x) * (x - 1);
    const w = 1 / x;
    return (x * polevl(w, P)) / (b * p1evl(w, Q));
  }
  if (x <= 50) {
    const b = glibcPow(2, -x);
    return glibcExp(polevl(x, A) / p1evl(x, B)) + b;
  }
  let s = 0;
  let a = 1;
  let b: number;
  do {
    a += 2;
    b = glibcPow(a, -x);
    s += b;
  } while (b / s > MACHEP);
  b = glibcPow(2, -x);
  return (s + b) / (1 - b);
}

/**
 * `scipy.special.zeta(x)`, the Riemann zeta function, bit for bit, for
 * x >= 0 (NaN for NaN; negative x, which RULER never passes, is refused).
 */
export function scipyZeta(x: number): number {
  if (Number.isNaN(x)) return x;
  if (x === Infinity) return 1;
  if (!(x >= 0)) {
    throw new RangeError(`scipyZeta covers x >= 0, got ${x}`);
  }
  return 1 + zetacPositive(x);
}

/** `k ** -alpha` for k = 1..size, as the last call asked for. */
let powers = { alpha: NaN, values: new Float64Array(0) };

function negativePowers(size: number, alpha: number): Float64Array {
  if (powers.alpha !== alpha || powers.values.length < size) {
    const values = new Float64Array(size);
    for (let k = 1; k <= size; k++) {
      values[k - 1] = alpha === 2 ? 1 / (k * k) : Math.pow(k, -alpha);
    }
    powers = { alpha, values };
  }
  return powers.values;
}

/**
 * freq_words_extraction.py's `sampled_cnt.astype(int)`: how many times
 * the k-th word (k = 1..vocabSize) is repeated for `numWords` words,
 * `trunc(numWords * k ** -alpha / zeta(alpha))`. numpy's power (SVML on
 * AVX-512 machines, the C library elsewhere) and `1 / (k * k)` or
 * `Math.pow` differ in the last bit for some k; the counts they truncate
 * to are the same (tests/vectors/ruler_primitives/zipf_counts.json).
 */
export function zipfCounts(
  numWords: number,
  vocabSize: number,
  alpha: number,
): number[] {
  const zeta = scipyZeta(alpha);
  const values = negativePowers(vocabSize, alpha);
  const counts = new Array<number>(vocabSize);
  for (let i = 0; i < vocabSize; i++) {
    // + 0 turns numpy's truncation of (-1, 0) into 0, not -0.
    counts[i] = Math.trunc((numWords * values[i]!) / zeta) + 0;
  }
  return counts;
}
