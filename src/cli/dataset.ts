/**
 * `niah dataset <run.yaml> [--out FILE] [-n N]`: writes every cell's exact
 * prompt and expected answer as JSONL, one line per cell in plan order,
 * without calling a model, for other harnesses and for audits. Lines are
 * written as they are built, so a sweep of 256k-token prompts never sits in
 * memory; `--out` goes through a temporary file renamed at the end, so a
 * failed or interrupted run leaves no half-written dataset.
 */
import { InterruptedError, UsageError } from "../errors.ts";
import type { PhaseShiftRecord } from "../prompt/phase_shift_record.ts";
import { sentPrompt } from "../prompt/sent_prompt.ts";
import type { Plan } from "../runner/plan.ts";
import type { Built, Cell } from "../tasks/task.ts";
import type { CommandIo } from "./io.ts";
import { runStamp } from "./run_stamp.ts";
import { prepareRun } from "../runner/prepare_run.ts";
import { denoRunFiles } from "./deno_io.ts";

/** Options of `dataset`. */
export interface DatasetOptions {
  modelDir: string[];
  /** Plan more than 1,000,000 cells. */
  allowHuge?: boolean;
  /** Write here instead of standard output. */
  out?: string;
  /** At most this many samples per grid point. */
  limit?: number;
}

/** One line of the dataset: a cell's prompt, answer and provenance. */
export interface DatasetLine {
  id: string;
  task_type: string;
  params: Cell["axes"];
  sample_index: number;
  seed: number;
  messages: Built["messages"];
  expected_answer: string;
  info: {
    run_name: string;
    model_id: string;
    fingerprint: string;
    prompt_question: string;
    metadata: Built["metadata"];
    recipe: Built["recipe"];
  };
}

/** The dataset line of a built cell. */
export function datasetLine(
  plan: Plan,
  cell: Cell,
  built: Built,
  phaseShift: PhaseShiftRecord | null = null,
): DatasetLine {
  return {
    id: cell.cell_id,
    task_type: plan.task.type,
    params: cell.axes,
    sample_index: cell.sample_index,
    seed: cell.seed,
    messages: built.messages,
    expected_answer: built.expected_answer,
    info: {
      run_name: plan.run.run_name,
      model_id: plan.model.id,
      fingerprint: plan.fingerprint,
      prompt_question: built.prompt_question,
      metadata: built.metadata,
      recipe: built.recipe,
      ...(phaseShift ? { phase_shift: phaseShift } : {}),
    },
  };
}

/** Builds every cell's prompt and writes it, one JSON line per cell. */
export async function datasetCommand(
  runPath: string,
  options: DatasetOptions,
  io: CommandIo,
): Promise<void> {
  // With phase shifting on, the dataset holds the prompts as a run sends them.
  const { loaded, context, phaseShift } = await prepareRun(
    runPath,
    options,
    {
      files: denoRunFiles,
      env: (name) => io.env(name),
      err: (line) => io.err(line),
      stamp: runStamp(io.env),
    },
  );
  const { plan } = loaded;
  const cells = plan.cells;
  const target = options.out ?? "standard output";
  const sink = options.out === undefined
    ? stdoutSink(io)
    : await openFileSink(options.out);
  let written = 0;
  try {
    for (const cell of cells) {
      // A timer turn lets a Ctrl-C arrive even while lines are written
      // synchronously to standard output.
      await nextTurn();
      if (io.signal.aborted) break;
      const built = await plan.task.build(cell.params, cell, context);
      if (io.signal.aborted) break;
      const sent = sentPrompt(built, phaseShift);
      const line = datasetLine(plan, cell, sent, sent.phase_shift);
      if (!await sink.write(`${JSON.stringify(line)}\n`)) {
        break;
      }
      written++;
    }
    if (io.signal.aborted) {
      throw new InterruptedError(
        options.out === undefined
          ? `Interrupted: wrote ${written} of ${cells.length} prompts to standard output`
          : `Interrupted after ${written} of ${cells.length} prompts; nothing written to "${options.out}"`,
      );
    }
    await sink.commit();
  } catch (error) {
    await sink.discard();
    throw error;
  }
  io.err(`wrote ${written} prompts to ${target}`);
}

