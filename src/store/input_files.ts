/**
 * The files this process has read, so that no output is ever written over
 * one of its own inputs (`report r.jsonl --csv r.jsonl`, `dataset --out
 * configs/runs/x.yaml`). Readers note each file as they open it; the atomic
 * writer refuses a path that is the same file (by real path, so links and
 * `./` spellings count) as any of them.
 */
import { UsageError } from "../errors.ts";

const inputs = new Map<string, string>();

async function realPathOf(path: string): Promise<string | null> {
  try {
    return await Deno.realPath(path);
  } catch {
    return null;
  }
}

/** Records that `path` is an input of this command. */
export async function noteInput(path: string): Promise<void> {
  const real = await realPathOf(path);
  if (real !== null && !inputs.has(real)) inputs.set(real, path);
}

/**
 * Throws a `UsageError` when `path` is one of the inputs read so far;
 * `what` names the output ("CSV", "dataset").
 */
export async function refuseInputAsOutput(
  path: string,
  what: string,
): Promise<void> {
  if (inputs.size === 0) return;
  const real = await realPathOf(path);
  if (real === null) return;
  const input = inputs.get(real);
  if (input !== undefined) {
    throw new UsageError(
      `Cannot write ${what}: "${path}" is ${
        input === path ? "one of the inputs" : `the input "${input}"`
      }; writing it would overwrite what was read; choose another path`,
    );
  }
}

/**
 * Forgets every input noted so far: a process that runs several commands
 * one after another (the tests' niah host) starts each with none.
 */
export function forgetInputs(): void {
  inputs.clear();
}
