/**
 * The scheduled-eval examples (Kubernetes CronJob, GitHub Actions workflow,
 * systemd service + timer) parse, and the shell each one runs works: three
 * nights in a row through a `niah` on PATH that is this checkout's main.ts,
 * with the model swapped for the fake provider. Night 1 sets the baseline,
 * night 2 passes the gate, night 3 (a broken model) fails it with exit 3.
 */
import assert from "node:assert/strict";
import { parse } from "yaml";
import { cronProblem } from "../../src/config/cron_expression.ts";
import { BINARY_PERMISSIONS, repoRoot } from "../support/run_niah.ts";

const deploy = `${repoRoot}deploy`;
// deno-lint-ignore no-explicit-any
type Doc = Record<string, any>;

const FAKE = (mode: string, id: string) =>
  `id: "${id}"\nruntime: {sdk: "fake", api: "fake"}\nrequest: {model: "fake", mode: "${mode}"}\n`;

/** A `niah` command that runs this checkout under the binary's flags. */
async function niahOnPath(dir: string): Promise<string> {
  await Deno.mkdir(`${dir}/bin`, { recursive: true });
  await Deno.writeTextFile(
    `${dir}/bin/niah`,
    `#!/bin/sh\nexec "${Deno.execPath()}" run ${
      BINARY_PERMISSIONS.join(" ")
    } "${repoRoot}main.ts" "$@"\n`,
  );
  await Deno.chmod(`${dir}/bin/niah`, 0o755);
  return `${dir}/bin:${Deno.env.get("PATH") ?? "/usr/bin:/bin"}`;
}

