/**
 * RULER's needle depths (niah.py, variable_tracking.py):
 * `list(np.round(np.linspace(0, 100, num=40, endpoint=True)).astype(int))`,
 * worked out as numpy does it: linspace's `i * (100 / 39)` (the last point
 * set to 100), then rounded half to even.
 *
 * @module
 */

const COUNT = 40;
const STOP = 100;

/** Rounds to the nearest integer, ties to even (numpy's `round`). */
function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  const rest = x - floor;
  if (rest < 0.5) return floor;
  if (rest > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The 40 depths, in percent: 0, 3, 5, 8, ..., 97, 100. */
export const RULER_DEPTHS: readonly number[] = Object.freeze(
  Array.from(
    { length: COUNT },
    (_, i) => i === COUNT - 1 ? STOP : roundHalfEven(i * (STOP / (COUNT - 1))),
  ),
);
