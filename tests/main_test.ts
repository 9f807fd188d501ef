/**
 * `main.ts` renders what a command threw in one place: a NiahError as one
 * line with its kind's exit code and no stack; a bug with a hint; the stack
 * and the cause chain only with `--verbose`.
 */
import assert from "node:assert/strict";
import { CommanderError } from "commander";
import { causeChain, renderFailure } from "../main.ts";
import {
  FatalProviderError,
  FileError,
  IncompleteRunError,
  InterruptedError,
  UsageError,
} from "../src/errors.ts";
import { runNiah } from "./support/hosted_niah.ts";

const STACK_LINE = /\n\s+at /;

Deno.test("a NiahError is one line, its kind's exit code, no stack", () => {
  const cases: [Error, number][] = [
    [new UsageError("Cannot read x: bad"), 2],
    [new FatalProviderError("Cannot run: the API refused"), 2],
    [new IncompleteRunError("Cannot finish the run: 1 of 2"), 4],
    [new InterruptedError("Interrupted"), 130],
  ];
  for (const [error, code] of cases) {
    const failure = renderFailure(error, false);
    assert.equal(failure.code, code, error.name);
    assert.deepEqual(failure.lines, [`niah: ${error.message}`]);
  }
});

Deno.test("without --verbose the cause stays out; with it the chain is printed", () => {
  const root = new Deno.errors.PermissionDenied(
    "Permission denied (os error 13)",
  );
  const error = new FileError({
    action: "read results",
    path: "r.jsonl",
    cause: root,
  });
  const quiet = renderFailure(error, false);
  assert.equal(quiet.code, 2);
  assert.deepEqual(quiet.lines, [
    'niah: Cannot read results: "r.jsonl": Permission denied (os error 13)',
  ]);
  const loud = renderFailure(error, true);
  assert.equal(loud.code, 2);
  assert.equal(loud.lines[0], quiet.lines[0]);
  const chain = loud.lines.slice(1).join("\n");
  assert.match(chain, /^FileError: Cannot read results/);
  assert.match(chain, STACK_LINE);
  assert.match(chain, /\ncaused by:\nPermissionDenied: Permission denied/);
});

Deno.test("a bug says so, exits 1, and points at --verbose", () => {
  const failure = renderFailure(new TypeError("x is undefined"), false);
  assert.equal(failure.code, 1);
  assert.deepEqual(failure.lines, [
    "niah: internal error: x is undefined (run with --verbose for the stack trace)",
  ]);
  assert.doesNotMatch(failure.lines.join("\n"), STACK_LINE);
  const loud = renderFailure(new TypeError("x is undefined"), true);
  assert.match(loud.lines[1]!, /^TypeError: x is undefined\n\s+at /);
});

Deno.test("commander's errors exit 2 (help and version 0) and add nothing", () => {
  const bad = new CommanderError(1, "commander.unknownOption", "unknown");
  assert.deepEqual(renderFailure(bad, false), { code: 2, lines: [] });
  const help = new CommanderError(0, "commander.helpDisplayed", "(help)");
  assert.deepEqual(renderFailure(help, true), { code: 0, lines: [] });
});

Deno.test("control characters in a message are shown, never obeyed", () => {
  const failure = renderFailure(new UsageError("bad \u001b[31mred"), false);
  assert.ok(!failure.lines[0]!.includes("\u001b"), failure.lines[0]);
});

Deno.test("the cause chain follows every cause and stops at 10", () => {
  let error: Error = new Error("root");
  for (let i = 0; i < 12; i++) {
    error = new Error(`level ${i}`, { cause: error });
  }
  const chain = causeChain(error);
  assert.equal(chain.split("caused by:").length, 10);
  assert.match(causeChain("text"), /^text$/);
});

Deno.test("niah itself: a YAML error is one line; --verbose adds the parser's error as its cause", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/bad.yaml`, "run_name: [unclosed\n");
    const quiet = await runNiah(["validate", "bad.yaml"], { cwd: dir });
    assert.equal(quiet.code, 2, quiet.stderr);
    assert.match(
      quiet.stderr,
      /^niah: Cannot parse YAML: bad\.yaml:\d+:\d+: .+\n$/,
    );
    const loud = await runNiah(["--verbose", "validate", "bad.yaml"], {
      cwd: dir,
    });
    assert.equal(loud.code, 2, loud.stderr);
    assert.equal(loud.stderr.split("\n")[0], quiet.stderr.split("\n")[0]);
    assert.match(loud.stderr, /ConfigError: Cannot parse YAML/);
    assert.match(loud.stderr, STACK_LINE);
    assert.match(loud.stderr, /\ncaused by:\nYAMLParseError: /);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