/** Where dataset lines go. */
interface Sink {
  /** Writes one line; false when the reader has gone (stop quietly). */
  write(line: string): Promise<boolean>;
  /** Makes what was written final. */
  commit(): Promise<void>;
  /** Drops what was written, where it can. */
  discard(): Promise<void>;
}

function stdoutSink(io: CommandIo): Sink {
  return {
    write(line) {
      try {
        io.out(line);
        return Promise.resolve(true);
      } catch (error) {
        // `niah dataset run.yaml | head` closes the pipe early: not an error.
        if (error instanceof Deno.errors.BrokenPipe) {
          return Promise.resolve(false);
        }
        throw error;
      }
    },
    commit: () => Promise.resolve(),
    discard: () => Promise.resolve(),
  };
}

const encoder = new TextEncoder();

/**
 * A temporary file beside `path`, renamed onto it on commit; folders it had
 * to create are removed again on discard, when still empty.
 */
async function openFileSink(path: string): Promise<Sink> {
  const slash = path.lastIndexOf("/");
  const dir = slash < 0 ? "." : slash === 0 ? "/" : path.slice(0, slash);
  const base = path.slice(slash + 1);
  if (base === "" || base === "." || base === "..") {
    throw new UsageError(`Cannot write dataset: "${path}" names a folder`);
  }
  try {
    if ((await Deno.stat(path)).isDirectory) {
      throw new UsageError(`Cannot write dataset: "${path}" is a folder`);
    }
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // Absent (or unreadable): creating it below says what is wrong.
  }
  const created = await missingFolders(dir);
  try {
    await Deno.mkdir(dir, { recursive: true });
  } catch (error) {
    await removeEmpty(created);
    throw new UsageError(
      `Cannot write dataset: cannot create folder "${dir}": ${
        (error as Error).message
      }`,
    );
  }
  const temp = `${dir}/.${base}.${crypto.randomUUID().slice(0, 8)}.tmp`;
  let file: Deno.FsFile;
  try {
    file = await Deno.open(temp, { write: true, createNew: true });
  } catch (error) {
    await removeEmpty(created);
    throw new UsageError(
      `Cannot write dataset: cannot create a file in "${dir}": ${
        (error as Error).message
      }`,
    );
  }
  let open = true;
  const close = () => {
    if (open) {
      open = false;
      file.close();
    }
  };
  return {
    async write(line) {
      const bytes = encoder.encode(line);
      let offset = 0;
      while (offset < bytes.length) {
        offset += await file.write(bytes.subarray(offset));
      }
      return true;
    },
    async commit() {
      await file.sync();
      close();
      try {
        await Deno.rename(temp, path);
      } catch (error) {
        throw new UsageError(
          `Cannot write dataset: cannot rename "${temp}" to "${path}": ${
            (error as Error).message
          }`,
        );
      }
    },
    async discard() {
      close();
      await Deno.remove(temp).catch(() => {});
      await removeEmpty(created);
    },
  };
}

/** The folders of `dir` (itself and its parents) that do not exist, deepest first. */
async function missingFolders(dir: string): Promise<string[]> {
  const missing: string[] = [];
  for (let d = dir; d !== "" && d !== "." && d !== "/";) {
    try {
      await Deno.stat(d);
      break;
    } catch {
      missing.push(d);
    }
    const slash = d.lastIndexOf("/");
    d = slash <= 0 ? "" : d.slice(0, slash);
  }
  return missing;
}

/** Removes each folder that is (still) empty, deepest first. */
async function removeEmpty(folders: readonly string[]): Promise<void> {
  for (const folder of folders) {
    try {
      await Deno.remove(folder);
    } catch {
      return;
    }
  }
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
