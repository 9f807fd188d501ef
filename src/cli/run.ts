/** `niah run <run.yaml>`: runs a sweep and appends its rows. */
import { InterruptedError } from "../errors.ts";
import { describePhaseShift } from "../providers/phaseshift.ts";
import { outputBudget } from "../providers/request_params.ts";
import { costOf } from "../runner/cost.ts";
import { executeRun } from "../runner/execute.ts";
import type { Plan } from "../runner/plan.ts";
import { estimatePromptTokens } from "../runner/prompt_tokens.ts";
import { resumeState } from "../runner/resume.ts";
import { planShard } from "../runner/shard.ts";
import type { TokenCounts } from "../runner/row.ts";
import { scoreGrid } from "../report/score_grid.ts";
import { sleep } from "../sleep.ts";
import { doneIndex, openJsonlStore, type StoredRow } from "../store/jsonl.ts";
import type { BuildContext, Cell } from "../tasks/task.ts";
import type { Tokenizer } from "../tokenizer/encoding.ts";
import type { CommandIo } from "./io.ts";
import { prepareRun } from "./run_setup.ts";
import { createProgress } from "./progress.ts";
import { resolveProvider } from "./provider_setup.ts";

/** Options of `run`. */
export interface RunOptions {
  modelDir: string[];
  dryRun: boolean;
  /** At most this many samples per grid point (a quick look). */
  limit?: number;
  /** Stop before this many USD would be spent (overrides the config). */
  maxCost?: number;
  /** No progress display. */
  quiet?: boolean;
  /** `i/N`: run shard i of N (else `JOB_COMPLETION_INDEX`/`JOB_COMPLETIONS`). */
  shard?: string;
  /** For tests: the fetch under the provider's host guard. */
  fetch?: typeof fetch;
}

/** Runs (or, with `dryRun`, plans) a sweep. */
export async function runCommand(
  runPath: string,
  options: RunOptions,
  io: CommandIo,
): Promise<void> {
  const { loaded, context, phaseShift } = await prepareRun(
    runPath,
    options,
    io,
  );
  const { plan: whole } = loaded;
  const { plan, shard } = planShard(whole, options.shard, io.env);
  const resume = resumeState(plan, await doneIndex(plan.storePath));
  const samples = new Set(plan.cells.map((cell) => cell.sample_index)).size;
  const axes = Object.entries(plan.axes)
    .map(([name, values]) => `${name}: ${values.length}`)
    .concat(samples > 1 ? [`samples: ${samples}`] : [])
    .concat(`seeds: ${plan.seeds.length}`).join(", ");
  io.err(
    `run "${plan.run.run_name}": model "${plan.model.id}", task "${plan.task.type}", ${
      shard
        ? `${plan.cells.length} of ${whole.cells.length} cells in shard ${shard.index}/${shard.count}`
        : `${plan.cells.length} cells`
    } (${axes})`,
  );
  io.err(
    `store "${plan.storePath}": ${resume.done} done, ${resume.todo.length} to run${
      resume.retried > 0 ? ` (${resume.retried} after errors)` : ""
    }`,
  );
  if (plan.phaseShift) io.err(describePhaseShift(plan.phaseShift));
  if (options.dryRun) {
    io.out(dryRunTable(resume.todo));
    io.out(await estimate(plan, resume.todo, context));
    return;
  }

  const { setup, secrets } = resolveProvider(
    loaded.provider,
    plan.model,
    loaded.request,
    loaded.modelPath,
    io.env,
  );
  const provider = loaded.provider.create({
    ...setup,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const store = await openJsonlStore(plan.storePath, { warn: io.err });
  const progress = createProgress(io, resume.todo.length, {
    quiet: options.quiet ?? false,
  });
  const started = performance.now();
  const gaps = new GapTally();
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
      ...(options.maxCost !== undefined ? { maxCostUsd: options.maxCost } : {}),
      onRow: (row, state) => {
        gaps.note(row);
        progress.update(state);
      },
      ...(phaseShift ? { phaseShift } : {}),
    });
  } finally {
    progress.stop();
    store.close();
  }
  const gapWarning = gaps.warning(plan, context.tokenizer);
  if (gapWarning) io.err(gapWarning);
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
    }; ${summary.skipped} cells were already done; cost $${
      summary.costUsd.toFixed(4)
    }\n`,
  );
  if (summary.stoppedByCost) io.err(summary.stoppedByCost);
}

/** Rows whose provider count is far from niah's (`token_counts.gap_flag`). */
class GapTally {
  flagged = 0;
  counted = 0;
  worst: { gap: number; context: number } | null = null;

  note(row: StoredRow): void {
    const counts = row.token_counts as Partial<TokenCounts> | undefined;
    if (typeof counts?.gap_flag !== "boolean") return;
    this.counted++;
    if (!counts.gap_flag) return;
    this.flagged++;
    const gap = counts.gap ?? 0;
    if (!this.worst || Math.abs(gap) > Math.abs(this.worst.gap)) {
      this.worst = { gap, context: counts.context ?? 0 };
    }
  }

  /** One line for the whole run, or null when no gap was large. */
  warning(plan: Plan, tokenizer: Tokenizer): string | null {
    // The fake provider's input count is a guess at 4 characters a token.
    if (!this.worst || plan.model.runtime.sdk === "fake") return null;
    return `warning: ${this.flagged} of ${this.counted} rows have a large gap between niah's context tokens and the provider's input tokens (largest ${
      this.worst.gap > 0 ? "+" : ""
    }${this.worst.gap} on a ${this.worst.context}-token context); niah counts in "${tokenizer.name}"${
      tokenizer.approximation ? ` (${tokenizer.approximation})` : ""
    }: name the model's own tokenizer with "tokenizer:" in its model config, or check that the provider got the whole prompt`;
  }
}

function dryRunTable(cells: readonly Cell[]): string {
  return cells.map((cell) =>
    [
      String(cell.index).padStart(5),
      cell.cell_id,
      ...Object.entries(cell.axes).map(([name, value]) => `${name}=${value}`),
      `sample=${cell.sample_index}`,
      `seed=${cell.seed}`,
    ].join("  ")
  ).join("\n") + (cells.length > 0 ? "\n" : "");
}

/** Tokens and USD the cells would take, from the tokenizer and max_tokens. */
async function estimate(
  plan: Plan,
  cells: readonly Cell[],
  context: BuildContext,
): Promise<string> {
  let input = 0;
  for (const cell of cells) {
    const built = await plan.task.build(cell.params, cell, context);
    input += estimatePromptTokens(built, context.tokenizer);
  }
  const budget = outputBudget(plan.model.request);
  const output = budget === undefined ? undefined : budget * cells.length;
  const pricing = plan.model.pricing;
  const money = pricing === undefined
    ? "no pricing in the model config"
    : `$${
      costOf(pricing, { input_tokens: input, output_tokens: 0 }).toFixed(4)
    } input${
      output === undefined
        ? ""
        : ` + up to $${
          costOf(pricing, { input_tokens: 0, output_tokens: output }).toFixed(4)
        } output`
    }`;
  return `estimate: ${cells.length} cells, ${input} input tokens${
    output === undefined ? "" : `, up to ${output} output tokens (max_tokens)`
  }; ${money}\n`;
}
