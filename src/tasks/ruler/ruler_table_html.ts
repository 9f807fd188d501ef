/**
 * RULER's table (ruler_table.ts) in `report --html` (a run's part: its
 * tables, one per harness, with what each average averages and the
 * effective length) and as `report --csv`'s `FILE.ruler.csv` (a line per
 * task and length, the averages as task `average`). Every name read from
 * rows is escaped.
 *
 * @module
 */
import { escapeHtml } from "../../report/render/html_text.ts";
import {
  averageNotes,
  effectiveLengthNote,
  lengthLabel,
  type RulerTable,
} from "./ruler_table.ts";

/** One table as HTML, within a scroll box on a narrow screen. */
export function rulerTableHtml(
  table: RulerTable,
  threshold: number,
  cardTasks: readonly string[],
): string {
  const cell = (value: number | undefined) =>
    `<td class="num">${value === undefined ? "-" : value.toFixed(2)}</td>`;
  const head = `<tr><th>task</th>${
    table.lengths.map((length) => `<th>${lengthLabel(length)}</th>`).join("")
  }</tr>`;
  const body = table.tasks.map((task) =>
    `<tr><td>${escapeHtml(task)}</td>${
      table.lengths.map((length) => cell(table.scores[task]![length])).join(
        "",
      )
    }</tr>`
  ).join("");
  const average = `<tr><th>average</th>${
    table.lengths.map((length) => cell(table.averages[length])).join("")
  }</tr>`;
  const notes = [
    ...averageNotes(table, cardTasks),
    effectiveLengthNote(table, threshold),
  ];
  const harness = table.harness === undefined
    ? ""
    : ` · harness ${escapeHtml(table.harness)}`;
  return `<section class="ruler"><h3>RULER${harness}: task score by length</h3><div style="overflow-x:auto"><table><thead>${head}</thead><tbody>${body}${average}</tbody></table></div>${
    notes.map((note) => `<p>${escapeHtml(note)}</p>`).join("")
  }</section>`;
}

/** Every table as CSV: run, model, harness, task, length, score. */
export function rulerTablesCsv(tables: readonly RulerTable[]): string {
  const lines = ["run_name,model_id,harness,task,max_seq_length,score"];
  const line = (table: RulerTable, task: string, length: number, v: number) =>
    [table.run_name, table.model_id, table.harness ?? "ruler", task, length, v]
      .map((value) => JSON.stringify(String(value))).join(",");
  for (const table of tables) {
    for (const task of table.tasks) {
      for (const length of table.lengths) {
        const score = table.scores[task]![length];
        if (score !== undefined) lines.push(line(table, task, length, score));
      }
    }
    for (const length of table.lengths) {
      const average = table.averages[length];
      if (average !== undefined) {
        lines.push(line(table, "average", length, average));
      }
    }
  }
  return lines.join("\n") + "\n";
}
