/**
 * Haystack corpora: where the filler text comes from. A corpus becomes a
 * token source once per (haystack, encoding) and is sliced in token space.
 */
import type { HaystackConfig } from "../config/run_config.ts";
import { UsageError } from "../errors.ts";
import type { Tokenizer } from "../tokenizer/tokenizer.ts";
import { distractorBlock, type DistractorKinds } from "./distractor_needles.ts";
import {
  checkFolderDigest,
  type CorpusReader,
  filesDescriptor,
  type FilesSpec,
  type FolderText,
  readFolder,
} from "./files_corpus.ts";
import type { HaystackDescriptor } from "./haystack_descriptor.ts";
import {
  filesReferenceSource,
  pythonGlobsTxt,
  pythonTextFile,
  type ReferenceSource,
  streamReferenceSource,
  textReferenceSource,
} from "./reference_haystack.ts";
import { fakeDataFile } from "./fake_data_file.ts";
import type { DataFile, DataFileOptions } from "../data/data_file.ts";
import { syntheticBlock } from "./synthetic_prose.ts";
import {
  blockSource,
  cyclingSource,
  type TokenSource,
} from "./token_source.ts";

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

/**
 * How a `ruler_essays` haystack's file (RULER's `PaulGrahamEssays.json`,
 * 0.6 MiB) is read: capped at 4 MiB (six times the file), since RULER's generator tokenises
 * the whole text for every sample; a missing one says how RULER makes it.
 */
export const RULER_ESSAYS: DataFileOptions = {
  what: "haystack",
  missing:
    "niah does not ship RULER's PaulGrahamEssays.json: RULER builds it with scripts/data/synthetic/json/download_paulgraham_essay.py (github.com/NVIDIA/RULER); set haystack.path to the file it writes",
  maxBytes: 4 * 2 ** 20,
};

/** Reads and tokenises haystacks, each once per encoding per process. */
export class HaystackLibrary {
  readonly #sources = new Map<string, Promise<TokenSource>>();
  readonly #folders = new Map<string, Promise<FolderText>>();
  readonly #references = new Map<string, Promise<ReferenceSource>>();
  /**
   * Reads files through `reader`; a `needles` haystack's sentences are the
   * kind `distractors` names (the registry's, passed down: no kind is
   * known here by name).
   */
  constructor(
    private readonly reader: CorpusReader,
    private readonly distractors: DistractorKinds = new Map(),
  ) {}

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
   * The haystack as the reference cuts it (reference_haystack.ts), in
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
        return needlesDescriptor(config, this.distractors);
      case "ruler_essays": {
        const { sha256 } = await this.dataFile(config.path, RULER_ESSAYS);
        return { type: "ruler_essays", path: config.path, sha256 };
      }
    }
  }

  /**
   * The data file at `path` (`data/data_file.ts`: regular files only,
   * capped, read once per process), or through a fake's `readText`.
   */
  dataFile(path: string, options: DataFileOptions): Promise<DataFile> {
    return this.reader.data !== undefined
      ? this.reader.data(path, options)
      : fakeDataFile(this.reader, path, options);
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
        const descriptor = needlesDescriptor(config, this.distractors);
        const kind = this.distractors.get(descriptor.family)!;
        return blockSource(
          descriptor,
          (i) =>
            distractorBlock(
              kind,
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
      case "ruler_essays":
        throw new UsageError(
          `Cannot read haystack: a "ruler_essays" haystack is RULER's essay text, for RULER's essay tasks; other tasks build from a "synthetic", "files", "text" or "needles" haystack`,
        );
    }
  }

  // Each folder is read once per library, however often it is asked for.
  #readFiles(spec: FilesSpec): Promise<FolderText> {
    const key = JSON.stringify([spec.path, spec.encoding ?? null]);
    return memoised(
      this.#folders,
      key,
      () => readFolder(this.reader, spec.path, spec.encoding),
    );
  }
}

/** The descriptor of a `needles` haystack; its family must be known. */
function needlesDescriptor(
  config: {
    family?: string | undefined;
    template?: string | undefined;
    seed: number;
  },
  kinds: DistractorKinds,
): Extract<HaystackDescriptor, { type: "needles" }> {
  const family = config.family;
  const kind = family === undefined ? undefined : kinds.get(family);
  if (family === undefined || kind === undefined) {
    throw new UsageError(
      `Cannot read haystack: a "needles" haystack needs a family (${
        [...kinds.keys()].join(" or ")
      })`,
    );
  }
  return {
    type: "needles",
    family,
    template: config.template ?? kind.template,
    seed: config.seed,
  };
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
