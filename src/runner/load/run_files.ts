/**
 * What loading a run reads from disk, passed in: only commands touch files
 * (DESIGN's side effects at the edges), so the loader below them gets this
 * from `src/cli/deno_io.ts`, and tests can hand it a fake.
 */
import type { CorpusReader } from "../../haystack/files_corpus.ts";

/** File access for loading and checking a run. */
export interface RunFiles {
  /**
   * The text of a config file; a missing, unreadable or non-UTF-8 one is a
   * one-line UsageError naming the file (`what` says which config it is).
   */
  readText(path: string, what: string): Promise<string>;
  /** Whether `path` is an existing regular file. */
  isFile(path: string): Promise<boolean>;
  /** Whether `path` is an existing folder. */
  isFolder(path: string): Promise<boolean>;
  /**
   * The names of the files in folder `path` (none when it cannot be read),
   * for listing the model ids that exist when one is not found.
   */
  fileNames?(path: string): Promise<string[]>;
  /**
   * Why no store file could be created at `path`, or `undefined` when one
   * could; creates nothing.
   */
  storePathProblem(path: string): Promise<string | undefined>;
  /** Reads the `files` corpora. */
  corpus: CorpusReader;
}
