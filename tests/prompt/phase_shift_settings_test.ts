/** Phase-shift settings from a model config's keys and the variable. */
import assert from "node:assert/strict";
import {
  phaseShiftEnvOn,
  phaseShiftSettings,
} from "../../src/prompt/phase_shift_settings.ts";

Deno.test("settings: request wins over client, the variable turns it on, defaults fill in", () => {
  const resolved = phaseShiftSettings(
    { phase_shift_slice_length: 8, phase_shift_keywords: ["a"] },
    { phase_shift_slice_length: 2, phase_shift_enabled: true },
    { envOn: false, defaultEncoding: "o200k_base" },
  );
  assert.deepEqual(resolved, {
    enabled: true,
    keywords: ["a"],
    capture_pattern: null,
    slice_length: 2,
    min_chars: 0,
    max_chars: 0,
    encoding: "o200k_base",
  });
  assert.equal(
    phaseShiftSettings({}, { phase_shift_enabled: false }, {
      envOn: true,
      defaultEncoding: "cl100k_base",
    }).enabled,
    true,
  );
  assert.equal(
    phaseShiftSettings({}, {}, { envOn: false, defaultEncoding: "x" })
      .slice_length,
    4,
  );
  for (const on of ["1", "true", " YES "]) assert.ok(phaseShiftEnvOn(on));
  for (const off of [undefined, "", "0", "false"]) {
    assert.ok(!phaseShiftEnvOn(off));
  }
});
