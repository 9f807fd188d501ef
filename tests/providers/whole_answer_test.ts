import assert from "node:assert/strict";
import {
  UnreadableAnswerError,
  wholeAnswer,
} from "../../src/providers/whole_answer.ts";

const answer = (body: string, type: string) =>
  new Response(body, { headers: { "content-type": type } });

Deno.test("an event stream is left to the stream reader; a JSON body is the answer", async () => {
  assert.equal(
    await wholeAnswer(answer("data: {}\n\n", "text/event-stream")),
    null,
  );
  assert.deepEqual(
    await wholeAnswer(answer('{"id": "x"}', "application/json; charset=utf-8")),
    { id: "x" },
  );
  assert.deepEqual(
    await wholeAnswer(answer('{"a": 1}', "application/problem+json")),
    { a: 1 },
  );
});

Deno.test("a JSON content type whose body is not a JSON object is named with its content type", async () => {
  for (const body of ['{"id": ', "[1]", "null", "x".repeat(1000)]) {
    await assert.rejects(
      () => wholeAnswer(answer(body, "application/json")),
      (error: Error) => {
        assert.ok(error instanceof UnreadableAnswerError);
        assert.match(
          error.message,
          /with "application\/json" instead of an event stream/,
        );
        assert.ok(error.message.length < 400, "a short excerpt");
        return true;
      },
    );
  }
});
