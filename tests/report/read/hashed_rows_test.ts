import assert from "node:assert/strict";
import { HashedRows } from "../../../src/report/read/hashed_rows.ts";

Deno.test("rows kept past the first allocation come back as they went in, hashes as a view in order", () => {
  const rows = new HashedRows();
  const n = 5000;
  for (let i = 0; i < n; i++) {
    rows.push(2 ** 40 + i, (i * 7919) * 2 ** 21 + i, i % 3);
  }
  assert.equal(rows.length, n);
  for (const i of [0, 1023, 1024, 2048, n - 1]) {
    assert.equal(rows.line(i), 2 ** 40 + i);
    assert.equal(rows.hash(i), (i * 7919) * 2 ** 21 + i);
    assert.equal(rows.status(i), i % 3);
  }
  const hashes = rows.hashes();
  assert.equal(hashes.length, n);
  assert.equal(hashes[n - 1], rows.hash(n - 1));
});
