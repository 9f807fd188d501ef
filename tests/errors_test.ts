/**
 * The error kinds and their one exit-code table, checked against the
 * "Exit codes" paragraph of `docs/commands.md`; context carried as fields
 * and `cause`.
 */
import assert from "node:assert/strict";
import {
  CheckFailedError,
  ConfigError,
  ContextError,
  type ErrorKind,
  EXIT_CODES,
  exitCodeOf,
  FatalProviderError,
  FileError,
  IncompleteRunError,
  InterruptedError,
  isBug,
  kindOf,
  messageOf,
  NiahError,
  UsageError,
} from "../src/errors.ts";
import { PlaceholderError } from "../src/config/run_name.ts";
import {
  BatchResultsError,
  BatchUnsupportedError,
} from "../src/providers/batch.ts";
import { BatchFileError } from "../src/providers/batch_jsonl.ts";
import { FakeProviderError } from "../src/providers/fake.ts";
import { HostNotAllowedError } from "../src/providers/host_guard.ts";
import {
  MalformedResponseError,
  ResponseFailedError,
} from "../src/providers/openai.ts";
import { UnreadableAnswerError } from "../src/providers/whole_answer.ts";
import { LineTooLongError } from "../src/store/jsonl_lines.ts";
import { ReferenceDrawError } from "../src/tasks/patterned/reference/vocabulary.ts";

/** The paragraph of `docs/commands.md` that lists the exit codes. */
async function exitCodesParagraph(): Promise<string> {
  const page = await Deno.readTextFile(
    new URL("../docs/commands.md", import.meta.url),
  );
  // "Exit codes:" then the table that `niah --help` ends with.
  const start = page.search(/Exit codes:\s+0 /);
  assert.ok(start >= 0, "docs/commands.md lists the exit codes");
  return page.slice(start, page.indexOf("\n\n", start)).replace(
    /\s+/g,
    " ",
  );
}

Deno.test("every kind has the exit code docs/commands.md documents", async () => {
  const documented: Record<ErrorKind, [number, string]> = {
    usage: [2, "2 bad input"],
    provider_refusal: [2, "2 bad input"],
    check_failed: [3, "3 a check you asked for failed"],
    incomplete: [4, "4 incomplete"],
    interrupted: [130, "130 interrupted"],
    // Inner kinds: worded by niah's own code; one that reaches main is a bug.
    call_failed: [1, "1 a bug in niah"],
    host_not_allowed: [1, "1 a bug in niah"],
    batch_unsupported: [1, "1 a bug in niah"],
    batch_unsendable: [1, "1 a bug in niah"],
    batch_results: [1, "1 a bug in niah"],
    placeholder: [1, "1 a bug in niah"],
    reference_draw: [1, "1 a bug in niah"],
    line_too_long: [1, "1 a bug in niah"],
    bug: [1, "1 a bug in niah"],
  };
  assert.deepEqual(
    Object.keys(EXIT_CODES).sort(),
    Object.keys(documented).sort(),
  );
  const paragraph = await exitCodesParagraph();
  for (const [kind, [code, phrase]] of Object.entries(documented)) {
    assert.equal(EXIT_CODES[kind as ErrorKind], code, kind);
    assert.ok(paragraph.includes(phrase), `docs/commands.md: ${phrase}`);
  }
  // The refusal's exit 2 is documented where the providers page describes it.
  const providers = await Deno.readTextFile(
    new URL("../docs/providers.md", import.meta.url),
  );
  assert.match(
    providers.replace(/\s+/g, " "),
    /401\/403 stop the run at once \(exit 2\)/,
  );
});

