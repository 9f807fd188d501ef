/**
 * The notes of a loaded run (warnings that do not stop it, printed as
 * `note: ...` lines): the `task:` block's style notes, then each grid
 * point's task notes, each once.
 *
 * @module
 */
import type { Task } from "../../tasks/task.ts";
import { styleNotes } from "../../tasks/task_style.ts";
import type { Plan } from "../plan/plan.ts";

/** The notes of a loaded run: its `task:` block's, then each grid point's. */
export function runNotes(rawTask: unknown, task: Task, plan: Plan): string[] {
  const notes = new Set(styleNotes(rawTask));
  const seen = new Set<object>();
  for (const cell of plan.cells) {
    if (seen.has(cell.params)) continue;
    seen.add(cell.params);
    for (const note of task.notes?.(cell.params) ?? []) notes.add(note);
  }
  return [...notes];
}
