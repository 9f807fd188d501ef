/**
 * Where the Paul Graham essays are, for the tests that run on them when
 * they are there: `$NIAH_PAUL_GRAHAM_ESSAYS`, else
 * `../shared/corpora/PaulGrahamEssays` relative to the repository root.
 * niah never ships them.
 */
export const PAUL_GRAHAM_ESSAYS: string =
  Deno.env.get("NIAH_PAUL_GRAHAM_ESSAYS") ??
    new URL("../../../shared/corpora/PaulGrahamEssays", import.meta.url)
      .pathname;
