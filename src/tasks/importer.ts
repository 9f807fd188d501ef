/**
 * An importer: how `niah import <format> <path>...` turns another tool's
 * results into a niah store. A family lists its importers
 * (`Family.importers`); the command asks the registry for the format named,
 * reads the inputs the importer lists, and gives it the store's writer. The
 * command knows no format itself, and `niah import --help` lists the
 * registry's.
 *
 * @module
 */

/** The flags of `niah import` an importer may read. */
export interface ImportOptions {
  /** The store written (never one of the inputs). */
  readonly out: string;
  /** RULER's max_seq_length, where a path does not say it. */
  readonly length?: number;
  /** The model id the rows name. */
  readonly model?: string;
  /** The model id the rows name (the same as `model`). */
  readonly modelId?: string;
  /** The run name the rows name. */
  readonly runName?: string;
  /** The needle's answer an exact reading looks for. */
  readonly answer?: string;
}

/** One input, read: its path as given (for messages) and its text. */
export interface ImportedFile {
  readonly path: string;
  readonly text: string;
}

/** Where an importer's rows go: the store's writer, a row at a time. */
interface RowWriter {
  /** Appends one row (written as one JSON line). */
  write(row: Readonly<Record<string, unknown>>): Promise<void>;
}

/** What an import did: the line `niah import` prints, and any warnings. */
export interface ImportDone {
  /** Printed on standard output ("wrote N rows ... to FILE"). */
  readonly said: string;
  /** Printed on standard error, a line each. */
  readonly warnings?: readonly string[];
}

/** One format `niah import` reads. */
export interface Importer {
  /** The format's name, as `niah import <format>` takes it. */
  readonly format: string;
  /** What it reads, for the command's one-line description. */
  readonly summary: string;
  /** What its paths name, for the `<path...>` argument's help. */
  readonly inputs: string;
  /** Its paragraph of `niah import --help` (after "<format>: "). */
  readonly help: string;
  /**
   * The words of `niah import`'s options it reads that only it reads
   * (`--length`: RULER's max_seq_length), by long flag, for `--help`.
   */
  readonly optionHelp?: Readonly<Record<string, string>>;
  /**
   * The files `paths` name, in reading order (a folder's files listed);
   * refuses a path it cannot read with a one-line UsageError.
   */
  files(paths: readonly string[]): Promise<string[]>;
  /**
   * Reads `files` (each through `read`, the one confined reader) and
   * writes their rows through `writer`; nothing it writes is kept unless
   * it returns.
   */
  rows(
    files: readonly string[],
    read: (path: string) => Promise<ImportedFile>,
    options: ImportOptions,
    writer: RowWriter,
  ): Promise<ImportDone>;
}
