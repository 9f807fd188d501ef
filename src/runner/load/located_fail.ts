/**
 * How loading a run fails at a place in the run config: `Fail` throws a
 * `UsageError` located at a key path of the file (line, column, key), and
 * a YAML file is carried as its source beside its validated config.
 *
 * @module
 */
import { locatedError } from "../../config/validate.ts";
import type { YamlSource } from "../../config/yaml_source.ts";

/** Throws a `UsageError` located at `path` of the run config. */
export type Fail = (
  path: PropertyKey[],
  message: string,
  part?: "value",
  cause?: unknown,
) => never;

/** A YAML file's source and its validated config. */
export interface Parsed<C> {
  readonly source: YamlSource;
  readonly config: Readonly<C>;
}

/** The `Fail` of the run config read from `runSource`. */
export function failAt(runSource: YamlSource): Fail {
  return (path, message, part, cause) => {
    throw locatedError(
      "load run config",
      runSource,
      path,
      message,
      part,
      cause === undefined ? {} : { cause },
    );
  };
}
