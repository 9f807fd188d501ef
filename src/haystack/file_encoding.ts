/**
 * The `encoding:` of a `files` haystack: a WHATWG encoding label (for
 * example "windows-1252" or "iso-8859-1") for folders not in UTF-8. Text is
 * decoded strictly in every encoding, so nothing becomes U+FFFD unseen.
 */
import { UsageError } from "../errors.ts";

/** The canonical name of an encoding label, or a UsageError naming it. */
export function encodingName(label: string): string {
  try {
    return new TextDecoder(label).encoding;
  } catch {
    throw new UsageError(
      `Cannot read haystack: unknown encoding "${label}" (expected a label such as "utf-8", "windows-1252" or "iso-8859-1")`,
    );
  }
}

/** A haystack file's bytes as text in `label`, decoded strictly. */
export function decodeInEncoding(
  bytes: Uint8Array,
  path: string,
  label: string,
): string {
  const decoder = new TextDecoder(encodingName(label), {
    fatal: true,
    ignoreBOM: true,
  });
  try {
    return decoder.decode(bytes);
  } catch {
    throw new UsageError(
      `Cannot read haystack: ${path} is not ${decoder.encoding} text`,
    );
  }
}
