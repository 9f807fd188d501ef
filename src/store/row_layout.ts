/**
 * How a row is laid out as a line: its keys in the order of
 * {@link rowSchema} (the one place that order is written), then any keys
 * the schema does not know, in their own order. Readers that find a row's
 * parts as text rely on this layout: the store's tail repair knows a torn
 * row by {@link ROW_HEAD}; the duplicate scan and the report workers find
 * `cell_id`, `fingerprint` and `status` by {@link keyText}, knowing that
 * identity comes before any nested value and only scalars follow `status`
 * (`tests/store/row_layout_test.ts` holds the schema to that).
 */
import { type Row, type RowField, rowSchema } from "./row_schema.ts";

/** The fields of a row in the order niah writes them. */
export const ROW_KEYS: readonly RowField[] = Object.keys(
  rowSchema.shape,
) as RowField[];

/** `"name"`: a key's name as it appears in a line. */
export function quotedKey(name: RowField): string {
  return JSON.stringify(name);
}

/** `"name":`, as a key appears in a line niah writes. */
export function keyText(name: RowField): string {
  return `${quotedKey(name)}:`;
}

/** How every row niah writes begins: its first key. */
export const ROW_HEAD = `{${keyText(ROW_KEYS[0]!)}`;

const known: ReadonlySet<string> = new Set(ROW_KEYS);

/** `row` as the JSON line niah writes (no newline), keys in {@link ROW_KEYS} order. */
export function rowLine(row: Row): string {
  const fields = row as Record<string, unknown>;
  const ordered: Record<string, unknown> = {};
  for (const key of ROW_KEYS) {
    if (key in fields) ordered[key] = fields[key];
  }
  for (const key of Object.keys(fields)) {
    if (!known.has(key)) ordered[key] = fields[key];
  }
  return JSON.stringify(ordered);
}
