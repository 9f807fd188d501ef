/**
 * The vega-lite spec of a heatmap: coloured rectangles with their values
 * written in them, grey where no answer came back, a dashed outline where
 * some did not. Scores and invalid rates run red-yellow-green over 0..1
 * (for invalid rates, green is 0); differences run red (B worse) through
 * white to blue (B better) over -1..1; a family's palette draws its own
 * colours over the data's own range instead (heatmap_palette.ts).
 * The spec is written beside each SVG so
 * anyone can restyle a chart without rerunning niah.
 *
 * The columns share a width budget ({@link PLOT_WIDTH}, what the HTML
 * report's column holds beside the axis and legend), so a chart of few
 * columns is wide enough to read and one of many stays on the page. No
 * text spills out of its cell: a label too wide for the column is
 * abbreviated ("provider_error" reads "error") or left out, and x labels
 * tilt only when they would run into each other. Widths are estimated
 * from the font (text_width.ts; vega's headless renderer measures no text
 * either, and render_svg.ts has it estimate with the same function).
 */
import type { TopLevelSpec } from "vega-lite";
import type { HeatmapCell, HeatmapData } from "./heatmap_data.ts";
import { paletteScale } from "./heatmap_palette.ts";
import { terminalTextDeep } from "./terminal_text.ts";
import { textWidth, wrapLines } from "./text_width.ts";

const INVALID_FILL = "#c8c8c8";

/** The width the columns of a heatmap share, in pixels. */
const PLOT_WIDTH = 960;
/** The narrowest and widest a column gets. */
const MIN_STEP = 20;
const MAX_STEP = 120;
/** The height of a row: two lines of annotation. */
const ROW_STEP = 36;
/**
 * What a chart has beside its columns (the y axis and the legend), about,
 * and the least width a subtitle line gets.
 */
const CHART_EXTRA = 110;
const MIN_TITLE_WIDTH = 300;
/** Room left between a cell's text and its edges, both sides together. */
const TEXT_PADDING = 8;

/** Shorter forms of annotations, for cells too narrow for the long one. */
const SHORT_FORMS: Record<string, string> = {
  provider_error: "error",
  "no answer": "none",
  parse_fail: "unparsed",
  truncated: "trunc.",
  invalid: "inv.",
  "no ans.": "miss.",
};

/** `text`, else its short form, whichever fits `room` first; else "". */
function fitted(
  text: string,
  room: number,
  fontSize: number,
  bold: boolean,
): string {
  if (textWidth(text, fontSize, bold) <= room) return text;
  const long = Object.keys(SHORT_FORMS).find((form) => text.endsWith(form));
  const short = long === undefined
    ? text
    : text.slice(0, text.length - long.length) + SHORT_FORMS[long];
  return short !== text && textWidth(short, fontSize, bold) <= room
    ? short
    : "";
}

/** Each column's width: the budget shared, within the narrowest and widest. */
function columnStep(columns: number): number {
  return Math.max(
    MIN_STEP,
    Math.min(MAX_STEP, Math.floor(PLOT_WIDTH / Math.max(1, columns))),
  );
}

/** The cells with only the annotations that fit a column of `step` pixels. */
function fittedCells(data: HeatmapData, step: number): HeatmapCell[] {
  const room = step - TEXT_PADDING;
  return data.cells.map((cell) => ({
    ...cell,
    text: fitted(cell.text, room, 11, true),
    note: fitted(cell.note, room, 8, false),
  }));
}

function colourScale(data: HeatmapData): Record<string, unknown> {
  if (data.palette) return paletteScale(data, data.palette);
  switch (data.kind) {
    case "score":
      return { scheme: "redyellowgreen", domain: [0, 1] };
    case "invalid_rate":
      return { scheme: "redyellowgreen", domain: [0, 1], reverse: true };
    case "difference":
      return { scheme: "redblue", domain: [-1, 1] };
  }
}

/**
 * When the annotation goes white: on the dark ends of niah's colour scale
 * (never on a palette's: light enough for dark text throughout).
 */
