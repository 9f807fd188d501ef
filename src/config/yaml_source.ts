/**
 * YAML parsing that remembers where every key and value came from, so a
 * schema error can name the file, line and column of the offending key.
 */
import { isMap, isSeq, LineCounter, type Node, parseDocument } from "yaml";
import { UsageError } from "../errors.ts";

/** A position in a source file, 1-based like editors show it. */
export interface SourcePosition {
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
}

/** Parses YAML text; a syntax error becomes a one-line UsageError. */
export function parseYamlSource(file: string, text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const first = doc.errors[0];
  if (first) {
    const pos = lineCounter.linePos(first.pos[0]);
    const reason = first.message.split("\n")[0]?.replace(/ at line \d+.*$/, "");
    throw new UsageError(
      `Cannot parse YAML: ${file}:${pos.line}:${pos.col}: ${reason}`,
    );
  }
  const position = (offset: number | undefined): SourcePosition =>
    offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset);

  return {
    file,
    data: doc.toJS({ maxAliasCount: 100 }) ?? null,
    locate(path, part = "key") {
      let node: unknown = doc.contents;
      let keyNode: Node | undefined;
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
        if (next === undefined && nextKey === undefined) break;
        node = next;
        keyNode = nextKey;
      }
      const target = part === "value" && node ? node as Node : keyNode;
      return position((target ?? (node as Node | null))?.range?.[0]);
    },
  };
}
