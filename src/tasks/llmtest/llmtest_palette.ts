/**
 * `--palette llmtest`: the 2023 needle-in-a-haystack pictures' colours
 * (gkamradt/LLMTest_NeedleInAHaystack, viz/CreateVizFromLLMTesting.ipynb):
 * matplotlib's `LinearSegmentedColormap.from_list` over #F0496E, #EBB839,
 * #0CD79F, mixed linearly in RGB, with no fixed vmin/vmax, so the colours
 * run from the lowest cell mean to the highest (seaborn's default), and the
 * axes titled "Token Limit" and "Depth Percent".
 */
import type { HeatmapPalette } from "../../report/render/palettes.ts";

/** The palette the llmtest family declares. */
export const LLMTEST_PALETTE: HeatmapPalette = {
  name: "llmtest",
  summary:
    "the 2023 needle-in-a-haystack pictures' colours, over the data's range",
  help:
    "draws as the 2023 needle-in-a-haystack pictures did: #F0496E through #EBB839 to #0CD79F from the lowest cell mean to the highest, axes Token Limit and Depth Percent",
  colours: ["#F0496E", "#EBB839", "#0CD79F"],
  axisTitles: {
    context_length: "Token Limit",
    depth_percent: "Depth Percent",
  },
  scoreLegend: "Score",
};
