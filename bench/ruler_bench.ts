/**
 * RULER generation, niah against RULER itself: for every 131072-token case
 * in tests/vectors/ruler/index.json (RULER's own run here, its wall time and
 * peak memory recorded when the vectors were made by
 * scripts/reference/ruler/make_vectors.sh), `niah dataset --format ruler`
 * writes the same samples in a fresh process; the bench prints both
 * figures side by side and whether niah's lines hash to RULER's. Essay
 * tasks run when $NIAH_RULER_ESSAYS names RULER's PaulGrahamEssays.json.
 * Peak memory is read with /usr/bin/time where it exists. The cases of
 * tests/vectors/ruler_standard/ are RULER's standard size (500 samples);
 * their totals are printed last. Prints figures; the issue's target is 20x
 * RULER's speed at a fifth of its memory.
 */
import { createHash } from "node:crypto";

interface RulerCase {
  task: string;
  encoding: string;
  seed: number;
  max_seq_length: number;
  num_samples: number;
  rows?: { sha256: string }[];
  ruler_run?: { wall_s: number; max_rss_kb: number };
}

const root = new URL("../", import.meta.url);
/** The recorded RULER runs: the test vectors' few samples, and RULER's standard 500. */
const INDEXES = [
  "tests/vectors/ruler/index.json",
  "tests/vectors/ruler_standard/index.json",
];
const cases: RulerCase[] = [];
for (const path of INDEXES) {
  const text = await Deno.readTextFile(new URL(path, root)).catch(() => null);
  if (text !== null) {
    cases.push(...(JSON.parse(text) as { cases: RulerCase[] }).cases);
  }
}
const totals = { niah: 0, ruler: 0, niahRss: 0, rulerRss: 0, tasks: 0 };
const essays = Deno.env.get("NIAH_RULER_ESSAYS");
const ESSAY_TASKS = new Set([
  "niah_single_2",
  "niah_single_3",
  "niah_multikey_1",
  "niah_multivalue",
  "niah_multiquery",
]);
const hasTime = await Deno.stat("/usr/bin/time").then(() => true, () => false);
const dir = await Deno.makeTempDir({ prefix: "niah-ruler-bench-" });

function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

console.log(
  "RULER generation at 131072 tokens: niah vs RULER's own run (recorded)",
);
for (const c of cases) {
  if (c.max_seq_length !== 131072 || !c.ruler_run || !c.rows) continue;
  if (ESSAY_TASKS.has(c.task) && !essays) {
    console.log(`  ${c.task}: skipped (set NIAH_RULER_ESSAYS)`);
    continue;
  }
  const config = `${dir}/${c.task}.yaml`;
  await Deno.writeTextFile(
    config,
    [
      `run_name: "bench-${c.task}"`,
      `model: "fake"`,
      `task: {type: "ruler", name: "${c.task}", num_samples: ${c.num_samples}, seed: ${c.seed}}`,
      ...(ESSAY_TASKS.has(c.task)
        ? [`haystack: {type: "ruler_essays", path: ${JSON.stringify(essays)}}`]
        : []),
      `sweep: {context_lengths: [${c.max_seq_length}]}`,
      `store: {path: "${dir}/${c.task}.jsonl"}`,
      "",
    ].join("\n"),
  );
  const out = `${dir}/${c.task}.out.jsonl`;
  const niah = [
    Deno.execPath(),
    "run",
    "--allow-read",
    "--allow-write",
    "--allow-env",
    new URL("main.ts", root).pathname,
    "dataset",
    config,
    "--format",
    "ruler",
    "--out",
    out,
  ];
  const argv = hasTime ? ["/usr/bin/time", "-f", "%M", ...niah] : niah;
  const t0 = performance.now();
  const result = await new Deno.Command(argv[0]!, {
    args: argv.slice(1),
    stdout: "null",
    stderr: "piped",
  }).output();
  const wall = (performance.now() - t0) / 1000;
  if (!result.success) {
    console.log(`  ${c.task}: niah failed`);
    continue;
  }
  const rssKb = hasTime
    ? Number(new TextDecoder().decode(result.stderr).trim().split("\n").at(-1))
    : NaN;
  const lines = await Deno.readFile(out);
  const text = new TextDecoder().decode(lines).split("\n");
  const same = c.rows.every((row, i) =>
    sha256(new TextEncoder().encode(text[i])) === row.sha256
  );
  const ruler = c.ruler_run;
  console.log(
    `  ${c.task} x ${c.num_samples} (${c.encoding}): niah ${wall.toFixed(1)} s${
      Number.isFinite(rssKb) ? `, ${Math.round(rssKb / 1024)} MB` : ""
    }; ` +
      `RULER ${ruler.wall_s.toFixed(1)} s, ${
        Math.round(ruler.max_rss_kb / 1024)
      } MB; ${(ruler.wall_s / wall).toFixed(1)}x faster${
        Number.isFinite(rssKb)
          ? `, ${
            (ruler.max_rss_kb / rssKb).toFixed(1)
          }x RULER's memory over niah's`
          : ""
      }; lines ${same ? "equal RULER's" : "DIFFER from RULER's"}`,
  );
  if (c.num_samples === 500) {
    totals.tasks++;
    totals.niah += wall;
    totals.ruler += ruler.wall_s;
    totals.niahRss = Math.max(totals.niahRss, rssKb);
    totals.rulerRss = Math.max(totals.rulerRss, ruler.max_rss_kb);
  }
}
if (totals.tasks > 0) {
  console.log(
    `  ${totals.tasks} tasks x 500 samples, one after another: niah ${
      totals.niah.toFixed(0)
    } s, RULER ${totals.ruler.toFixed(0)} s (${
      (totals.ruler / totals.niah).toFixed(1)
    }x); peak memory niah ${Math.round(totals.niahRss / 1024)} MB, RULER ${
      Math.round(totals.rulerRss / 1024)
    } MB (${(totals.rulerRss / totals.niahRss).toFixed(1)}x)`,
  );
}
await Deno.remove(dir, { recursive: true });
