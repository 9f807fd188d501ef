/**
 * The one way a {@link BuildContext} is made: `run` and `dataset` build a
 * plan's prompts in it, `reconstruct` rebuilds a row's prompt in it, so
 * all three read haystacks through the same library and tokenizer.
 *
 * @module
 */
import { distractorKinds, familyHaystacks } from "./registry.ts";
import type { HaystackConfig } from "../config/run_config.ts";
import type { HaystackDescriptor } from "../haystack/haystack_descriptor.ts";
import { HaystackLibrary } from "../haystack/corpus.ts";
import type { CorpusReader } from "../haystack/files_corpus.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import { getTokenizer } from "../tokenizer/encoding.ts";
import { UsageError } from "../errors.ts";
import type { BuildContext } from "./task.ts";

/**
 * A context that builds prompts in `tokenizer`, reading haystacks through
 * `reader` (each built once). A task that asks for no haystack in
 * particular gets `runHaystack` (a run's `haystack:`); without one (a
 * rebuild from a recipe), asking for none is an error.
 */
export function createBuildContext(
  tokenizer: Tokenizer,
  reader: CorpusReader | HaystackLibrary,
  runHaystack?: HaystackConfig,
): BuildContext {
  const library = reader instanceof HaystackLibrary
    ? reader
    : new HaystackLibrary(reader, distractorKinds, familyHaystacks);
  const pick = (config?: HaystackConfig | HaystackDescriptor) => {
    const chosen = config ?? runHaystack;
    if (!chosen) throw new UsageError("recipe names no haystack");
    return chosen;
  };
  return {
    tokenizer,
    haystack: async (config) => await library.source(pick(config), tokenizer),
    // The reference counts in cl100k_base for every model.
    referenceHaystack: async (config) =>
      library.reference(pick(config), await getTokenizer("cl100k_base")),
    dataFile: (path, options) => library.dataFile(path, options),
    ...(runHaystack !== undefined ? { runHaystack } : {}),
  };
}
