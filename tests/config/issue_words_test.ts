/**
 * One wording of zod's issues: a config error and a refused row say what
 * was expected in the same words (src/config/issue_words.ts).
 */
import assert from "node:assert/strict";
import { z } from "zod";
import { validateAt } from "../../src/config/validate.ts";
import { parseYamlSource } from "../../src/config/yaml_source.ts";
import { describeIssues } from "../../src/store/row_field_problem.ts";

const schema = z.strictObject({
  count: z.int().min(1).max(9),
  name: z.string().min(1),
  kind: z.enum(["a", "b"]),
  list: z.array(z.string()).min(1),
  flag: z.boolean(),
});
const good = { count: 2, name: "x", kind: "a", list: ["y"], flag: true };

const cases: [Record<string, unknown>, string, string][] = [
  [{ count: 1.5 }, "count", "a whole number"],
  [{ count: 0 }, "count", "a number >= 1"],
  [{ count: 10 }, "count", "a number <= 9"],
  [{ name: 5 }, "name", "text"],
  [{ name: "" }, "name", "text with length >= 1"],
  [{ kind: "c" }, "kind", 'one of "a", "b"'],
  [{ list: [] }, "list", "a list of length >= 1"],
  [{ list: "y" }, "list", "a list"],
  [{ flag: "yes" }, "flag", "true or false"],
];

Deno.test("a config and a row word each issue's expectation the same way", () => {
  for (const [change, key, words] of cases) {
    const value = { ...good, ...change };
    const parsed = schema.safeParse(value);
    assert.ok(!parsed.success, key);
    assert.match(
      describeIssues(parsed.error, value),
      new RegExp(`^${key} is .*, expected ${RegExp.escape(words)}$`),
    );
    const source = parseYamlSource("c.yaml", JSON.stringify(value));
    assert.throws(
      () => validateAt(schema, source, "test config"),
      (error: Error) =>
        error.message.includes(`"${key}": expected ${words}, got `),
      key,
    );
  }
});
