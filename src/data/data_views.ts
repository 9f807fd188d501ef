/**
 * Views of a {@link DataFile}'s bytes: its text (strict UTF-8), its JSON,
 * its JSON lines. Each error is one line naming the file and the key that
 * names it (`what`) and what the family expected.
 *
 * @module
 */
import { decodeUtf8 } from "../config/utf8_text.ts";
import { UsageError } from "../errors.ts";
import type { DataFile } from "./data_file.ts";

/** The file's text: strict UTF-8 (a BOM is kept, as in its digest). */
export function dataText(file: DataFile, what: string): string {
  return decodeUtf8(file.bytes, file.path, what);
}

/** The file's JSON; `shape` says what it should hold, for the error. */
export function dataJson(
  file: DataFile,
  what: string,
  shape: string,
): unknown {
  const text = dataText(file, what);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new UsageError(
      `Cannot read ${what}: "${file.path}" is not JSON (${
        (error as Error).message
      }); expected ${shape}`,
      { cause: error },
    );
  }
}

/** The values of the file's JSON lines, blank lines skipped. */
export function dataJsonLines(file: DataFile, what: string): unknown[] {
  const values: unknown[] = [];
  const lines = dataText(file, what).split("\n");
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    try {
      values.push(JSON.parse(line));
    } catch (error) {
      throw new UsageError(
        `Cannot read ${what}: ${file.path}:${i + 1}: not a JSON line (${
          (error as Error).message
        })`,
        { cause: error },
      );
    }
  }
  return values;
}
