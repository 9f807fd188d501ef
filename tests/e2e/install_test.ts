/**
 * `deno task install` gives users a real `niah` command: `deno install -g`
 * with exactly the compiled binary's flags (one list, the `niah` task's),
 * and the installed command runs (here into a temporary
 * `DENO_INSTALL_ROOT`, offline: the npm cache is already filled).
 */
import assert from "node:assert/strict";
import denoJson from "../../deno.json" with { type: "json" };
import { compileArgs, niahTaskFlags } from "../../scripts/compile.ts";
import { installArgs } from "../../scripts/install.ts";
import { BINARY_PERMISSIONS, repoRoot } from "../support/run_niah.ts";
import { versionText } from "../../src/cli/version.ts";

/** The flags `deno compile` bakes into the binary. */
function compiledFlags(): string[] {
  const args = compileArgs({
    target: null,
    output: "dist/niah",
    lazy: { dynamicImports: [], workers: [], unanalyzable: [] },
    excludes: [],
    envFile: "dist/.env",
  });
  return args.slice(1, args.findIndex((arg) => arg.startsWith("--env-file")));
}

Deno.test("the install task's deno install flags are the compiled binary's", () => {
  const args = installArgs("/repo/");
  assert.deepEqual(args.slice(0, 7), [
    "install",
    "-g",
    "-f",
    "--name",
    "niah",
    "--config",
    "/repo/deno.json",
  ]);
  assert.equal(args.at(-1), "/repo/main.ts");
  assert.deepEqual(args.slice(7, -1), compiledFlags());
  assert.deepEqual(args.slice(7, -1), niahTaskFlags());
  assert.deepEqual(args.slice(7, -1), BINARY_PERMISSIONS);
  // The task runs the script, which runs deno install.
  assert.match(
    denoJson.tasks.install,
    /^DENO_NO_UPDATE_CHECK=1 deno run .* scripts\/install\.ts$/,
  );
});

/** A folder holding a `deno` (a link to this one), for a PATH with one. */
async function denoBin(root: string): Promise<string> {
  const bin = `${root}/deno-bin`;
  await Deno.mkdir(bin);
  await Deno.symlink(Deno.execPath(), `${bin}/deno`);
  return bin;
}

