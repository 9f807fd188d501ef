/**
 * `niah dataset <run.yaml> [--out FILE] [--format F] [-n N]`: writes every
 * cell's exact prompt and expected answer as JSONL, one line per cell in
 * plan order, without calling a model, for other harnesses and for audits;
 * `--format` names a task's own format instead (RULER's
 * `validation.jsonl`, a file per task and length, in a folder when there
 * are several). Lines are
 * written as they are built, so a sweep of 256k-token prompts never sits in
 * memory; `--out` goes through a temporary file renamed at the end, so a
 * failed or interrupted run leaves no half-written dataset.
 */
import { type DatasetFlags, datasetOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import { InterruptedError, UsageError } from "../errors.ts";
import type { PhaseShiftRecord } from "../prompt/phase_shift_record.ts";
import type { Plan } from "../runner/plan/plan.ts";
import type { Built, Cell, DatasetFormat } from "../tasks/task.ts";
import { openAtomicFile } from "../store/atomic_write.ts";
import { standardStreamOf } from "../store/standard_stream.ts";
import type { CommandIo } from "./io.ts";
import { runStamp } from "./run_stamp.ts";
import { prepareRun } from "../runner/load/prepare_run.ts";
import { cellPrompt } from "../runner/rows/rebuild_prompt.ts";
import { HeapTrim, processHeap } from "../runner/execute/heap_trim.ts";
import { denoPrepareIo } from "./deno_io.ts";
import { terminalText } from "../report/render/terminal_text.ts";
import { turnTaker } from "../sleep.ts";

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
    /** The message that asks it, when the task says (multi-turn). */
    question_message?: number;
    metadata: Built["metadata"];
    recipe: Built["recipe"];
    /** The cell's own output budget, when its task sets one (RULER's). */
    max_tokens?: number;
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
      ...(built.question_message !== undefined
        ? { question_message: built.question_message }
        : {}),
      metadata: built.metadata,
      recipe: built.recipe,
      ...(built.max_tokens !== undefined
        ? { max_tokens: built.max_tokens }
        : {}),
      ...(phaseShift ? { phase_shift: phaseShift } : {}),
    },
  };
}

/** Builds every cell's prompt and writes it, one line per cell. */
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
  const format = formatOf(plan, options.format);
  // `--out /dev/stdout` is standard output, as without --out.
  const out = standardStreamOf(options.out) === "stdout"
    ? undefined
    : options.out;
  const layout = format ? fileLayout(plan, format, out) : null;
  const target = layout?.folder ?? out ?? "standard output";
  const sink = layout?.folder !== undefined
    ? folderSink(layout.folder, openFileSink)
    : out === undefined
    ? stdoutSink(io)
    : await openFileSink(out);
  let written = 0;
  // As `run` does after each row: a prompt of many megabytes leaves as
  // much garbage, which V8 would let pile up (103 MiB of LongBench v2
  // items peaked at 1.2 GB without, 0.7 GB with, at a tenth more CPU).
  const heap = new HeapTrim(processHeap());
  // A timer turn now and then lets a Ctrl-C arrive even while lines are
  // written synchronously to standard output (one a line would cost 4 ms
  // each: nested timers are clamped).
  const takeTurn = turnTaker(io.signal);
  try {
    for (const cell of cells) {
      if (await takeTurn().then(() => false, () => true)) break;
      const sent = await cellPrompt(plan, cell, context, phaseShift);
      if (io.signal.aborted) break;
      const line = format
        ? format.line(sent)
        : `${
          JSON.stringify(datasetLine(plan, cell, sent, sent.phase_shift))
        }\n`;
      if (!await sink.write(line, format?.file(cell))) break;
      written++;
      heap.afterRow();
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

/** The task's format `name`, or null for niah's JSONL lines. */
function formatOf(plan: Plan, name: string): DatasetFormat | null {
  if (name === "jsonl") return null;
  const format = plan.task.datasetFormats?.[name];
  if (format !== undefined) return format;
  const names = ["jsonl", ...Object.keys(plan.task.datasetFormats ?? {})];
  throw new UsageError(
    `Cannot write dataset: task "${plan.task.type}" has no format ${
      JSON.stringify(name)
    }; expected ${names.join(" or ")}`,
  );
}

/**
 * Where a format's lines go: `--out` itself when every cell's line goes
 * in one file, else a folder (`--out`) of the format's files.
 */
function fileLayout(
  plan: Plan,
  format: DatasetFormat,
  out: string | undefined,
): { folder?: string } {
  const files = new Set(plan.cells.map((cell) => format.file(cell)));
  if (files.size <= 1) return {};
  if (out === undefined) {
    throw new UsageError(
      `Cannot write dataset: the sweep makes ${files.size} files (${
        [...files][0]
      }, ...); name the folder to write them in with --out`,
    );
  }
  return { folder: out };
}

/** Where dataset lines go. */
interface Sink {
  /**
   * Writes one line (into `file` of a folder's); false when the reader has
   * gone (stop quietly).
   */
  write(line: string, file?: string): Promise<boolean>;
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

/**
 * A folder of files, each written whole by its own sink when the dataset
 * is (none when it is not).
 */
function folderSink(
  folder: string,
  open: (path: string) => Promise<Sink>,
): Sink {
  const files = new Map<string, Sink>();
  return {
    async write(line, file = "") {
      let sink = files.get(file);
      if (sink === undefined) {
        sink = await open(`${folder}/${file}`);
        files.set(file, sink);
      }
      return await sink.write(line);
    },
    async commit() {
      for (const sink of files.values()) await sink.commit();
    },
    async discard() {
      for (const sink of files.values()) await sink.discard();
    },
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
