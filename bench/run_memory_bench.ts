/**
 * Memory and start-up of a whole `niah run`: 2,000 small (200-token) `uuid`
 * cells against a loopback OpenAI-compatible API that answers at once,
 * `main.ts` run in a fresh process under the `niah` task's permission flags
 * (the binary's), the whole process counted: start-up, the scope's worker,
 * the store. Prints, per run, the peak RSS (/usr/bin/time's; where the
 * machine has no /usr/bin/time, the RSS `ps` reads every 20 ms, which can
 * miss a short peak), the wall time, the time from the process's start to
 * the first request the server receives and the RSS then (what start-up
 * left resident; the rest of the peak is the run's); then the range of
 * each against the targets. Deno lets a script read another process's
 * /proc files only with every permission, so the RSS comes from `ps`.
 *
 * With `PROMPTFOO=<promptfoo's main script>` (a local `npm install
 * promptfoo`: `<folder>/node_modules/promptfoo/dist/src/main.js`, run by
 * `node` on PATH or `PROMPTFOO_NODE`) it runs the same 2,000 prompts through
 * promptfoo's `openai:chat` provider pointed at the same server, measures
 * its peak RSS the same way and prints niah's share of it; without it no
 * promptfoo figure is printed.
 *
 *   deno run --allow-read --allow-write --allow-env --allow-net=127.0.0.1 \
 *     --allow-run bench/run_memory_bench.ts [runs]
 */
import { niahTaskFlags } from "../scripts/compile.ts";
import { FakeApiServer } from "../tests/support/fake_api_server.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const RUNS = Number(Deno.args[0] ?? 3);
const CELLS = 2000;
const DEPTHS = 10;
const CONCURRENCY = 16;
/** Targets: under 0.5 s to the first request; a third of promptfoo's RSS. */
const FIRST_REQUEST_TARGET_S = 0.5;

/**
 * The loopback API, with the time its latest first request came, the
 * measured process's RSS then, and how to find that process.
 */
type Server = FakeApiServer & {
  firstAt: number | null;
  firstRssKb: number | null;
  measuredPid: (() => number | undefined) | null;
};

/** One measured process. */
interface Figures {
  wallS: number;
  /** User + system CPU seconds (with /usr/bin/time): steadier on a busy machine. */
  cpuS: number | null;
  firstRequestS: number | null;
  /** RSS when the first request came: what start-up left resident. */
  firstRssMiB: number | null;
  rssMiB: number;
}

/** `ps -o <field>= <flag> <pid>` read as numbers. */
function ps(field: string, flag: string, pid: number): number[] {
  try {
    const { stdout } = new Deno.Command("ps", {
      args: ["-o", `${field}=`, flag, String(pid)],
      stdout: "piped",
      stderr: "null",
    }).outputSync();
    return new TextDecoder().decode(stdout).trim().split(/\s+/)
      .map(Number).filter((n) => n > 0);
  } catch {
    return [];
  }
}

/** The RSS of `pid` now, in KiB (null once it is gone). */
function vmRss(pid: number): number | null {
  return ps("rss", "-p", pid)[0] ?? null;
}

/** The child of `pid` (the program /usr/bin/time runs), if any. */
function childOf(pid: number): number | undefined {
  return ps("pid", "--ppid", pid)[0];
}

/** Whether /usr/bin/time can report a child's peak RSS (its %M). */
async function hasTime(): Promise<boolean> {
  try {
    return (await Deno.stat("/usr/bin/time")).isFile;
  } catch {
    return false;
  }
}

/**
 * Runs `program args` once while `server` counts requests; returns its wall
 * time, time to the first request, RSS then and peak RSS.
 */
