// @ts-self-types="./tiktoken_wasm.d.ts"
// Loads tiktoken's WASM through a source-phase import, so no read permission
// is needed and `deno compile` embeds the module. tiktoken's default entry
// reads the .wasm from disk instead and fails without read permission.
// The module is instantiated only when first asked for (the first text
// that is not ASCII: ASCII text never needs it, tiktoken_ascii.ts), and
// synchronously, with tiktoken's own bindings: what its async `init` does,
// without the wait, so that the asking `encode` can go on at once. That
// keeps the instance (about 5 MB) out of a process that encodes only
// ASCII text.
import source wasmModule from "tiktoken/tiktoken_bg.wasm";
import * as tiktoken from "tiktoken/init";

let getEncoding;

/** tiktoken's `get_encoding`, its WASM instantiated the first time. */
export function tiktokenGetEncoding() {
  if (getEncoding === undefined) {
    // The bindings module's exports (CommonJS under Deno): what the WASM
    // imports as "./tiktoken_bg.js", and `__wbg_set_wasm`.
    const bindings = tiktoken.default ?? tiktoken;
    const instance = new WebAssembly.Instance(wasmModule, {
      "./tiktoken_bg.js": bindings,
    });
    bindings.__wbg_set_wasm(instance.exports);
    getEncoding = bindings.get_encoding;
  }
  return getEncoding;
}
