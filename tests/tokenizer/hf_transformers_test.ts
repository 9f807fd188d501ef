/**
 * transformers' calls on niah's Hugging Face tokenizers (hf_transformers.ts),
 * as reference code makes them: `encode` adds the model's special tokens
 * (Llama 3.1's BOS from its post-processor, DeepSeek V3's from
 * `LlamaTokenizerFast`'s `add_bos_token`, none for Qwen), `decode` skips
 * special tokens (not Qwen's `<think>`, which is not special) and cleans up
 * tokenization spaces where the config says (Llama 3.1, not Qwen).
 */
import assert from "node:assert/strict";
import { getTokenizer } from "../../src/tokenizer/encoding.ts";

Deno.test("llama3_1: encode puts the BOS first; decode drops it and cleans up spaces", async () => {
  const tokenizer = await getTokenizer("llama3_1");
  const calls = tokenizer.transformers!;
  const text = "It is here . Is it ? <|eot_id|>Yes , it 's so";
  const ids = calls.encode(text);
  assert.equal(ids[0], 128000);
  assert.deepEqual([...ids.subarray(1)], [...tokenizer.encode(text)]);
  assert.equal(calls.decode(ids), "It is here. Is it? Yes, it's so");
});

Deno.test("qwen3: encode adds nothing; decode drops special tokens only, spaces kept", async () => {
  const tokenizer = await getTokenizer("qwen3");
  const calls = tokenizer.transformers!;
  const text = "<think>a , b</think><|endoftext|>c<|im_start|>";
  assert.deepEqual([...calls.encode(text)], [...tokenizer.encode(text)]);
  assert.equal(calls.decode(calls.encode(text)), "<think>a , b</think>c");
});

Deno.test("deepseek_v3: LlamaTokenizerFast's add_bos_token puts its BOS first", async () => {
  const tokenizer = await getTokenizer("deepseek_v3");
  const calls = tokenizer.transformers!;
  const ids = calls.encode("Hello");
  assert.equal(ids.length, tokenizer.encode("Hello").length + 1);
  assert.equal(tokenizer.decode(ids.subarray(0, 1)), "<｜begin▁of▁sentence｜>");
  assert.equal(calls.decode(ids), "Hello");
});
