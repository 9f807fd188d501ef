/**
 * Runner overhead: cells/s, CPU ms per cell and peak RSS of `niah run`
 * against a loopback OpenAI-compatible API that answers at once, at
 * concurrency 1, 16, 64 and 256, with small (200-token) and 128k-token
 * prompts. Three processes keep the figures honest: this one orchestrates,
 * the API runs in its own (its CPU is not counted), and each `niah run`
 * runs in a child that reports its own CPU time (node:process cpuUsage) and
 * peak RSS (VmHWM). CPU per cell is the run's CPU minus the CPU of the same
 * command resumed with nothing left to do (start-up, config, tokenizer,
 * reading the store), divided by the cells. Prints a table.
 *
 *   deno run --allow-read --allow-write --allow-env --allow-net=127.0.0.1 \
 *     --allow-run bench/runner_bench.ts
 */
import process from "node:process";
import { BINARY_PERMISSIONS } from "../tests/support/run_niah.ts";

const SELF = new URL(import.meta.url).pathname;
const MAIN_PERMISSIONS = [...BINARY_PERMISSIONS];

/** What a child `niah run` reports about itself. */
interface ChildReport {
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  /** Most heap still in use after a full GC (sampled; with --live-heap). */
  liveHeapBytes?: number;
  stderr: string[];
}

function peakRss(): number {
  try {
    const status = Deno.readTextFileSync("/proc/self/status");
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    if (kb) return Number(kb) * 1024;
  } catch {
    // Not Linux: fall back to the current RSS.
  }
  return Deno.memoryUsage().rss;
}

/**
 * `child <run.yaml> [--live-heap]`: one `niah run`, measured from the
 * inside. With `--live-heap` (and V8's --expose-gc) it also forces a GC
 * every 200 ms and keeps the most heap that survived one: what the run
 * really holds, apart from garbage V8 has not collected yet.
 */
async function child(runPath: string, liveHeap: boolean): Promise<void> {
  const { buildProgram } = await import("../src/cli/program.ts");
  let live = 0;
  const gc = (globalThis as { gc?: () => void }).gc;
  const sample = () => {
    gc?.();
    live = Math.max(live, Deno.memoryUsage().heapUsed);
  };
  const timer = liveHeap && gc ? setInterval(sample, 200) : undefined;
  const stderr: string[] = [];
  const io = {
    out() {},
    err: (line: string) => stderr.push(line),
    signal: new AbortController().signal,
    env: (name: string) => Deno.env.get(name),
    stderrIsTerminal: false,
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  await buildProgram(io).parseAsync(["run", runPath, "--quiet"], {
    from: "user",
  });
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (timer !== undefined) {
    clearInterval(timer);
    sample();
  }
  const report: ChildReport = {
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
    peakRssBytes: peakRss(),
    ...(timer !== undefined ? { liveHeapBytes: live } : {}),
    stderr,
  };
  console.log(JSON.stringify(report));
}

/** `serve`: the loopback API, until stdin closes. */
async function serve(): Promise<void> {
  const { FakeApiServer } = await import("../tests/support/fake_api_server.ts");
  const server = new FakeApiServer({ record: false });
  console.log(`PORT ${server.port}`);
  for await (const _ of Deno.stdin.readable) {
    // Wait for the parent to close stdin.
  }
  await server.shutdown();
}

interface Case {
  label: string;
  contextLength: number;
  concurrency: number;
  cells: number;
}

async function runChild(
  runPath: string,
  liveHeap: boolean,
): Promise<ChildReport> {
  const output = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      ...MAIN_PERMISSIONS,
      // The niah task's flags expose V8's gc already (--expose-gc).
      SELF,
      "child",
      runPath,
      ...(liveHeap ? ["--live-heap"] : []),
    ],
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout).trim();
  if (!output.success) {
    throw new Error(
      `niah run failed: ${new TextDecoder().decode(output.stderr)}`,
    );
  }
  return JSON.parse(text.split("\n").at(-1)!);
}

/**
 * One case: the run, then (for CPU per cell) the same command again with
 * nothing left to do, or (for memory) one run sampling the live heap.
 */
async function measure(
  dir: string,
  baseURL: string,
  c: Case,
  mode: "cpu" | "memory",
): Promise<{ run: ChildReport; noop?: ChildReport }> {
  const name = `${c.label}-c${c.concurrency}-n${c.cells}`;
  const depths = 10;
  const model = {
    id: "loopback",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: { base_url: baseURL },
    request: { model: "loop-model", max_tokens: 32 },
    pricing: { input: 1, output: 2 },
  };
  const storePath = `${dir}/${name}.jsonl`;
  const run = {
    run_name: name,
    model: `${dir}/loopback.yaml`,
    task: { type: "uuid" },
    sweep: {
      context_lengths: [c.contextLength],
      depth_percents: { min: 0, max: 100, num: depths },
      seeds: { min: 1, max: c.cells / depths, num: c.cells / depths },
    },
    runner: { concurrency: c.concurrency, retries: 0 },
    store: { path: storePath },
  };
  await Deno.writeTextFile(`${dir}/loopback.yaml`, JSON.stringify(model));
  const runPath = `${dir}/${name}.yaml`;
  await Deno.writeTextFile(runPath, JSON.stringify(run));
  const first = await runChild(runPath, mode === "memory");
  const rows = (await Deno.readTextFile(storePath)).trimEnd().split("\n");
  const ok = rows.filter((line) => JSON.parse(line).failure_class === "ok");
  if (rows.length !== c.cells || ok.length !== c.cells) {
    throw new Error(
      `${name}: ${rows.length} rows, ${ok.length} ok, for ${c.cells} cells: ${
        first.stderr.join("\n")
      }`,
    );
  }
  // The same command again: everything is done, so this is start-up,
  // config, tokenizer and reading the store, and no cells.
  const noop = mode === "cpu" ? await runChild(runPath, false) : undefined;
  await Deno.remove(storePath);
  return { run: first, ...(noop ? { noop } : {}) };
}

