import type { get_encoding } from "tiktoken/init";

/** tiktoken's `get_encoding`, its WASM instantiated the first time. */
export function tiktokenGetEncoding(): typeof get_encoding;
