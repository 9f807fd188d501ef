/**
 * Parquet, for the families whose datasets come as Parquet files
 * (OpenAI-MRCR, Graphwalks): a {@link DataFile}'s rows as objects, read
 * with `hyparquet` (npm; plain and Snappy-compressed pages, which is what
 * pyarrow writes by default). A file that is not Parquet, or uses a codec
 * hyparquet does not read, is one line naming the file and its key.
 * hyparquet is imported with the first Parquet file: a run of any other
 * family (and `run`'s worker, which loads every family) never loads it.
 *
 * @module
 */
import { UsageError } from "../errors.ts";
import type { DataFile } from "./data_file.ts";

/**
 * The rows of a Parquet file, each an object of its columns (INT64 values
 * come as `bigint`, as hyparquet reads them), in file order.
 */
export async function parquetRows(
  file: DataFile,
  what: string,
): Promise<Record<string, unknown>[]> {
  const { bytes } = file;
  // hyparquet reads an ArrayBuffer; copy only when `bytes` is a view.
  const buffer = bytes.byteOffset === 0 &&
      bytes.byteLength === bytes.buffer.byteLength &&
      bytes.buffer instanceof ArrayBuffer
    ? bytes.buffer
    : bytes.slice().buffer;
  const { parquetReadObjects } = await import("hyparquet");
  try {
    return await parquetReadObjects({ file: buffer });
  } catch (error) {
    const why = ((error as Error).message ?? String(error)).split("\n")[0];
    throw new UsageError(
      `Cannot read ${what}: "${file.path}" is not a Parquet file niah reads (${why})`,
      { cause: error },
    );
  }
}
