/**
 * `validate`'s check of a multi-turn task's order of roles: such a task's
 * turns come from the cell (a dataset's conversation), so the plan's
 * first cell is built and its messages checked against the provider's
 * rule (runner/plan/role_check.ts), as a run checks every cell before
 * sending it. A single-message task's order is fixed in its code and
 * costs `validate` no build.
 *
 * @module
 */
import { createBuildContext } from "../../tasks/build_context.ts";
import { getTokenizer } from "../../tokenizer/encoding.ts";
import { checkRoleOrder } from "../plan/role_check.ts";
import type { LoadedRun } from "./load_run.ts";

/** Throws one line, naming the cell and message, when the order is refused. */
export async function checkFirstPromptRoles(loaded: LoadedRun): Promise<void> {
  const { plan } = loaded;
  const cell = plan.cells[0];
  if (!plan.task.multiTurn || cell === undefined) return;
  const context = createBuildContext(
    await getTokenizer(plan.tokenizer),
    loaded.haystacks,
    plan.run.haystack,
  );
  const built = await plan.task.build(cell.params, cell, context);
  checkRoleOrder(plan, cell, built.messages);
}
