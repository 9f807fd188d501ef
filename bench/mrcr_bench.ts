/**
 * OpenAI-MRCR speed. (1) Reading and binning: synthetic files in the
 * dataset's schema and layout (`<n>needle/` partitions of 20 rows, rows
 * spread over the eight token bins as the real 2,400 are, 100 a bin and
 * needle count) written to a temp folder, then read through the data-file
 * reader, parsed and binned by o200k_base tokens as a run does, each time
 * in a fresh process: first with nothing kept (the first run on a folder
 * without `niah-token-counts.json`), then, after keeping the counts as
 * `niah data manifest` does (timed too), with the kept counts. The real
 * layout is about 1.4 GB; `MRCR_BENCH_SCALE` (default 0.02, rows a bin =
 * 100 x scale, at least 1) scales it to what a small machine holds, and
 * `MRCR_BENCH_RUNS` (default 1) repeats the binning figures. (2) Grading
 * 2,400 responses of 2,000 to 5,000 characters (near copies of their
 * answers) with the card's grade, and the same pairs with CPython's
 * difflib when python3 is on the PATH. Prints figures.
 *
 * (3) With `MRCR_BENCH_PYTHON` naming a python that has pandas, pyarrow
 * and tiktoken (a venv: see docs/mrcr.md), the upstream loader on the same
 * files (bench/mrcr_python_loader.py: the dataset card's pd.read_parquet
 * and n_tokens over o200k_base), timed in each run; its bins are checked
 * against niah's, and niah's speed over it printed for both bindings.
 */
import { readDataFile } from "../src/data/data_file.ts";
import {
  binnedRows,
  MRCR_COUNTER,
  mrcrFiles,
} from "../src/tasks/mrcr/mrcr_data.ts";
import {
  TOKEN_COUNTS_NAME,
  writeTokenCounts,
} from "../src/tasks/token_counts.ts";
import { mrcrGrade } from "../src/tasks/mrcr/mrcr_grade.ts";
import { mulberry32 } from "../src/random/mulberry32.ts";
import { TOKEN_BIN_BOUNDS } from "../src/tasks/token_bins.ts";
import { mrcrParquet, mrcrRow } from "../tests/support/mrcr_files.ts";

const scale = Number(Deno.env.get("MRCR_BENCH_SCALE") ?? "0.02");
const perBin = Math.max(1, Math.round(100 * scale));
const dir = Deno.args[0] === "--bin"
  ? ""
  : await Deno.makeTempDir({ prefix: "mrcr-bench-" });

async function writeFiles(): Promise<number> {
  let bytes = 0;
  for (const needles of [2, 4, 8]) {
    await Deno.mkdir(`${dir}/${needles}needle`);
    // Made 20 at a time: a needle count's rows at once would not fit the
    // heap at the full size.
    const specs = TOKEN_BIN_BOUNDS.flatMap((bound, b) =>
      Array.from({ length: perBin }, (_, i) => ({ bound, b, i }))
    );
    const row = ({ bound, b, i }: (typeof specs)[number]) =>
      // A word is about a token; land in the bin's upper three quarters.
      mrcrRow(needles * 10_000 + b * 100 + i, Math.round(bound * 0.7), needles);
    // Partitions of at most 20 rows, as the hub's files hold few rows each.
    for (let at = 0, part = 0; at < specs.length; at += 20, part++) {
      const file = mrcrParquet(specs.slice(at, at + 20).map(row));
      bytes += file.length;
      await Deno.writeFile(
        `${dir}/${needles}needle/part-${part}.parquet`,
        file,
      );
    }
  }
  return bytes;
}

/** One binning's figures: seconds, rows, and rows by `<needles>/<bin>`. */
interface Binned {
  seconds: number;
  rows: number;
  bins: Record<string, number>;
}

/** niah's binning of `folder`, in this process, as a run bins. */
async function binHere(folder: string): Promise<Binned> {
  const t0 = performance.now();
  let rows = 0;
  const bins: Record<string, number> = {};
  for (const needles of [2, 4, 8]) {
    const binned = await binnedRows(
      { dataFile: readDataFile },
      folder,
      needles,
    );
    for (const [bin, list] of binned) {
      rows += list.length;
      bins[`${needles}/${bin}`] = list.length;
    }
  }
  return { seconds: (performance.now() - t0) / 1000, rows, bins };
}

/**
 * niah's binning in a fresh process (nothing of this one's memory: the
 * tokenizer, the files and their counts are loaded as a run's are).
 */
