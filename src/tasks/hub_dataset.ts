/**
 * A dataset on the Hugging Face hub that a family reads (`Family.hubDatasets`):
 * the repository, the commit niah pins (or `main`, resolved at download),
 * which of its files the family needs, where `niah data get` puts them
 * by default, and its licence. `niah data get <repo>` finds it by repo
 * through the registry.
 *
 * @module
 */
import type { RowCounter } from "./token_counts.ts";

/** One hub dataset a family reads. */
export interface HubDataset {
  /** The hub's name for it, `owner/name` (`openai/mrcr`). */
  readonly repo: string;
  /**
   * The commit niah pins, 40 hex digits; or, for a dataset niah knows no
   * commit of that it could check (the hub is out of reach where niah is
   * built), the branch `main`, which `data get` resolves to a commit
   * through the hub's API and records in the manifest. `data get
   * --revision` for another.
   */
  readonly revision: string;
  /**
   * The files the family reads, as paths or globs over the repo's paths
   * (`*` within a folder, `**` across folders): `["2needle/*.parquet"]`.
   */
  readonly files: readonly string[];
  /** Where `data get` writes without `--out`, relative to the working folder. */
  readonly defaultDir: string;
  /** Its licence, as its card says (`MIT`). */
  readonly licence: string;
  /**
   * How the family counts the rows of its files, for a family that bins
   * them by tokens: `data get` and `data manifest` then keep the counts
   * in `niah-token-counts.json` beside the manifest (token_counts.ts).
   */
  readonly rowCounter?: RowCounter;
}
