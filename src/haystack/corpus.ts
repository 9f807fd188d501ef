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
 * A haystack a family reads itself (RULER's essay file): how its file is
 * read for the descriptor's digest, and what to say to a task that asks
 * for its tokens (only its family builds from it). The registry hands the
 * library these by haystack type; none is known here by name.
 */
export interface FamilyHaystack {
  readonly read: DataFileOptions;
  /** Said after "Cannot read haystack: " to a task that is not its family's. */
  readonly elsewhere: string;
}

/** The haystacks families read themselves, by haystack type. */
export type FamilyHaystacks = ReadonlyMap<string, FamilyHaystack>;

/** A table, asked for the first time it is needed and kept. */
type Known<T> = () => T;

/** `table`, or what `table()` answers the first time it is asked. */
function known<T extends object>(table: T | (() => T)): Known<T> {
  if (typeof table !== "function") return () => table;
  let answer: T | undefined;
  return () => answer ??= (table as () => T)();
}

/** Reads and tokenises haystacks, each once per encoding per process. */
export class HaystackLibrary {
  readonly #sources = new Map<string, Promise<TokenSource>>();
  readonly #folders = new Map<string, Promise<FolderText>>();
  readonly #references = new Map<string, Promise<ReferenceSource>>();
  readonly #distractors: Known<DistractorKinds>;
  readonly #familyHaystacks: Known<FamilyHaystacks>;

  /**
   * Reads files through `reader`; a `needles` haystack's sentences are the
   * kind `distractors` names (the registry's, passed down: no kind is
   * known here by name). Either table may be given as a function, asked
   * the first time a haystack needs it: the registry answers only for the
   * families a run loaded (`tasks/registry.ts`).
   */
  constructor(
    private readonly reader: CorpusReader,
    distractors: DistractorKinds | (() => DistractorKinds) = new Map(),
    familyHaystacks: FamilyHaystacks | (() => FamilyHaystacks) = new Map(),
  ) {
    this.#distractors = known(distractors);
    this.#familyHaystacks = known(familyHaystacks);
  }

  /** How a family's own haystack of `type` is read and refused. */
  #familyHaystack(type: string): FamilyHaystack {
    const known = this.#familyHaystacks().get(type);
    if (known) return known;
    throw new UsageError(
      `Cannot read haystack: no task family reads a "${type}" haystack`,
    );
  }

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
        return needlesDescriptor(config, this.#distractors());
      default: {
        // A haystack its family reads itself: its digest is recorded.
        const { read } = this.#familyHaystack(config.type);
        const { sha256 } = await this.dataFile(config.path, read);
        return { type: config.type, path: config.path, sha256 };
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
        const descriptor = needlesDescriptor(config, this.#distractors());
        const kind = this.#distractors().get(descriptor.family)!;
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
      default:
        throw new UsageError(
          `Cannot read haystack: ${
            this.#familyHaystack(config.type).elsewhere
          }`,
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
