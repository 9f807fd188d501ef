/** `niah validate <run.yaml>`: checks everything a run would, sends nothing. */
import { type ValidateFlags, validateOptions } from "./command_options.ts";
import { withDefaults } from "./command_spec.ts";
import {
  PHASE_SHIFT_ENV,
  phaseShiftEnvOn,
} from "../prompt/phase_shift_settings.ts";
import { doneIndex } from "../store/jsonl.ts";
import { checkStoreWritable } from "../store/store_path.ts";
import { resumeState } from "../runner/rows/resume.ts";
import type { CommandIo } from "./io.ts";
import { runStamp } from "./run_stamp.ts";
import { loadRun } from "../runner/load/load_run.ts";
import { checkFirstPromptRoles } from "../runner/load/first_prompt_roles.ts";
import { clientWarning } from "../runner/session/provider_setup.ts";
import { denoRunFiles } from "./deno_io.ts";
import { terminalText } from "../report/render/terminal_text.ts";

/** Options of `validate` (declared once, in command_options.ts). */
type ValidateOptions = ValidateFlags;

/** Validates a run config and its model; prints `ok: <file> (model: <id>)`. */
export async function validateCommand(
  runPath: string,
  given: ValidateOptions,
  io: CommandIo,
): Promise<void> {
  const options = withDefaults(validateOptions, given);
  const loaded = await loadRun(runPath, options.modelDir, denoRunFiles, {
    allowHuge: options.allowHuge,
    phaseShiftEnv: phaseShiftEnvOn(io.env(PHASE_SHIFT_ENV)),
    stamp: runStamp(io.env),
  });
  // A conversation's turns must be in an order the provider takes.
  await checkFirstPromptRoles(loaded);
  // Rows already stored must be resumable by this config.
  resumeState(loaded.plan, await doneIndex(loaded.plan.storePath));
  // ...and the run must be able to write them.
  await checkStoreWritable(loaded.plan.storePath);
  for (const note of loaded.notes) io.err(`note: ${terminalText(note)}\n`);
  // validate sends nothing, so a key not set yet is a warning: the run
  // itself refuses to start without it.
  const warning = clientWarning(
    loaded.plan.model,
    loaded.modelPath,
    io.env,
  );
  if (warning) io.err(warning);
  io.out(
    `ok: ${terminalText(runPath)} (model: ${
      terminalText(loaded.plan.model.id)
    })\n`,
  );
}
