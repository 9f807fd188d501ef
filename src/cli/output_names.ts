/** Names of the files `plot` and `compare` write beside their inputs. */
import { createHash } from "node:crypto";

/** `name` in folder `dir`, without a leading "./" for the working directory. */
export function inFolder(dir: string, name: string): string {
  return dir === "." || dir === ""
    ? name
    : `${dir.replace(/\/+$/, "")}/${name}`;
}

/** A name safe in a file name: letters, digits, ".", "_", "-". */
export function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^\.+/, "_");
}

/**
 * The longest stem kept whole: a file name holds 255 bytes, and a stem
 * gets a hash and suffixes such as `.invalid_rate.vl.json` after it.
 */
const MAX_STEM = 160;

/** The hex SHA-256 of `key`, short: the same key, the same name. */
function keyHash(key: readonly string[]): string {
  return createHash("sha256").update(JSON.stringify(key)).digest("hex")
    .slice(0, 8);
}

/** `stem`, cut to fit a file name with a hash of its whole key. */
export function shortened(stem: string, key: readonly string[]): string {
  return stem.length <= MAX_STEM
    ? stem
    : `${stem.slice(0, MAX_STEM - 9)}.${keyHash(key)}`;
}

/**
 * File stems for things named by several fields (`plot`'s run, model and
 * task), one per entry of `keys`, unique even where {@link safeName} maps
 * two keys to one stem ("openai/gpt-4o" and "openai:gpt-4o"; runs "a.b"
 * with model "c" and "a" with "b.c"), or where the stems differ only in case
 * (one file on macOS and Windows). A stem no other shares is kept as it is;
 * colliding ones get a short hash of their whole key, so the same results
 * always get the same names. A stem too long for a file name is cut and
 * gets the hash too.
 */
export function uniqueStems(
  keys: readonly (readonly string[])[],
  stem: (key: readonly string[]) => string,
): string[] {
  const stems = keys.map((key) => shortened(stem(key), key));
  const uses = new Map<string, number>();
  for (const s of stems) {
    uses.set(s.toLowerCase(), (uses.get(s.toLowerCase()) ?? 0) + 1);
  }
  return stems.map((s, i) =>
    (uses.get(s.toLowerCase()) ?? 0) > 1 ? `${s}.${keyHash(keys[i]!)}` : s
  );
}