async function measure(
  server: Server,
  program: string,
  args: string[],
  env: Record<string, string>,
): Promise<Figures> {
  const report = (await hasTime()) ? await Deno.makeTempFile() : null;
  const [exe, ...rest] = report
    ? ["/usr/bin/time", "-f", "%U %S %M", "-o", report, program, ...args]
    : [program, ...args];
  server.firstAt = null;
  server.firstRssKb = null;
  const start = performance.now();
  const child = new Deno.Command(exe!, {
    args: rest,
    cwd: ROOT,
    env: { NO_COLOR: "1", DENO_NO_UPDATE_CHECK: "1", ...env },
    stdout: "null",
    stderr: "piped",
  }).spawn();
  server.measuredPid = report ? () => childOf(child.pid) : () => child.pid;
  let peakKb = 0;
  // Without /usr/bin/time, the RSS sampled until the process ends.
  const timer = report ? undefined : setInterval(() => {
    peakKb = Math.max(peakKb, vmRss(child.pid) ?? 0);
  }, 20);
  const output = await child.output();
  const wallS = (performance.now() - start) / 1000;
  clearInterval(timer);
  if (!output.success) {
    throw new Error(
      `${program} failed: ${new TextDecoder().decode(output.stderr)}`,
    );
  }
  let cpuS: number | null = null;
  if (report) {
    const last = (await Deno.readTextFile(report)).trim().split("\n").at(-1);
    await Deno.remove(report);
    const [user, system, kb] = (last ?? "").split(" ").map(Number);
    if (Number.isFinite(kb)) peakKb = Math.max(peakKb, kb!);
    if (Number.isFinite(user) && Number.isFinite(system)) {
      cpuS = user! + system!;
    }
  }
  const first = server.firstAt as number | null;
  const firstRssKb = server.firstRssKb as number | null;
  return {
    wallS,
    cpuS,
    firstRequestS: first === null ? null : (first - start) / 1000,
    firstRssMiB: firstRssKb === null ? null : firstRssKb / 1024,
    rssMiB: peakKb / 1024,
  };
}

/** The run config and its model, in `dir`, for `baseURL`. */
async function writeNiahConfig(dir: string, baseURL: string): Promise<string> {
  const model = {
    id: "loopback",
    runtime: { sdk: "openai-python", api: "chat_completions" },
    client: { base_url: baseURL },
    request: { model: "loop-model", max_tokens: 32 },
  };
  await Deno.writeTextFile(`${dir}/loopback.yaml`, JSON.stringify(model));
  const run = {
    run_name: "memory-bench",
    model: `${dir}/loopback.yaml`,
    task: { type: "uuid" },
    sweep: {
      context_lengths: [200],
      depth_percents: { min: 0, max: 100, num: DEPTHS },
      seeds: { min: 1, max: CELLS / DEPTHS, num: CELLS / DEPTHS },
    },
    runner: { concurrency: CONCURRENCY, retries: 0 },
    store: { path: `${dir}/store.jsonl` },
  };
  const path = `${dir}/run.yaml`;
  await Deno.writeTextFile(path, JSON.stringify(run));
  return path;
}

/**
 * The same 2,000 prompts for promptfoo, as the server received them from
 * niah: one test case each, the prompt passed through as is, its answer
 * checked for the secret code as niah's scorer does.
 */
async function writePromptfooConfig(
  dir: string,
  baseURL: string,
  prompts: readonly string[],
): Promise<string> {
  const tests = prompts.map((prompt) => ({
    vars: { prompt },
    assert: [{
      type: "icontains",
      value: /The secret code is ([0-9a-f-]{36})/.exec(prompt)?.[1] ?? "",
    }],
  }));
  const config = {
    description: "niah run_memory_bench",
    prompts: ["{{prompt}}"],
    providers: [{
      id: "openai:chat:loop-model",
      config: { apiBaseUrl: baseURL, apiKey: "sk-bench", max_tokens: 32 },
    }],
    tests,
  };
  const path = `${dir}/promptfooconfig.json`;
  await Deno.writeTextFile(path, JSON.stringify(config));
  return path;
}

function cpus(figures: Figures[]): number[] {
  return figures.flatMap((f) => f.cpuS === null ? [] : [f.cpuS]);
}

function range(values: number[], digits: number): string {
  if (values.length === 0) return "n/a";
  const low = Math.min(...values).toFixed(digits);
  const high = Math.max(...values).toFixed(digits);
  return low === high ? low : `${low}-${high}`;
}

