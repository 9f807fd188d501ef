/**
 * A task family: the folder under `src/tasks/` that owns its tasks and
 * everything else niah does with their rows (the parts issues add here one
 * optional member at a time: report sections, comparisons, importers,
 * rescore and rebuild rules, data files). `family_index.ts` lists each
 * family and what it answers to, `registry.ts` loads it when needed;
 * nothing outside `src/tasks/` names a family.
 *
 * @module
 */
import type { ComparisonRule } from "../report/compare/comparison.ts";
import type { ReportSectionSource } from "./report_section.ts";
import type { HubDataset } from "./hub_dataset.ts";
import type { Importer } from "./importer.ts";
import type { Rescored, RowFields, ToolRowRebuild } from "./row_rules.ts";
import type { StoredRow } from "../store/row_schema.ts";
import type { FamilyHaystack } from "../haystack/corpus.ts";
import type { HeatmapPalette } from "../report/render/palettes.ts";
import type { TaskPresentation } from "../report/read/axis_presentation.ts";
import type { Task } from "./task.ts";

/** One family, as `registry.ts` registers it. */
export interface Family {
  /** The family's name (its folder's), for messages and `--help`. */
  readonly name: string;
  /** The tasks it builds prompts for, by `task.type`; none if import-only. */
  readonly tasks: readonly Task[];
  /**
   * The `task_type`s of rows it only imports from another tool's results
   * and never builds (the 2023 results' `llmtest`).
   */
  readonly importedTypes?: readonly string[];
  /**
   * How reports show the rows of the types it imports, by task type (what
   * their scores are: `TaskPresentation.score`); what it leaves out is
   * shown as for rows no task declares (`presentationOf`).
   */
  readonly importedPresentations?: Readonly<Record<string, TaskPresentation>>;
  /**
   * The sections it adds to `report` (report_section.ts): RULER's table,
   * the 2023 judge audit.
   */
  readonly reportSections?: readonly ReportSectionSource[];
  /**
   * How `compare` pairs its rows (`report/compare/comparison.ts`): the 2023 rows with
   * `single`'s, by grid point, on their exact reading.
   */
  readonly comparison?: ComparisonRule;
  /**
   * The formats `niah import <format>` reads into its rows (RULER's
   * prediction files, the 2023 results), see `importer.ts`.
   */
  readonly importers?: readonly Importer[];
  /**
   * Why `reconstruct` cannot rebuild a stored row of this family (one
   * line, said after the row's place: `row_rules.ts`'s `NOT_RECORDED` for
   * an imported row), or undefined when it can. Absent: every row can.
   */
  readonly rebuildRefusal?: (row: RowFields) => string | undefined;
  /**
   * How `rescore` scores a stored answer of this family again, instead of
   * its task's scorer (an imported row keeps the grade it was given and
   * reads again what it can). Absent: the task's `score`.
   */
  readonly rescore?: (row: StoredRow, response: string) => Rescored;
  /**
   * Rebuilds the prompt of a row the Python tool this family reproduces
   * wrote (`reconstruct` of the NIAH reference's results files); one
   * family has it.
   */
  readonly rebuildToolRow?: ToolRowRebuild;
  /**
   * Heatmap palettes it lends `plot --palette` and `report --palette`
   * (the 2023 pictures' colours).
   */
  readonly palettes?: readonly HeatmapPalette[];
  /**
   * Haystacks it reads itself, by the haystack type a run config names
   * (RULER's `ruler_essays`): how the library reads the file for its digest
   * and refuses it to other tasks.
   */
  readonly haystacks?: Readonly<Record<string, FamilyHaystack>>;
  /**
   * The Hugging Face hub datasets its tasks read (`hub_dataset.ts`): what
   * `niah data get <repo>` downloads, at the revision niah pins.
   */
  readonly hubDatasets?: readonly HubDataset[];
}

/** A family of one task, as a test registers a task of its own. */
export function familyOf(task: Task): Family {
  return { name: task.type, tasks: [task] };
}