Deno.test("deno task install puts a niah command in DENO_INSTALL_ROOT that runs with those flags", async () => {
  const root = await Deno.makeTempDir({ prefix: "niah-install-" });
  try {
    // A deno on PATH, as on a machine with Deno installed.
    const path = `${await denoBin(root)}:/usr/bin:/bin`;
    const env = { DENO_INSTALL_ROOT: root, NO_COLOR: "1", PATH: path };
    const installed = await new Deno.Command(Deno.execPath(), {
      args: ["task", "install"],
      cwd: repoRoot,
      env,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const stderr = new TextDecoder().decode(installed.stderr);
    assert.equal(installed.code, 0, stderr);
    const shim = await Deno.readTextFile(`${root}/bin/niah`);
    // Plain deno run would ask dl.deno.land for a newer Deno each time.
    assert.match(shim, /^export DENO_NO_UPDATE_CHECK=1\nexec deno /m);
    const exec = /^exec deno run (.*) --config \S+ '(file:\/\/[^']+)' "\$@"$/m
      .exec(shim);
    assert.ok(exec, shim);
    // The same flags as the binary (deno install orders them its own way).
    assert.deepEqual(exec[1]!.split(" ").sort(), [...compiledFlags()].sort());
    assert.equal(exec[2], new URL("main.ts", `file://${repoRoot}`).href);
    // The command runs deno from PATH, as a user's shell would.
    const version = await new Deno.Command(`${root}/bin/niah`, {
      args: ["--version"],
      cwd: root,
      env,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const out = new TextDecoder().decode(version.stdout);
    assert.equal(version.code, 0, new TextDecoder().decode(version.stderr));
    assert.match(
      out,
      /^niah \d+\.\d+\.\d+\ncommit [0-9a-f]{40}(-dirty)?\ndeno /,
    );
    assert.equal(out, versionText(/^commit (\S+)$/m.exec(out)![1]!));
    // A real run starts its scope (a worker with the run's permissions),
    // which the installed flags allow.
    await Deno.mkdir(`${root}/configs/models`, { recursive: true });
    await Deno.mkdir(`${root}/configs/runs`, { recursive: true });
    await Deno.copyFile(
      `${repoRoot}configs/models/fake.yaml`,
      `${root}/configs/models/fake.yaml`,
    );
    await Deno.writeTextFile(
      `${root}/configs/runs/one.yaml`,
      `run_name: "one"
model: "fake"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [50], seeds: [1]}
store: {path: "results/one.jsonl"}
`,
    );
    const run = await new Deno.Command(`${root}/bin/niah`, {
      args: ["run", "configs/runs/one.yaml", "--quiet"],
      cwd: root,
      env,
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(run.code, 0, new TextDecoder().decode(run.stderr));
    assert.match(
      new TextDecoder().decode(run.stdout),
      /^wrote 1 rows to results\/one\.jsonl/m,
    );
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("without a deno on PATH (Deno run through npx), the installed command runs the Deno that installed it, and the install says so", async () => {
  const root = await Deno.makeTempDir({ prefix: "niah-install-npx-" });
  try {
    // npx's own folder is on PATH while npx runs, and only then.
    const npx = `${root}/.npm/_npx/0123/node_modules/.bin`;
    await Deno.mkdir(npx, { recursive: true });
    await Deno.symlink(Deno.execPath(), `${npx}/deno`);
    const env = {
      DENO_INSTALL_ROOT: root,
      NO_COLOR: "1",
      PATH: `${npx}:/usr/bin:/bin`,
    };
    const installed = await new Deno.Command(Deno.execPath(), {
      args: ["task", "install"],
      cwd: repoRoot,
      env,
      stdout: "piped",
      stderr: "piped",
    }).output();
    const stderr = new TextDecoder().decode(installed.stderr);
    assert.equal(installed.code, 0, stderr);
    assert.match(
      stderr,
      /install: no deno on PATH .* runs \S+, the Deno that ran this install/,
    );
    const shim = await Deno.readTextFile(`${root}/bin/niah`);
    assert.match(shim, /^exec \S*deno\S* run /m);
    assert.doesNotMatch(shim, /^exec deno /m);
    // The user's next shell: no deno anywhere on PATH, and niah still runs.
    const version = await new Deno.Command(`${root}/bin/niah`, {
      args: ["--version"],
      cwd: root,
      env: { ...env, PATH: "/usr/bin:/bin" },
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(version.code, 0, new TextDecoder().decode(version.stderr));
    assert.match(new TextDecoder().decode(version.stdout), /^niah \d/);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("deno task install works from a checkout whose path has a space, an apostrophe and non-ASCII letters; --dry-run prints a command a shell reads back", async () => {
  const base = await Deno.makeTempDir({ prefix: "niah-install-path-" });
  try {
    const checkout = `${base}/my niah é's/`;
    await Deno.mkdir(checkout);
    const copy = await new Deno.Command("cp", {
      args: [
        "-r",
        ...["src", "scripts", "deno.json", "deno.lock", "main.ts"].map((p) =>
          `${repoRoot}${p}`
        ),
        checkout,
      ],
    }).output();
    assert.equal(copy.code, 0, new TextDecoder().decode(copy.stderr));
    const task = (args: string[], env: Record<string, string> = {}) =>
      new Deno.Command(Deno.execPath(), {
        args: ["task", "-q", "install", ...args],
        cwd: checkout,
        env: { NO_COLOR: "1", ...env },
        stdout: "piped",
        stderr: "piped",
      }).output();
    const dry = await task(["--dry-run"]);
    const line = new TextDecoder().decode(dry.stdout).trim();
    assert.equal(dry.code, 0, new TextDecoder().decode(dry.stderr));
    // A shell splits the printed command into the words install runs.
    const words = await new Deno.Command("sh", {
      args: ["-c", `printf '%s\\n' ${line}`],
      stdout: "piped",
    }).output();
    assert.deepEqual(
      new TextDecoder().decode(words.stdout).trimEnd().split("\n"),
      ["deno", ...installArgs(checkout)],
    );
    const root = `${base}/root`;
    const installed = await task([], { DENO_INSTALL_ROOT: root });
    assert.equal(
      installed.code,
      0,
      new TextDecoder().decode(installed.stderr),
    );
    const dir = Deno.execPath().replace(/\/[^/]*$/, "");
    const version = await new Deno.Command(`${root}/bin/niah`, {
      args: ["--version"],
      cwd: base,
      env: { PATH: `${dir}:${Deno.env.get("PATH") ?? ""}` },
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(version.code, 0, new TextDecoder().decode(version.stderr));
    assert.match(new TextDecoder().decode(version.stdout), /^niah \d+\.\d+/);
  } finally {
    await Deno.remove(base, { recursive: true });
  }
});
