/**
 * `style: reference` NIAH prompts: built as the reference builds them
 * (src/haystack/reference_haystack.ts cuts, reference_insert.ts splices)
 * and rebuilt from their recipe the way its `reconstruct` does. The
 * recipe holds the tool's fields (`haystack`, `inserter`,
 * `needle_placements` with post-insertion indices, and
 * `final_context_token_count`, the spliced stream's length) and what niah
 * adds to prove a rebuild.
 *
 * @module
 */
import { z } from "zod";
import { MAX_CONTEXT_TOKENS } from "../../../config/sweep_schema.ts";
import { haystackDescriptorSchema } from "../../../haystack/haystack_descriptor.ts";
import type { ReferenceSource } from "../../../haystack/reference_haystack.ts";
import {
  referenceInsert,
  type ReferenceInserter,
  spliceAtRecorded,
} from "../../../haystack/reference_insert.ts";
import { countRenderedTokens } from "../../../haystack/count_rendered.ts";
import { UsageError } from "../../../errors.ts";
import type { Tokenizer } from "../../../tokenizer/tokenizer.ts";
import { checkDigest, parseRecipe, sha256Hex } from "../../recipe.ts";
import type { ToolRowRebuild } from "../../row_rules.ts";
import type { BuildContext, Rendered } from "../../task.ts";
import { niahMessages } from "../niah_messages.ts";

/** What a `style: reference` NIAH row stores to rebuild its prompt. */
export const referenceRecipeSchema = z.strictObject({
  style: z.literal("reference"),
  haystack: haystackDescriptorSchema,
  encoding: z.literal("cl100k_base"),
  inserter: z.enum(["single_depth", "even_spread", "explicit"]),
  // Capped: a crafted row must not make a rebuild allocate without bound.
  context_length: z.int().min(0).max(MAX_CONTEXT_TOKENS),
  haystack_token_count: z.int().min(0).max(MAX_CONTEXT_TOKENS),
  needle_placements: z.array(z.strictObject({
    text: z.string(),
    insertion_token_index: z.int().min(0).max(2 * MAX_CONTEXT_TOKENS),
    actual_depth_percent: z.number(),
  })).max(10_000),
  question: z.string(),
  final_context_token_count: z.int().min(0),
  context_sha256: z.string(),
});

/** A `style: reference` NIAH recipe. */
type ReferenceRecipe = z.output<typeof referenceRecipeSchema>;

const utf8 = new TextDecoder("utf-8", { ignoreBOM: true });

/** Python's `bytes.decode("utf-8", errors="replace")` of the tokens. */
function pythonDecode(
  tokens: Uint32Array,
  tokenizer: Tokenizer,
): string {
  return utf8.decode(tokenizer.decodeBytes(tokens));
}

/** Inputs of a reference prompt. */
interface ReferenceBuildInput {
  source: ReferenceSource;
  contextLength: number;
  needles: readonly string[];
  depths: readonly number[];
  inserter: ReferenceInserter;
  snap: boolean;
  question: string;
}

/** A built reference prompt. */
interface ReferenceBuilt {
  recipe: ReferenceRecipe;
  text: string;
  /** The context's tokens in `countIn` (the run's tokenizer). */
  contextTokens: number;
}

/** Builds a prompt as the reference does, and its recipe. */
export function buildReference(
  input: ReferenceBuildInput,
  countIn: Tokenizer,
): ReferenceBuilt {
  const { source } = input;
  const tokenizer = source.tokenizer;
  const haystack = input.source.cut(input.contextLength);
  const { tokens, placements } = referenceInsert({
    haystack,
    needles: input.needles.map((text) => ({
      text,
      tokens: tokenizer.encode(text),
    })),
    depths: input.depths,
    inserter: input.inserter,
    snap: input.snap,
    periods: new Set(tokenizer.encode(".")),
  });
  const text = pythonDecode(tokens, tokenizer);
  return {
    text,
    contextTokens: countContext(haystack, placements, text, countIn),
    recipe: {
      style: "reference",
      haystack: source.descriptor,
      encoding: "cl100k_base",
      inserter: input.inserter,
      context_length: input.contextLength,
      haystack_token_count: haystack.length,
      needle_placements: placements,
      question: input.question,
      final_context_token_count: tokens.length,
      context_sha256: sha256Hex(text),
    },
  };
}

