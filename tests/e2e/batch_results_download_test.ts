/**
 * Batch mode when a batch's results download goes wrong, through the CLI
 * against the loopback batch server serving a results file of the test's
 * choosing: a line longer than the cap, a line that is not JSON, a file
 * that is not JSON lines (an HTML page), a redirect to another host, a
 * body that stops sending, one that never ends. No line is held past the
 * cap, a broken line is its cell's provider error (never a crash), and a
 * file niah cannot read at all stops the run once with the batch kept, so
 * the next run collects it instead of paying for its cells again.
 */
import assert from "node:assert/strict";
import {
  type BatchApiServer,
  loopbackBaseURL,
  type LoopbackBatchApi,
  loopbackBatchModel,
  type ServedResults,
  withBatchApi,
} from "../support/batch_api_server.ts";
import { rowsOf } from "../support/stored_rows.ts";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";
import { runNiah as runNiahProcess } from "../support/run_niah.ts";

const KEY_ENV = "NIAH_BATCH_DOWNLOAD_TEST_KEY";
const KEY = "test-key-batch-download";
const env = { [KEY_ENV]: KEY };

const RUN = `run_name: "bd"
model: "loop"
task: {type: "uuid"}
sweep:
  context_lengths: [300, 400]
  depth_percents: [0, 50]
  seeds: [1]
runner: {batch: true, batch_poll_s: 0.2}
store: {path: "results/bd.jsonl"}
`;
/** The run with a 0.5 s idle wait (`runner.request_timeout_s`). */
const HALF_SECOND_WAIT = RUN.replace(
  "batch_poll_s: 0.2",
  "batch_poll_s: 0.2, request_timeout_s: 0.5",
);
const STORE = "results/bd.jsonl";
const LEDGER = `${STORE}.batches.json`;

type Api = Exclude<LoopbackBatchApi, "responses">;
const APIS: readonly Api[] = ["chat_completions", "messages"];

type Row = Record<string, unknown>;

/** The served results, changed by the test while `serve` says so. */
type Serve = (served: ServedResults) => Response | undefined;

/** The results file's lines, the `index`-th changed by `change`. */
function changedLine(
  text: string,
  index: number,
  change: (line: string) => string,
): Response {
  const lines = text.split("\n").filter((line) => line !== "");
  lines[index] = change(lines[index]!);
  return new Response(lines.map((line) => `${line}\n`).join(""));
}

/**
 * The last line of what a run printed on standard error, the only one
 * niah's error is on (the lines before are the run's header).
 */
function lastLine(stderr: string): string {
  const lines = stderr.trim().split("\n");
  assert.equal(lines.filter((line) => line.startsWith("niah:")).length, 1);
  assert.doesNotMatch(stderr, /internal error|\n\s+at /);
  return lines.at(-1)!;
}

const exists = (path: string) => Deno.stat(path).then(() => true, () => false);

/** Runs `body` with a server whose results pass through `serve`. */
async function withDownload(
  api: Api,
  serve: { current: Serve | undefined },
  body: (server: BatchApiServer, dir: string) => Promise<void>,
  run = RUN,
): Promise<void> {
  await withBatchApi({
    resultsFile: (served) => serve.current?.(served),
  }, async (server) => {
    await withWorkspace({
      "configs/runs/bd.yaml": run,
      "configs/models/loop.yaml": loopbackBatchModel(
        api,
        loopbackBaseURL(server, api),
        KEY_ENV,
      ),
    }, (dir) => body(server, dir));
  });
}

const runIn = (dir: string, extra: Record<string, string> = {}) =>
  runNiah(["run", "configs/runs/bd.yaml", "--quiet"], {
    cwd: dir,
    env: { ...env, ...extra },
  });

