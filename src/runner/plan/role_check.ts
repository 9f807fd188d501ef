/**
 * A prompt's order of roles checked against the run's provider before it
 * is sent (src/prompt/role_order.ts): the one rule, read from the
 * provider's registry entry, for `validate`, `run`, the dry run and
 * batch mode alike.
 *
 * @module
 */
import { UsageError } from "../../errors.ts";
import type { Message } from "../../prompt/message.ts";
import { roleOrderProblem } from "../../prompt/role_order.ts";
import { findProvider } from "../../providers/registry.ts";
import type { Cell } from "../../tasks/task.ts";
import type { Plan } from "./plan.ts";

/**
 * Throws a one-line `UsageError` naming the cell and the message when
 * `messages` are in an order the plan's provider refuses.
 */
export function checkRoleOrder(
  plan: Pick<Plan, "model">,
  cell: Pick<Cell, "cell_id">,
  messages: readonly Message[],
): void {
  const { sdk, api } = plan.model.runtime;
  const problem = roleOrderProblem(messages, findProvider(sdk, api)?.roles);
  if (problem !== undefined) {
    throw new UsageError(
      `Cannot send cell ${cell.cell_id}: ${problem}`,
    );
  }
}
