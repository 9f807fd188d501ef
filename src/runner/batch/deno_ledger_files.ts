/**
 * The ledger's file on disk: read as text, replaced whole through the
 * atomic writer (`store/atomic_write.ts`), removed when the ledger empties.
 *
 * @module
 */
import { writeFileAtomic } from "../../store/atomic_write.ts";
import type { LedgerFiles } from "./io.ts";

/** The process's file system, for the ledger. */
export const denoLedgerFiles: LedgerFiles = {
  async read(path) {
    try {
      return await Deno.readTextFile(path);
    } catch (error) {
      if (error instanceof Deno.errors.NotFound) return undefined;
      throw error;
    }
  },
  async write(path, text) {
    await writeFileAtomic(path, text, "batch ledger");
  },
  async remove(path) {
    await Deno.remove(path).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
  },
  async exists(path) {
    try {
      return (await Deno.stat(path)).isFile;
    } catch {
      return false;
    }
  },
};
