/**
 * Submissions a run began and never confirmed: the ledger holds an intent
 * (a label, no batch id) when niah stopped between asking the provider to
 * create a batch and writing down its id. The batch may exist and be
 * running at the provider's expense, so its cells are not simply sent
 * again: where the API can find a batch by the label put in its metadata
 * (OpenAI's batches list, the fake), the batch is looked up and adopted,
 * or the intent dropped when none exists. Where it cannot (Anthropic's
 * Message Batches keep no metadata), the run refuses to guess and says how
 * to check; `--cancel-batches` then forgets the intent.
 *
 * @module
 */
import { UsageError } from "../../errors.ts";
import type { BatchApi } from "../../providers/batch.ts";
import type { BatchLedger } from "./ledger.ts";
import { type PollDeps, steadily } from "./poll.ts";
import { shownText } from "./shown.ts";

/** Resolves every unconfirmed entry of `ledger`; returns note lines. */
export async function settleIntents(
  ledger: BatchLedger,
  api: BatchApi,
  deps: PollDeps & { forget: boolean; secrets: readonly string[] },
): Promise<string[]> {
  const notes: string[] = [];
  const shown = (text: string) => shownText(text, deps.secrets);
  for (const entry of ledger.entries.filter((e) => e.id === undefined)) {
    const cells = `${entry.cells.length} cells`;
    const label = shown(entry.label);
    const find = api.findByLabel;
    if (find) {
      const found = await steadily(
        () => find.call(api, entry.label, deps.signal),
        deps,
      );
      if (found) {
        await ledger.confirm(entry.label, found.id);
        notes.push(
          `batch: found batch "${shown(found.id)}" (${cells}) by its label, ${
            entry.withheld
              ? "as its id holds the API key and is not written down"
              : "which an earlier run created but stopped before recording"
          }; collecting it, not sending its cells again`,
        );
      } else {
        await ledger.remove(entry.label);
        notes.push(
          `batch: an earlier run ${
            entry.withheld ? "submitted" : "stopped while submitting"
          } ${cells} (label "${label}"), and ${api.name} has no such batch; they are sent again`,
        );
      }
    } else if (deps.forget) {
      await ledger.remove(entry.label);
      notes.push(
        entry.withheld
          ? `batch: forgot the batch of ${cells} (label "${label}") whose id held the API key; niah could not cancel it: cancel it in the provider's console; its cells are sent again by the next run`
          : `batch: forgot an unconfirmed submission of ${cells} (label "${label}"); they are sent again by the next run`,
      );
    } else {
      throw new UsageError(
        `Cannot resume batches of "${ledger.path}": ${
          entry.withheld
            ? `the id of the batch of ${cells} submitted at ${entry.submitted_at} (label "${label}") held the API key, so niah did not write it down, and ${api.name} cannot look a batch up by its label; cancel it in the provider's console`
            : `niah stopped while submitting ${cells} (label "${label}", at ${entry.submitted_at}), and ${api.name} cannot be asked whether that batch was created; look for it in the provider's console (cancel it there if it exists)`
        }, then run with --cancel-batches to forget it`,
      );
    }
  }
  return notes;
}
