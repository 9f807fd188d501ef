/**
 * The test task's wrapper around `deno test`: one pool of niah hosts for
 * the whole suite, so the files that run commands in a host share a few
 * processes instead of starting one each (a host's start-up, Deno and
 * niah's modules, is most of what such a file costs).
 *
 * Usage: deno run --allow-read --allow-env --allow-run --allow-net=127.0.0.1
 * host_pool.ts <deno test's arguments...>
 *
 * It listens on a loopback port, runs `deno test` with {@link HOST_POOL_ENV}
 * naming it, and answers each connection's one request line
 * (`HostRequest`) with one `PoolAnswer` line, through an idle host: one
 * host per test job at most (`DENO_JOBS` or the CPU count, as
 * `deno test --parallel` counts them), each started the first time every
 * other is busy. A host that exits is replaced for the next request. It
 * exits with `deno test`'s exit code.
 */
import { HostLink } from "./host_link.ts";
import { streamLines } from "./stream_lines.ts";
import { writeAll } from "../../src/store/write_all.ts";
import {
  HOST_POOL_ENV,
  type HostRequest,
  type PoolAnswer,
} from "./niah_host_protocol.ts";

const most = Math.max(
  1,
  Number(Deno.env.get("DENO_JOBS")) || navigator.hardwareConcurrency,
);
const idle: HostLink[] = [];
const waiting: ((link: HostLink) => void)[] = [];
let started = 0;

function take(): Promise<HostLink> {
  const link = idle.pop();
  if (link) return Promise.resolve(link);
  if (started < most) {
    started++;
    return Promise.resolve(new HostLink());
  }
  return new Promise((resolve) => waiting.push(resolve));
}

function give(link: HostLink): void {
  if (!link.alive) {
    started--;
    link.close();
    if (waiting.length > 0) {
      started++;
      waiting.shift()!(new HostLink());
    }
    return;
  }
  const next = waiting.shift();
  if (next) next(link);
  else idle.push(link);
}

async function answer(request: HostRequest): Promise<PoolAnswer> {
  const link = await take();
  try {
    return { result: await link.ask(request) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  } finally {
    give(link);
  }
}

/** Reads the connection's one request line and writes its answer. */
async function serve(connection: Deno.Conn): Promise<void> {
  try {
    const line = await streamLines(connection.readable).next();
    if (line.done) return;
    const request = JSON.parse(line.value) as HostRequest;
    await writeAll(
      connection,
      new TextEncoder().encode(`${JSON.stringify(await answer(request))}\n`),
    );
  } catch (error) {
    console.error("host pool:", error);
  } finally {
    connection.close();
  }
}

if (import.meta.main) {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  (async () => {
    for await (const connection of listener) serve(connection);
  })();
  const tests = new Deno.Command(Deno.execPath(), {
    args: ["test", ...Deno.args],
    env: {
      [HOST_POOL_ENV]: `127.0.0.1:${listener.addr.port}`,
      DENO_NO_UPDATE_CHECK: "1",
    },
  }).spawn();
  const { code } = await tests.status;
  listener.close();
  await Promise.all(idle.map((link) => link.close()));
  Deno.exit(code);
}