/**
 * The context's exact count in the run's tokenizer. In cl100k_base only the
 * text around each splice is re-encoded: the haystack is one encoding's
 * prefix, and decoding it in pieces gives the same text as decoding the
 * spliced stream whole (a needle is whole characters, so a character the
 * cut or a splice split becomes U+FFFD either way).
 */
function countContext(
  haystack: Uint32Array,
  placements: readonly {
    text: string;
    actual_depth_percent: number;
    insertion_token_index: number;
  }[],
  text: string,
  countIn: Tokenizer,
): number {
  if (countIn.name !== "cl100k_base" || haystack.length === 0) {
    return countIn.count(text);
  }
  // Back to pre-insertion indices, which countRenderedTokens takes.
  let shift = 0;
  const pre = [...placements]
    .sort((a, b) => a.insertion_token_index - b.insertion_token_index)
    .map((p) => {
      const at = p.insertion_token_index - shift;
      shift += countIn.count(p.text);
      return { ...p, insertion_token_index: at, pad_before: "", pad_after: "" };
    });
  return countRenderedTokens(haystack, [], pre, countIn);
}

/** The reference haystack a context offers (`style: reference` needs it). */
export function referenceHaystack(
  context: BuildContext,
  config?: Parameters<NonNullable<BuildContext["referenceHaystack"]>>[0],
): Promise<ReferenceSource> {
  if (!context.referenceHaystack) {
    return Promise.reject(
      new UsageError("Cannot build prompt: no reference haystack here"),
    );
  }
  return context.referenceHaystack(config);
}

/** Rebuilds a reference recipe's messages, checking its count and digest. */
export async function renderReferenceMessages(
  raw: unknown,
  context: BuildContext,
): Promise<Rendered> {
  const recipe = parseRecipe(referenceRecipeSchema, raw, "NIAH reference");
  const source = await referenceHaystack(context, recipe.haystack);
  const haystack = source.cut(recipe.context_length);
  if (haystack.length !== recipe.haystack_token_count) {
    throw new UsageError(
      `Cannot rebuild prompt: the haystack cuts to ${haystack.length} tokens, the recipe says ${recipe.haystack_token_count}; the haystack changed since the row was written`,
    );
  }
  const text = rebuildContext(
    source,
    haystack,
    recipe.needle_placements,
    recipe.final_context_token_count,
  );
  checkDigest(
    text,
    recipe.context_sha256,
    "context differs from the one sent",
    "the haystack changed since the row was written",
  );
  return { messages: niahMessages(text, recipe.question), context: text };
}

/** The prompt of a row the Python tool wrote (`reconstruct` of its files). */
export const rebuildToolRow: ToolRowRebuild = async (row, context) => {
  const source = await referenceHaystack(context, row.recipe.haystack);
  const text = rebuildContext(
    source,
    source.cut(row.context_length),
    row.recipe.needle_placements,
    row.recipe.final_context_token_count,
  );
  return { messages: niahMessages(text, row.prompt_question), context: text };
};

/**
 * The tool's `reconstruct_row` on a cut haystack: needles spliced back at
 * their recorded indices, the count checked, the stream decoded.
 */
function rebuildContext(
  source: ReferenceSource,
  haystack: Uint32Array,
  placements: readonly { text: string; insertion_token_index: number }[],
  finalCount: number,
): string {
  const tokens = spliceAtRecorded(
    haystack,
    placements.map((p) => ({
      insertion_token_index: p.insertion_token_index,
      tokens: source.tokenizer.encode(p.text),
    })),
  );
  if (tokens.length !== finalCount) {
    throw new UsageError(
      `Cannot rebuild prompt: reconstruction produced ${tokens.length} tokens, the recipe says ${finalCount}; the haystack may have changed`,
    );
  }
  return pythonDecode(tokens, source.tokenizer);
}
