/**
 * Loads `.env` from the working directory; variables already set win. The
 * parser loads only when there is a file to parse, so commands started
 * without one (`--version`, `validate`) never pay for it.
 */

/** Reads `.env` (if present) into the environment; returns the names set. */
export async function loadDotenv(path = ".env"): Promise<string[]> {
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch {
    return [];
  }
  const { parse } = await import("dotenv");
  const set: string[] = [];
  for (const [name, value] of Object.entries(parse(text))) {
    if (Deno.env.get(name) === undefined) {
      Deno.env.set(name, value);
      set.push(name);
    }
  }
  return set;
}
