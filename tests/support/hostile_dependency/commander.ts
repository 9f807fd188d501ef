/** commander, loaded after a {@link probe} (every command loads it first). */
import { probe } from "./probe.ts";

await probe("commander");

export * from "npm:commander@15.1.0";
