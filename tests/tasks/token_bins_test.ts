import assert from "node:assert/strict";
import {
  TOKEN_BIN_BOUNDS,
  tokenBin,
  tokenBinLabel,
} from "../../src/tasks/token_bins.ts";

Deno.test("the cards' token bins: (4096, 8192] to (524288, 1048576], upper bounds inclusive", () => {
  assert.equal(TOKEN_BIN_BOUNDS.length, 8);
  assert.equal(TOKEN_BIN_BOUNDS.at(-1), 1048576);
  assert.equal(tokenBin(4096), undefined);
  assert.equal(tokenBin(4097), 8192);
  assert.equal(tokenBin(8192), 8192);
  assert.equal(tokenBin(8193), 16384);
  assert.equal(tokenBin(1048576), 1048576);
  assert.equal(tokenBin(1048577), undefined);
  assert.equal(tokenBinLabel(8192), "(4096, 8192]");
  assert.equal(tokenBinLabel(131072), "(65536, 131072]");
});
