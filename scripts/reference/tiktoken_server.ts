/**
 * The other end of scripts/reference/tiktoken.py: reads one JSON request a
 * line on stdin (`{"encode": text}` or `{"decode": [ids]}`) and answers one
 * JSON line each (the ids, or the bytes as base64), in the niah tiktoken
 * encoding its one argument names (`cl100k_base`, the default, or
 * `o200k_base`), so the reference Python tools can run here without PyPI's
 * tiktoken.
 *
 * @module
 */
import { Buffer } from "node:buffer";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

const name = Deno.args[0] ?? "cl100k_base";
if (name !== "cl100k_base" && name !== "o200k_base") {
  throw new Error(`tiktoken server: not a tiktoken encoding: ${name}`);
}
const tokenizer = await getTokenizer(name);
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The answer to one request line. */
function answer(line: string): string {
  const request = JSON.parse(line) as { encode?: string; decode?: number[] };
  if (request.encode !== undefined) {
    return JSON.stringify(Array.from(tokenizer.encode(request.encode)));
  }
  const bytes = tokenizer.decodeBytes(Uint32Array.from(request.decode ?? []));
  return JSON.stringify(Buffer.from(bytes).toString("base64"));
}

let pending = "";
for await (const chunk of Deno.stdin.readable) {
  pending += decoder.decode(chunk, { stream: true });
  let end = pending.indexOf("\n");
  const out: string[] = [];
  while (end >= 0) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    if (line.length > 0) out.push(answer(line));
    end = pending.indexOf("\n");
  }
  if (out.length > 0) {
    await Deno.stdout.write(encoder.encode(out.join("\n") + "\n"));
  }
}
