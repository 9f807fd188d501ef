import { webhookServer } from "../support/webhook_server.ts";
import { FakeApiServer } from "../support/fake_api_server.ts";
import assert from "node:assert/strict";
import {
  BINARY_PERMISSIONS,
  repoRoot,
  runNiah,
  withWorkspace,
} from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";

const RUN = `run_name: "nightly-{datetime}"
model: "m"
task: {type: "uuid"}
sweep: {context_lengths: [500], depth_percents: [0, 100], seeds: [1, 2]}
`;
const model = (mode: string) =>
  `id: "m"\nruntime: {sdk: "fake", api: "fake"}\nrequest: {model: "fake", mode: "${mode}"}\n`;
const SCHEDULE = `jobs:
  - name: nightly
    run: configs/runs/nightly.yaml
    cron: "0 3 * * *"
    fail_if_drop: 0.1
webhook: {url_env: "ALERT_URL", on: "always"}
`;

Deno.test("schedule --once: the first run sets the baseline, a regression on the second exits 3 and posts the webhook", async () => {
  const { bodies, server, url } = webhookServer("/services/T0/B0/secret");
  try {
    await withWorkspace({
      "configs/runs/nightly.yaml": RUN,
      "configs/models/m.yaml": model("oracle"),
      "schedule.yaml": SCHEDULE,
    }, async (dir) => {
      const first = await runNiah(["schedule", "schedule.yaml", "--once"], {
        cwd: dir,
        env: { ALERT_URL: url, NIAH_RUN_TIME: "2026-12-01T03:00:00Z" },
      });
      assert.equal(first.code, 0, first.stderr);
      assert.match(
        first.stderr,
        /job "nightly": no_baseline: wrote results\/nightly-2026-12-01T030000Z\.jsonl/,
      );
      assert.ok(
        (await Deno.stat(`${dir}/results/nightly-2026-12-01T030000Z.html`))
          .isFile,
      );

      await Deno.writeTextFile(`${dir}/configs/models/m.yaml`, model("canned"));
      const second = await runNiah(["schedule", "schedule.yaml", "--once"], {
        cwd: dir,
        env: { ALERT_URL: url, NIAH_RUN_TIME: "2026-12-02T03:00:00Z" },
      });
      assert.equal(second.code, 3, second.stderr);
      assert.match(
        second.stderr,
        /niah: Cannot pass the regression gate: job "nightly" regressed/,
      );
      assert.match(
        second.stdout,
        /A: results\/nightly-2026-12-01T030000Z\.jsonl/,
      );
      assert.ok(
        (await Deno.stat(`${dir}/results/nightly-2026-12-02T030000Z.html`))
          .isFile,
      );
      // "always": both runs posted; the webhook's path (its token) is never printed.
      assert.equal(bodies.length, 2);
      assert.match(bodies[0]!.text, /^niah: job "nightly" no_baseline/);
      assert.match(
        bodies[1]!.text,
        /^niah: job "nightly" regression: results\/nightly-2026-12-02T030000Z\.jsonl vs results\/nightly-2026-12-01T030000Z\.jsonl: .*1\.000 → 0\.000/,
      );
      assert.doesNotMatch(
        first.stderr + second.stderr + second.stdout,
        /secret/,
      );
    });
  } finally {
    await server.shutdown();
  }
});

