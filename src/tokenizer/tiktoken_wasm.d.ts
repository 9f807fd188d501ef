import type { get_encoding } from "tiktoken/init";

/** Instantiates tiktoken's WASM once and returns its `get_encoding`. */
export function loadTiktoken(): Promise<typeof get_encoding>;
