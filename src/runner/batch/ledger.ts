/**
 * The batches a store is waiting on, recorded beside it in
 * `<store>.batches.json`, so a killed process, a reboot, a pod restart or
 * the next scheduled tick collects them instead of paying for their cells
 * again. Each entry says which batch (its provider, host and id, never a
 * credential), with which cells (ids and fingerprint) and when it was
 * submitted. An entry is written as an intent (a label, no id) before its
 * batch is created, confirmed with the id once the provider answers, and
 * removed once the batch's rows are in the store.
 *
 * A batch id is the provider's choice, and a hostile or broken server may
 * put the API key in it: such an id is kept in memory only, never written
 * (the entry says `withheld`), and a later run finds the batch again by
 * its label where the API can be asked (`intents.ts`).
 *
 * Only the holder of the store's lock (`store/store_lock.ts`: a running
 * `niah run`) writes the ledger, and every write replaces the file whole
 * (`deno_ledger_files.ts`: `store/atomic_write.ts`), so a crash leaves the
 * old ledger or the new one. An empty ledger is no file.
 *
 * @module
 */
import { z } from "zod";
import { UsageError } from "../../errors.ts";
import { redactSecrets } from "../rows/redact.ts";
import { describeIssues } from "../../store/row_field_problem.ts";
import { denoLedgerFiles } from "./deno_ledger_files.ts";
import type { LedgerFiles } from "./io.ts";

/** One batch the store waits on (or, without `id`, one being submitted). */
const ledgerEntrySchema = z.object({
  /** niah's name for the batch, also in the batch's metadata. */
  label: z.string().min(1),
  /** The provider's batch id; absent while the submission is unconfirmed. */
  id: z.string().min(1).optional(),
  /** The provider's id held the API key, so it was not written down. */
  withheld: z.literal(true).optional(),
  /** The provider, as `sdk/api`. */
  provider: z.string(),
  /** The endpoint's host (no path, no credentials). */
  host: z.string(),
  /** The provider's window, e.g. "24h". */
  window: z.string().optional(),
  /** ISO time niah submitted (or began submitting) it. */
  submitted_at: z.iso.datetime({
    offset: true,
    error: "an ISO time such as 2026-12-01T00:00:00.000Z",
  }),
  /** The cells it holds, each with the fingerprint of its config. */
  cells: z.array(z.object({
    cell_id: z.string().min(1),
    fingerprint: z.string(),
  })),
});

/** One entry of the ledger. */
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

const ledgerSchema = z.object({
  version: z.literal(1),
  batches: z.array(ledgerEntrySchema),
});

/** The ledger of the store at `storePath`. */
export function ledgerPathOf(storePath: string): string {
  return `${storePath}.batches.json`;
}

/**
 * The folder beside the store for provider-side state that must outlive
 * the process (the fake provider's batches).
 */
export function providerStateDirOf(storePath: string): string {
  return `${storePath}.state`;
}

/** A store's pending batches, read once and rewritten on each change. */
export class BatchLedger {
  #entries: LedgerEntry[];

  /** Ids withheld from the file (they hold a secret), by label. */
  readonly #withheld = new Map<string, string>();

  readonly #files: LedgerFiles;

  readonly #secrets: readonly string[];

  private constructor(
    readonly path: string,
    entries: LedgerEntry[],
    files: LedgerFiles,
    secrets: readonly string[],
  ) {
    this.#entries = entries;
    this.#files = files;
    this.#secrets = secrets;
  }

  /**
   * Reads the ledger of `storePath` (none: empty); an id holding one of
   * `secrets` is never written to it.
   */
  static async open(
    storePath: string,
    files: LedgerFiles = denoLedgerFiles,
    secrets: readonly string[] = [],
  ): Promise<BatchLedger> {
    const path = ledgerPathOf(storePath);
    let text: string | undefined;
    try {
      text = await files.read(path);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(
        `Cannot read batch ledger "${path}": ${(error as Error).message}`,
      );
    }
    if (text === undefined) return new BatchLedger(path, [], files, secrets);
    let value: unknown;
    let parsed;
    try {
      value = JSON.parse(text);
      parsed = ledgerSchema.safeParse(value);
    } catch {
      parsed = { success: false, error: undefined } as const;
    }
    if (!parsed.success) {
      const issue = parsed.error?.issues[0];
      // A ledger of niah's shape with one bad value names it; else it is none.
      const where = parsed.error && issue && issue.path.length > 1
        ? describeIssues(parsed.error, value)
        : "it is not a niah batch ledger";
      throw new UsageError(
        `Cannot read batch ledger "${path}": ${where}; restore it, or move it away to forget its batches (their cells would be sent again)`,
      );
    }
    return new BatchLedger(path, parsed.data.batches, files, secrets);
  }

  /** The entries, oldest first, with the ids withheld from the file. */
  get entries(): readonly LedgerEntry[] {
    if (this.#withheld.size === 0) return this.#entries;
    return this.#entries.map((e) => {
      const id = this.#withheld.get(e.label);
      return id === undefined ? e : { ...e, id };
    });
  }

  /** The ids of the cells some entry holds. */
  pendingCells(): Set<string> {
    return new Set(
      this.#entries.flatMap((entry) => entry.cells.map((c) => c.cell_id)),
    );
  }

  /** Adds an entry (an intent, or a confirmed batch). */
  async add(entry: LedgerEntry): Promise<void> {
    await this.#write([...this.#entries, entry]);
  }

  /**
   * Sets the batch id of the entry labelled `label`; an id holding a
   * secret is kept in memory, and the file says only that it is withheld.
   */
  async confirm(label: string, id: string): Promise<void> {
    const withheld = redactSecrets(id, this.#secrets) !== id;
    if (withheld) this.#withheld.set(label, id);
    await this.#write(
      this.#entries.map((e) => {
        if (e.label !== label) return e;
        const { id: _, withheld: __, ...rest } = e;
        return withheld ? { ...rest, withheld: true } : { ...rest, id };
      }),
    );
  }

  /** Drops the entry labelled `label` (its rows are in, or it never began). */
  async remove(label: string): Promise<void> {
    this.#withheld.delete(label);
    await this.#write(this.#entries.filter((e) => e.label !== label));
  }

  async #write(entries: LedgerEntry[]): Promise<void> {
    if (entries.length === 0) {
      await this.#files.remove(this.path);
    } else {
      await this.#files.write(
        this.path,
        `${JSON.stringify({ version: 1, batches: entries }, null, 1)}\n`,
      );
    }
    this.#entries = entries;
  }
}
