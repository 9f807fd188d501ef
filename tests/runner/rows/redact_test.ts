import assert from "node:assert/strict";
import {
  redact,
  redactCompletion,
  redactSecrets,
} from "../../../src/runner/rows/redact.ts";

const KEY = "NIAH/odd+key=7f3a9c2e41d0b6";

Deno.test("the key is redacted as is, URL-encoded (either hex case) and in base64 at any alignment", () => {
  const encoded = encodeURIComponent(KEY);
  for (
    const text of [
      KEY,
      encoded,
      encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
      btoa(KEY),
      btoa(`x${KEY}`),
      btoa(`xy${KEY}z`),
      btoa(`user:${KEY}`).replaceAll("+", "-").replaceAll("/", "_"),
      KEY.replaceAll("/", "\\/"), // a JSON body that escapes slashes
    ]
  ) {
    const out = redact(`before ${text} after`, [KEY]);
    assert.match(out, /\[redacted\]/, text);
    assert.ok(!out.includes(KEY) && !out.includes(encoded), out);
    assert.ok(!out.includes(text), out);
  }
});

Deno.test("short secrets are left alone; unnamed sk- keys and Bearer tokens are redacted in errors only", () => {
  assert.equal(redactSecrets("abc", ["abc"]), "abc");
  assert.equal(
    redact("key sk-abcdefghijkl and Bearer abcdefghijkl", []),
    "key sk-[redacted] and Bearer [redacted]",
  );
  assert.equal(redactSecrets("sk-abcdefghijkl", []), "sk-abcdefghijkl");
});

Deno.test("a completion's text and reasoning are redacted; one without the key is returned as is", () => {
  const clean = { text: "hi", finish_reason: "stop", usage: null };
  assert.equal(redactCompletion(clean, [KEY]), clean);
  assert.deepEqual(
    redactCompletion(
      {
        text: `k ${KEY}`,
        reasoning: btoa(KEY),
        finish_reason: "stop",
        usage: null,
      },
      [KEY],
    ),
    {
      text: "k [redacted]",
      reasoning: "[redacted]",
      finish_reason: "stop",
      usage: null,
    },
  );
});

Deno.test("a 200 KB secret is redacted in every form without overflowing the stack; 4 characters are enough to redact", () => {
  const secret = "k".repeat(100_000) + "ey".repeat(50_000);
  const text = `a ${secret} b ${btoa(secret)} c`;
  const out = redactSecrets(text, [secret]);
  assert.ok(out.startsWith("a [redacted] b [redacted]"), out.slice(0, 80));
  assert.ok(out.length < 60, `${out.length}`);
  assert.equal(redactSecrets("use Zq9# here", ["Zq9#"]), "use [redacted] here");
});

Deno.test("the key is redacted in hex (lower, upper; bare, spaced, with colons or dashes, as \\x escapes), reversed, and reversed in hex", () => {
  const hexOf = (text: string) =>
    Array.from(
      new TextEncoder().encode(text),
      (byte) => byte.toString(16).padStart(2, "0"),
    );
  const hex = hexOf(KEY);
  const upper = hex.map((byte) => byte.toUpperCase());
  const reversed = [...KEY].reverse().join("");
  const forms = [
    hex.join(""),
    hex.join("").toUpperCase(),
    hex.join(" "),
    hex.join(" ").toUpperCase(),
    hex.join(":"),
    upper.join(":"),
    hex.join("-"),
    hex.map((byte) => `\\x${byte}`).join(""),
    upper.map((byte) => `\\x${byte}`).join(""),
    reversed,
    hexOf(reversed).join(""),
    hexOf(reversed).join(" ").toUpperCase(),
  ];
  for (const form of forms) {
    const out = redactSecrets(`before ${form} after`, [KEY]);
    assert.equal(out, "before [redacted] after", form);
  }
});
