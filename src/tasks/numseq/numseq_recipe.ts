/**
 * What both styles' num_seq recipes share: a recipe names an example
 * (each style's generator its own way: `reference/recipe.ts`,
 * `niah/recipe.ts`) and the digest of the messages sent, and one function
 * turns the example back into messages. Building a cell and `reconstruct`
 * both go through the wording, so they cannot drift apart; the recorded
 * digest proves the rebuilt messages are the ones sent.
 */
import { checkDigest } from "../recipe.ts";
import type { Rendered } from "../task.ts";
import type { Example } from "./generate_example.ts";
import { wordedMessages, type Wording } from "./wording.ts";

/** The messages of `example` in `wording`, checked against `digest`. */
export function renderNumseqExample(
  example: Example,
  wording: Wording,
  digest: string,
): Rendered {
  const messages = wordedMessages(wording, example);
  checkDigest(
    JSON.stringify(messages),
    digest,
    "messages differ from the ones sent",
    "the recipe was edited or the generator changed without a version bump",
  );
  return {
    messages,
    context: messages.find((m) => m.role === "user")?.content ?? "",
  };
}
