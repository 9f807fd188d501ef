import assert from "node:assert/strict";
import { CHROMIUM_INSTALL } from "../../scripts/prepare_tests.ts";

Deno.test("prepare_tests installs Chromium without its desktop recommends, plus the one font package headless text needs", () => {
  assert.deepEqual(CHROMIUM_INSTALL, [
    "install",
    "-y",
    "-q",
    "--no-install-recommends",
    "chromium",
    "fonts-liberation",
  ]);
});
