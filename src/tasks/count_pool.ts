/**
 * The first count of a dataset's rows spread over worker threads: one file
 * at a time per worker, as many workers as cores (`hardwareConcurrency`,
 * on 4 cores or more) and files, each worker parsing and counting whole files with the same
 * code as this thread would (`serveCounts`), so the counts are the same
 * and come back in file order whatever finishes first. Where workers cannot
 * start or die (a sandbox, a binary without the worker module), the files
 * they did not count are counted in this thread.
 *
 * @module
 */
import type { DataFile } from "../data/data_file.ts";
import { UsageError } from "../errors.ts";

/** What this thread sends a counting worker. */
interface CountJob {
  index: number;
  path: string;
  sha256: string;
  bytes: Uint8Array;
}

/** What a counting worker answers. */
type CountReply =
  | { index: number; tokens: number[] }
  | { index: number; error: string; usage: boolean };

/** Counts one file's rows (the family's own count). */
type FileCounter = (file: DataFile) => Promise<number[]>;

/** Counts `file` here, an error as a value. */
async function countHere(
  count: FileCounter,
  file: DataFile,
): Promise<number[] | Error> {
  try {
    return await count(file);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The fewest cores on which the first count goes to workers. Each worker
 * loads the tokenizer and the parser again (about a second of CPU), and on
 * the 2-core machine niah is built on, shared with other jobs, two workers
 * counted 12 files in more time than this thread alone (docs/mrcr.md); on
 * 2 or 3 cores the gain could not pay for that.
 */
const MIN_CORES = 4;

/** How many workers for `files` files: cores and files, or none. */
function workerCount(files: number): number {
  const cores = globalThis.navigator?.hardwareConcurrency ?? 1;
  return files < 2 || cores < MIN_CORES ? 0 : Math.min(cores, files);
}

/**
 * Each file's counts (or its error), in order: counted by `workers`
 * workers that `spawn` starts (default: one a core where there are
 * {@link MIN_CORES} or more, and two or more files), else here.
 */
export async function countInWorkers(
  files: readonly DataFile[],
  spawn: () => Worker,
  count: FileCounter,
  workers = workerCount(files.length),
): Promise<(number[] | Error)[]> {
  const results: (number[] | Error | undefined)[] = files.map(() => undefined);
  const left: number[] = [];
  let next = 0;
  const runWorker = (worker: Worker) =>
    new Promise<void>((resolve) => {
      let current = -1;
      const take = () => {
        if (next >= files.length) {
          worker.terminate();
          return resolve();
        }
        current = next++;
        const file = files[current]!;
        worker.postMessage(
          {
            index: current,
            path: file.path,
            sha256: file.sha256,
            bytes: file.bytes,
          } satisfies CountJob,
        );
      };
      worker.onmessage = (event: MessageEvent<CountReply>) => {
        const reply = event.data;
        results[reply.index] = "tokens" in reply
          ? reply.tokens
          : reply.usage
          ? new UsageError(reply.error)
          : new Error(reply.error);
        take();
      };
      worker.onerror = (event: ErrorEvent) => {
        event.preventDefault();
        worker.terminate();
        if (current >= 0 && results[current] === undefined) left.push(current);
        resolve();
      };
      take();
    });
  const running: Promise<void>[] = [];
  for (let i = 0; i < Math.min(workers, files.length); i++) {
    let worker: Worker;
    try {
      worker = spawn();
    } catch {
      break;
    }
    running.push(runWorker(worker));
  }
  await Promise.all(running);
  // What no worker counted (none started, or one died): here, in order.
  for (let i = next; i < files.length; i++) left.push(i);
  for (const i of left.sort((a, b) => a - b)) {
    results[i] = await countHere(count, files[i]!);
  }
  return results as (number[] | Error)[];
}

/** A counting worker's side: answers each job with `count`'s counts. */
export function serveCounts(count: FileCounter): void {
  const scope = globalThis as unknown as {
    onmessage: ((event: MessageEvent<CountJob>) => void) | null;
    postMessage(message: CountReply): void;
  };
  scope.onmessage = async (event) => {
    const { index, path, sha256, bytes } = event.data;
    try {
      scope.postMessage({
        index,
        tokens: await count({ path, sha256, bytes }),
      });
    } catch (error) {
      scope.postMessage({
        index,
        error: error instanceof Error ? error.message : String(error),
        usage: error instanceof UsageError,
      });
    }
  };
}
