/**
 * The ledger's file on disk: one of niah's own state files
 * (`store/own_file.ts`), so only a regular file of at most
 * {@link LEDGER_MAX_BYTES} is read (never a link, a pipe or a device),
 * it is replaced whole and never through a link, and it is removed when
 * the ledger empties.
 *
 * @module
 */
import { readOwnFile, writeOwnFile } from "../../store/own_file.ts";
import type { LedgerFiles } from "./io.ts";

/**
 * The largest ledger read: 64 MiB, room for about 800,000 pending cells
 * (each takes about 80 bytes), where a ledger of a big sweep is a few MB.
 */
const LEDGER_MAX_BYTES = 64 * 1024 * 1024;

/** The process's file system, for the ledger. */
export const denoLedgerFiles: LedgerFiles = {
  read: (path) => readOwnFile(path, "batch ledger", LEDGER_MAX_BYTES),
  write: (path, text) => writeOwnFile(path, text, "batch ledger"),
  async remove(path) {
    await Deno.remove(path).catch((error) => {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    });
  },
  async exists(path) {
    try {
      // Anything at the path (a link, a pipe) is read, and refused, by `read`.
      await Deno.lstat(path);
      return true;
    } catch {
      return false;
    }
  },
};
