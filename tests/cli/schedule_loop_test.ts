/**
 * The schedule loop in-process, with a fake scheduler (ticks on demand) and
 * a fake clock, so nothing waits on real cron: two ticks, a regression on
 * the second alerts a loopback webhook and stops the scheduler (exit 3).
 */
import { captureIo } from "../support/capture_io.ts";
import { webhookServer } from "../support/webhook_server.ts";
import assert from "node:assert/strict";
import { scheduleCommand, type Scheduler } from "../../src/cli/schedule.ts";
import { CheckFailedError } from "../../src/errors.ts";
import { repoRoot } from "../support/run_niah.ts";

class FakeScheduler implements Scheduler {
  ticks = new Map<string, { cron: string; tick: () => Promise<void> }>();
  every(
    name: string,
    cron: string,
    _signal: AbortSignal,
    tick: () => Promise<void>,
  ) {
    this.ticks.set(name, { cron, tick });
  }
  async registered(name: string) {
    // A bound for a regression, not a timing: a minute, however loaded.
    const deadline = performance.now() + 60_000;
    while (!this.ticks.has(name) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const entry = this.ticks.get(name);
    assert.ok(entry, `job "${name}" was never scheduled`);
    return entry;
  }
}

const model = (mode: string) =>
  `id: "m"\nruntime: {sdk: "fake", api: "fake"}\nrequest: {model: "fake", mode: "${mode}"}\n`;

async function setup() {
  const dir = await Deno.makeTempDir({ prefix: "niah-schedule-" });
  await Deno.mkdir(`${dir}/models`);
  await Deno.writeTextFile(`${dir}/models/m.yaml`, model("oracle"));
  await Deno.writeTextFile(
    `${dir}/run.yaml`,
    `run_name: "nightly-{datetime}"
model: "m"
task: {type: "uuid"}
sweep: {context_lengths: [500], depth_percents: [0, 50, 100], seeds: [1, 2]}
store: {path: "${dir}/results/nightly-{datetime}.jsonl"}
`,
  );
  return dir;
}

Deno.test("two ticks: the second regresses, alerts the webhook and stops the scheduler", async () => {
  const dir = await setup();
  const hook = webhookServer();
  try {
    await Deno.writeTextFile(
      `${dir}/schedule.yaml`,
      `jobs:
  - name: nightly
    run: ${dir}/run.yaml
    cron: "0 3 * * *"
    model_dirs: [${dir}/models]
    fail_if_drop: 0.1
webhook: {url_env: "ALERT_URL"}
state_file: ${dir}/results/state.json
exit_on_regression: true
`,
    );
    const scheduler = new FakeScheduler();
    let clock = new Date("2026-12-01T03:00:00Z");
    const io = captureIo({ ALERT_URL: hook.url });
    const err = io.stderr;
    const done = scheduleCommand(`${dir}/schedule.yaml`, {
      once: false,
      scheduler,
      now: () => clock,
    }, io);
    const { cron, tick } = await scheduler.registered("nightly");
    assert.equal(cron, "0 3 * * *");

    await tick();
    assert.ok(
      err.some((line) =>
        /job "nightly": no_baseline: wrote .*nightly-2026-12-01T030000Z\.jsonl/
          .test(line)
      ),
      err.join("\n"),
    );
    assert.equal(hook.bodies.length, 0, "a first run alerts no one");
    assert.ok(
      (await Deno.stat(`${dir}/results/nightly-2026-12-01T030000Z.html`))
        .isFile,
    );

    // Next night the model stops finding the needle.
    await Deno.writeTextFile(`${dir}/models/m.yaml`, model("canned"));
    clock = new Date("2026-12-02T03:00:00Z");
    await tick();
    await assert.rejects(done, (error: unknown) => {
      assert.ok(error instanceof CheckFailedError);
      assert.equal(error.exitCode, 3);
      assert.match(error.message, /job "nightly" regressed/);
      return true;
    });
    assert.equal(hook.bodies.length, 1);
    const text = hook.bodies[0]!.text;
    assert.match(
      text,
      /^niah: job "nightly" regression: .*nightly-2026-12-02T030000Z\.jsonl vs .*nightly-2026-12-01T030000Z\.jsonl/,
    );
    assert.match(text, /1\.000 → 0\.000/);
    const state = JSON.parse(
      await Deno.readTextFile(`${dir}/results/state.json`),
    );
    assert.match(
      state.jobs.nightly.last_store,
      /nightly-2026-12-02T030000Z\.jsonl$/,
    );
  } finally {
    await hook.server.shutdown();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a tick while the same run config is still running is skipped, and stop ends the loop", async () => {
  const dir = await setup();
  try {
    await Deno.writeTextFile(
      `${dir}/schedule.yaml`,
      `jobs:
  - {name: a, run: ${dir}/run.yaml, cron: "*/5 * * * *", model_dirs: [${dir}/models]}
  - {name: b, run: ${dir}/run.yaml, cron: "*/7 * * * *", model_dirs: [${dir}/models]}
state_file: ${dir}/state.json
`,
    );
    const scheduler = new FakeScheduler();
    const stop = new AbortController();
    const io = captureIo();
    const err = io.stderr;
    let minute = 0;
    const done = scheduleCommand(`${dir}/schedule.yaml`, {
      once: false,
      scheduler,
      stop: stop.signal,
      now: () => new Date(Date.UTC(2026, 11, 1, 3, minute++)),
    }, io);
    const { tick } = await scheduler.registered("a");
    const b = await scheduler.registered("b");
    await Promise.all([tick(), tick(), b.tick()]);
    assert.ok(
      err.some((line) =>
        /job "b": skipped the tick at .*: job "a" on the same run config is still running/
          .test(line)
      ),
      err.join("\n"),
    );
    assert.equal(
      err.filter((line) => /job "a": skipped the tick/.test(line)).length,
      1,
      err.join("\n"),
    );
    assert.equal(
      err.filter((line) => /job "a": no_baseline/.test(line)).length,
      1,
    );
    stop.abort();
    await done;
    assert.equal(err.at(-1), "schedule: stopped");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a job the scheduler refuses costs that job alone: the others stay scheduled", async () => {
  const dir = await setup();
  try {
    await Deno.writeTextFile(
      `${dir}/schedule.yaml`,
      `jobs:
  - {name: a, run: ${dir}/run.yaml, cron: "*/5 * * * *", model_dirs: [${dir}/models]}
  - {name: b, run: ${dir}/run.yaml, cron: "*/7 * * * *", model_dirs: [${dir}/models]}
state_file: ${dir}/state.json
`,
    );
    const scheduler = new FakeScheduler();
    const refusing: Scheduler = {
      every(name, cron, signal, tick) {
        if (name === "a") throw new TypeError("Invalid cron schedule");
        scheduler.every(name, cron, signal, tick);
      },
    };
    const stop = new AbortController();
    const io = captureIo();
    const done = scheduleCommand(`${dir}/schedule.yaml`, {
      once: false,
      scheduler: refusing,
      stop: stop.signal,
    }, io);
    await scheduler.registered("b");
    stop.abort();
    await done;
    assert.ok(
      io.stderr.includes(
        'schedule: job "a": cannot schedule "*/5 * * * *": Invalid cron schedule',
      ),
      io.stderr.join("\n"),
    );
    assert.ok(
      io.stderr.includes(
        "schedule: 1 job scheduled (1 could not be); Ctrl-C or SIGTERM stops",
      ),
      io.stderr.join("\n"),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the repo's example schedule loads", async () => {
  const io = captureIo({
    NIAH_ALERT_WEBHOOK: "https://hooks.example.com/services/x",
  });
  const { loadSchedule } = await import("../../src/cli/schedule.ts");
  const cwd = Deno.cwd();
  Deno.chdir(repoRoot);
  try {
    const { config } = await loadSchedule(
      "configs/schedules/nightly.example.yaml",
      io,
    );
    assert.ok(config.jobs.length >= 1);
  } finally {
    Deno.chdir(cwd);
  }
});
