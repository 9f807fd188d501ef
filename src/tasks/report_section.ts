/**
 * What a family adds to `report` (family.ts's `reportSections`): a section
 * made from the counting row of each cell of its task types, as text after
 * the run summaries, HTML inside a run's part of `report --html`, and a CSV
 * table beside `report --csv`'s. The report reads its inputs once and hands
 * each section its rows; a section names its family's task types, the
 * report none.
 *
 * @module
 */
import type { ResultRow } from "../report/read/read_results.ts";

/** What a section is made from. */
interface SectionInput {
  /**
   * The row that counts of each cell of the section's task types
   * (`store/row_rule.ts`), in reading order (files as given, then lines).
   */
  readonly rows: readonly ResultRow[];
  /** `--threshold`: the effective-length threshold asked for, a fraction. */
  readonly threshold: number;
}

/** One run and model of a report (a part of `report --html`). */
interface SectionRun {
  readonly run_name: string;
  readonly model_id: string;
  readonly task_type: string;
}

/** A section as made: any of text, HTML per run, and a CSV table. */
export interface SectionOutput {
  /** Text `report` prints after the run summaries ("" for none). */
  readonly text: string;
  /** HTML inside `run`'s part of `report --html` ("" for none). */
  html?(run: SectionRun): string;
  /**
   * A CSV table `report --csv FILE` writes beside FILE, named FILE's stem,
   * a dot, the section's name and `.csv`.
   */
  readonly csv?: string;
}

/** A section of `report` a family declares. */
export interface ReportSectionSource {
  /** The section's name (in its CSV file's name): letters, digits, `_`, `-`. */
  readonly name: string;
  /** The task types whose counting rows it reads. */
  readonly taskTypes: readonly string[];
  /** Makes the section from those rows (called when there are some). */
  make(input: SectionInput): SectionOutput;
}
