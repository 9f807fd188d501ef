/**
 * A count with its noun in the right number ("1 batch", "2 batches"),
 * for the lines a run prints.
 *
 * @module
 */

/** `n` and `one` or `many` (by default `one` + "s"). */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
