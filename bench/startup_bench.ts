/**
 * Start-up cost of the commands people run most often and expect to be
 * instant: `niah --version` and `niah validate`, and of validate's two
 * refusals that must not do the work they refuse (a sweep of 1,001,000
 * cells, counted without making them; a YAML alias bomb, cut at the alias
 * limit). Each runs `main.ts` in a fresh process under the `niah` task's
 * permission flags, several times; prints the median wall time and the
 * median peak RSS (from `/usr/bin/time`, where the machine has it) against
 * the targets.
 *
 *   deno run --allow-read --allow-write --allow-env --allow-run \
 *     bench/startup_bench.ts [runs]
 */
import { niahTaskFlags } from "../scripts/compile.ts";

const ROOT = new URL("../", import.meta.url).pathname;
const RUNS = Number(Deno.args[0] ?? 7);
const TIME = "/usr/bin/time";

/** Run configs validate refuses, written to a temporary folder. */
const REFUSED = await Deno.makeTempDir({ prefix: "niah-startup-bench-" });
const HEAD = 'run_name: "t"\nmodel: "fake"\ntask: {type: "uuid"}\n';
await Deno.writeTextFile(
  `${REFUSED}/huge.yaml`,
  `${HEAD}sweep:\n  context_lengths: {min: 1000, max: 100000, num: 1000}\n  depth_percents: {min: 0, max: 100, num: 1001}\n`,
);
// Seven levels of nine aliases each: 4,782,969 values if expanded.
const levels = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]'];
for (const name of "bcdefg") {
  const prev = String.fromCharCode(name.charCodeAt(0) - 1);
  levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(", ")}]`);
}
await Deno.writeTextFile(`${REFUSED}/bomb.yaml`, levels.join("\n") + "\n");

/** What is measured, its exit code, and the wall time it must stay under. */
const CASES: {
  label: string;
  args: string[];
  code?: number;
  targetS: number;
}[] = [
  { label: "--version", args: ["--version"], targetS: 0.1 },
  {
    label: "validate",
    args: ["validate", "configs/runs/smoke.fake.yaml"],
    targetS: 0.25,
  },
  {
    label: "1M cells",
    args: ["validate", `${REFUSED}/huge.yaml`],
    code: 2,
    targetS: 0.5,
  },
  {
    label: "alias bomb",
    args: ["validate", `${REFUSED}/bomb.yaml`],
    code: 2,
    targetS: 0.5,
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[mid]!
    : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function hasTime(): Promise<boolean> {
  try {
    return (await Deno.stat(TIME)).isFile;
  } catch {
    return false;
  }
}

/** One run's figures (CPU and RSS null where unmeasured). */
interface Figures {
  wallS: number;
  /** User + system CPU seconds: steadier than wall time on a busy machine. */
  cpuS: number | null;
  rssMiB: number | null;
}

/** Runs `niah <args>` once. */
async function once(
  args: string[],
  measureRss: boolean,
  code = 0,
): Promise<Figures> {
  const niah = [Deno.execPath(), "run", ...niahTaskFlags(), "main.ts", ...args];
  const report = measureRss ? await Deno.makeTempFile() : null;
  const [program, ...rest] = report
    ? [TIME, "-f", "%U %S %M", "-o", report, ...niah]
    : niah;
  const start = performance.now();
  const output = await new Deno.Command(program!, {
    args: rest,
    cwd: ROOT,
    env: { NO_COLOR: "1" },
    stdout: "null",
    stderr: "piped",
  }).output();
  const wallS = (performance.now() - start) / 1000;
  // /usr/bin/time exits with the command's code.
  if (output.code !== code) {
    throw new Error(
      `niah ${args.join(" ")} failed: ${
        new TextDecoder().decode(output.stderr)
      }`,
    );
  }
  let rssMiB: number | null = null;
  let cpuS: number | null = null;
  if (report) {
    const last = (await Deno.readTextFile(report)).trim().split("\n").at(-1);
    await Deno.remove(report);
    const [user, system, kb] = (last ?? "").split(" ").map(Number);
    if (Number.isFinite(kb)) rssMiB = kb! / 1024;
    if (Number.isFinite(user) && Number.isFinite(system)) {
      cpuS = user! + system!;
    }
  }
  return { wallS, cpuS, rssMiB };
}

const measureRss = await hasTime();
// A first, unmeasured run of each warms the module and npm caches.
for (const c of CASES) await once(c.args, false, c.code);

console.log(
  `startup: median of ${RUNS} runs of main.ts (${niahTaskFlags().join(" ")})`,
);
console.log("command      wall (s)  cpu (s)  peak RSS (MiB)  target");
for (const c of CASES) {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    runs.push(await once(c.args, measureRss, c.code));
  }
  const wall = median(runs.map((r) => r.wallS));
  const of = (pick: (r: Figures) => number | null, digits: number) => {
    const values = runs.map(pick).filter((v): v is number => v !== null);
    return values.length ? median(values).toFixed(digits) : "n/a";
  };
  console.log(
    [
      c.label.padEnd(12),
      wall.toFixed(3).padStart(8),
      of((r) => r.cpuS, 2).padStart(8),
      of((r) => r.rssMiB, 0).padStart(15),
      `  < ${c.targetS} s wall: ${wall < c.targetS ? "ok" : "MISSED"}`,
    ].join(" "),
  );
}
await Deno.remove(REFUSED, { recursive: true });
