/**
 * YAML parsing that remembers where every key and value came from, so a
 * schema error can name the file, line and column of the offending key.
 */
import {
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  visit,
} from "yaml";
import { ConfigError } from "../errors.ts";
import { yamlErrorHint } from "./yaml_error_hint.ts";

/** A position in a source file, 1-based like editors show it. */
interface SourcePosition {
  line: number;
  col: number;
}

/** A parsed YAML file: its plain data plus a way back to source positions. */
export interface YamlSource {
  readonly file: string;
  readonly data: unknown;
  /**
   * Where the key (or, with `"value"`, the value) at `path` sits; falls back
   * to the nearest enclosing node that exists, then to the file start.
   */
  locate(path: readonly PropertyKey[], part?: "key" | "value"): SourcePosition;
  /**
   * The scalar at `path` as the file writes it (`9007199254740993`, which
   * the data holds rounded), or undefined where there is none.
   */
  written(path: readonly PropertyKey[]): string | undefined;
}

/** How many nodes aliases may expand to in one file (yaml's default). */
const MAX_ALIAS_COUNT = 100;

/**
 * The value node at `path` under `root` (or the nearest that exists), its
 * key's node, and whether the whole path was found.
 */
function walk(
  root: unknown,
  path: readonly PropertyKey[],
): { node: unknown; keyNode: Node | undefined; whole: boolean } {
  let node: unknown = root;
  let keyNode: Node | undefined;
  let whole = true;
  for (const segment of path) {
    let next: unknown = undefined;
    let nextKey: Node | undefined;
    if (isMap(node)) {
      for (const pair of node.items) {
        const key = pair.key as { value?: unknown } | null;
        if (key !== null && String(key.value ?? key) === String(segment)) {
          next = pair.value;
          nextKey = pair.key as Node;
          break;
        }
      }
    } else if (isSeq(node) && typeof segment === "number") {
      next = node.items[segment];
      nextKey = next as Node;
    }
    if (next === undefined && nextKey === undefined) {
      whole = false;
      break;
    }
    node = next;
    keyNode = nextKey;
  }
  return { node, keyNode, whole };
}

/** Parses YAML text; a syntax error becomes a one-line UsageError. */
export function parseYamlSource(file: string, text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const pos = lineCounter.linePos(first.pos[0]);
    const reason =
      first.message.split("\n")[0]?.replace(/ at line \d+.*$/, "") ?? "";
    const hint = yamlErrorHint(reason);
    throw new ConfigError(
      "parse YAML",
      { file, line: pos.line, column: pos.col },
      hint === undefined ? reason : `${reason} (${hint})`,
      { cause: first },
    );
  }
  const position = (offset: number | undefined): SourcePosition =>
    offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);

  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) ?? null;
  } catch (error) {
    // yaml refuses an alias that expands past the limit (a "billion
    // laughs" file), before any memory is spent on it.
    if (!(error instanceof ReferenceError)) throw error;
    let alias: Node | undefined;
    visit(doc, {
      Alias(_, node) {
        alias = node;
        return visit.BREAK;
      },
    });
    const pos = position(
      alias && isAlias(alias) ? alias.range?.[0] : undefined,
    );
    throw new ConfigError(
      "parse YAML",
      { file, line: pos.line, column: pos.col },
      `aliases here expand past the limit of ${MAX_ALIAS_COUNT} resolved aliases (a "billion laughs" file); write the values out instead of nesting aliases`,
    );
  }
  return {
    file,
    data,
    locate(path, part = "key") {
      const { node, keyNode } = walk(doc.contents, path);
      const target = part === "value" && node ? node as Node : keyNode;
      return position((target ?? (node as Node | null))?.range?.[0]);
    },
    written(path) {
      const { node, whole } = walk(doc.contents, path);
      if (!whole || !isScalar(node) || !node.range) return undefined;
      return text.slice(node.range[0], node.range[1]);
    },
  };
}
