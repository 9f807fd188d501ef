/**
 * The judge audit in the HTML report: the counts, then every response the
 * judge and the exact reading disagree on, with its cell, grade and text.
 * The responses wrap (`td.prose`, an unbroken one too) to the page's width;
 * on a screen too narrow for the table it scrolls in its own box.
 *
 * @module
 */
import { escapeHtml as e } from "../../report/render/html_text.ts";
import type { JudgeAudit } from "./judge_audit.ts";

/** The audit of one run as an HTML block. */
export function judgeAuditHtml(audit: JudgeAudit): string {
  const rows = audit.disagreements.map((d) =>
    `<tr><td>${e(String(d.params.context_length ?? ""))}</td><td>${
      e(String(d.params.depth_percent ?? ""))
    }</td><td>${d.grade}</td><td>${
      d.exact === 1 ? "present" : "absent"
    }</td><td class="prose"><q>${e(d.response)}</q></td></tr>`
  ).join("\n");
  return `<div class="judge-audit">
<h3>The judge audited</h3>
<p>Of ${audit.responses} responses, the judge (grade 10 = found) and the exact reading (the needle's answer in the response) agree on ${audit.agree}. Graded 10 with the answer absent: ${audit.highAbsent}; graded below 10 with it present: ${audit.lowPresent}. Mean: judge ${
    audit.judgeMean.toFixed(3)
  } (grade / 10), exact ${audit.exactMean.toFixed(3)}.</p>
${
    rows === ""
      ? ""
      : `<div class="table-box"><table class="disagreements"><thead><tr><th>context length</th><th>depth %</th><th>grade</th><th>answer</th><th>response</th></tr></thead>
<tbody>
${rows}
</tbody></table></div>`
  }
</div>`;
}
