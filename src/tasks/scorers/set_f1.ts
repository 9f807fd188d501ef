/**
 * Set F1: how well a set of predicted items matches the expected set (a
 * list of graph nodes, of entities). Both sides are sets (a
 * repeated item counts once); items compare as given (normalise them
 * first). Precision is the share of predicted items expected, recall the
 * share of expected items predicted, F1 their harmonic mean; a side with
 * no items gives 0 for its share, and F1 is 0 when both shares are, so
 * two empty sets score 0 (a family that wants 1 there says so itself).
 *
 * @module
 */

/** Precision, recall and F1 of `predicted` against `expected`. */
export function setF1(
  predicted: Iterable<string>,
  expected: Iterable<string>,
): { precision: number; recall: number; f1: number } {
  const got = new Set(predicted);
  const want = new Set(expected);
  let overlap = 0;
  for (const item of got) if (want.has(item)) overlap++;
  const precision = got.size > 0 ? overlap / got.size : 0;
  const recall = want.size > 0 ? overlap / want.size : 0;
  const f1 = precision + recall > 0
    ? 2 * precision * recall / (precision + recall)
    : 0;
  return { precision, recall, f1 };
}
