/**
 * `niah dataset <run.yaml> [--out FILE] [-n N]`: writes every cell's exact
 * prompt and expected answer as JSONL, one line per cell in plan order,
 * without calling a model, for other harnesses and for audits. Lines are
 * written as they are built, so a sweep of 256k-token prompts never sits in
 * memory; `--out` goes through a temporary file renamed at the end, so a
 * failed or interrupted run leaves no half-written dataset.
 */
import { type DatasetFlags, datasetOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { InterruptedError } from "../errors.ts";
import type { PhaseShiftRecord } from "../prompt/phase_shift_record.ts";
import type { Plan } from "../runner/plan/plan.ts";
import type { Built, Cell } from "../tasks/task.ts";
import { openAtomicFile } from "../store/atomic_write.ts";
import { standardStreamOf } from "../store/standard_stream.ts";
import type { CommandIo } from "./io.ts";
import { runStamp } from "./run_stamp.ts";
import { prepareRun } from "../runner/load/prepare_run.ts";
import { cellPrompt } from "../runner/rows/rebuild_prompt.ts";
import { denoPrepareIo } from "./deno_io.ts";
import { terminalText } from "../report/terminal_text.ts";

/** Options of `dataset` (declared once, in command_options.ts). */
type DatasetOptions = DatasetFlags;

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
    /** The phase shift applied, when phase shifting is on. */
    phase_shift?: PhaseShiftRecord;
  };
}

/** The dataset line of a built cell. */
function datasetLine(
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
  given: DatasetOptions,
  io: CommandIo,
): Promise<void> {
  const options = withDefaults(datasetOptions, given);
  // With phase shifting on, the dataset holds the prompts as a run sends them.
  const { loaded, context, phaseShift } = await prepareRun(
    runPath,
    options,
    denoPrepareIo(io, runStamp(io.env)),
  );
  const { plan } = loaded;
  const cells = plan.cells;
  // `--out /dev/stdout` is standard output, as without --out.
  const out = standardStreamOf(options.out) === "stdout"
    ? undefined
    : options.out;
  const target = out ?? "standard output";
  const sink = out === undefined ? stdoutSink(io) : await openFileSink(out);
  let written = 0;
  try {
    for (const cell of cells) {
      // A timer turn lets a Ctrl-C arrive even while lines are written
      // synchronously to standard output.
      await nextTurn();
      if (io.signal.aborted) break;
      const sent = await cellPrompt(plan, cell, context, phaseShift);
      if (io.signal.aborted) break;
      const line = datasetLine(plan, cell, sent, sent.phase_shift);
      if (!await sink.write(`${JSON.stringify(line)}\n`)) {
        break;
      }
      written++;
    }
    if (io.signal.aborted) {
      throw new InterruptedError(
        out === undefined
          ? `Interrupted: wrote ${written} of ${cells.length} prompts to standard output`
          : `Interrupted after ${written} of ${cells.length} prompts; nothing written to "${out}"`,
      );
    }
    await sink.commit();
  } catch (error) {
    await sink.discard();
    throw error;
  }
  io.err(`wrote ${written} prompts to ${terminalText(target)}`);
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

/** The one atomic writer (`store/atomic_write.ts`) as a dataset sink. */
async function openFileSink(path: string): Promise<Sink> {
  const file = await openAtomicFile(path, "dataset");
  return {
    async write(line) {
      await file.write(line);
      return true;
    },
    commit: () => file.commit(),
    discard: () => file.discard(),
  };
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
