/**
 * How reports show the imported 2023 rows: their heatmaps say the scores
 * are the judge's grades as imported (niah parsed, cut or refused none),
 * and their axes keep the titles rows no task declares get.
 */
import assert from "node:assert/strict";
import {
  loadAllFamilies,
  taskPresentations,
} from "../../../src/tasks/registry.ts";
import { presentationOf } from "../../../src/report/read/axis_presentation.ts";
import { groupHeatmap } from "../../../src/report/render/heatmap_data.ts";
import { chooseAxes } from "../../../src/report/render/axes.ts";
import { aggregateOf, niahRow } from "../../report/synthetic_rows.ts";

await loadAllFamilies();

Deno.test("the 2023 rows' presentation says what their scores are and keeps the undeclared rows' axis titles", async () => {
  const all = taskPresentations();
  const llmtest = all.llmtest!;
  assert.equal(
    llmtest.score,
    "mean of the judge's 1-10 grades / 10, as imported",
  );
  const { llmtest: _, ...tasks } = all;
  const undeclared = presentationOf(tasks, "llmtest");
  assert.deepEqual(llmtest.axes, undeclared.axes);
  assert.deepEqual(llmtest.preferred, undeclared.preferred);

  const rows = [0, 50, 100].map((depth) =>
    niahRow({
      task_type: "llmtest",
      params: { context_length: 1000, depth_percent: depth },
      score: 0.7,
    })
  );
  const [group] = (await aggregateOf(rows)).groups;
  const data = groupHeatmap(group!, chooseAxes(group!), "score");
  assert.match(data.subtitle[0]!, /mean of the judge's 1-10 grades/);
  assert.doesNotMatch(data.subtitle.join(" "), /unparsed|truncated|refused/);
});
