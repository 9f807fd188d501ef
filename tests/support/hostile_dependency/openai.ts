/** The OpenAI SDK, loaded after a {@link probe} (a run's scope loads it). */
import { probe } from "./probe.ts";

await probe("openai");

export * from "npm:openai@7.59.0";
export { default } from "npm:openai@7.59.0";
