/**
 * A server that echoes the API key in hex (lower, upper; bare, with a space,
 * colon or dash between bytes, as \x escapes) or reversed (as is and in
 * hex), in a 401 body, a quota error and a 200 answer: no
 * form reaches the store, stdout, stderr, `rescore`'s output or the HTML
 * report (issue #40).
 */
import assert from "node:assert/strict";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_HEX_KEY";
const KEY = "NIAH/odd+key=7f3a9c2e41d0b6";

const RUN = `run_name: "hex"
model: "loopback"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [0, 100], seeds: [1]}
runner: {concurrency: 1, retries: 0, backoff_base_s: 0, max_wait_s: 20}
store: {path: "results/hex.jsonl"}
`;

/** The key in each form a server might echo. */
function keyForms(key: string): string[] {
  const hexOf = (text: string) =>
    Array.from(
      new TextEncoder().encode(text),
      (byte) => byte.toString(16).padStart(2, "0"),
    );
  const hex = hexOf(key);
  const reversed = [...key].reverse().join("");
  return [
    hex.join(""),
    hex.join("").toUpperCase(),
    hex.join(" "),
    hex.join(" ").toUpperCase(),
    hex.join(":"),
    hex.join("-").toUpperCase(),
    hex.map((byte) => `\\x${byte}`).join(""),
    reversed,
    hexOf(reversed).join(""),
    key,
    btoa(key),
    encodeURIComponent(key),
  ];
}

type Mode = "401" | "quota" | "ok";

/** A loopback chat completions server that echoes the Bearer key's forms. */
function echoServer(mode: Mode): Deno.HttpServer<Deno.NetAddr> {
  return Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (request) => {
      await request.text();
      const key = /^Bearer (.*)$/.exec(
        request.headers.get("authorization") ?? "",
      )?.[1] ?? "";
      const echo = keyForms(key).join(" | ");
      if (mode === "401") {
        return Response.json({
          error: { message: `bad key ${echo}`, type: "invalid_request_error" },
        }, { status: 401 });
      }
      if (mode === "quota") {
        return Response.json({
          error: {
            message: `You exceeded your current quota, key ${echo}`,
            type: "insufficient_quota",
            code: "insufficient_quota",
          },
        }, { status: 429 });
      }
      return Response.json({
        id: "c",
        object: "chat.completion",
        created: 1,
        model: "m",
        choices: [{
          index: 0,
          message: { role: "assistant", content: `Your key: ${echo}` },
          finish_reason: "stop",
        }],
        usage: { prompt_tokens: 80, completion_tokens: 9, total_tokens: 89 },
      });
    },
  );
}

function modelConfig(baseURL: string): string {
  return JSON.stringify({
    id: "loopback",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: { api_key_env: KEY_ENV, base_url: baseURL },
    request: { model: "loop-model", max_tokens: 64 },
  });
}

function assertNoForm(name: string, text: string): void {
  for (const form of keyForms(KEY)) {
    assert.ok(!text.includes(form), `"${form}" is in ${name}`);
  }
}

async function withEchoRun(
  mode: Mode,
  body: (dir: string, printed: string, code: number) => Promise<void>,
): Promise<void> {
  const server = echoServer(mode);
  try {
    await withWorkspace({
      "configs/runs/hex.yaml": RUN,
      "configs/models/loopback.yaml": modelConfig(
        `http://127.0.0.1:${server.addr.port}/v1`,
      ),
    }, async (dir) => {
      const result = await runNiah(["run", "configs/runs/hex.yaml"], {
        cwd: dir,
        env: { [KEY_ENV]: KEY },
      });
      const printed = result.stdout + result.stderr;
      assertNoForm("stdout and stderr", printed);
      await body(dir, printed, result.code);
    });
  } finally {
    await server.shutdown();
  }
}

async function storeText(dir: string): Promise<string> {
  try {
    return await Deno.readTextFile(`${dir}/results/hex.jsonl`);
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return "";
    throw error;
  }
}

for (const mode of ["401", "quota"] as const) {
  Deno.test(`a ${mode} error that echoes the key in hex, spaced hex or reversed prints and stores none of them`, async () => {
    await withEchoRun(mode, async (dir, printed, code) => {
      assert.notEqual(code, 0, printed);
      assert.match(printed, /\[redacted\]/);
      assertNoForm("the store", await storeText(dir));
    });
  });
}

Deno.test("answers that echo the key in hex, spaced hex or reversed: no form in the store, rescore's output or the HTML report", async () => {
  await withEchoRun("ok", async (dir, printed, code) => {
    assert.equal(code, 0, printed);
    const stored = await storeText(dir);
    assert.match(stored, /Your key: \[redacted\]/);
    assertNoForm("the store", stored);
    const rescored = await runNiah(
      ["rescore", "results/hex.jsonl", "--out", "results/re.jsonl"],
      { cwd: dir },
    );
    assert.equal(rescored.code, 0, rescored.stderr);
    assertNoForm("rescore's output", rescored.stdout + rescored.stderr);
    assertNoForm(
      "the rescored store",
      await Deno.readTextFile(`${dir}/results/re.jsonl`),
    );
    const report = await runNiah(
      ["report", "results/hex.jsonl", "--html", "results/hex.html"],
      { cwd: dir },
    );
    assert.equal(report.code, 0, report.stderr);
    assertNoForm("report's output", report.stdout + report.stderr);
    assertNoForm(
      "the HTML report",
      await Deno.readTextFile(`${dir}/results/hex.html`),
    );
  });
});
