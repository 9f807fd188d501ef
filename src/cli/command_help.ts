/**
 * The longer help of each command (printed after its options by
 * `niah <command> --help`) and of niah itself (`niah --help`: `.env` and
 * the exit codes). The command reference in `docs/commands.md` holds the
 * same text; `tests/e2e/help_test.ts` keeps the two, and every option, in
 * step.
 */

/** What `niah <command> --help` prints after the options, per command. */
export const COMMAND_DETAILS: Readonly<Record<string, string>> = {
  run:
    "Runs a sweep and appends one row per cell to the store. Cells already answered (same config fingerprint) are skipped; cells that ended in an error are re-run. --dry-run writes nothing and prints the plan: each axis with its values, the cells to run, a token and USD estimate and the first 20 cells (--cells lists them all); it warns when the key variable is not set. -n N runs at most N samples per grid point, for a quick look; --max-cost stops before the run would spend more; --quiet drops the progress display; --shard runs one shard of the sweep (see Sharding). --batch sends the cells through the provider's batch API, --no-wait submits and exits, --cancel-batches cancels pending batches (see Batch mode).",
  validate:
    "Checks the run config, its model config, the task parameters, the haystack and the store, without an API key, network or writes; a key variable that is not set is a warning (exit 0). run, validate and dataset refuse a sweep of more than 1,000,000 cells (counted before any cell is made) unless --allow-huge is given, and more than 10,000,000 even then (a plan keeps every cell in memory: split such a sweep into several run configs).",
  reconstruct:
    "Rebuilds the context the model received for the row of cell ID (its cell_id; the last row of that cell) or for row N, counting from 0 over the file's rows as the Python tool's row_index does; --messages prints the exact message list sent, as JSON. A results file of the Python tool rebuilds too (rows counted by physical line, as that tool counts them; --haystack DIR names the folder its rows' haystack path means). A row whose recipe holds sizes no run writes (e.g. a haystack_token_count over 10,000,000) is refused with its file, line and key (exit 2).",
  dataset:
    "Writes every cell's exact prompt and expected answer as JSONL, one line per cell in plan order ({id, task_type, params, sample_index, seed, messages, expected_answer, info}), without calling a model or needing an API key: for other harnesses and for audits. -n N keeps at most N samples per grid point; --out writes FILE whole or not at all.",
  merge:
    "Merges the stores of a sharded sweep into one, a row per cell. --run names the run config, whose planned cells without a row are listed (and whose shard files are merged when no file is given); --require-complete exits 3 when a cell is missing or ended in an error (see Sharding).",
  rescore:
    "Scores every stored response again with the current scorer of its task and style (no model call, no key) into a new store, written whole and never over an input, and prints per run the rows rescored and changed and the headline mean before and after. Each row records its `scorer` version; stores scored by an older rule (or read under another answer_parser) get today's numbers.",
  // Followed by each format's paragraph, from the registry (program.ts).
  import:
    "Reads another tool's results and writes them as one niah store, written whole and never over an input; imported rows have no prompt to reconstruct.",
  schedule:
    "Runs run configs on cron schedules, each run gated by compare --fail-if-drop against a baseline, with a report and webhook alerts (see Scheduling); --once runs every job once, now.",
  // plot's and report's end with the palettes' sentences and a full stop,
  // from the registry (palette_choice.ts).
  plot:
    "SVG heatmaps (vega-lite), one per run and model, with the spec beside each; --metric invalid_rate maps the share of answers that could not be parsed instead of the score",
  report:
    "Per-cell and per-axis headline mean (model failures as 0), count, std, Wilson interval, mean over parseable answers, rows without an answer, failure classes, tokens, cost, effective context length (the longest length whose mean stays at or above --threshold, default 0.85); CSV and one self-contained HTML file; --x and --y choose the heatmap axes",
  compare:
    "B - A difference heatmap, exact McNemar or paired bootstrap, a verdict; --fail-if-drop X exits 3 when B's mean is more than X below A's.",
  schema:
    "The JSON Schema of run or model configs, made from the schemas the loaders validate with; --out-dir writes run.schema.json and model.schema.json (see Configs).",
  data:
    "get downloads the files a family reads of a Hugging Face hub dataset (openai/mrcr, openai/graphwalks) at the revision niah pins, resuming a cut download, checking each file's size and sha256, with niah-manifest.json beside them, from a worker that may reach only HF_ENDPOINT's host (HF_TOKEN for gated copies); manifest records a folder you already have, its revision marked as found (see Datasets; niah data get --help).",
};

/** What `niah --help` prints after the command list. */
export const GLOBAL_DETAILS =
  `A .env file in the working directory is loaded first; variables already set
win.

Exit codes:
  0    success
  2    bad input (configs, flags, files), or an API refusal every cell would
       share (401/403, no credit)
  3    a check you asked for failed (compare --fail-if-drop, merge
       --require-complete, a regression in schedule --once)
  4    incomplete: a run finished but some cells ended in provider errors or
       timeouts, or it stopped early because the endpoint refused every
       connection; it says how many, and running the same command again
       re-runs just those
  130  interrupted (Ctrl-C, or SIGTERM as when a pod is evicted): the run
       stops between rows and resumes on the next start
  1    a bug in niah (--verbose prints the stack)
`;
