/**
 * `niah run` given what a hostile or careless user (or endpoint) hands it:
 * usage counts that are not counts, a huge or tiny API key, credentials in
 * a base URL. A row is never refused for what an endpoint said, and
 * secrets never reach rows, logs or errors.
 */
import assert from "node:assert/strict";
import { type Reply, withFakeApi } from "../support/fake_api_server.ts";
import {
  type NiahResult,
  runNiah,
  withWorkspace,
} from "../support/hosted_niah.ts";

const KEY_ENV = "NIAH_HOSTILE_KEY";

type Row = Record<string, unknown>;

const RUN = `run_name: "hostile"
model: "loopback"
task: {type: "uuid"}
sweep: {context_lengths: [300], depth_percents: [0, 50, 100], seeds: [1]}
runner: {concurrency: 1, retries: 0, backoff_base_s: 0, max_wait_s: 20}
store: {path: "results/hostile.jsonl"}
`;

function modelConfig(client: Record<string, unknown>, extra = {}): string {
  return JSON.stringify({
    id: "loopback",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: { api_key_env: KEY_ENV, ...client },
    request: { model: "loop-model", max_tokens: 64 },
    ...extra,
  });
}

async function readRows(dir: string): Promise<Row[]> {
  try {
    const text = await Deno.readTextFile(`${dir}/results/hostile.jsonl`);
    return text.trimEnd().split("\n").map((line) => JSON.parse(line));
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
}

/** Runs `args` in a workspace with the loopback model config `model`. */
async function inWorkspace(
  model: string,
  body: (
    niah: (args: string[], env?: Record<string, string>) => Promise<NiahResult>,
    dir: string,
  ) => Promise<void>,
): Promise<void> {
  await withWorkspace({
    "configs/runs/hostile.yaml": RUN,
    "configs/models/loopback.yaml": model,
  }, async (dir) => {
    await body(
      (args, env = { [KEY_ENV]: "test-key-hostile" }) =>
        runNiah(args, { cwd: dir, env }),
      dir,
    );
  });
}

const withServer = withFakeApi;

Deno.test("a base_url with user:password@ is refused at validate and run, in one line that never prints the password", async () => {
  await withServer({}, async (server) => {
    const withUser = server.openaiBaseURL.replace(
      "http://",
      "http://admin:hunter2@",
    );
    for (
      const client of [
        { base_url: withUser },
        { base_urls: [server.openaiBaseURL, withUser] },
      ]
    ) {
      await inWorkspace(modelConfig(client), async (niah) => {
        for (const command of ["validate", "run"]) {
          const result = await niah([command, "configs/runs/hostile.yaml"]);
          assert.equal(result.code, 2, result.stderr);
          const lines = result.stderr.trim().split("\n");
          const error = lines.find((line) => line.startsWith("niah: "));
          assert.ok(error, result.stderr);
          assert.match(error, /base_url/);
          assert.match(error, /user name or password \(user:password@\)/);
          assert.doesNotMatch(result.stderr + result.stdout, /hunter2|admin/);
        }
      });
    }
    // The same URL through base_url_env.
    await inWorkspace(
      modelConfig({ base_url_env: "NIAH_HOSTILE_URL" }),
      async (niah, dir) => {
        const result = await niah(["run", "configs/runs/hostile.yaml"], {
          [KEY_ENV]: "test-key-hostile",
          NIAH_HOSTILE_URL: withUser,
        });
        assert.equal(result.code, 2, result.stderr);
        assert.match(
          result.stderr,
          /"NIAH_HOSTILE_URL" \(client\.base_url_env in .*\): a URL with a user name or password/,
        );
        assert.doesNotMatch(result.stderr + result.stdout, /hunter2|admin/);
        assert.deepEqual(await readRows(dir), []);
        // validate and --dry-run send nothing: they warn (exit 0), the same
        // words, never the URL.
        for (
          const args of [
            ["validate", "configs/runs/hostile.yaml"],
            ["run", "configs/runs/hostile.yaml", "--dry-run"],
          ]
        ) {
          const checked = await niah(args, {
            [KEY_ENV]: "test-key-hostile",
            NIAH_HOSTILE_URL: withUser,
          });
          assert.equal(checked.code, 0, checked.stderr);
          assert.match(
            checked.stderr,
            /warning: environment variable "NIAH_HOSTILE_URL" \(client\.base_url_env in .*\): a URL with a user name or password .*; niah run will stop before any request until it is fixed/,
          );
          assert.doesNotMatch(checked.stderr + checked.stdout, /hunter2|admin/);
        }
      },
    );
    assert.equal(server.received, 0, "nothing was sent");
  });
});

/** A key of `length` characters, random enough to appear nowhere else. */
function longKey(length: number): string {
  const alphabet =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i += 65_536) {
    crypto.getRandomValues(bytes.subarray(i, i + 65_536));
  }
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/**
 * A bare HTTP/1.1 server (Deno.serve refuses headers past about 64 KB):
 * it reads each request whole and answers a chat completion, or first a
 * 400, whose text echoes the Bearer key as is and in base64.
 */
function echoKeyServer(): {
  url: string;
  keys: string[];
  close(): Promise<void>;
} {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const keys: string[] = [];
  const serve = async (conn: Deno.Conn) => {
    const decoder = new TextDecoder();
    let text = "";
    const buffer = new Uint8Array(65_536);
    for (;;) {
      const n = await conn.read(buffer);
      if (n === null) break;
      text += decoder.decode(buffer.subarray(0, n), { stream: true });
      const end = text.indexOf("\r\n\r\n");
      if (end < 0) continue;
      const length = Number(/content-length: *(\d+)/i.exec(text)?.[1] ?? 0);
      if (text.length - end - 4 >= length) break;
    }
    const key = /authorization: *Bearer ([^\r]*)/i.exec(text)?.[1] ?? "";
    keys.push(key);
    const echo = `${key} ${btoa(key)}`;
    const [status, body] = keys.length === 1
      ? ["400 Bad Request", { error: { message: `bad key ${echo}` } }]
      : ["200 OK", {
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
      }];
    const json = new TextEncoder().encode(JSON.stringify(body));
    const head = `HTTP/1.1 ${status}\r\ncontent-type: application/json\r\n` +
      `content-length: ${json.length}\r\nconnection: close\r\n\r\n`;
    const out = new Uint8Array([...new TextEncoder().encode(head), ...json]);
    for (let at = 0; at < out.length;) at += await conn.write(out.subarray(at));
    conn.close();
  };
  const accepting = (async () => {
    for await (const conn of listener) await serve(conn).catch(() => {});
  })();
  return {
    url: `http://127.0.0.1:${(listener.addr as Deno.NetAddr).port}/v1`,
    keys,
    close: async () => {
      listener.close();
      await accepting.catch(() => {});
    },
  };
}

Deno.test("a 200 KB API key (from .env) is redacted from the answers and errors a server echoes, without a stack overflow", async () => {
  const key = `sk-${longKey(200_000)}`;
  const server = echoKeyServer();
  try {
    await withWorkspace({
      "configs/runs/hostile.yaml": RUN,
      "configs/models/loopback.yaml": modelConfig({ base_url: server.url }),
      ".env": `${KEY_ENV}=${key}\n`,
    }, async (dir) => {
      const result = await runNiah(["run", "configs/runs/hostile.yaml"], {
        cwd: dir,
      });
      const printed = result.stdout + result.stderr;
      assert.doesNotMatch(printed, /Maximum call stack/);
      assert.equal(result.code, 4, printed.slice(0, 2000));
      assert.ok(server.keys[0] === key, "the key was sent whole");
      const rows = await readRows(dir);
      assert.equal(rows.length, 3);
      const stored = await Deno.readTextFile(`${dir}/results/hostile.jsonl`);
      const probe = key.slice(1000, 1064);
      const base64Probe = btoa(key).slice(1000, 1064);
      for (const text of [stored, printed]) {
        assert.ok(!text.includes(probe), "the key leaked");
        assert.ok(!text.includes(base64Probe), "the key's base64 leaked");
      }
      assert.equal(rows[0]?.failure_class, "provider_error");
      assert.match(String(rows[0]?.error), /bad key \[redacted\] \[redacted\]/);
      // The base64 form's last character or two depend on what follows it.
      assert.match(
        String(rows[1]?.response),
        /^Your key: \[redacted\] \[redacted\][A-Za-z0-9+/=]{0,3}$/,
      );
    });
  } finally {
    await server.close();
  }
});

Deno.test("a 4-character key is redacted; a 3-character one is refused naming the variable, never the value", async () => {
  await withServer({ echoKey: true }, async (server) => {
    const model = modelConfig({ base_url: server.openaiBaseURL });
    await inWorkspace(model, async (niah, dir) => {
      const result = await niah(["run", "configs/runs/hostile.yaml"], {
        [KEY_ENV]: "Zq9#",
      });
      assert.equal(result.code, 0, result.stderr);
      const stored = await Deno.readTextFile(`${dir}/results/hostile.jsonl`);
      assert.ok(!stored.includes("Zq9#"), stored);
      assert.ok(!stored.includes(btoa("Zq9#")), stored);
      assert.ok(!stored.includes("Zq9%23"), stored);
      assert.match(stored, /Your key: \[redacted\]/);
    });
    const before = server.received;
    await inWorkspace(model, async (niah) => {
      const result = await niah(["run", "configs/runs/hostile.yaml"], {
        [KEY_ENV]: "Zq9",
      });
      assert.equal(result.code, 2, result.stderr);
      assert.equal(
        result.stderr,
        `niah: Cannot run: environment variable "${KEY_ENV}" (client.api_key_env in "configs/models/loopback.yaml") holds a key of 3 characters, too short to keep out of rows and logs (niah redacts keys of 4 or more); set the real key, or remove client.api_key_env for an endpoint that needs none\n`,
      );
    });
    assert.equal(server.received, before, "nothing sent with the short key");
  });
});

Deno.test("usage that is not token counts (-5, 1.5, 1e308, reasoning -3) never refuses a row: kept as usage_invalid, no cost or gap from it, the run goes on", async () => {
  const bad: Reply[] = [
    { kind: "answer", usage: { input: -5, output: 9 } },
    { kind: "answer", usage: { input: 1.5, output: 9 } },
    { kind: "answer", usage: { input: 1e308, output: 9 } },
    { kind: "answer", usage: { input: 80, output: 9, reasoning: -3 } },
  ];
  await withServer({}, async (server) => {
    server.enqueue(...bad);
    const model = modelConfig({ base_url: server.openaiBaseURL }, {
      pricing: { input: 1, output: 2 },
    });
    await withWorkspace({
      "configs/runs/hostile.yaml": RUN.replace(
        "[0, 50, 100]",
        "[0, 25, 50, 75]",
      ),
      "configs/models/loopback.yaml": model,
    }, async (dir) => {
      const niah = (args: string[]) =>
        runNiah(args, { cwd: dir, env: { [KEY_ENV]: "test-key-hostile" } });
      const result = await niah(["run", "configs/runs/hostile.yaml"]);
      assert.equal(result.code, 0, result.stderr);
      assert.match(
        result.stderr,
        /warning: 4 rows got a usage from the provider that is not token counts \(first: \{"input_tokens":-5,"output_tokens":9\}\); kept as "usage_invalid"/,
      );
      const rows = await readRows(dir);
      assert.equal(rows.length, 4);
      const reported = rows.map((row) => row.usage_invalid);
      assert.deepEqual(reported, [
        { input_tokens: -5, output_tokens: 9 },
        { input_tokens: 1.5, output_tokens: 9 },
        { input_tokens: 1e308, output_tokens: 9 },
        { input_tokens: 80, output_tokens: 9, reasoning_tokens: -3 },
      ]);
      for (const row of rows) {
        assert.equal(row.status, "ok");
        assert.equal(row.failure_class, "ok");
        assert.equal(row.usage, null);
        assert.equal(row.cost_usd, null, "no cost from counts that are wrong");
        const counts = row.token_counts as Record<string, unknown>;
        assert.equal(counts.provider_input, null);
        assert.equal(counts.gap_flag, null, "the gap check skipped it");
      }
      const again = await niah(["run", "configs/runs/hostile.yaml"]);
      assert.equal(again.code, 0, again.stderr);
      assert.match(again.stderr, /4 done, 0 to run/);
      for (
        const args of [
          ["report", "results/hostile.jsonl"],
          ["report", "results/hostile.jsonl", "--csv", "out.csv"],
          ["merge", "results/hostile.jsonl", "--out", "merged.jsonl"],
        ]
      ) {
        const read = await niah(args);
        assert.equal(read.code, 0, `${args.join(" ")}: ${read.stderr}`);
      }
      assert.match(
        (await niah(["report", "results/hostile.jsonl"])).stdout,
        /4 rows/,
      );
    });
  });
});
