/**
 * The scheduler's memory between ticks and restarts: each job's last
 * completed run (its store path), the baseline of `baseline: previous`.
 * A small JSON file of niah's own (`store/own_file.ts`: a regular file,
 * never a link), rewritten whole (temp file + rename) after each run.
 */
import { UsageError } from "../errors.ts";
import { readOwnFile, writeOwnFile } from "../store/own_file.ts";
import type { JobState } from "./schedule_job.ts";

/** The largest state file read: 16 MiB, as for a config (one is a few KB). */
const STATE_MAX_BYTES = 16 * 1024 * 1024;

interface StateFile {
  jobs: Record<string, { last_store?: string; last_run_utc?: string }>;
  /** Each job's run left with batches pending: its run time (ISO). */
  pending?: Record<string, string>;
}

/** Reads `path` (absent: empty) and returns the state, saving to `path`. */
export async function fileJobState(path: string): Promise<JobState> {
  let data: StateFile = { jobs: {} };
  // A regular file of niah's own, small: never a link, a pipe or a device.
  const text = await readOwnFile(path, "schedule state", STATE_MAX_BYTES);
  if (text !== undefined) {
    try {
      const parsed = JSON.parse(text) as unknown;
      const jobs = (parsed as StateFile | null)?.jobs;
      if (typeof jobs !== "object" || jobs === null) throw new SyntaxError();
      const pending = (parsed as StateFile).pending;
      data = { jobs, ...(pending ? { pending } : {}) };
    } catch (error) {
      throw new UsageError(
        `Cannot read schedule state: "${path}" is not a niah schedule state file (remove it to start afresh)`,
        { cause: error },
      );
    }
  }
  let chain = Promise.resolve();
  const save = () => {
    const text = `${JSON.stringify(data, null, 2)}\n`;
    chain = chain.catch(() => {}).then(() =>
      writeOwnFile(path, text, "schedule state")
    );
    return chain;
  };
  return {
    previous: (job) => data.jobs[job]?.last_store,
    remember(job, storePath, at) {
      data.jobs[job] = {
        last_store: storePath,
        last_run_utc: at.toISOString(),
      };
      return save();
    },
    pending: (job) => data.pending?.[job],
    setPending(job, at) {
      const pending = { ...data.pending };
      if (at) pending[job] = at.toISOString();
      else delete pending[job];
      data = { ...data, pending };
      return save();
    },
  };
}
