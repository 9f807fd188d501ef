// @ts-self-types="./tiktoken_wasm.d.ts"
// Loads tiktoken's WASM through a source-phase import, so no read permission
// is needed and `deno compile` embeds the module. tiktoken's default entry
// reads the .wasm from disk instead and fails without read permission.
import source wasmModule from "tiktoken/tiktoken_bg.wasm";
import { get_encoding, init } from "tiktoken/init";

let ready;

/** Instantiates the WASM once and returns tiktoken's `get_encoding`. */
export function loadTiktoken() {
  ready ??= init((imports) => WebAssembly.instantiate(wasmModule, imports))
    .then(() => get_encoding);
  return ready;
}
