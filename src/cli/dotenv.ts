/** Loads `.env` from the working directory; variables already set win. */
import { parse } from "dotenv";

/** Reads `.env` (if present) into the environment; returns the names set. */
export function loadDotenv(path = ".env"): string[] {
  let text: string;
  try {
    text = Deno.readTextFileSync(path);
  } catch {
    return [];
  }
  const set: string[] = [];
  for (const [name, value] of Object.entries(parse(text))) {
    if (Deno.env.get(name) === undefined) {
      Deno.env.set(name, value);
      set.push(name);
    }
  }
  return set;
}
