/**
 * Python's `str.format` for named fields, as the reference NIAH tool fills its
 * templates (`"{prev} maps to {next}."`, `"The secret code is {uuid}."`):
 * `{name}` is replaced, `{{` and `}}` are literal braces. Anything else
 * Python would accept there (conversions, format specs, indexing) is
 * refused rather than guessed at, as is anything Python would refuse.
 *
 * @module
 */

/** Why `template` is not one {@link pythonFormat} fills, or undefined. */
export function pythonFormatProblem(
  template: string,
  names: readonly string[],
): string | undefined {
  try {
    pythonFormat(template, Object.fromEntries(names.map((n) => [n, ""])));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** `template.format(**values)` for plain named fields. */
export function pythonFormat(
  template: string,
  values: Readonly<Record<string, string>>,
): string {
  let out = "";
  let i = 0;
  while (i < template.length) {
    const c = template[i]!;
    if (c === "}") {
      if (template[i + 1] !== "}") {
        throw new Error(`single "}" at ${i} in template "${template}"`);
      }
      out += "}";
      i += 2;
    } else if (c === "{") {
      if (template[i + 1] === "{") {
        out += "{";
        i += 2;
        continue;
      }
      const end = template.indexOf("}", i);
      if (end < 0) {
        throw new Error(`single "{" at ${i} in template "${template}"`);
      }
      const name = template.slice(i + 1, end);
      if (!Object.hasOwn(values, name)) {
        throw new Error(
          `template "${template}" has field "{${name}}"; expected only ${
            Object.keys(values).map((n) => `{${n}}`).join(", ")
          } (write a literal brace as {{ or }})`,
        );
      }
      out += values[name];
      i = end + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
