/**
 * A task that ends each prompt with an assistant message for the model to
 * continue (a prefill, `Task.prefill`) refused, when the run loads
 * (`validate`, `run`), on a provider that answers such a message in a new
 * turn instead (src/prompt/role_order.ts), with what to use there; a run
 * checks every cell's order again before sending it.
 *
 * @module
 */
import type { Plan } from "../plan/plan.ts";
import { planRoleRule } from "../plan/role_check.ts";
import type { Fail } from "./located_fail.ts";

/** Fails, in one line, on the first parameter set that prefills in vain. */
export function checkPrefill(plan: Plan, fail: Fail): void {
  const prefill = plan.task.prefill?.bind(plan.task);
  if (prefill === undefined) return;
  const rule = planRoleRule(plan);
  if (rule.noPrefill === undefined) return;
  const { sdk, api } = plan.model.runtime;
  for (const params of new Set(plan.cells.map((cell) => cell.params))) {
    const asked = prefill(params);
    if (asked === undefined) continue;
    const key = rule.prefillKey === undefined
      ? ""
      : `; or, on a server that continues it (vLLM, SGLang), set request.${rule.prefillKey}: true in the model config`;
    fail(
      ["task", asked.key],
      `${asked.what} ends each prompt with an assistant message for the model to continue (a prefill); on provider ${sdk}/${api}, ${rule.noPrefill}; use ${asked.instead}${key}`,
    );
  }
}
