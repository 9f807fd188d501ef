/**
 * Rules a family owns over its stored rows (`Family`'s optional members):
 * whether `reconstruct` can rebuild one, and how `rescore` scores a stored
 * answer again where its task's scorer does not apply. The commands ask
 * the family of a row's `task_type` (`registry.ts`'s `familyOfType`).
 *
 * @module
 */
import type { StoredRow } from "../store/row_schema.ts";
import type { BuildContext, Rendered } from "./task.ts";

/** What a rebuild rule reads of a row. */
export type RowFields = Readonly<
  Pick<StoredRow, "task_type" | "scorer"> & { fingerprint?: unknown }
>;

/** Why an imported row has no prompt to rebuild (after the row's place). */
export const NOT_RECORDED =
  "was imported from another tool's results (niah import); the prompt it answered was never recorded, so there is none to rebuild";

/** A row scored again by a family's own rule. */
export interface Rescored {
  row: StoredRow;
  /** Its headline value or a reading beside it changed. */
  changed: boolean;
}

/**
 * A row of the Python tool a family reproduces (the NIAH reference's
 * results), as `reconstruct` has checked it: its length, question and
 * recipe (the haystack, where the needles went, the final count).
 */
interface ToolRow {
  context_length: number;
  prompt_question: string;
  recipe: {
    haystack: Parameters<NonNullable<BuildContext["referenceHaystack"]>>[0];
    needle_placements: readonly {
      text: string;
      insertion_token_index: number;
    }[];
    final_context_token_count: number;
  };
}

/** Rebuilds the prompt of a {@link ToolRow} in a build context. */
export type ToolRowRebuild = (
  row: ToolRow,
  context: BuildContext,
) => Promise<Rendered>;
