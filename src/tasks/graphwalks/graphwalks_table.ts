/**
 * Graphwalks' table as the model cards print it: for each run and model,
 * mean F1 per problem type and token bin (all eight bins), and the cards'
 * two bins, up to 128k tokens (the bins to 131072) and above; each mean
 * with its 95% bootstrap interval (the percentile bootstrap `report` uses
 * for continuous scores: `scoreInterval`) and its row count. A row counts
 * when it has a score (a model's failure to answer has none; an
 * unparseable answer scores 0, as the card's grader has it).
 *
 * @module
 */
import type { ResultRow } from "../../report/read/read_results.ts";
import { scoreInterval } from "../../report/stats/score_interval.ts";
import { TOKEN_BIN_BOUNDS, tokenBinLabel } from "../token_bins.ts";

/** The cards' split: bins up to this bound are "≤128k". */
const CARD_SPLIT = 131072;

/** A column of the table: a bin, or one of the cards' two. */
interface GraphwalksColumn {
  label: string;
  /** The bin's upper bound, for a bin's column. */
  bound?: number;
  bins: readonly number[];
}

/** The eight bins, then the cards' two. */
export const GRAPHWALKS_COLUMNS: readonly GraphwalksColumn[] = [
  ...TOKEN_BIN_BOUNDS.map((bound) => ({
    label: tokenBinLabel(bound),
    bound,
    bins: [bound],
  })),
  { label: "≤128k", bins: TOKEN_BIN_BOUNDS.filter((b) => b <= CARD_SPLIT) },
  { label: ">128k", bins: TOKEN_BIN_BOUNDS.filter((b) => b > CARD_SPLIT) },
];

/** One cell of the table. */
interface GraphwalksCell {
  mean: number | null;
  low: number | null;
  high: number | null;
  rows: number;
}

/** One run and model's table: problem type -> a cell per column. */
export interface GraphwalksTable {
  run_name: string;
  model_id: string;
  types: string[];
  cells: Record<string, GraphwalksCell[]>;
}

function cellOf(scores: readonly number[]): GraphwalksCell {
  const n = scores.length;
  if (n === 0) return { mean: null, low: null, high: null, rows: 0 };
  let sum = 0;
  let ones = 0;
  const partial: Record<string, number> = {};
  for (const score of scores) {
    sum += score;
    if (score === 1) ones++;
    else if (score > 0) {
      partial[String(score)] = (partial[String(score)] ?? 0) + 1;
    }
  }
  const interval = scoreInterval({ answered: n, sum, ones, partial });
  return {
    mean: sum / n,
    low: interval?.low ?? null,
    high: interval?.high ?? null,
    rows: n,
  };
}

/** The scores of `rows` by problem type and bin. */
function scoresByType(rows: readonly ResultRow[]) {
  const byType = new Map<string, Map<number, number[]>>();
  for (const row of rows) {
    if (row.score === null) continue;
    const type = String(row.params.problem_type ?? "bfs");
    const bin = Number(row.params.context_length);
    const bins = byType.get(type) ?? new Map<number, number[]>();
    byType.set(type, bins);
    bins.set(bin, [...(bins.get(bin) ?? []), row.score]);
  }
  return byType;
}

/** The tables of `rows`, one per run and model, in reading order. */
export function graphwalksTables(
  rows: readonly ResultRow[],
): GraphwalksTable[] {
  const groups = new Map<string, ResultRow[]>();
  for (const row of rows) {
    const key = JSON.stringify([row.run_name, row.model_id]);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => {
    const byType = scoresByType(group);
    const types = [...byType.keys()].sort();
    const cells = Object.fromEntries(types.map((type) => {
      const bins = byType.get(type)!;
      return [
        type,
        GRAPHWALKS_COLUMNS.map((column) =>
          cellOf(column.bins.flatMap((bin) => bins.get(bin) ?? []))
        ),
      ];
    }));
    return {
      run_name: group[0]!.run_name,
      model_id: group[0]!.model_id,
      types,
      cells,
    };
  });
}

/** A cell as text: "0.747 (0.631–0.840) n=8", or "–". */
export function cellText(cell: GraphwalksCell): string {
  if (cell.mean === null) return "–";
  const interval = cell.low === null || cell.high === null
    ? ""
    : ` (${cell.low.toFixed(3)}–${cell.high.toFixed(3)})`;
  return `${cell.mean.toFixed(3)}${interval} n=${cell.rows}`;
}
