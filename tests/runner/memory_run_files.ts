/** An in-memory `RunFiles` for tests of loading without a disk. */
import { UsageError } from "../../src/errors.ts";
import type { RunFiles } from "../../src/runner/load/run_files.ts";

/** `RunFiles` over `files` (path -> text); records every path read. */
export function memoryRunFiles(
  files: Record<string, string>,
): RunFiles & { read: string[] } {
  const read: string[] = [];
  return {
    read,
    readText(path, what) {
      read.push(path);
      const text = files[path];
      if (text === undefined) {
        return Promise.reject(
          new UsageError(`Cannot read ${what}: "${path}" does not exist`),
        );
      }
      return Promise.resolve(text);
    },
    isFile: (path) => Promise.resolve(path in files),
    isFolder: (path) =>
      Promise.resolve(
        Object.keys(files).some((name) => name.startsWith(`${path}/`)),
      ),
    storePathProblem: () => Promise.resolve(undefined),
    corpus: {
      listTextFiles: () => Promise.resolve([]),
      readText: (path) => Promise.reject(new Error(`no corpus file ${path}`)),
    },
  };
}

/** A small uuid run on the fake model, as in-memory files. */
export const SMALL_RUN: Record<string, string> = {
  "run.yaml": [
    'run_name: "mem"',
    'model: "fake"',
    'task: {type: "uuid"}',
    "sweep:",
    "  context_lengths: [500, 1000]",
    "  depth_percents: [0, 100]",
    "  seeds: [1]",
    'store: {path: "results/mem.jsonl"}',
  ].join("\n") + "\n",
  "configs/models/fake.yaml": [
    'id: "fake"',
    "runtime: {sdk: fake, api: fake}",
    "request: {model: fake, mode: oracle, max_tokens: 10}",
    "pricing: {input: 1.0, output: 2.0}",
  ].join("\n") + "\n",
};
