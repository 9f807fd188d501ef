/**
 * How reports show a task's axes. Each task declares its own (in its folder,
 * read through `tasks/registry.ts`); the commands pass them down as plain
 * data, as they pass the families' comparison rules (`comparison.ts`) and
 * report sections' output, so report code, and the report workers, know no
 * task by name (`--palette llmtest` names the 2023 pictures' colours).
 */

/** How a report shows one axis (a task parameter). */
interface AxisPresentation {
  /** The title drawn on charts (default: the parameter's name). */
  readonly title?: string;
  /** The natural order of a string parameter's values (others after them). */
  readonly order?: readonly string[];
}

/** How a report shows one task's rows. */
export interface TaskPresentation {
  /** Axes a heatmap shows first when they vary, in this order. */
  readonly preferred?: readonly string[];
  /** Titles and value orders, by parameter name. */
  readonly axes?: Readonly<Record<string, AxisPresentation>>;
  /**
   * Axes a niah row's `needle_metadata` gives when the grid does not fix
   * them (num_seq draws its order `k` per example).
   */
  readonly metadataAxes?: readonly string[];
  /**
   * What the score heatmap's cells are, where niah did not score the rows
   * itself ("mean of the judge's 1-10 grades / 10, as imported"): its
   * subtitle and caption say it in place of niah's rule ("mean score,
   * unparsed, truncated and refused answers as 0"). Absent: niah's rule.
   */
  readonly score?: string;
}

/** Every task's presentation, by task type. */
export type Presentations = Readonly<Record<string, TaskPresentation>>;

/**
 * The presentation of `taskType`; rows of a type no task declares (the
 * NIAH reference's) get every declared title, order and preference at once,
 * first declared first, but no metadata axes.
 */
export function presentationOf(
  presentations: Presentations,
  taskType: string,
): TaskPresentation {
  const own = Object.hasOwn(presentations, taskType)
    ? presentations[taskType]
    : undefined;
  if (own !== undefined) return own;
  const preferred: string[] = [];
  const axes: Record<string, AxisPresentation> = {};
  for (const p of Object.values(presentations)) {
    for (const name of p.preferred ?? []) {
      if (!preferred.includes(name)) preferred.push(name);
    }
    for (const [name, axis] of Object.entries(p.axes ?? {})) {
      axes[name] = { ...axis, ...axes[name] };
    }
  }
  return { preferred, axes };
}
