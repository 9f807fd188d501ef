/**
 * A task family: the folder under `src/tasks/` that owns its tasks and
 * everything else niah does with their rows (the parts issues add here one
 * optional member at a time: report sections, comparisons, importers,
 * rescore and rebuild rules, data files). `registry.ts` lists one family a
 * line; nothing outside `src/tasks/` names a family.
 *
 * @module
 */
import type { ComparisonRule } from "../report/compare/comparison.ts";
import type { ReportSectionSource } from "./report_section.ts";
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
   * The sections it adds to `report` (report_section.ts): RULER's table,
   * the 2023 judge audit.
   */
  readonly reportSections?: readonly ReportSectionSource[];
  /**
   * How `compare` pairs its rows (`report/compare/comparison.ts`): the 2023 rows with
   * `single`'s, by grid point, on their exact reading.
   */
  readonly comparison?: ComparisonRule;
}

/** A family of one task, as a test registers a task of its own. */
export function familyOf(task: Task): Family {
  return { name: task.type, tasks: [task] };
}
