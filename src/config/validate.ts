/**
 * Runs a zod schema over YAML data and turns the first problem into one
 * line that names the file, line, column and key path, says what was
 * expected, and suggests a known key for a typo.
 */
import type { z } from "zod";
import { ConfigError } from "../errors.ts";
import { closestWord } from "./did_you_mean.ts";
import type { YamlSource } from "./yaml_source.ts";
import { excerpt, quoteValue } from "./quoted_value.ts";
import { expectedWords, type Issue, typeWords } from "./issue_words.ts";

type Path = readonly PropertyKey[];
type AnySchema = z.core.$ZodType;

/**
 * Validates `value` (found at `prefix` inside `source`) against `schema`.
 * `what` names the thing being loaded ("run config", "model config").
 */
export function validateAt<S extends AnySchema>(
  schema: S,
  source: YamlSource,
  what: string,
  value: unknown = source.data,
  prefix: Path = [],
): z.output<S> {
  const result = (schema as unknown as z.ZodType).safeParse(value);
  if (result.success) return result.data as z.output<S>;
  const issues = result.error.issues;
  const first = pickIssue(issues[0]!);
  const found = prefix.length === 0 && first.path.length === 0 &&
      !isMapping(value)
    ? at([], notNiahFile(value, what), "value")
    : describeIssue(first, schema, value, prefix, source);
  throw locatedError(
    `load ${what}`,
    source,
    found.path,
    found.reason,
    found.part,
    { more: issues.length - 1 },
  );
}

/** Formats `path` as `runner.concurrency` or `sweep.seeds[2]`. */
function formatPath(path: Path): string {
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else {
      const name = excerpt(String(segment));
      out += out === "" ? name : `.${name}`;
    }
  }
  return out === "" ? "(top level)" : out;
}

function isMapping(value: unknown): boolean {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Why a whole file is not a config, showing nothing of it: a file that is
 * no mapping is not a niah file (`model: ".pgpass"`), and a quote of it
 * would print what it holds.
 */
function notNiahFile(value: unknown, what: string): string {
  if (value === null) return "expected a mapping, got nothing (an empty file)";
  const shape = typeof value === "string"
    ? `text of ${[...value].length} characters`
    : Array.isArray(value)
    ? "a list"
    : `a ${typeof value}`;
  return `expected a mapping, got ${shape}: not a niah ${what} (its content is not shown)`;
}

/** Says what a value is, briefly, for "got ..." in messages. */
function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) {
    return value.length === 0 ? "an empty list" : "a list";
  }
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string") return quoteValue(value);
  return String(value);
}

/**
 * Whether a number is not the one the file wrote: an integer past 2^53 - 1
 * (`9007199254740993` reads as ...992) or one past the float range; a
 * message quotes the file's digits for it, not the rounded value.
 */
function roundedNumber(value: unknown): boolean {
  return typeof value === "number" &&
    (!Number.isFinite(value) ||
      (Number.isInteger(value) && !Number.isSafeInteger(value)));
}

/** Where a problem is and what it is, before it is rendered. */
interface Located {
  path: Path;
  reason: string;
  part: "key" | "value";
}

function at(path: Path, reason: string, part: "key" | "value"): Located {
  return { path, reason, part };
}

/**
 * The error for a problem at `path` in `source`: a {@link ConfigError}
 * carrying the file, line, column and key (`part` picks whether the key or
 * its value is pointed at), rendered as "Cannot <action>: file:line:col:
 * "key": reason".
 */
export function locatedError(
  action: string,
  source: YamlSource,
  path: Path,
  reason: string,
  part: "key" | "value" = "key",
  options: ErrorOptions & { more?: number } = {},
): ConfigError {
  const pos = source.locate(path, part);
  return new ConfigError(
    action,
    {
      file: source.file,
      line: pos.line,
      column: pos.col,
      key: formatPath(path),
    },
    reason,
    options,
  );
}

// A union reports one issue per branch; keep the branch that got furthest.
function pickIssue(issue: Issue): Issue {
  if (issue.code !== "invalid_union" || issue.errors.length === 0) return issue;
  let best: Issue | undefined;
  for (const branch of issue.errors) {
    const candidate = branch[0];
    if (candidate && (!best || candidate.path.length > best.path.length)) {
      best = candidate;
    }
  }
  if (!best || best.path.length === 0) return issue;
  return pickIssue({ ...best, path: [...issue.path, ...best.path] } as Issue);
}

