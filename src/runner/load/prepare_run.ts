/**
 * What `run` and `dataset` both do before the first cell: load the run with
 * the environment's phase-shift switch, make the context tasks build
 * prompts in, and the phase shifter (when on) that makes the prompt a run
 * sends.
 */
import {
  createPhaseShifter,
  type PhaseShifter,
} from "../../prompt/phase_shifter.ts";
import {
  PHASE_SHIFT_ENV,
  phaseShiftEnvOn,
} from "../../prompt/phase_shift_settings.ts";
import { createBuildContext } from "../../tasks/build_context.ts";
import type { RunStamp } from "../../config/run_name.ts";
import type { BuildContext } from "../../tasks/task.ts";
import { getTokenizer } from "../../tokenizer/encoding.ts";
import { type LoadedRun, loadRun } from "./load_run.ts";
import type { RunFiles } from "./run_files.ts";

/** A loaded run, ready to build prompts. */
export interface PreparedRun {
  loaded: LoadedRun;
  context: BuildContext;
  /** Present when phase shifting is on. */
  phaseShift: PhaseShifter | undefined;
}

/** What preparing a run reads and reports through, passed in by a command. */
export interface PrepareIo {
  files: RunFiles;
  /** Reads an environment variable (the phase-shift switch). */
  env(name: string): string | undefined;
  /** Writes one warning line (the phase shifter's). */
  err(line: string): void;
  /** What run-name placeholders expand to. */
  stamp?: RunStamp;
}

/** What preparing a run takes from the command's flags. */
interface PrepareOptions {
  modelDir: string[];
  limit?: number | undefined;
  /** Plan more than `MAX_CELLS` cells. */
  allowHuge?: boolean | undefined;
}

/** Loads `runPath` as preparing it does, and no more (no tokenizer). */
function loadForRun(
  runPath: string,
  options: PrepareOptions,
  io: PrepareIo,
): Promise<LoadedRun> {
  return loadRun(runPath, options.modelDir, io.files, {
    sampleLimit: options.limit,
    allowHuge: options.allowHuge ?? false,
    phaseShiftEnv: phaseShiftEnvOn(io.env(PHASE_SHIFT_ENV)),
    ...(io.stamp ? { stamp: io.stamp } : {}),
  });
}

/** Loads `runPath` and prepares what building its prompts needs. */
export async function prepareRun(
  runPath: string,
  options: PrepareOptions,
  io: PrepareIo,
): Promise<PreparedRun> {
  const loaded = await loadForRun(runPath, options, io);
  const { plan } = loaded;
  const tokenizer = await getTokenizer(plan.tokenizer);
  const context = createBuildContext(
    tokenizer,
    loaded.haystacks,
    plan.run.haystack,
  );
  const phaseShift = plan.phaseShift
    ? createPhaseShifter(
      plan.phaseShift,
      await getTokenizer(plan.phaseShift.encoding),
      io.err,
    )
    : undefined;
  return { loaded, context, phaseShift };
}