Deno.test("a bad schedule file is one located line and exit 2", async () => {
  const cases: [string, RegExp][] = [
    [
      SCHEDULE.replace('"0 3 * * *"', '"0 25 * * *"'),
      /^niah: Cannot load schedule: schedule\.yaml:4:11: "jobs\[0\]\.cron": hour 25 is outside 0-23$/,
    ],
    [
      SCHEDULE.replace('"0 3 * * *"', '"daily"'),
      /"jobs\[0\]\.cron": expected five fields/,
    ],
    [
      SCHEDULE.replace("fail_if_drop", "fail_if_dorp"),
      /schedule\.yaml:5:5: .*did you mean "fail_if_drop"/,
    ],
    [
      SCHEDULE.replace(
        "webhook:",
        '  - {name: nightly, run: configs/runs/nightly.yaml, cron: "* * * * *"}\nwebhook:',
      ),
      /"jobs\[1\]\.name": job name "nightly" is used twice/,
    ],
    [
      // A baseline that is not there is found at start, not after the run.
      SCHEDULE.replace(
        "fail_if_drop",
        "baseline: results/gold.jsonl\n    fail_if_drop",
      ),
      /^niah: Cannot load schedule: schedule\.yaml:5:15: "jobs\[0\]\.baseline": results file "results\/gold\.jsonl" does not exist \(name a results file, or "previous" for the job's last run\)$/,
    ],
    [
      SCHEDULE.replace("configs/runs/nightly.yaml", "configs/runs/nope.yaml"),
      /Cannot read run config: "configs\/runs\/nope\.yaml" does not exist/,
    ],
    [
      // A webhook fetch would refuse to post to is refused at load too.
      SCHEDULE.replace(
        '{url_env: "ALERT_URL", on: "always"}',
        '{url: "http://127.0.0.1:6000/hook"}',
      ),
      /^niah: Cannot load schedule: schedule\.yaml:6:\d+: "webhook\.url": the webhook's port 6000 is one the Fetch standard blocks: every request to it would fail \("Requests to port 6000 are blocked"\); serve the webhook on another port$/,
    ],
    [
      SCHEDULE,
      /schedule\.yaml:6:\d+: "webhook\.url_env": environment variable "ALERT_URL" is not set/,
    ],
  ];
  await withWorkspace({
    "configs/runs/nightly.yaml": RUN,
    "configs/models/m.yaml": model("oracle"),
  }, async (dir) => {
    for (const [text, expected] of cases) {
      await Deno.writeTextFile(`${dir}/schedule.yaml`, text);
      const last = expected === cases.at(-1)![1];
      const result = await runNiah(["schedule", "schedule.yaml", "--once"], {
        cwd: dir,
        env: last ? {} : { ALERT_URL: "http://127.0.0.1:8/hook" },
      });
      assert.equal(result.code, 2, result.stderr);
      assert.match(result.stderr.trim(), expected);
      assert.equal(result.stderr.trim().split("\n").length, 1, result.stderr);
    }
    await Deno.writeTextFile(`${dir}/schedule.yaml`, SCHEDULE);
    const smtp = await runNiah(["schedule", "schedule.yaml", "--once"], {
      cwd: dir,
      env: { ALERT_URL: "http://127.0.0.1:25/hook/s3cret" },
    });
    assert.equal(smtp.code, 2, smtp.stderr);
    assert.match(
      smtp.stderr,
      /^niah: Cannot load schedule: schedule\.yaml:6:\d+: "webhook\.url_env": the webhook's port 25 is one the Fetch standard blocks/,
    );
    assert.ok(!smtp.stderr.includes("s3cret"), smtp.stderr);
  });
});

Deno.test("crons and job names Deno.cron would refuse or panic on are refused at load, exit 2", async () => {
  const cases: [string, string][] = [
    [
      '"0 0 30 2 *"',
      'day of month "30" never comes in month "2" (February has at most 29 days), so the job would never run',
    ],
    ['"0 3 31 2 *"', 'day of month "31" never comes in month "2"'],
    ['"0 0 31 4 *"', "(April has at most 30 days)"],
    ['"*/100 * * * *"', "minute step 100 is more than 59"],
    ['"0-59/1000000 * * * *"', "minute step 1000000 is more than 59"],
  ];
  await withWorkspace({
    "configs/runs/nightly.yaml": RUN,
    "configs/models/m.yaml": model("oracle"),
  }, async (dir) => {
    const plain = SCHEDULE.replace(/webhook:.*\n/, "");
    for (const [cron, why] of cases) {
      await Deno.writeTextFile(
        `${dir}/schedule.yaml`,
        plain.replace('"0 3 * * *"', cron),
      );
      const result = await runNiah(["schedule", "schedule.yaml", "--once"], {
        cwd: dir,
        env: { NIAH_RUN_TIME: "2026-12-01T03:00:00Z" },
      });
      assert.equal(result.code, 2, result.stderr);
      // One line, located, naming the cron key.
      assert.match(
        result.stderr,
        /^niah: Cannot load schedule: schedule\.yaml:4:11: "jobs\[0\]\.cron": [^\n]+\n$/,
      );
      assert.ok(result.stderr.includes(why), result.stderr);
    }
    await Deno.writeTextFile(
      `${dir}/schedule.yaml`,
      plain.replace("name: nightly", `name: ${"n".repeat(60)}`),
    );
    const long = await runNiah(["schedule", "schedule.yaml", "--once"], {
      cwd: dir,
    });
    assert.equal(long.code, 2, long.stderr);
    assert.match(
      long.stderr,
      /^niah: Cannot load schedule: schedule\.yaml:2:\d+: "jobs\[0\]\.name": expected text with length <= 59, got "n+…" \(60 characters\)\n$/,
    );
  });
});

Deno.test("a Sunday (0) and a leap day schedule under the real Deno.cron, beside a daily job", async () => {
  await withWorkspace({
    "configs/runs/nightly.yaml": RUN,
    "configs/models/m.yaml": model("oracle"),
    "schedule.yaml": SCHEDULE.replace(/webhook:.*\n/, "") +
      `  - {name: sunday, run: configs/runs/nightly.yaml, cron: "0 9 * * 0"}
  - {name: leap, run: configs/runs/nightly.yaml, cron: "0 0 29 2 *"}
`,
  }, async (dir) => {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        ...BINARY_PERMISSIONS,
        `${repoRoot}main.ts`,
        "schedule",
        "schedule.yaml",
      ],
      cwd: dir,
      env: { NO_COLOR: "1" },
      stdout: "null",
      stderr: "piped",
    }).spawn();
    const decoder = new TextDecoder();
    let stderr = "";
    const reader = child.stderr.getReader();
    while (!/jobs? scheduled/.test(stderr)) {
      const { value, done } = await reader.read();
      if (done) break;
      stderr += decoder.decode(value);
    }
    assert.match(stderr, /schedule: 3 jobs scheduled; Ctrl-C or SIGTERM stops/);
    assert.match(
      stderr,
      /job "sunday": "configs\/runs\/nightly\.yaml" at "0 9 \* \* 0" \(UTC\)/,
    );
    child.kill("SIGTERM");
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      stderr += decoder.decode(value);
    }
    const status = await child.status;
    assert.equal(status.code, 0, stderr);
    assert.match(stderr, /schedule: stopped\n$/);
  });
});

