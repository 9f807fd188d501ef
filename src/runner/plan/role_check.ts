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
import { roleOrderProblem, type RoleRule } from "../../prompt/role_order.ts";
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
  const problem = roleOrderProblem(messages, planRoleRule(plan));
  if (problem !== undefined) {
    throw new UsageError(
      `Cannot send cell ${cell.cell_id}: ${problem}`,
    );
  }
}

/**
 * The plan's provider's rule for the order of roles, with its request: a
 * request that sets the provider's `prefillKey` to `true` lifts its
 * refusal of a final assistant message; one whose `prefillOff` block is on
 * (Anthropic's `thinking`) makes one.
 */
export function planRoleRule(plan: Pick<Plan, "model">): RoleRule {
  const { sdk, api } = plan.model.runtime;
  const { noPrefill, prefillKey, prefillOff, ...rule } =
    findProvider(sdk, api)?.roles ?? {};
  const request = plan.model.request;
  const continued = prefillKey !== undefined && request[prefillKey] === true;
  const block = prefillOff === undefined ? undefined : request[prefillOff.key];
  const off = typeof block === "object" && block !== null &&
    (block as { type?: unknown }).type !== "disabled";
  const refusal = off
    ? `${prefillOff!.api} refuses one while request.${
      prefillOff!.key
    } is on (extended thinking)`
    : continued
    ? undefined
    : noPrefill;
  return {
    ...rule,
    ...(refusal !== undefined ? { noPrefill: refusal } : {}),
    ...(prefillKey !== undefined && !off ? { prefillKey } : {}),
  };
}
