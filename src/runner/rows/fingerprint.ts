/**
 * Identity of cells and configs. A cell id names one point of a sweep; a
 * fingerprint names everything that shapes a row (task, haystack, tokenizer,
 * request, generator), so resume can tell a changed config from a resumed one.
 */
import { createHash } from "node:crypto";

/** Version of the prompt generator; bump when built prompts change. */
export const GENERATOR_VERSION = 1;

/** JSON with object keys sorted, so equal values hash equally. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0
          ),
        )
        : v,
  );
}

/** A short SHA-256 of a value's canonical JSON. */
export function shortHash(value: unknown, length = 16): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex").slice(
    0,
    length,
  );
}

/** The parts a fingerprint is made of, each hashed on its own. */
export type FingerprintParts = Record<string, string>;

/** Hashes each part, then the whole. */
export function fingerprintOf(
  parts: Record<string, unknown>,
): { fingerprint: string; parts: FingerprintParts } {
  const hashed: FingerprintParts = {};
  for (const [name, value] of Object.entries(parts)) {
    hashed[name] = shortHash(value, 8);
  }
  return { fingerprint: shortHash(hashed), parts: hashed };
}