function describeIssue(
  issue: Issue,
  schema: AnySchema,
  root: unknown,
  prefix: Path,
  source: YamlSource,
): Located {
  const path = [...prefix, ...issue.path];
  const value = valueAt(root, issue.path);
  const got = roundedNumber(value)
    ? source.written(path) ?? describeValue(value)
    : describeValue(value);
  switch (issue.code) {
    case "unrecognized_keys": {
      const key = issue.keys[0] ?? "";
      const known = knownKeys(schemaAt(schema, issue.path, root));
      return at([...path, key], unknownKeyReason(key, known), "key");
    }
    case "invalid_type": {
      if (got === "nothing") {
        return at(
          path,
          `missing required key "${String(path.at(-1))}" (expected ${
            typeWords(issue.expected)
          })`,
          "key",
        );
      }
      return at(path, `expected ${expectedWords(issue)}, got ${got}`, "value");
    }
    case "too_small":
    case "too_big":
    case "invalid_value":
      return at(path, `expected ${expectedWords(issue)}, got ${got}`, "value");
    case "invalid_union":
      return at(path, unionReason(issue, got), "value");
    default:
      return at(path, issue.message, "value");
  }
}

/** "unknown key" with the closest known key, or the known keys. */
function unknownKeyReason(key: string, known: string[]): string {
  const guess = closestWord(key, known);
  const hint = guess
    ? `; did you mean "${guess}"?`
    : known.length > 0
    ? ` (known keys: ${known.join(", ")})`
    : "";
  return `unknown key ${quoteValue(key)}${hint}`;
}

/** What a value matching no branch of a union should have been. */
function unionReason(
  issue: z.core.$ZodIssueInvalidUnion,
  got: string,
): string {
  // A discriminated union names its options; zod puts the key in the path.
  const options = (issue as { options?: unknown[] }).options;
  if (options) {
    return `expected one of ${
      options.map((v) => JSON.stringify(v)).join(", ")
    }, got ${got}`;
  }
  // Otherwise no branch got past the top: say which shapes would do.
  const shapes = issue.errors.flatMap((branch) =>
    branch[0]?.code === "invalid_type" ? [typeWords(branch[0].expected)] : []
  );
  const expected = shapes.length > 0 ? shapes.join(" or ") : "another value";
  return `expected ${expected}, got ${got}`;
}

/** The value at a parse issue's `path` inside `root`, or undefined. */
export function valueAt(root: unknown, path: Path): unknown {
  let node = root;
  for (const segment of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<PropertyKey, unknown>)[segment];
  }
  return node;
}

interface Def {
  type: string;
  shape?: Record<string, AnySchema>;
  innerType?: AnySchema;
  in?: AnySchema;
  element?: AnySchema;
  options?: AnySchema[];
  discriminator?: string;
  values?: unknown[];
}

const defOf = (schema: AnySchema): Def => schema._zod.def as unknown as Def;

// Unwraps optional/default/pipe wrappers to the schema that holds the shape.
function unwrap(schema: AnySchema, value: unknown): AnySchema {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else if (def.type === "union" && def.options) {
      current = chooseOption(def, value) ?? current;
      if (defOf(current).type === "union") return current;
    } else return current;
  }
  return current;
}

function chooseOption(def: Def, value: unknown): AnySchema | undefined {
  const options = def.options ?? [];
  if (def.discriminator && value && typeof value === "object") {
    const wanted = (value as Record<string, unknown>)[def.discriminator];
    return options.find((option) =>
      discriminatorValues(option, def.discriminator!).includes(wanted)
    );
  }
  const isList = Array.isArray(value);
  return options.find((option) =>
    (defOf(unwrap(option, value)).type === "array") === isList
  );
}

function schemaAt(schema: AnySchema, path: Path, root: unknown): AnySchema {
  let current = unwrap(schema, root);
  let value = root;
  for (const segment of path) {
    const def = defOf(current);
    value = valueAt(value, [segment]);
    const next = def.type === "object"
      ? def.shape?.[String(segment)]
      : def.type === "array"
      ? def.element
      : undefined;
    if (!next) return current;
    current = unwrap(next, value);
  }
  return current;
}

/** The fields of an object schema (after unwrapping defaults), by name. */
export function schemaFields(schema: AnySchema): Record<string, AnySchema> {
  const def = defOf(unwrap(schema, undefined));
  return def.type === "object" && def.shape ? { ...def.shape } : {};
}

function knownKeys(schema: AnySchema): string[] {
  const def = defOf(schema);
  return def.type === "object" && def.shape ? Object.keys(def.shape) : [];
}

function discriminatorValues(schema: AnySchema, key: string): unknown[] {
  const def = defOf(schema);
  if (def.type === "union" && def.options) {
    return def.options.flatMap((option) => discriminatorValues(option, key));
  }
  const field = def.shape?.[key];
  if (!field) return [];
  return defOf(unwrap(field, undefined)).values ?? [];
}