for (const api of APIS) {
  Deno.test(`${api}: a result line that is not JSON is that cell's provider error; the other cells are collected`, async () => {
    const serve: Serve = ({ file, text }) =>
      file === "error" ? undefined : changedLine(
        text,
        1,
        (line) => line.slice(0, Math.floor(line.length / 2)),
      );
    await withDownload(api, { current: serve }, async (server, dir) => {
      const run = await runIn(dir);
      assert.equal(run.code, 4, run.stderr);
      assert.doesNotMatch(run.stderr, /internal error|\n\s+at /);
      const rows = await rowsOf<Row>(`${dir}/${STORE}`);
      assert.equal(rows.length, 4);
      const failed = rows.filter((row) => row.status !== "ok");
      assert.equal(failed.length, 1);
      assert.equal(failed[0]!.failure_class, "provider_error");
      assert.match(String(failed[0]!.error), /result line 2 is not JSON/);
      assert.equal(await exists(`${dir}/${LEDGER}`), false);
      assert.equal(server.count("create"), 1);
    });
  });

  Deno.test(`${api}: a result line longer than the cap is that cell's provider error, read past without holding it`, async () => {
    const serve: Serve = ({ file, text }) =>
      file === "error"
        ? undefined
        : changedLine(text, 2, (line) =>
          line.replace(/"}/, `${"x".repeat(50_000)}"}`));
    await withDownload(api, { current: serve }, async (_server, dir) => {
      const run = await runIn(dir, { NIAH_BATCH_RESULT_LINE_BYTES: "4096" });
      assert.equal(run.code, 4, run.stderr);
      const rows = await rowsOf<Row>(`${dir}/${STORE}`);
      assert.equal(rows.length, 4);
      const failed = rows.filter((row) => row.status !== "ok");
      assert.equal(failed.length, 1, JSON.stringify(rows));
      assert.equal(failed[0]!.failure_class, "provider_error");
      assert.match(
        String(failed[0]!.error),
        /result line 3 is longer than 4096 bytes/,
      );
    });
  });

  Deno.test(`${api}: a results file that is an HTML page stops the run once (exit 2), keeps the batch, and the next run collects it without paying again`, async () => {
    const serve = {
      current: (() =>
        new Response(
          "<!DOCTYPE html>\n<html><body>Service Unavailable</body></html>\n",
          { headers: { "content-type": "text/html" } },
        )) as Serve | undefined,
    };
    await withDownload(api, serve, async (server, dir) => {
      const first = await runIn(dir);
      assert.equal(first.code, 2, first.stderr);
      assert.match(
        lastLine(first.stderr),
        /^niah: Cannot collect batch "[^"]+" from the .*: line 1 of its (output |results )file.* is not JSON \(it looks like an HTML page\).*stays recorded/,
      );
      assert.ok(!first.stderr.includes(KEY));
      const store = `${dir}/${STORE}`;
      assert.deepEqual(await exists(store) ? await rowsOf(store) : [], []);
      assert.equal(await exists(`${dir}/${LEDGER}`), true);
      serve.current = undefined;
      const second = await runIn(dir);
      assert.equal(second.code, 0, second.stderr);
      const rows = await rowsOf<Row>(`${dir}/${STORE}`);
      assert.deepEqual(rows.map((row) => row.status), [
        "ok",
        "ok",
        "ok",
        "ok",
      ]);
      assert.equal(server.count("create"), 1);
      assert.equal(server.submittedRequests, 4);
      assert.equal(await exists(`${dir}/${LEDGER}`), false);
    });
  });

  Deno.test(`${api}: a results download redirected to another host is one line, exit 2, and the batch stays recorded`, async () => {
    const other = Deno.serve(
      { hostname: "127.0.0.1", port: 0, onListen() {} },
      () => new Response("{}\n"),
    );
    const elsewhere = `127.0.0.1:${other.addr.port}`;
    const serve: Serve = () =>
      new Response(null, {
        status: 302,
        headers: { location: `http://${elsewhere}/results.jsonl` },
      });
    try {
      await withDownload(api, { current: serve }, async (_server, dir) => {
        const run = await runIn(dir);
        assert.equal(run.code, 2, run.stderr);
        assert.doesNotMatch(run.stderr, /internal error|\n\s+at /);
        assert.match(
          lastLine(run.stderr),
          new RegExp(
            `^niah: Cannot collect batch "[^"]+" from .*: its results download was redirect.*"http://${elsewhere}".*stays recorded`,
          ),
        );
        assert.equal(await exists(`${dir}/${LEDGER}`), true);
      });
    } finally {
      await other.shutdown();
    }
  });

  Deno.test(`${api}: a results body that stops sending ends after runner.request_timeout_s, exit 2, the batch kept`, async () => {
    const serve: Serve = ({ file, text }) => {
      if (file === "error") return undefined;
      const first = new TextEncoder().encode(text.slice(0, 40));
      let sent = false;
      return new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent) return new Promise<void>(() => {});
            sent = true;
            controller.enqueue(first);
          },
        }),
      );
    };
    await withDownload(
      api,
      { current: serve },
      async (_server, dir) => {
        const run = await runIn(dir);
        assert.equal(run.code, 2, run.stderr);
        assert.match(
          lastLine(run.stderr),
          /^niah: Cannot collect batch "[^"]+" from .*: its results download sent nothing for 0\.5 s \(runner\.request_timeout_s\).*stays recorded/,
        );
        assert.equal(await exists(`${dir}/${LEDGER}`), true);
      },
      HALF_SECOND_WAIT,
    );
  });

  Deno.test(`${api}: a results body that trickles a few bytes at a time is given up after a window of runner.request_timeout_s, exit 2, the batch kept`, async () => {
    const serve: Serve = ({ file, text }) => {
      if (file === "error") return undefined;
      const bytes = new TextEncoder().encode(text);
      let at = 0;
      // Eight bytes every 50 ms: never idle for the 0.5 s wait, and far
      // too slow to end (160 B/s, the floor being 1 KiB/s).
      return new Response(
        new ReadableStream<Uint8Array>({
          async pull(controller) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            controller.enqueue(
              bytes.subarray(at % bytes.length, at % bytes.length + 8),
            );
            at += 8;
          },
        }),
      );
    };
    await withDownload(
      api,
      { current: serve },
      async (_server, dir) => {
        const run = await runIn(dir);
        assert.equal(run.code, 2, run.stderr);
        assert.match(
          lastLine(run.stderr),
          /^niah: Cannot collect batch "[^"]+" from .*: its results download sent \d+ bytes in 0\.\d s, under 1024 bytes a second over runner\.request_timeout_s \(0\.5 s\): too slow to ever finish.*stays recorded/,
        );
        assert.equal(await exists(`${dir}/${LEDGER}`), true);
      },
      HALF_SECOND_WAIT,
    );
  });

  Deno.test(`${api}: a results download that breaks off is one line, exit 2, and the next run collects the batch`, async () => {
    const serve = {
      current: (({ file, text }) => {
        if (file === "error") return undefined;
        const first = new TextEncoder().encode(text.slice(0, 40));
        return new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(first);
              controller.error(new Error("the server broke off"));
            },
          }),
        );
      }) as Serve | undefined,
    };
    await withDownload(api, serve, async (server, dir) => {
      const first = await runIn(dir);
      assert.equal(first.code, 2, first.stderr);
      assert.match(
        lastLine(first.stderr),
        /^niah: Cannot collect batch "[^"]+" from .*: its results download broke off \(.*\); the batch stays recorded/,
      );
      serve.current = undefined;
      const second = await runIn(dir);
      assert.equal(second.code, 0, second.stderr);
      assert.equal((await rowsOf<Row>(`${dir}/${STORE}`)).length, 4);
      assert.equal(server.count("create"), 1);
    });
  });
}

Deno.test("SIGTERM during a results download that never ends stops the run (exit 130), the batch kept", async () => {
  let sent = 0;
  const line = (i: number) =>
    `{"custom_id":"unsubmitted-${i}-${
      "y".repeat(60_000)
    }","result":{"type":"errored"}}\n`;
  const serve: Serve = () => {
    let i = 0;
    const encoder = new TextEncoder();
    return new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          const bytes = encoder.encode(line(i++));
          sent += bytes.length;
          controller.enqueue(bytes);
        },
      }),
    );
  };
  await withDownload("messages", { current: serve }, async (_server, dir) => {
    const run = await runNiahProcess(
      ["run", "configs/runs/bd.yaml", "--quiet"],
      {
        cwd: dir,
        env,
        interruptSignal: "SIGTERM",
        interruptWhen: () => sent > 8 * 2 ** 20,
      },
    );
    assert.equal(run.code, 130, run.stderr);
    assert.match(run.stderr, /Interrupted/);
    assert.equal(await exists(`${dir}/${LEDGER}`), true);
  });
});
