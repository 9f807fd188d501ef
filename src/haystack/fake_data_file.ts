/**
 * A data file read through a {@link CorpusReader}'s `readText`, for the
 * in-memory readers tests hand in (no `data` of their own): the text's
 * UTF-8 bytes and their digest, a missing file worded as on disk.
 *
 * @module
 */
import { createHash } from "node:crypto";
import type { DataFile, DataFileOptions } from "../data/data_file.ts";
import { UsageError } from "../errors.ts";
import type { CorpusReader } from "./files_corpus.ts";

/** The file at `path` as `reader.readText` gives it. */
export async function fakeDataFile(
  reader: CorpusReader,
  path: string,
  options: DataFileOptions,
): Promise<DataFile> {
  let text: string;
  try {
    text = await reader.readText(path);
  } catch (error) {
    if ((error as Error).name !== "NotFound") throw error;
    throw new UsageError(
      `Cannot read ${options.what}: "${path}" does not exist${
        options.missing !== undefined ? `; ${options.missing}` : ""
      }`,
    );
  }
  const bytes = new TextEncoder().encode(text);
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { path, bytes, sha256 };
}
