import assert from "node:assert/strict";
import {
  expandPlaceholders,
  PlaceholderError,
  runNameSchema,
  utcDateTime,
} from "../../src/config/run_name.ts";

const stamp = (sha?: string) => ({
  now: new Date("2026-03-04T05:06:07.890Z"),
  gitSha: () => Promise.resolve(sha),
});

Deno.test("placeholders expand in UTC, the sha to 7 digits", async () => {
  assert.equal(
    await expandPlaceholders(
      "n-{date}_{datetime}.{git_sha}",
      stamp("ABCDEF0123456789"),
    ),
    "n-2026-03-04_2026-03-04T050607Z.abcdef0",
  );
  assert.equal(await expandPlaceholders("plain", stamp()), "plain");
  assert.equal(
    utcDateTime(new Date("2026-12-31T23:59:59+02:00")),
    "2026-12-31T215959Z",
  );
});

Deno.test("{git_sha} without a commit says how to give one", async () => {
  await assert.rejects(
    () => expandPlaceholders("x-{git_sha}", stamp()),
    (error: unknown) =>
      error instanceof PlaceholderError && /NIAH_GIT_SHA/.test(error.message),
  );
  await assert.rejects(
    () => expandPlaceholders("x-{git_sha}", stamp("main")),
    PlaceholderError,
  );
});

Deno.test("run_name allows the known placeholders only", () => {
  for (const ok of ["a", "nightly-{date}", "{git_sha}", "x.{datetime}_y"]) {
    assert.ok(runNameSchema.safeParse(ok).success, ok);
  }
  for (const bad of ["-a", "a b", "x-{when}", "x-{date", "x/{date}"]) {
    assert.ok(!runNameSchema.safeParse(bad).success, bad);
  }
});
