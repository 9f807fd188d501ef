/** `niah run <run.yaml> [--dry-run]`: runs a sweep and appends its rows. */
import { InterruptedError, UsageError } from "../errors.ts";
import { executeRun } from "../runner/execute.ts";
import { resumeState } from "../runner/resume.ts";
import { scoreGrid } from "../report/score_grid.ts";
import { sleep } from "../sleep.ts";
import { doneIndex, openJsonlStore } from "../store/jsonl.ts";
import type { BuildContext } from "../tasks/task.ts";
import { getTokenizer } from "../tokenizer/encoding.ts";
import type { CommandIo } from "./io.ts";
import { loadRun } from "./load_run.ts";

/** Options of `run`. */
export interface RunOptions {
  modelDir: string[];
  dryRun: boolean;
  /** At most this many samples per grid point (a quick look). */
  limit?: number;
}

/** Runs (or, with `dryRun`, plans) a sweep. */
export async function runCommand(
  runPath: string,
  options: RunOptions,
  io: CommandIo,
): Promise<void> {
  const loaded = await loadRun(runPath, options.modelDir, {
    sampleLimit: options.limit,
  });
  const { plan } = loaded;
  const resume = resumeState(plan, await doneIndex(plan.storePath));
  const axes = Object.entries(plan.axes)
    .map(([name, values]) => `${values.length} ${name}`)
    .concat(`${plan.seeds.length} seeds`).join(" x ");
  io.err(
    `run "${plan.run.run_name}": model "${plan.model.id}", task "${plan.task.type}", ${plan.cells.length} cells (${axes})`,
  );
  io.err(
    `store "${plan.storePath}": ${resume.done} done, ${resume.todo.length} to run${
      resume.retried > 0 ? ` (${resume.retried} after errors)` : ""
    }`,
  );
  if (options.dryRun) {
    io.out(dryRunTable(resume.todo));
    return;
  }

  const model = plan.model;
  const secrets: string[] = [];
  const keyName = model.client.api_key_env;
  if (keyName) {
    const key = io.env(keyName);
    if (key) secrets.push(key);
    else if (loaded.provider.needsApiKey) {
      throw new UsageError(
        `Cannot run: environment variable "${keyName}" (client.api_key_env in "${loaded.modelPath}") is not set; put it in the environment or in .env`,
      );
    }
  }
  const provider = loaded.provider.create({
    model,
    request: loaded.request,
    env: io.env,
  });
  const tokenizer = await getTokenizer(plan.tokenizer);
  const context: BuildContext = {
    tokenizer,
    haystack: (config) =>
      loaded.haystacks.source(config ?? plan.run.haystack, tokenizer),
  };
  const store = await openJsonlStore(plan.storePath, { warn: io.err });
  const started = performance.now();
  let summary;
  try {
    summary = await executeRun(plan, resume.todo, {
      provider,
      append: (row) => store.append(row),
      context,
      signal: io.signal,
      now: () => new Date(),
      sleep,
      random: Math.random,
      secrets,
      onRow(row, written, total) {
        const axesText = Object.entries(row.params as Record<string, unknown>)
          .map(([name, value]) => `${name}=${value}`).join(" ");
        io.err(
          `[${written}/${total}] ${axesText} seed=${row.seed}: ${row.failure_class}`,
        );
      },
    });
  } finally {
    store.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const classes = Object.entries(summary.classes)
    .map(([name, n]) => `${n} ${name}`).join(", ");
  if (summary.interrupted) {
    throw new InterruptedError(
      `Interrupted: wrote ${summary.written} of ${resume.todo.length} rows to "${plan.storePath}"; run the same command again to resume`,
    );
  }
  const rows = [...(await doneIndex(plan.storePath)).values()];
  io.out(scoreGrid(rows));
  io.out(
    `wrote ${summary.written} rows to ${plan.storePath} in ${seconds}s${
      classes ? ` (${classes})` : ""
    }; ${summary.skipped} cells were already done\n`,
  );
}

function dryRunTable(
  cells: readonly {
    index: number;
    cell_id: string;
    axes: Record<string, unknown>;
    seed: number;
  }[],
): string {
  return cells.map((cell) =>
    [
      String(cell.index).padStart(5),
      cell.cell_id,
      ...Object.entries(cell.axes).map(([name, value]) => `${name}=${value}`),
      `seed=${cell.seed}`,
    ].join("  ")
  ).join("\n") + (cells.length > 0 ? "\n" : "");
}
