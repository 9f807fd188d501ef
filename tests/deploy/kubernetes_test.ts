/**
 * The Kubernetes examples parse, fit together (names, counts, mounts), and
 * their containers' commands work: each pod's `command` + `args` runs
 * through the real CLI against the ConfigMap's files (with the model
 * swapped for the fake provider, so nothing leaves the machine).
 */
import assert from "node:assert/strict";
import { parseAllDocuments } from "yaml";
import { repoRoot, runNiah } from "../support/hosted_niah.ts";

// Manifests are free-form YAML; the test reads them by path.
// deno-lint-ignore no-explicit-any
type Doc = Record<string, any>;

const dir = `${repoRoot}deploy/kubernetes`;

async function manifests(): Promise<Map<string, Doc>> {
  const byName = new Map<string, Doc>();
  for await (const entry of Deno.readDir(dir)) {
    if (!entry.name.endsWith(".yaml")) continue;
    const text = await Deno.readTextFile(`${dir}/${entry.name}`);
    for (const doc of parseAllDocuments(text)) {
      assert.equal(doc.errors.length, 0, `${entry.name}: ${doc.errors[0]}`);
      const value = doc.toJS() as Doc;
      assert.ok(value.apiVersion && value.kind, entry.name);
      byName.set(`${value.kind}/${value.metadata.name}`, value);
    }
  }
  return byName;
}

function envOf(container: Doc): Record<string, string> {
  const env: Record<string, string> = {};
  for (const item of container.env ?? []) {
    if (typeof item.value === "string") env[item.name] = item.value;
  }
  return env;
}

/** Runs a container's command in `root`, its /config and /data mapped there. */
async function runContainer(
  container: Doc,
  root: string,
  env: Record<string, string>,
) {
  assert.deepEqual(container.command, ["niah"]);
  const args = (container.args as string[]).map((arg) =>
    arg.replace(/^\/config\b/, `${root}/config`)
  );
  assert.equal(container.workingDir, "/data");
  return await runNiah(args, {
    cwd: `${root}/data`,
    env: { ...envOf(container), ...env },
  });
}

Deno.test("the Indexed Job, its merge step and the shared volume fit together", async () => {
  const all = await manifests();
  const sweep = all.get("Job/niah-sweep");
  const merge = all.get("Job/niah-merge");
  const pvc = all.get("PersistentVolumeClaim/niah-results");
  const config = all.get("ConfigMap/niah-config");
  assert.ok(sweep && merge && pvc && config);
  assert.equal(sweep.spec.completionMode, "Indexed");
  assert.equal(sweep.spec.parallelism, sweep.spec.completions);
  const container = sweep.spec.template.spec.containers[0];
  assert.equal(
    envOf(container).JOB_COMPLETIONS,
    String(sweep.spec.completions),
  );
  const key = container.env.find((e: Doc) => e.name === "OPENAI_API_KEY");
  assert.equal(key.valueFrom.secretKeyRef.name, "niah-api-keys");
  for (const job of [sweep, merge]) {
    const volumes = job.spec.template.spec.volumes;
    assert.ok(
      volumes.some((v: Doc) =>
        v.persistentVolumeClaim?.claimName === pvc.metadata.name
      ),
    );
    assert.ok(
      volumes.some((v: Doc) => v.configMap?.name === config.metadata.name),
    );
  }
  assert.ok(pvc.spec.accessModes.includes("ReadWriteMany"));
});

Deno.test("the pods' commands run a sharded sweep, merge it and report it", async () => {
  const all = await manifests();
  const sweep = all.get("Job/niah-sweep")!;
  const merge = all.get("Job/niah-merge")!;
  const config = all.get("ConfigMap/niah-config")!;
  const root = await Deno.makeTempDir({ prefix: "niah-k8s-" });
  try {
    await Deno.mkdir(`${root}/config`);
    await Deno.mkdir(`${root}/data`);
    for (
      const [name, text] of Object.entries(
        config.data as Record<string, string>,
      )
    ) {
      let body = text;
      // A smaller sweep, and the fake provider under the model's id.
      if (name === "run.yaml") {
        body = body.replace("max: 64000, num: 8", "max: 4000, num: 2");
      } else if (name === "nightly.yaml") {
        continue; // the CronJob's (tests/deploy/scheduled_test.ts)
      } else {
        body = body.replace(
          /runtime: \{[^}]*\}/,
          'runtime: { sdk: "fake", api: "fake" }',
        )
          .replace(
            /request: \{[^}]*\}/,
            'request: { model: "fake", mode: "oracle" }',
          );
      }
      assert.notEqual(body, text, name);
      await Deno.writeTextFile(`${root}/config/${name}`, body);
    }
    const count = sweep.spec.completions as number;
    const pod = sweep.spec.template.spec.containers[0];
    for (let index = 0; index < count; index++) {
      const result = await runContainer(pod, root, {
        JOB_COMPLETION_INDEX: String(index),
        OPENAI_API_KEY: "sk-test",
      });
      assert.equal(result.code, 0, result.stderr);
      assert.match(result.stderr, new RegExp(`in shard ${index}/${count}`));
    }
    const [init] = merge.spec.template.spec.initContainers;
    const merged = await runContainer(init, root, {});
    assert.equal(merged.code, 0, merged.stderr);
    assert.match(
      merged.stdout,
      /into 20 cells \(20 ok\) in results\/sweep\.jsonl; 20 cells planned/,
    );
    const [report] = merge.spec.template.spec.containers;
    const reported = await runContainer(report, root, {});
    assert.equal(reported.code, 0, reported.stderr);
    assert.ok((await Deno.stat(`${root}/data/results/sweep.html`)).size > 1000);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
