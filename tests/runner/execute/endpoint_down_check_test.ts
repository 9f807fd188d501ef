import assert from "node:assert/strict";
import { EndpointDownCheck } from "../../../src/runner/execute/endpoint_down_check.ts";

const refused = { unreachable: true, error: "Connection refused" };

Deno.test("five cells in a row that could not connect stop the run, saying how many are left", () => {
  const check = new EndpointDownCheck();
  for (let i = 0; i < 4; i++) assert.equal(check.note(refused, 20 - i), null);
  const reason = check.note(refused, 16);
  assert.match(
    reason ?? "",
    /^Cannot finish the run: the endpoint is down: the last 5 cells could not connect .*\(Connection refused\); stopped with 16 cells not written/,
  );
});

Deno.test("any answer from the endpoint, even an HTTP error, starts the count again", () => {
  const check = new EndpointDownCheck(3);
  assert.equal(check.note(refused, 9), null);
  assert.equal(check.note(refused, 8), null);
  assert.equal(check.note({ unreachable: false, error: "HTTP 503" }, 7), null);
  assert.equal(check.note(refused, 6), null);
  assert.equal(check.note(refused, 5), null);
  assert.notEqual(check.note(refused, 4), null);
});
