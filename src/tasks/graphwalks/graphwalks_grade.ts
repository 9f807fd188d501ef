/**
 * The Graphwalks grader the dataset card of `openai/graphwalks` gives
 * ("Extraction and Grading"), ported line for line: the response's last
 * line (after the last `\n`; a `\r` before it stays) must contain
 * `Final Answer:`, and `Final Answer: ?\[.*\]` must match in it; the
 * match (label included) loses its leading and trailing `[`/`]`
 * characters (Python's `str.strip("[]")`), is split on `,`, and each item
 * is trimmed of Python's whitespace, empty items dropped. The score is the
 * set F1 of those items against the true nodes (`setF1`: both empty is 0,
 * as the card's code has it). Unparseable (no label, no bracketed list) is
 * 0 and `parse_fail`.
 *
 * Faithful means faithful to a quirk too: `strip("[]")` runs on the whole
 * match, whose first character is the `F` of the label, so only the
 * closing bracket goes and the first item keeps `Final Answer: [` before
 * it: the first node a response names never matches, and a correct answer
 * of n nodes scores (n-1)/n, an empty list never scores. Checked
 * against the card's Python on 1,217 crafted responses
 * (tests/vectors/graphwalks/).
 *
 * @module
 */
import { pythonStrip } from "../scorers/python_whitespace.ts";
import { setF1 } from "../scorers/set_f1.ts";

/** The card's regular expression (`.` spans any character but `\n`). */
const LIST = /Final Answer: ?\[.*\]/s;

/** Python's `text.strip("[]")`. */
function stripBrackets(text: string): string {
  return text.replace(/^[[\]]+|[[\]]+$/g, "");
}

/** The card's `get_list`: the items named and whether parsing failed. */
function graphwalksList(
  response: string,
): { items: string[]; parseError: boolean } {
  const line = response.split("\n").at(-1) ?? "";
  if (!line.includes("Final Answer:")) return { items: [], parseError: true };
  const found = LIST.exec(line);
  if (found === null) return { items: [], parseError: true };
  const items = stripBrackets(found[0]).split(",").map(pythonStrip)
    .filter((item) => item !== "");
  return { items, parseError: false };
}

/** The card's grade of `response` against the true nodes. */
export function graphwalksGrade(
  response: string,
  truth: readonly string[],
): { f1: number; parseError: boolean; items: string[] } {
  const { items, parseError } = graphwalksList(response);
  return { f1: setF1(items, truth).f1, parseError, items };
}
