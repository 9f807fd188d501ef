/**
 * `.env` is read before every command: a bad one (a NUL byte in a value, a
 * FIFO, a link to /dev/zero, a huge file) must not stop, hang or bloat any
 * command, and what niah says about it names the line, never the value.
 */
import assert from "node:assert/strict";
import { DOTENV_MAX_BYTES } from "../../src/cli/dotenv.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";

// The FIFO and the link to /dev/zero could hang a regressed niah (and with
// it a shared host): those run in a process of their own, under this
// guard. A hanging child ignores SIGINT (its event loop is blocked): a kill
// this late only keeps a regression from hanging the suite; it is not a
// timing.
const HANG_GUARD = {
  interruptAfterMs: 120_000,
  interruptSignal: "SIGKILL",
} as const;

const RUN = [
  'run_name: "d"',
  'model: "fake"',
  "task:",
  '  type: "num_seq"',
  "  num_examples: 1",
  "",
].join("\n");

Deno.test("a .env value holding a NUL byte is skipped with a warning naming its line, never the value; the other lines load", async () => {
  await withWorkspace({
    "run.yaml": RUN,
    ".env": "# keys\nNIAH_TEST_NUL=sk-secret\0tail\nNIAH_TEST_FINE=1\n",
  }, async (dir) => {
    const version = await runNiah(["--version"], { cwd: dir });
    assert.equal(version.code, 0, version.stderr);
    assert.match(version.stderr, /^warning: \.env:2: /);
    assert.equal(version.stderr.trim().split("\n").length, 1);
    for (const leak of ["sk-secret", "tail", "NIAH_TEST_NUL"]) {
      assert.ok(!version.stderr.includes(leak), version.stderr);
    }
    const validate = await runNiah(["validate", "run.yaml"], { cwd: dir });
    assert.equal(validate.code, 0, validate.stderr);
    assert.equal(validate.stdout, "ok: run.yaml (model: fake)\n");
  });
});

Deno.test("a .env that is a FIFO is not opened: every command runs, with a warning", async () => {
  await withWorkspace({ "run.yaml": RUN }, async (dir) => {
    const made = await new Deno.Command("mkfifo", { args: [`${dir}/.env`] })
      .output();
    assert.equal(made.code, 0);
    const version = await runNiahProcess(["--version"], {
      cwd: dir,
      ...HANG_GUARD,
    });
    assert.equal(version.code, 0, version.stderr);
    assert.equal(
      version.stderr,
      "warning: .env: not read: it is not a regular file (a FIFO, device or folder)\n",
    );
    const validate = await runNiahProcess(["validate", "run.yaml"], {
      cwd: dir,
      ...HANG_GUARD,
    });
    assert.equal(validate.code, 0, validate.stderr);
  });
});

Deno.test("a .env linked to /dev/zero is not read", async () => {
  await withWorkspace({}, async (dir) => {
    await Deno.symlink("/dev/zero", `${dir}/.env`);
    const version = await runNiahProcess(["--version"], {
      cwd: dir,
      ...HANG_GUARD,
    });
    assert.equal(version.code, 0, version.stderr);
    assert.match(
      version.stderr,
      /^warning: \.env: not read: it is not a regular file/,
    );
  });
});

Deno.test("a .env over the size limit is not read, and says the limit", async () => {
  await withWorkspace({
    ".env": `NIAH_TEST_BIG=${"x".repeat(DOTENV_MAX_BYTES)}\n`,
  }, async (dir) => {
    const version = await runNiah(["--version"], { cwd: dir });
    assert.equal(version.code, 0, version.stderr);
    assert.equal(
      version.stderr,
      `warning: .env: not read: it is ${
        DOTENV_MAX_BYTES + 15
      } bytes, over the limit of ${DOTENV_MAX_BYTES}\n`,
    );
  });
});
