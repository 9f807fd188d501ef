/** The digest that rows record of the messages sent. */
import assert from "node:assert/strict";
import { messagesDigest } from "../../src/prompt/message.ts";
import { sha256Hex } from "../../src/tasks/recipe.ts";

Deno.test("the messages digest is the SHA-256 of their JSON", () => {
  const messages = [{ role: "user" as const, content: "hi" }];
  assert.equal(messagesDigest(messages), sha256Hex(JSON.stringify(messages)));
});
