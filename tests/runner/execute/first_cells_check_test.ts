import assert from "node:assert/strict";
import { FirstCellsCheck } from "../../../src/runner/execute/first_cells_check.ts";

Deno.test("the same 4xx on each of the first 5 cells stops the run, quoting the error", () => {
  const check = new FirstCellsCheck();
  for (let i = 0; i < 4; i++) {
    assert.equal(
      check.note({ status: 400, error: "bad key [redacted]" }),
      null,
    );
  }
  const reason = check.note({ status: 400, error: "bad key [redacted]" });
  assert.match(
    reason ?? "",
    /^Cannot run: the first 5 cells all failed with HTTP 400 and none succeeded \(bad key \[redacted\]\)/,
  );
});

Deno.test("a success, another status or a retried failure among the first cells disarms it", () => {
  for (const other of [{}, { status: 404 }, { status: 500 }]) {
    const check = new FirstCellsCheck();
    check.note({ status: 400 });
    check.note(other);
    for (let i = 0; i < 10; i++) {
      assert.equal(check.note({ status: 400 }), null);
    }
  }
});

Deno.test("a long error is cut in the message", () => {
  const check = new FirstCellsCheck(1);
  const reason = check.note({ status: 422, error: "x".repeat(1000) }) ?? "";
  assert.ok(reason.length < 600, `${reason.length} chars`);
  assert.match(reason, /x\.\.\.\)/);
});
