import assert from "node:assert/strict";
import {
  DownloadPace,
  MIN_BYTES_PER_SECOND,
} from "../../src/providers/download_pace.ts";
import { BatchResultsError } from "../../src/providers/batch.ts";

Deno.test("a download is judged once per window: fast enough passes, a trickle is given up", () => {
  let now = 0;
  const pace = new DownloadPace(1000, () => now);
  // Inside the first window nothing is judged, however little came.
  now = 999;
  pace.add(1);
  // The window ends with the floor's bytes exactly: it passes, and the
  // next window starts empty.
  now = 1000;
  pace.add(MIN_BYTES_PER_SECOND - 1);
  now = 2000;
  assert.throws(
    () => pace.add(MIN_BYTES_PER_SECOND - 1),
    (error) =>
      error instanceof BatchResultsError &&
      error.message ===
        `its results download sent ${
          MIN_BYTES_PER_SECOND - 1
        } bytes in 1.0 s, under ${MIN_BYTES_PER_SECOND} bytes a second over runner.request_timeout_s (1 s): too slow to ever finish`,
  );
});

Deno.test("a window that runs long is judged on its own length", () => {
  let now = 0;
  const pace = new DownloadPace(1000, () => now);
  now = 3000;
  assert.throws(() => pace.add(3 * MIN_BYTES_PER_SECOND - 1));
  const other = new DownloadPace(1000, () => now);
  now = 6000;
  other.add(3 * MIN_BYTES_PER_SECOND);
});