async function main(): Promise<void> {
  // The prompts of the first (unmeasured) run, for promptfoo's.
  const prompts: string[] = [];
  const server = Object.assign(
    new FakeApiServer({
      record: false,
      reply: (request) => {
        if (server.firstAt === null) {
          server.firstAt = performance.now();
          const pid = server.measuredPid?.();
          server.firstRssKb = pid === undefined ? null : vmRss(pid);
        }
        if (server.keepPrompts) prompts.push(request.prompt);
        return undefined;
      },
    }),
    {
      firstAt: null as number | null,
      firstRssKb: null as number | null,
      measuredPid: null as (() => number | undefined) | null,
      keepPrompts: true,
    },
  );
  const dir = await Deno.makeTempDir({ prefix: "niah-memory-bench-" });
  try {
    const runPath = await writeNiahConfig(dir, server.openaiBaseURL);
    const niah = [
      "run",
      ...niahTaskFlags(),
      "main.ts",
      "run",
      runPath,
      "--quiet",
    ];
    const env = { OPENAI_API_KEY: "sk-bench" };
    // A first, unmeasured run warms the module and npm caches.
    await measure(server, Deno.execPath(), niah, env);
    server.keepPrompts = false;
    const figures: Figures[] = [];
    console.log(
      `run_memory_bench: niah run of ${CELLS} small (200-token) uuid cells, concurrency ${CONCURRENCY}, against a loopback API in this process; main.ts (${
        niahTaskFlags().join(" ")
      }); ${navigator.hardwareConcurrency} CPUs`,
    );
    console.log(
      "run  wall (s)  cpu (s)  first request (s)  RSS then (MiB)  peak RSS (MiB)",
    );
    for (let i = 0; i < RUNS; i++) {
      await Deno.remove(`${dir}/store.jsonl`).catch(() => {});
      const f = await measure(server, Deno.execPath(), niah, env);
      figures.push(f);
      console.log(
        `${String(i + 1).padEnd(4)} ${f.wallS.toFixed(2).padStart(8)} ${
          (f.cpuS?.toFixed(2) ?? "n/a").padStart(8)
        } ${(f.firstRequestS?.toFixed(3) ?? "n/a").padStart(18)} ${
          (f.firstRssMiB?.toFixed(0) ?? "n/a").padStart(15)
        } ${f.rssMiB.toFixed(0).padStart(15)}`,
      );
    }
    const firsts = figures.map((f) => f.firstRequestS ?? Infinity);
    const rss = figures.map((f) => f.rssMiB);
    console.log(
      `niah: wall ${range(figures.map((f) => f.wallS), 2)} s, cpu ${
        range(cpus(figures), 2)
      } s, first request ${
        range(firsts, 3)
      } s (target < ${FIRST_REQUEST_TARGET_S} s: ${
        Math.max(...firsts) < FIRST_REQUEST_TARGET_S ? "met" : "NOT met"
      }), RSS at the first request ${
        range(figures.map((f) => f.firstRssMiB ?? NaN), 0)
      } MiB (start-up), peak RSS ${range(rss, 0)} MiB`,
    );
    const promptfoo = Deno.env.get("PROMPTFOO");
    if (promptfoo) {
      await comparePromptfoo(server, dir, promptfoo, {
        prompts,
        niahRssMiB: Math.max(...rss),
      });
    }
  } finally {
    await server.shutdown();
    await Deno.remove(dir, { recursive: true });
  }
}

/** promptfoo's peak RSS on the same prompts, and niah's share of it. */
async function comparePromptfoo(
  server: Server,
  dir: string,
  script: string,
  { prompts, niahRssMiB }: { prompts: readonly string[]; niahRssMiB: number },
): Promise<void> {
  if (prompts.length !== CELLS) {
    throw new Error(
      `expected ${CELLS} prompts from niah, got ${prompts.length}`,
    );
  }
  const config = await writePromptfooConfig(dir, server.openaiBaseURL, prompts);
  const node = Deno.env.get("PROMPTFOO_NODE") ?? "node";
  const args = [
    script,
    "eval",
    "-c",
    config,
    "--no-cache",
    "--no-table",
    "--no-write",
    "--no-progress-bar",
    "-j",
    String(CONCURRENCY),
  ];
  const env = {
    PROMPTFOO_DISABLE_TELEMETRY: "1",
    PROMPTFOO_DISABLE_UPDATE: "1",
    PROMPTFOO_CONFIG_DIR: `${dir}/promptfoo-home`,
  };
  const figures: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    figures.push(await measure(server, node, args, env));
  }
  const rss = figures.map((f) => f.rssMiB);
  const share = niahRssMiB / Math.min(...rss);
  console.log(
    `promptfoo (${script}): wall ${
      range(figures.map((f) => f.wallS), 2)
    } s, cpu ${range(cpus(figures), 2)} s, first request ${
      range(figures.map((f) => f.firstRequestS ?? Infinity), 3)
    } s, peak RSS ${range(rss, 0)} MiB; niah's worst peak is ${
      share.toFixed(2)
    }x promptfoo's best (target <= 0.33: ${
      share <= 1 / 3 ? "met" : "NOT met"
    })`,
  );
}

if (import.meta.main) await main();
