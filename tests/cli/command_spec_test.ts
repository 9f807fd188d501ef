import assert from "node:assert/strict";
import { Command } from "commander";
import {
  addCommand,
  type ArgValues,
  defaulted,
  defineCommand,
  flag,
  optional,
  type OptionsOf,
} from "../../src/cli/command_spec.ts";
import type { CommandIo } from "../../src/cli/io.ts";

/** True when `A` and `B` are the same type (compile-time). */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends
  (<T>() => T extends B ? 1 : 2) ? true : false;
type Flat<T> = { [K in keyof T]: T[K] };

const io: CommandIo = {
  out: () => {},
  err: () => {},
  signal: new AbortController().signal,
  env: () => undefined,
  stderrIsTerminal: false,
};

const options = {
  dryRun: flag("--dry-run", "a switch"),
  out: optional("--out <file>", "a value"),
  limit: optional("-n, --limit <n>", "a parsed value", Number),
  modelDir: defaulted(
    "--model-dir <dir>",
    "repeatable",
    [] as string[],
    (value, previous) => [...previous, value],
  ),
};

Deno.test("an action's option types come from the declared options", () => {
  const derived: Same<
    Flat<OptionsOf<typeof options>>,
    { dryRun: boolean; modelDir: string[]; out?: string; limit?: number }
  > = true;
  const args: Same<
    ArgValues<readonly [["<a>", ""], ["[b]", ""], ["[c...]", ""]]>,
    [string, string | undefined, string[]]
  > = true;
  assert.ok(derived && args);
});

Deno.test("a declared command receives its parsed arguments and options", async () => {
  const seen: unknown[] = [];
  const program = new Command().exitOverride();
  addCommand(
    program,
    defineCommand({
      name: "go",
      description: "test",
      arguments: [["<file>", "a file"], ["[more...]", "more files"]],
      options,
      run: (args, parsed) => {
        seen.push(args, parsed);
        return Promise.resolve();
      },
    }),
    io,
  );
  await program.parseAsync(
    ["go", "a.yaml", "b", "c", "-n", "3", "--model-dir", "m1", "--dry-run"],
    { from: "user" },
  );
  assert.deepEqual(seen, [
    ["a.yaml", ["b", "c"]],
    { dryRun: true, limit: 3, modelDir: ["m1"] },
  ]);
});

Deno.test("an option declared under another name than commander's is refused", () => {
  assert.throws(
    () =>
      addCommand(
        new Command(),
        defineCommand({
          name: "go",
          description: "test",
          arguments: [],
          options: { output: optional("--out <file>", "a value") },
          run: () => Promise.resolve(),
        }),
        io,
      ),
    /option --out <file> of "go" is declared as "output", but commander stores it as "out"/,
  );
});
