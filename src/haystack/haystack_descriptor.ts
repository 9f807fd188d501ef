/**
 * What a row records about its haystack: enough to rebuild it, plus a
 * digest of the text so a changed corpus is caught instead of misread.
 *
 * @module
 */
import { z } from "zod";

/** A haystack descriptor, by `type`. */
export const haystackDescriptorSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("synthetic"), seed: z.int().min(0) }),
  z.strictObject({
    type: z.literal("files"),
    path: z.string(),
    files: z.int(),
    sha256: z.string(),
    /** Present only when the config names one (UTF-8 otherwise). */
    encoding: z.string().optional(),
  }),
  z.strictObject({
    type: z.literal("text"),
    text: z.string(),
    separator: z.string(),
  }),
  z.strictObject({
    type: z.literal("ruler_essays"),
    path: z.string(),
    /** SHA-256 of the file as read. */
    sha256: z.string(),
  }),
  z.strictObject({
    type: z.literal("needles"),
    /** The distractor kind, by the name of the task that declares it. */
    family: z.string().min(1),
    template: z.string(),
    seed: z.int().min(0),
  }),
]);

/** A haystack as a row records it. */
export type HaystackDescriptor = z.output<typeof haystackDescriptorSchema>;
