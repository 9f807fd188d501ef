/**
 * The model config (`configs/models/*.yaml`): which provider adapter to use,
 * how to reach it, what to send, and what it costs. Keys under `request`
 * other than `model` and `stream` go to the API verbatim, so the provider
 * adapter checks them, not this schema.
 */
import { z } from "zod";
import { ENCODINGS } from "../tokenizer/encoding.ts";

/** Tokenizers niah can count with. */
export const encodingNames = ENCODINGS;

/** The whole model config. */
export const modelConfigSchema = z.strictObject({
  id: z.string().min(1),
  runtime: z.strictObject({
    sdk: z.string().min(1),
    api: z.string().min(1),
  }),
  client: z.strictObject({
    api_key_env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, {
      message: "expected the name of an environment variable, not a key",
    }).optional(),
    base_url: z.url().optional(),
    base_url_env: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).optional(),
  }).default({}),
  request: z.looseObject({
    model: z.string().min(1),
    stream: z.boolean().optional(),
  }),
  /** USD per 1M tokens; `reasoning` when priced apart from output. */
  pricing: z.strictObject({
    input: z.number().min(0),
    output: z.number().min(0),
    reasoning: z.number().min(0).optional(),
  }).optional(),
  tokenizer: z.enum(encodingNames).default("cl100k_base"),
});

/** A validated model config, defaults applied. */
export type ModelConfig = z.output<typeof modelConfigSchema>;
/** A tokenizer name. */
export type EncodingName = (typeof encodingNames)[number];
