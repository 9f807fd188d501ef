/**
 * The one BuildContext factory: a run's context falls back to the run's
 * haystack; a rebuild's context has none to fall back to.
 */
import assert from "node:assert/strict";
import { denoCorpusReader } from "../../src/cli/deno_io.ts";
import { UsageError } from "../../src/errors.ts";
import { HaystackLibrary } from "../../src/haystack/corpus.ts";
import { createBuildContext } from "../../src/tasks/build_context.ts";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

Deno.test("a run's context reads the run's haystack unless a recipe names one", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const library = new HaystackLibrary(denoCorpusReader);
  const context = createBuildContext(tokenizer, library, {
    type: "text",
    text: "Plain words.",
    separator: "\n",
  });
  assert.equal(context.tokenizer, tokenizer);
  const run = await context.haystack();
  assert.equal(run.descriptor.type, "text");
  const named = await context.haystack({ type: "synthetic", seed: 1 });
  assert.equal(named.descriptor.type, "synthetic");
  // The library builds each source once: the same object again.
  assert.equal(await context.haystack(), run);
});

Deno.test("a rebuild's context refuses a recipe that names no haystack", async () => {
  const tokenizer = await getTokenizer("cl100k_base");
  const context = createBuildContext(tokenizer, denoCorpusReader);
  await assert.rejects(
    context.haystack(),
    (error: unknown) =>
      error instanceof UsageError && /names no haystack/.test(error.message),
  );
});
