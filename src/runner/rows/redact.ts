/**
 * Keeps secrets out of rows, logs and error messages: each secret as is,
 * JSON-escaped, in base64 (at any byte alignment, standard and URL-safe),
 * URL-encoded, in hex (lower and upper case, bare, with a space, colon or
 * dash between bytes, or as `\x` escapes) and reversed (as is and in hex),
 * plus Bearer tokens and sk-style keys nobody named.
 */
import type { Completion } from "../../providers/provider.ts";

/**
 * The shortest secret redacted, and the shortest key a run accepts
 * (runner/session/provider_setup.ts refuses shorter ones): a key of 1-3
 * characters would match ordinary text everywhere, so it cannot be kept
 * out of rows by redaction.
 */
export const MIN_SECRET_CHARS = 4;

/** Bytes per `String.fromCharCode` call: spreading more overflows the stack. */
const CHARS_PER_CALL = 8192;

/** Standard base64 of `bytes`, in chunks so a 200 KB key does not overflow. */
function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += CHARS_PER_CALL) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHARS_PER_CALL));
  }
  return btoa(binary);
}

/**
 * The base64 text a secret becomes inside a longer base64 string, for each
 * of the three byte alignments: only the characters that depend on the
 * secret's bytes alone, so they match whatever surrounds it.
 */
function base64Forms(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const forms: string[] = [];
  for (let pad = 0; pad < 3; pad++) {
    const padded = new Uint8Array(pad + bytes.length);
    padded.set(bytes, pad);
    const encoded = base64Of(padded);
    // Characters holding a pad bit come first; the last partial one
    // depends on whatever follows.
    const first = Math.ceil((pad * 8) / 6);
    const last = Math.floor(((pad + bytes.length) * 8) / 6);
    const core = encoded.slice(first, last);
    forms.push(core, core.replaceAll("+", "-").replaceAll("/", "_"));
  }
  return forms;
}

/**
 * The secret's UTF-8 bytes in hex as servers and their logs echo them:
 * lower and upper case, bare ("736b2d"), a space, colon or dash between
 * bytes ("73 6b 2d", "73:6b:2d", "73-6b-2d") and as escapes ("\\x73\\x6b").
 */
function hexForms(secret: string): string[] {
  const lower = Array.from(
    new TextEncoder().encode(secret),
    (byte) => byte.toString(16).padStart(2, "0"),
  );
  return [lower, lower.map((byte) => byte.toUpperCase())].flatMap((bytes) => [
    ...["", " ", ":", "-"].map((between) => bytes.join(between)),
    bytes.map((byte) => `\\x${byte}`).join(""),
  ]);
}

const formsCache = new Map<string, string[]>();

/**
 * Forgets the secrets' forms worked out so far (a process that serves many
 * commands, the tests' niah host, keeps none from one to the next).
 */
export function forgetSecretForms(): void {
  formsCache.clear();
}

/** Every form of `secret` to scrub, longest first. */
function secretForms(secret: string): string[] {
  if (secret.length < MIN_SECRET_CHARS) return [];
  const cached = formsCache.get(secret);
  if (cached) return cached;
  const encoded = encodeURIComponent(secret);
  const forms = [
    ...new Set([
      secret,
      // As a JSON string escapes it (PHP's json_encode writes "\/").
      JSON.stringify(secret).slice(1, -1),
      secret.replaceAll("/", "\\/"),
      encoded,
      encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
      ...base64Forms(secret),
      ...hexForms(secret),
      // Reversed by code points, so a surrogate pair stays whole, and that
      // in hex.
      [...secret].reverse().join(""),
      ...hexForms([...secret].reverse().join("")),
    ]),
  ].filter((form) => form.length >= MIN_SECRET_CHARS)
    .sort((a, b) => b.length - a.length);
  formsCache.set(secret, forms);
  return forms;
}

/** Replaces every form of each named secret with "[redacted]". */
export function redactSecrets(
  text: string,
  secrets: readonly string[],
): string {
  let out = text;
  for (const secret of secrets) {
    for (const form of secretForms(secret)) {
      if (out.includes(form)) out = out.replaceAll(form, "[redacted]");
    }
  }
  return out;
}

/**
 * Redacts the named secrets, and also Bearer tokens and sk-style keys
 * that were not named (for error messages and logs, not model text).
 */
export function redact(text: string, secrets: readonly string[]): string {
  return redactSecrets(text, secrets)
    .replace(/(Bearer\s+)[A-Za-z0-9._~+/-]{8,}=*/g, "$1[redacted]")
    .replace(/\bsk-[A-Za-z0-9_-]{8,}/g, "sk-[redacted]");
}

/** A completion with every form of the named secrets redacted. */
export function redactCompletion(
  completion: Completion,
  secrets: readonly string[],
): Completion {
  const text = redactSecrets(completion.text, secrets);
  const reasoning = completion.reasoning === undefined
    ? undefined
    : redactSecrets(completion.reasoning, secrets);
  if (text === completion.text && reasoning === completion.reasoning) {
    return completion;
  }
  return {
    ...completion,
    text,
    ...(reasoning !== undefined ? { reasoning } : {}),
  };
}