Deno.test("each error class has its kind and the table's exit code", () => {
  const cases: [NiahError, ErrorKind][] = [
    [new UsageError("x"), "usage"],
    [new FatalProviderError("x"), "provider_refusal"],
    [new CheckFailedError("x"), "check_failed"],
    [new IncompleteRunError("x"), "incomplete"],
    [new InterruptedError("x"), "interrupted"],
    [new FileError({ action: "read x", path: "p", cause: "c" }), "usage"],
    [
      new ConfigError("load x", { file: "f", line: 1, column: 1 }, "r"),
      "usage",
    ],
    [new FakeProviderError("x"), "call_failed"],
    [new UnreadableAnswerError("x"), "call_failed"],
    [new MalformedResponseError("x"), "call_failed"],
    [new ResponseFailedError("x"), "call_failed"],
    [new HostNotAllowedError("x"), "host_not_allowed"],
    [new BatchUnsupportedError("x"), "batch_unsupported"],
    [new BatchFileError("x"), "batch_unsendable"],
    [new BatchResultsError("x"), "batch_results"],
    [new PlaceholderError("x"), "placeholder"],
    [new ReferenceDrawError("x"), "reference_draw"],
    [new LineTooLongError(), "line_too_long"],
  ];
  for (const [error, kind] of cases) {
    assert.equal(error.kind, kind, error.name);
    assert.equal(kindOf(error), kind, error.name);
    assert.equal(error.exitCode, EXIT_CODES[kind], error.name);
    assert.equal(exitCodeOf(error), EXIT_CODES[kind], error.name);
  }
  for (const bug of [new Error("x"), new TypeError("x"), "text", undefined]) {
    assert.equal(kindOf(bug), "bug");
    assert.equal(exitCodeOf(bug), 1);
    assert.ok(isBug(bug));
  }
  // An inner kind that reaches main unworded is a bug too; a usage is not.
  assert.ok(isBug(new PlaceholderError("x")));
  assert.ok(!isBug(new UsageError("x")));
});

Deno.test("an API refusal is its own kind, not bad input", () => {
  const refusal = new FatalProviderError("Cannot run: the API refused");
  assert.ok(!(refusal instanceof UsageError));
  assert.equal(refusal.name, "FatalProviderError");
});

Deno.test("a FileError renders its line from fields and keeps the cause", () => {
  const cause = new Deno.errors.PermissionDenied(
    "Permission denied (os error 13)",
  );
  const plain = new FileError({
    action: "read results",
    path: "r.jsonl",
    cause,
  });
  assert.equal(
    plain.message,
    'Cannot read results: "r.jsonl": Permission denied (os error 13)',
  );
  assert.equal(plain.cause, cause);
  assert.equal(plain.action, "read results");
  assert.equal(plain.path, "r.jsonl");
  assert.equal(plain.step, undefined);
  const stepped = new FileError({
    action: "open store",
    step: "cannot create folder",
    path: "results",
    cause,
  });
  assert.equal(
    stepped.message,
    'Cannot open store: cannot create folder "results": Permission denied (os error 13)',
  );
  assert.equal(stepped.step, "cannot create folder");
});

Deno.test("a ConfigError carries file, line, column and key as fields", () => {
  const error = new ConfigError(
    "load run config",
    { file: "run.yaml", line: 3, column: 5, key: "runner.concurrency" },
    "expected a number >= 1, got 0",
    { more: 2 },
  );
  assert.equal(
    error.message,
    'Cannot load run config: run.yaml:3:5: "runner.concurrency": expected a number >= 1, got 0 (+2 more)',
  );
  assert.deepEqual(
    [error.file, error.line, error.column, error.key, error.more],
    ["run.yaml", 3, 5, "runner.concurrency", 2],
  );
  assert.equal(error.reason, "expected a number >= 1, got 0");
  const cause = new Error("under");
  const bare = new ConfigError(
    "parse YAML",
    { file: "a.yaml", line: 1, column: 2 },
    "bad",
    { cause },
  );
  assert.equal(bare.message, "Cannot parse YAML: a.yaml:1:2: bad");
  assert.equal(bare.key, undefined);
  assert.equal(bare.cause, cause);
  assert.ok(!("cause" in new ConfigError("x", bare, "y")));
});

Deno.test("a ContextError names the item after the inner line and keeps the inner error", () => {
  const inner = new UsageError('Cannot rebuild prompt: unknown tokenizer "x"');
  const error = new ContextError(inner, '"r.jsonl" line 3');
  assert.equal(
    error.message,
    'Cannot rebuild prompt: unknown tokenizer "x" ("r.jsonl" line 3)',
  );
  assert.equal(error.context, '"r.jsonl" line 3');
  assert.equal(error.cause, inner);
  assert.equal(error.exitCode, 2);
});

Deno.test("messageOf quotes an Error's message or any other value", () => {
  assert.equal(messageOf(new Error("disk full")), "disk full");
  assert.equal(messageOf("plain"), "plain");
  assert.equal(messageOf(42), "42");
});
