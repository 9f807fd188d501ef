/**
 * A count with its noun in the right number ("1 batch", "2 batches"), and
 * the word alone where a line agrees with a count ("holds", "hold"), for
 * every line niah prints.
 *
 * @module
 */

/** `one` or `many` (by default `one` + "s"), as the count `n` asks. */
export function wordFor(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

/** `n` and `one` or `many` (by default `one` + "s"). */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${wordFor(n, one, many)}`;
}