async function sh(script: string, cwd: string, env: Record<string, string>) {
  const output = await new Deno.Command("/bin/sh", {
    args: ["-c", script],
    cwd,
    env: { NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  return {
    code: output.code,
    out: text.decode(output.stdout) + text.decode(output.stderr),
  };
}

/** Three nights of `script`; `breakModel` turns the model wrong before night 3. */
async function threeNights(
  script: string,
  cwd: string,
  path: string,
  breakModel: () => Promise<void>,
) {
  const env = { PATH: path, OPENAI_API_KEY: "sk-test" };
  const first = await sh(script, cwd, {
    ...env,
    NIAH_RUN_TIME: "2026-12-01T03:00:00Z",
  });
  assert.equal(first.code, 0, first.out);
  assert.match(
    first.out,
    /first run: results\/nightly-2026-12-01\.jsonl is the baseline/,
  );
  assert.ok((await Deno.stat(`${cwd}/results/nightly-2026-12-01.html`)).isFile);
  const second = await sh(script, cwd, {
    ...env,
    NIAH_RUN_TIME: "2026-12-02T03:00:00Z",
  });
  assert.equal(second.code, 0, second.out);
  assert.match(
    second.out,
    /A: results\/nightly-2026-12-01\.jsonl.*\nB: results\/nightly-2026-12-02\.jsonl/,
  );
  await breakModel();
  const third = await sh(script, cwd, {
    ...env,
    NIAH_RUN_TIME: "2026-12-03T03:00:00Z",
  });
  assert.equal(third.code, 3, third.out);
  assert.match(
    third.out,
    /niah: Cannot pass the regression gate: B's mean score is 1\.000 below A's/,
  );
}

async function withDir(body: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "niah-deploy-" });
  try {
    await body(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("the Kubernetes CronJob runs, reports and gates night after night", async () => {
  const cron = parse(
    await Deno.readTextFile(`${deploy}/kubernetes/nightly-cronjob.yaml`),
  ) as Doc;
  const config = parse(
    await Deno.readTextFile(`${deploy}/kubernetes/config.example.yaml`),
  ) as Doc;
  assert.equal(cron.kind, "CronJob");
  assert.equal(cronProblem(cron.spec.schedule), null);
  assert.equal(cron.spec.concurrencyPolicy, "Forbid");
  const pod = cron.spec.jobTemplate.spec.template.spec;
  const container = pod.containers[0];
  assert.deepEqual(container.command, ["/bin/sh", "-c"]);
  assert.ok(
    pod.volumes.some((v: Doc) =>
      v.persistentVolumeClaim?.claimName === "niah-results"
    ),
  );
  await withDir(async (dir) => {
    await Deno.mkdir(`${dir}/config`);
    await Deno.mkdir(`${dir}/data`);
    await Deno.writeTextFile(
      `${dir}/config/nightly.yaml`,
      (config.data["nightly.yaml"] as string).replace(
        "[1000, 8000, 32000]",
        "[1000]",
      ),
    );
    const id = /model: "([^"]+)"/.exec(config.data["nightly.yaml"])![1]!;
    await Deno.writeTextFile(`${dir}/config/${id}.yaml`, FAKE("oracle", id));
    const script = (container.args[0] as string).replaceAll(
      "/config",
      `${dir}/config`,
    );
    await threeNights(
      script,
      `${dir}/data`,
      await niahOnPath(dir),
      () => Deno.writeTextFile(`${dir}/config/${id}.yaml`, FAKE("canned", id)),
    );
  });
});

Deno.test("the GitHub Actions workflow's run step runs, reports and gates", async () => {
  const workflow = parse(
    await Deno.readTextFile(`${deploy}/github/niah-nightly.yml`),
  ) as Doc;
  assert.equal(cronProblem(workflow.on.schedule[0].cron), null);
  const steps = workflow.jobs.eval.steps as Doc[];
  const restore = steps.find((s) =>
    s.uses?.startsWith("actions/cache/restore")
  );
  const save = steps.find((s) => s.uses?.startsWith("actions/cache/save"));
  assert.equal(restore?.with.path, "results");
  assert.equal(save?.with.path, "results");
  const gate = steps.find((s) => s.name === "Run and gate")!;
  assert.match(gate.env.OPENAI_API_KEY, /secrets\.OPENAI_API_KEY/);
  await withDir(async (dir) => {
    const run = await Deno.readTextFile(
      `${repoRoot}configs/runs/nightly.example.yaml`,
    );
    await Deno.mkdir(`${dir}/configs/runs`, { recursive: true });
    await Deno.mkdir(`${dir}/configs/models`, { recursive: true });
    await Deno.writeTextFile(
      `${dir}/configs/runs/nightly.example.yaml`,
      run.replace("[1000, 4000, 8000]", "[1000]"),
    );
    await Deno.writeTextFile(
      `${dir}/configs/models/fake.yaml`,
      FAKE("oracle", "fake"),
    );
    await threeNights(
      gate.run,
      dir,
      await niahOnPath(dir),
      () =>
        Deno.writeTextFile(
          `${dir}/configs/models/fake.yaml`,
          FAKE("canned", "fake"),
        ),
    );
  });
});

Deno.test("the systemd timer starts the service whose script runs, reports and gates", async () => {
  const service = await Deno.readTextFile(
    `${deploy}/systemd/niah-nightly.service`,
  );
  const timer = await Deno.readTextFile(`${deploy}/systemd/niah-nightly.timer`);
  assert.match(timer, /^OnCalendar=\*-\*-\* 03:00:00 UTC$/m);
  assert.match(timer, /^Persistent=true$/m);
  assert.match(service, /^Type=oneshot$/m);
  assert.match(
    service,
    /^ExecStart=\/usr\/local\/lib\/niah\/niah-nightly\.sh$/m,
  );
  assert.match(service, /^WorkingDirectory=\/var\/lib\/niah$/m);
  const script = await Deno.readTextFile(`${deploy}/systemd/niah-nightly.sh`);
  await withDir(async (dir) => {
    await Deno.mkdir(`${dir}/etc`);
    await Deno.mkdir(`${dir}/var`);
    await Deno.copyFile(
      `${repoRoot}configs/runs/nightly.example.yaml`,
      `${dir}/etc/nightly.yaml`,
    );
    const run = await Deno.readTextFile(`${dir}/etc/nightly.yaml`);
    await Deno.writeTextFile(
      `${dir}/etc/nightly.yaml`,
      run.replace("[1000, 4000, 8000]", "[1000]"),
    );
    await Deno.writeTextFile(`${dir}/etc/fake.yaml`, FAKE("oracle", "fake"));
    await threeNights(
      script.replaceAll("/etc/niah", `${dir}/etc`),
      `${dir}/var`,
      await niahOnPath(dir),
      () => Deno.writeTextFile(`${dir}/etc/fake.yaml`, FAKE("canned", "fake")),
    );
  });
});
