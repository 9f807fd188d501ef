/**
 * A rebuild's check that a data file is still the one a row was built
 * from: the SHA-256 read now against the one the row's recipe recorded,
 * refused in one line that names the file and both digests' first 12 hex
 * digits. Families and haystacks that rebuild from data files (RULER's QA
 * and essay files and word list, Graphwalks' Parquet, a folder of `.txt`
 * files) all say it so.
 *
 * @module
 */
import { UsageError } from "../errors.ts";

/**
 * Throws unless `found` (the SHA-256 of `file` as read now) is `recorded`;
 * `recorded` undefined (a row written before its recipe kept the digest)
 * passes. `rebuilding` is what the refusal says could not be rebuilt.
 */
export function checkRecordedFile(
  file: string,
  found: string,
  recorded: string | undefined,
  rebuilding: "prompt" | "haystack" = "prompt",
): void {
  if (recorded === undefined || recorded === found) return;
  throw new UsageError(
    `Cannot rebuild ${rebuilding}: ${file} changed since the row was written (sha256 ${
      found.slice(0, 12)
    }, recorded ${recorded.slice(0, 12)})`,
  );
}
