/**
 * Creating one batch at the provider, waiting out refusals. A retryable
 * failure may come after the provider made the batch (a proxy's 502 on
 * the create, a reset connection), so before sending again the batch is
 * looked up by its label; where the API cannot be asked (Anthropic), only
 * failures that prove nothing was made (a 429, no connection) are sent
 * again, and any other leaves the intent for the user to check.
 *
 * @module
 */
import { kindOf, messageOf } from "../../errors.ts";
import type { BatchApi, BatchInfo } from "../../providers/batch.ts";
import type { Cell } from "../../tasks/task.ts";
import type { PromptParts } from "../plan/cell_prompts.ts";
import type { Plan } from "../plan/plan.ts";
import { redact } from "../rows/redact.ts";
import { answeredOnly, UnconfirmedBatchError } from "./errors.ts";
import { batchRequests } from "./plan.ts";
import { type PollDeps, refusalWaitMs, steadily } from "./poll.ts";

/** What creating a batch uses. */
interface CreateDeps {
  api: BatchApi;
  plan: Plan;
  prompt: PromptParts;
  secrets: readonly string[];
  signal: AbortSignal;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** How refusals are waited out and told. */
  poll: PollDeps;
}

/** Creates the batch of `cells` labelled `label` (see the module comment). */
export async function createBatch(
  cells: readonly Cell[],
  label: string,
  deps: CreateDeps,
): Promise<BatchInfo> {
  const { api, plan, signal } = deps;
  for (let failures = 0;; failures++) {
    try {
      return await api.submit(batchRequests(plan, cells, deps.prompt), {
        label,
        signal,
      });
    } catch (error) {
      signal.throwIfAborted();
      if (kindOf(error) === "batch_unsupported") throw error;
      const decision = answeredOnly(api).classify(error);
      if (!decision.retry) throw error;
      const nothingMade = decision.kind === "rate_limit" ||
        decision.unreachable === true;
      if (!nothingMade && api.findByLabel) {
        const find = api.findByLabel;
        const found = await steadily(
          () => find.call(api, label, signal),
          deps.poll,
        );
        if (found) return found;
      } else if (!nothingMade) {
        throw new UnconfirmedBatchError(
          `Cannot submit batch "${label}" of ${cells.length} cells: the ${api.name} failed while creating it (${
            redact(messageOf(error), deps.secrets)
          }), and it cannot be asked whether the batch was made; look for it in the provider's console (cancel it there if it exists), then run with --cancel-batches to forget it, or run again to be asked the same`,
        );
      }
      const wait = refusalWaitMs(decision, failures);
      deps.poll.onRefused?.(error, wait);
      await deps.sleep(wait, signal);
    }
  }
}