Deno.test("the long-running schedule registers its crons and SIGTERM stops it cleanly", async () => {
  await withWorkspace({
    "configs/runs/nightly.yaml": RUN,
    "configs/models/m.yaml": model("oracle"),
    "schedule.yaml": SCHEDULE.replace(/webhook:.*\n/, ""),
  }, async (dir) => {
    const child = new Deno.Command(Deno.execPath(), {
      args: [
        "run",
        ...BINARY_PERMISSIONS,
        `${repoRoot}main.ts`,
        "schedule",
        "schedule.yaml",
      ],
      cwd: dir,
      env: { NO_COLOR: "1" },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const decoder = new TextDecoder();
    let stderr = "";
    const reader = child.stderr.getReader();
    while (!/jobs? scheduled/.test(stderr)) {
      const { value, done } = await reader.read();
      if (done) break;
      stderr += decoder.decode(value);
    }
    assert.match(
      stderr,
      /job "nightly": "configs\/runs\/nightly\.yaml" at "0 3 \* \* \*" \(UTC\)/,
    );
    child.kill("SIGTERM");
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      stderr += decoder.decode(value);
    }
    const status = await child.status;
    await child.stdout.cancel();
    assert.equal(status.code, 0, stderr);
    assert.match(stderr, /schedule: stopped\n$/);
  });
});

Deno.test("SIGTERM during schedule --once stops the run between rows, releases its store and exits 130", async () => {
  // A loopback model that answers the first cell and holds the rest until
  // the test lets go: the run is mid-sweep when SIGTERM comes, however
  // loaded the machine.
  const held = Promise.withResolvers<void>();
  await using server = new FakeApiServer({
    reply: (request) =>
      request.index < 1
        ? { kind: "answer" }
        : { kind: "answer", until: held.promise },
  });
  const slow = server.chatModel("m", "NIAH_SCHEDULE_TEST_KEY");
  await withWorkspace({
    "configs/runs/nightly.yaml": RUN.replace(
      "sweep:",
      "runner: {concurrency: 1}\nsweep:",
    ).replace("seeds: [1, 2]", "seeds: [1, 2, 3, 4, 5, 6]"),
    "configs/models/m.yaml": slow,
    "schedule.yaml": SCHEDULE.replace(/webhook:.*\n/, ""),
  }, async (dir) => {
    const store = `${dir}/results/nightly-2026-12-01T030000Z.jsonl`;
    // Terminate once real work is on disk, however slow the machine.
    const { code, stderr } = await runNiahProcess([
      "schedule",
      "schedule.yaml",
      "--once",
    ], {
      cwd: dir,
      env: {
        NIAH_RUN_TIME: "2026-12-01T03:00:00Z",
        NIAH_SCHEDULE_TEST_KEY: "test-key-schedule",
      },
      interruptSignal: "SIGTERM",
      interruptWhen: async () =>
        (await Deno.readTextFile(store).catch(() => "")).endsWith("\n"),
    });
    held.resolve();
    assert.equal(code, 130, stderr);
    assert.match(
      stderr,
      /job "nightly": interrupted: Interrupted: wrote \d+ of 12 rows/,
    );
    assert.match(stderr, /niah: Interrupted: the schedule stopped\n$/);
    const rows = (await Deno.readTextFile(store)).trimEnd().split("\n")
      .map((line) => JSON.parse(line));
    assert.ok(rows.length >= 1 && rows.length < 12, `${rows.length} rows`);
    await assert.rejects(() => Deno.stat(`${store}.lock`));
  });
});
