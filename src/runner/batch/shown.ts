/**
 * What batch mode prints of text it did not write itself: the ids a
 * provider chose (batches, files), the labels and paths a ledger holds,
 * the API's messages. Like every other server text, the key is redacted
 * in every form (`rows/redact.ts`), and control, C1 and bidi characters
 * show as visible escapes (`report/render/terminal_text.ts`), so a server that
 * puts the key or an escape sequence in a batch id can neither leak the
 * one nor retitle or clear the terminal with the other.
 *
 * @module
 */
import { terminalText } from "../../report/render/terminal_text.ts";
import { redact } from "../rows/redact.ts";

/** `text` redacted and made safe to print as one line. */
export function shownText(text: string, secrets: readonly string[]): string {
  return terminalText(redact(text, secrets));
}