async function main(): Promise<void> {
  const server = new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-net=127.0.0.1", SELF, "serve"],
    stdin: "piped",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = server.stdout.pipeThrough(new TextDecoderStream())
    .getReader();
  let banner = "";
  while (!banner.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the loopback API did not start");
    banner += value;
  }
  await reader.cancel();
  const port = Number(/PORT (\d+)/.exec(banner)?.[1]);
  const baseURL = `http://127.0.0.1:${port}/v1`;
  const dir = await Deno.makeTempDir({ prefix: "niah-runner-bench-" });

  const cases: Case[] = [];
  for (const concurrency of [1, 16, 64, 256]) {
    cases.push({
      label: "small",
      contextLength: 200,
      concurrency,
      cells: 2000,
    });
  }
  for (const concurrency of [1, 16, 64, 256]) {
    cases.push({
      label: "128k",
      contextLength: 128_000,
      concurrency,
      cells: concurrency === 256 ? 520 : 160,
    });
  }
  const growth: Case[] = [200, 2000, 10000].map((cells) => ({
    label: "small",
    contextLength: 200,
    concurrency: 16,
    cells,
  }));

  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
  const row = (cells: (string | number)[], widths: number[]) =>
    cells.map((cell, i) =>
      i === 0 ? String(cell).padEnd(widths[i]!) : String(cell).padStart(
        widths[i]!,
      )
    ).join(" ");
  const cpuWidths = [7, 5, 6, 7, 8, 12, 13, 13];
  console.log(
    `runner_bench: niah run against a loopback OpenAI-compatible API in its own process (answers at once; its CPU is not counted); ${navigator.hardwareConcurrency} CPUs`,
  );
  try {
    console.log(row([
      "prompt",
      "conc",
      "cells",
      "wall s",
      "cells/s",
      "CPU ms/cell",
      "fixed CPU ms",
      "peak RSS MiB",
    ], cpuWidths));
    const small: number[] = [];
    for (const c of cases) {
      const r = await measure(dir, baseURL, c, "cpu");
      const perCell = (r.run.cpuMs - r.noop!.cpuMs) / c.cells;
      if (c.label === "small") small.push(perCell);
      console.log(row([
        c.label,
        c.concurrency,
        c.cells,
        (r.run.wallMs / 1000).toFixed(2),
        (c.cells / (r.run.wallMs / 1000)).toFixed(0),
        perCell.toFixed(2),
        r.noop!.cpuMs.toFixed(0),
        mib(r.run.peakRssBytes),
      ], cpuWidths));
    }
    console.log(
      "memory against the number of cells (small prompts, concurrency 16; live heap = most heap surviving a forced GC, sampled every 200 ms):",
    );
    const memWidths = [7, 5, 6, 7, 13, 14];
    console.log(row([
      "prompt",
      "conc",
      "cells",
      "wall s",
      "peak RSS MiB",
      "live heap MiB",
    ], memWidths));
    const live: number[] = [];
    const rss: number[] = [];
    for (const c of growth) {
      const r = await measure(dir, baseURL, c, "memory");
      live.push(r.run.liveHeapBytes ?? NaN);
      rss.push(r.run.peakRssBytes);
      console.log(row([
        c.label,
        c.concurrency,
        c.cells,
        (r.run.wallMs / 1000).toFixed(2),
        mib(r.run.peakRssBytes),
        mib(r.run.liveHeapBytes ?? NaN),
      ], memWidths));
    }
    const worst = Math.max(...small);
    const growthMiB = (live.at(-1)! - live[0]!) / 2 ** 20;
    console.log(
      `targets: harness CPU per small cell ${
        worst.toFixed(2)
      } ms at worst (target < 2 ms: ${
        worst < 2 ? "met" : "NOT met"
      }); live heap from ${growth[0]!.cells} to ${
        growth.at(-1)!.cells
      } cells grows ${growthMiB.toFixed(0)} MiB (${
        (growthMiB * 2 ** 20 / (growth.at(-1)!.cells - growth[0]!.cells))
          .toFixed(0)
      } bytes per cell), peak RSS ${mib(rss[0]!)} -> ${mib(rss.at(-1)!)} MiB`,
    );
  } finally {
    await server.stdin.close();
    await server.status;
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) {
  const [mode, arg] = Deno.args;
  if (mode === "child") await child(arg!, Deno.args.includes("--live-heap"));
  else if (mode === "serve") await serve();
  else await main();
}
