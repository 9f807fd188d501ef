/**
 * The token bins the model cards report OpenAI-MRCR and Graphwalks by:
 * (4096, 8192], (8192, 16384], ... (524288, 1048576], a row in the bin
 * whose upper bound is the least at or above its token count (the official
 * count: `o200k_base` tokens of the messages' contents, summed, with no
 * chat-format allowance). A run's `context_lengths` name bins by their
 * upper bounds. Shared by the dataset families that bin their rows.
 *
 * @module
 */

/** The bins' upper bounds, in tokens: 8192 to 1048576, doubling. */
export const TOKEN_BIN_BOUNDS: readonly number[] = Array.from(
  { length: 8 },
  (_, i) => 8192 * 2 ** i,
);

/** The lower bound (exclusive) of the first bin. */
const FIRST_LOWER = 4096;

/**
 * The upper bound of the bin `tokens` falls in, or undefined outside
 * every bin (4096 tokens or fewer, or over 1048576).
 */
export function tokenBin(tokens: number): number | undefined {
  if (tokens <= FIRST_LOWER) return undefined;
  return TOKEN_BIN_BOUNDS.find((bound) => tokens <= bound);
}

/** The bins' upper bounds as a chart's axis writes them: "8k" ... "1M". */
export const TOKEN_BIN_TICKS: readonly string[] = TOKEN_BIN_BOUNDS.map((
  bound,
) => bound >= 1048576 ? "1M" : `${bound / 1024}k`);

/** A bin as the cards and reports write it: "(4096, 8192]". */
export function tokenBinLabel(bound: number): string {
  const at = TOKEN_BIN_BOUNDS.indexOf(bound);
  const lower = at <= 0 ? FIRST_LOWER : TOKEN_BIN_BOUNDS[at - 1]!;
  return `(${lower}, ${bound}]`;
}