async function binInChild(): Promise<Binned> {
  const out = await new Deno.Command(Deno.execPath(), {
    args: [
      "run",
      "--allow-read",
      "--allow-env",
      `--config=${new URL("../deno.json", import.meta.url).pathname}`,
      new URL(import.meta.url).pathname,
      "--bin",
      dir,
    ],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (!out.success) throw new Error("the binning process failed");
  return JSON.parse(new TextDecoder().decode(out.stdout));
}

/** Keeps the files' counts as `niah data manifest` does; seconds. */
async function keepCounts(): Promise<number> {
  const paths = [2, 4, 8].flatMap((needles) =>
    mrcrFiles(dir, needles).map((path) => path.slice(dir.length + 1))
  );
  const t0 = performance.now();
  await writeTokenCounts(
    dir,
    paths,
    (path) => readDataFile(path, { what: "bench", maxBytes: 2 ** 30 }),
    MRCR_COUNTER,
    (line) => console.log(line),
  );
  return (performance.now() - t0) / 1000;
}

const same = (a: Binned, b: { bins: Record<string, number> }) =>
  JSON.stringify(Object.entries(a.bins).sort()) ===
    JSON.stringify(Object.entries(b.bins).sort());

/**
 * The upstream loader on the same files, with the python
 * `MRCR_BENCH_PYTHON` names (undefined without it).
 */
async function upstreamLoader(): Promise<
  | {
    seconds: number;
    encoding_seconds: number;
    rows: number;
    bins: Record<string, number>;
  }
  | undefined
> {
  const python = Deno.env.get("MRCR_BENCH_PYTHON");
  if (!python) return undefined;
  const ranks = await import("tiktoken/encoders/o200k_base.json", {
    with: { type: "json" },
  });
  await Deno.writeTextFile(`${dir}/o200k.json`, JSON.stringify(ranks.default));
  const script = new URL("./mrcr_python_loader.py", import.meta.url).pathname;
  const out = await new Deno.Command(python, {
    args: [script, dir, `${dir}/o200k.json`],
    stdout: "piped",
    stderr: "inherit",
  }).output();
  if (!out.success) throw new Error(`${python} ${script} failed`);
  return JSON.parse(new TextDecoder().decode(out.stdout));
}

/** One run of the binning figures: first, kept counts, the loader. */
async function binningRun(run: number, bytes: number): Promise<void> {
  const mb = (bytes / 2 ** 20).toFixed(1);
  const first = await binInChild();
  const keep = await keepCounts();
  const kept = await binInChild();
  await Deno.remove(`${dir}/${TOKEN_COUNTS_NAME}`);
  const python = await upstreamLoader();
  const ratio = (seconds: number) =>
    python === undefined
      ? ""
      : `; ${(python.seconds / seconds).toFixed(1)}x the loader's speed (${
        ((python.seconds + python.encoding_seconds) / seconds).toFixed(1)
      }x with its encoding's build)`;
  console.log(
    `mrcr binning, run ${run}: ${first.rows} rows (${perBin} a bin and needle count), ${mb} MiB of Parquet`,
  );
  console.log(
    `  first binning (nothing kept; its tokenizer's load included): ${
      first.seconds.toFixed(2)
    } s${ratio(first.seconds)}`,
  );
  console.log(
    `  keeping the counts (what niah data manifest adds, once): ${
      keep.toFixed(2)
    } s`,
  );
  console.log(
    `  binning with the kept counts: ${kept.seconds.toFixed(2)} s${
      ratio(kept.seconds)
    }; bins ${same(kept, first) ? "the same as" : "DIFFER from"} the first's`,
  );
  if (python === undefined) {
    console.log(
      "  upstream Python loader: set MRCR_BENCH_PYTHON to a python with pandas, pyarrow and tiktoken to time it",
    );
    return;
  }
  console.log(
    `  upstream Python loader (pandas read_parquet + tiktoken o200k n_tokens): ${python.rows} rows in ${
      python.seconds.toFixed(2)
    } s (+ ${
      python.encoding_seconds.toFixed(2)
    } s building the encoding); bins ${
      same(first, python) ? "the same as niah's" : "DIFFER from niah's"
    }`,
  );
}

function gradingPairs(): [string, string, string][] {
  const random = mulberry32(7);
  const words = "amber river stone quiet lantern meadow 𝔸 é".split(" ");
  return Array.from({ length: 2400 }, () => {
    const length = 2000 + Math.floor(random() * 3000);
    let answer = "";
    while (answer.length < length) {
      answer += words[Math.floor(random() * words.length)] + " ";
    }
    const cut = Math.floor(random() * answer.length);
    const response = answer.slice(0, cut) + "tapir " + answer.slice(cut + 8);
    return ["pfx0123456", "pfx0123456" + response, "pfx0123456" + answer];
  });
}

async function grading(): Promise<void> {
  const pairs = gradingPairs();
  const t0 = performance.now();
  let sum = 0;
  for (const [prefix, response, answer] of pairs) {
    sum += mrcrGrade(response, answer, prefix);
  }
  const ours = (performance.now() - t0) / 1000;
  console.log(
    `mrcr grading: 2400 responses in ${ours.toFixed(2)} s (mean ${
      (sum / pairs.length).toFixed(4)
    })`,
  );
  const file = `${dir}/pairs.json`;
  await Deno.writeTextFile(file, JSON.stringify(pairs));
  const script = `import json,sys,time,difflib
pairs=json.load(open(sys.argv[1]))
t=time.perf_counter();s=0
for p,r,a in pairs:
    s+=difflib.SequenceMatcher(None,r.removeprefix(p),a.removeprefix(p)).ratio() if r.startswith(p) else 0
print(f"{time.perf_counter()-t:.2f} {s/len(pairs):.4f}")`;
  try {
    const out = await new Deno.Command("python3", {
      args: ["-c", script, file],
      stdout: "piped",
    }).output();
    const [seconds, mean] = new TextDecoder().decode(out.stdout).trim()
      .split(" ");
    console.log(
      `CPython difflib on the same pairs: ${seconds} s (mean ${mean}); niah ${
        (Number(seconds) / ours).toFixed(1)
      }x CPython's speed`,
    );
  } catch {
    console.log("CPython difflib: python3 not found, not timed");
  }
}

if (Deno.args[0] === "--bin") {
  console.log(JSON.stringify(await binHere(Deno.args[1]!)));
} else {
  const runs = Number(Deno.env.get("MRCR_BENCH_RUNS") ?? "1");
  try {
    const bytes = await writeFiles();
    for (let run = 1; run <= runs; run++) await binningRun(run, bytes);
    await grading();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}
