/** Keeps secrets out of rows, logs and error messages. */

/** Replaces every occurrence of each secret (8+ characters) with "[redacted]". */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 8) out = out.replaceAll(secret, "[redacted]");
  }
  // Bearer tokens and sk-style keys that were not named as secrets.
  return out
    .replace(/(Bearer\s+)[A-Za-z0-9._~+/-]{8,}=*/g, "$1[redacted]")
    .replace(/\bsk-[A-Za-z0-9_-]{8,}/g, "sk-[redacted]");
}
