import assert from "node:assert/strict";
import { Ajv2020 } from "ajv/dist/2020.js";
import { parse } from "yaml";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const root = new URL("../../", import.meta.url);
const REGENERATE =
  "regenerate them with `deno task niah schema --out-dir configs/schema` and commit them";

const KINDS = [
  { kind: "run", dir: "configs/runs" },
  { kind: "model", dir: "configs/models" },
] as const;

async function printed(kind: string): Promise<string> {
  const result = await runNiah(["schema", kind]);
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stderr, "");
  return result.stdout;
}

function validator(schemaText: string) {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: false,
  });
  return ajv.compile(JSON.parse(schemaText));
}

function shipped(dir: string): string[] {
  return [...Deno.readDirSync(new URL(`${dir}/`, root))]
    .filter((e) => e.name.endsWith(".yaml"))
    .map((e) => `${dir}/${e.name}`)
    .sort();
}

Deno.test("the committed schema files are what niah schema prints", async () => {
  for (const { kind } of KINDS) {
    const path = `configs/schema/${kind}.schema.json`;
    const committed = await Deno.readTextFile(new URL(path, root));
    assert.ok(
      committed === await printed(kind),
      `${path} differs from \`niah schema ${kind}\` (a config key changed); ${REGENERATE}`,
    );
  }
});

Deno.test("every shipped config names its schema on line 1, and the schema accepts it", async () => {
  for (const { kind, dir } of KINDS) {
    const validate = validator(await printed(kind));
    const files = shipped(dir);
    assert.ok(files.length > 0);
    for (const path of files) {
      const text = await Deno.readTextFile(new URL(path, root));
      assert.equal(
        text.split("\n")[0],
        `# yaml-language-server: $schema=../schema/${kind}.schema.json`,
        path,
      );
      assert.ok(
        validate(parse(text)),
        `${path}: ${JSON.stringify(validate.errors)}`,
      );
    }
  }
});

Deno.test("the schemas reject a misspelt key, an unknown task and a wrong type", async () => {
  const run = validator(await printed("run"));
  const model = validator(await printed("model"));
  type Config = Record<string, Record<string, unknown>>;
  const smoke: Config = parse(
    await Deno.readTextFile(new URL("configs/runs/smoke.fake.yaml", root)),
  );
  const fake: Config = parse(
    await Deno.readTextFile(new URL("configs/models/fake.yaml", root)),
  );
  assert.ok(run(smoke) && model(fake));
  assert.ok(!run({ ...smoke, runer: {} }), "unknown top-level key");
  assert.ok(
    !run({ ...smoke, task: { ...smoke.task, type: "uuids" } }),
    "unknown task type",
  );
  assert.ok(
    !run({ ...smoke, task: { ...smoke.task, needle_templat: "x" } }),
    "unknown task key",
  );
  assert.ok(!run({ ...smoke, runner: { concurrency: "four" } }), "wrong type");
  assert.ok(
    !model({ ...fake, runtime: { sdk: "fake" } }),
    "missing runtime.api",
  );
});

Deno.test("schema --out and --out-dir write the files; a bad kind exits 2", async () => {
  await withWorkspace({}, async (dir) => {
    const one = await runNiah(["schema", "model", "--out", "out/model.json"], {
      cwd: dir,
    });
    assert.equal(one.code, 0, one.stderr);
    assert.equal(one.stdout, "wrote out/model.json\n");
    assert.equal(
      await Deno.readTextFile(`${dir}/out/model.json`),
      await printed("model"),
    );

    const both = await runNiah(["schema", "--out-dir", "schema"], { cwd: dir });
    assert.equal(both.code, 0, both.stderr);
    for (const { kind } of KINDS) {
      assert.equal(
        await Deno.readTextFile(`${dir}/schema/${kind}.schema.json`),
        await printed(kind),
      );
    }

    const bad = await runNiah(["schema", "runs"], { cwd: dir });
    assert.equal(bad.code, 2);
    assert.equal(
      bad.stderr,
      'niah: Cannot print schema: unknown config kind "runs"; expected one of run, model\n',
    );
    const none = await runNiah(["schema"], { cwd: dir });
    assert.equal(none.code, 2);
    assert.match(
      none.stderr,
      /^niah: Cannot print schema: name the config kind \(run or model\)/,
    );
  });
});