function darkTest(data: HeatmapData): string {
  if (data.palette) return "false";
  return data.kind === "difference"
    ? "isValid(datum.value) && abs(datum.value) > 0.6"
    : "isValid(datum.value) && (datum.value < 0.15 || datum.value > 0.85)";
}

/**
 * The vega-lite spec of `data` (data inline, so the spec stands alone),
 * every bidi control in its names and values shown as its escape.
 */
export function heatmapSpec(given: HeatmapData): TopLevelSpec {
  const data = terminalTextDeep(given);
  const step = columnStep(data.xOrder.length);
  // Tilted only when the widest label would run into its neighbours.
  const collide = data.xOrder.some((label) => textWidth(label, 11) > step - 4);
  const x = {
    field: "x",
    type: "ordinal",
    sort: data.xOrder,
    title: data.xTitle,
    axis: data.xTitle === "" ? null : {
      labelAngle: collide ? -45 : 0,
      labelOverlap: false,
      labelLimit: 200,
    },
  };
  const y = {
    field: "y",
    type: "ordinal",
    sort: data.yOrder,
    title: data.yTitle,
    axis: data.yTitle === "" ? null : { labelOverlap: false },
  };
  const spec = {
    $schema: "https://vega.github.io/schema/vega-lite/v6.json",
    background: "white",
    padding: 8,
    title: {
      text: data.title,
      // As wide as the chart at most, so the subtitle never widens it.
      subtitle: wrapLines(
        data.subtitle,
        Math.max(MIN_TITLE_WIDTH, step * data.xOrder.length + CHART_EXTRA),
        11,
      ),
      anchor: "start",
      fontSize: 14,
      subtitleFontSize: 11,
      subtitleColor: "#444",
    },
    width: { step },
    height: { step: ROW_STEP },
    data: { values: fittedCells(data, step) },
    encoding: { x, y },
    layer: heatmapLayers(data),
    config: {
      view: { stroke: null },
      axis: {
        labelFontSize: 11,
        titleFontSize: 12,
        domain: false,
        ticks: false,
      },
    },
  };
  return spec as TopLevelSpec;
}

/** The heatmap's layers: coloured cells, no-answer cells, marks, texts. */
function heatmapLayers(data: HeatmapData): unknown[] {
  const textColour = {
    condition: { test: darkTest(data), value: "white" },
    value: "#111",
  };
  const hasNote = "datum.note !== ''";
  return [
    {
      transform: [{ filter: "isValid(datum.value)" }],
      mark: { type: "rect", stroke: "white", strokeWidth: 1 },
      encoding: {
        color: {
          field: "value",
          type: "quantitative",
          scale: colourScale(data),
          // A word a line ("invalid" over "rate"): the legend stays narrow.
          title:
            data.legendTitle.includes(" ") && !data.legendTitle.includes("−")
              ? data.legendTitle.split(" ")
              : data.legendTitle,
          legend: {
            gradientLength: Math.min(
              160,
              Math.max(60, 36 * data.yOrder.length),
            ),
          },
        },
      },
    },
    {
      transform: [{ filter: "!isValid(datum.value)" }],
      mark: {
        type: "rect",
        fill: INVALID_FILL,
        stroke: "white",
        strokeWidth: 1,
      },
    },
    {
      transform: [{ filter: "datum.partlyMissing" }],
      mark: {
        type: "rect",
        filled: false,
        stroke: "#222",
        strokeWidth: 1.5,
        strokeDash: [4, 3],
      },
    },
    {
      transform: [{ filter: hasNote }],
      mark: { type: "text", fontSize: 11, fontWeight: "bold", dy: -6 },
      encoding: { text: { field: "text" }, color: textColour },
    },
    {
      transform: [{ filter: `!(${hasNote})` }],
      mark: { type: "text", fontSize: 11, fontWeight: "bold" },
      encoding: { text: { field: "text" }, color: textColour },
    },
    {
      transform: [{ filter: hasNote }],
      mark: { type: "text", fontSize: 8, dy: 8 },
      encoding: { text: { field: "note" }, color: textColour },
    },
  ];
}
