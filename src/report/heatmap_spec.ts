/**
 * The vega-lite spec of a heatmap: coloured rectangles with their values
 * written in them, grey where no answer came back, a dashed outline where
 * some did not. Scores and invalid rates run red-yellow-green over 0..1
 * (for invalid rates, green is 0); differences run red (B worse) through
 * white to blue (B better) over -1..1. The spec is written beside each SVG so
 * anyone can restyle a chart without rerunning niah.
 */
import type { TopLevelSpec } from "vega-lite";
import type { HeatmapData, HeatmapKind } from "./heatmap_data.ts";

const INVALID_FILL = "#c8c8c8";

function colourScale(kind: HeatmapKind): Record<string, unknown> {
  switch (kind) {
    case "score":
      return { scheme: "redyellowgreen", domain: [0, 1] };
    case "invalid_rate":
      return { scheme: "redyellowgreen", domain: [0, 1], reverse: true };
    case "difference":
      return { scheme: "redblue", domain: [-1, 1] };
  }
}

/** When the annotation goes white: on the dark ends of the colour scale. */
function darkTest(kind: HeatmapKind): string {
  return kind === "difference"
    ? "isValid(datum.value) && abs(datum.value) > 0.6"
    : "isValid(datum.value) && (datum.value < 0.15 || datum.value > 0.85)";
}

/** The vega-lite spec of `data` (data inline, so the spec stands alone). */
export function heatmapSpec(data: HeatmapData): TopLevelSpec {
  const longLabels = data.xOrder.length > 10 ||
    data.xOrder.some((label) => label.length > 8);
  const x = {
    field: "x",
    type: "ordinal",
    sort: data.xOrder,
    title: data.xTitle,
    axis: data.xTitle === ""
      ? null
      : { labelAngle: longLabels ? -45 : 0, labelOverlap: false },
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
      subtitle: data.subtitle,
      anchor: "start",
      fontSize: 14,
      subtitleFontSize: 11,
      subtitleColor: "#444",
    },
    width: { step: 56 },
    height: { step: 36 },
    data: { values: data.cells },
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
    condition: { test: darkTest(data.kind), value: "white" },
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
          scale: colourScale(data.kind),
          title: data.legendTitle,
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
