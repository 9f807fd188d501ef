import assert from "node:assert/strict";
import { parseYamlSource } from "../../src/config/yaml_source.ts";
import { UsageError } from "../../src/errors.ts";

const text = [
  'run_name: "t"', // 1
  "sweep:", // 2
  "  context_lengths: [500, 1000]", // 3
  "  seeds:", // 4
  "    - 1", // 5
  "    - 22", // 6
  "runner:", // 7
  "  concurrency: 4", // 8
  "  nested:", // 9
  "    deep: {a: 1, bb: [x, yy]}", // 10
  "",
].join("\n");

const source = parseYamlSource("run.yaml", text);

Deno.test("parseYamlSource keeps the file name and the plain data", () => {
  assert.equal(source.file, "run.yaml");
  assert.deepEqual(source.data, {
    run_name: "t",
    sweep: { context_lengths: [500, 1000], seeds: [1, 22] },
    runner: { concurrency: 4, nested: { deep: { a: 1, bb: ["x", "yy"] } } },
  });
});

Deno.test("locate gives the 1-based line and column of top-level keys and values", () => {
  assert.deepEqual(source.locate(["run_name"]), { line: 1, col: 1 });
  assert.deepEqual(source.locate(["run_name"], "value"), { line: 1, col: 11 });
  assert.deepEqual(source.locate(["runner"]), { line: 7, col: 1 });
});

Deno.test("locate finds keys and values in nested maps", () => {
  assert.deepEqual(source.locate(["sweep", "context_lengths"]), {
    line: 3,
    col: 3,
  });
  assert.deepEqual(source.locate(["sweep", "context_lengths"], "value"), {
    line: 3,
    col: 20,
  });
  assert.deepEqual(source.locate(["runner", "concurrency"]), {
    line: 8,
    col: 3,
  });
  assert.deepEqual(source.locate(["runner", "concurrency"], "value"), {
    line: 8,
    col: 16,
  });
  assert.deepEqual(source.locate(["runner", "nested", "deep"]), {
    line: 10,
    col: 5,
  });
  // Keys and values inside a flow mapping.
  assert.deepEqual(source.locate(["runner", "nested", "deep", "bb"]), {
    line: 10,
    col: 18,
  });
  assert.deepEqual(source.locate(["runner", "nested", "deep", "a"], "value"), {
    line: 10,
    col: 15,
  });
});

Deno.test("locate finds items of flow and block lists by index", () => {
  assert.deepEqual(source.locate(["sweep", "context_lengths", 0]), {
    line: 3,
    col: 21,
  });
  assert.deepEqual(source.locate(["sweep", "context_lengths", 1], "value"), {
    line: 3,
    col: 26,
  });
  assert.deepEqual(source.locate(["sweep", "seeds", 0]), { line: 5, col: 7 });
  assert.deepEqual(source.locate(["sweep", "seeds", 1], "value"), {
    line: 6,
    col: 7,
  });
  assert.deepEqual(source.locate(["runner", "nested", "deep", "bb", 1]), {
    line: 10,
    col: 26,
  });
});

Deno.test("locate falls back to the nearest enclosing key that exists", () => {
  // A missing key under runner: runner's own key.
  assert.deepEqual(source.locate(["runner", "retries"]), { line: 7, col: 1 });
  // A list index past the end: the list's key.
  assert.deepEqual(source.locate(["sweep", "seeds", 9]), { line: 4, col: 3 });
  // A missing top-level key: the start of the file.
  assert.deepEqual(source.locate(["model"]), { line: 1, col: 1 });
  assert.deepEqual(source.locate([]), { line: 1, col: 1 });
});

Deno.test("locate of a key whose value is empty points at the key", () => {
  const src = parseYamlSource("m.yaml", "id: x\nclient:\n");
  assert.deepEqual(src.data, { id: "x", client: null });
  assert.deepEqual(src.locate(["client"]), { line: 2, col: 1 });
  // The (empty) value sits on the key's line.
  assert.equal(src.locate(["client"], "value").line, 2);
  assert.deepEqual(src.locate(["client", "api_key_env"]), { line: 2, col: 1 });
});

Deno.test("locate counts lines after CRLF line ends and comments", () => {
  const src = parseYamlSource(
    "w.yaml",
    "# a comment\r\n\r\nrunner:\r\n  retries: 2\r\n",
  );
  assert.deepEqual(src.data, { runner: { retries: 2 } });
  assert.deepEqual(src.locate(["runner", "retries"]), { line: 4, col: 3 });
  assert.deepEqual(src.locate(["runner", "retries"], "value"), {
    line: 4,
    col: 12,
  });
});

function syntaxError(file: string, yaml: string): UsageError {
  try {
    parseYamlSource(file, yaml);
  } catch (error) {
    assert.ok(error instanceof UsageError, `not a UsageError: ${error}`);
    return error;
  }
  assert.fail(`expected a syntax error for ${JSON.stringify(yaml)}`);
}

Deno.test("a YAML syntax error throws a UsageError naming file:line:col", () => {
  // A duplicate key on line 3, indented by two.
  const duplicate = syntaxError("dup.yaml", "x:\n  a: 1\n  a: 2\n");
  assert.match(duplicate.message, /^Cannot parse YAML: dup\.yaml:3:3: /);
  assert.ok(duplicate.message.includes("unique"), duplicate.message);

  // A block sequence on the same line as its key: line 2, column 4.
  const seq = syntaxError("seq.yaml", "a: 1\nb: - x\n");
  assert.match(seq.message, /^Cannot parse YAML: seq\.yaml:2:4: /);

  // Tabs as indentation on line 3.
  const tab = syntaxError("tab.yaml", "a: 1\nb:\n\tc: 2\n");
  assert.match(tab.message, /^Cannot parse YAML: tab\.yaml:3:1: /);
  assert.ok(tab.message.includes("Tabs"), tab.message);
});

Deno.test("a YAML syntax error message is one line", () => {
  for (
    const yaml of [
      "x:\n  a: 1\n  a: 2\n",
      "a: [1, 2\nb: 3\n",
      'a: "open\n',
      "a: 1\nb: - x\n",
    ]
  ) {
    const error = syntaxError("bad.yaml", yaml);
    assert.ok(!error.message.includes("\n"), JSON.stringify(error.message));
    assert.ok(!/ at line \d+/.test(error.message), error.message);
  }
});

Deno.test("an empty or comment-only file gives data null", () => {
  for (const yaml of ["", "\n", "# nothing here\n"]) {
    const src = parseYamlSource("empty.yaml", yaml);
    assert.equal(src.data, null, JSON.stringify(yaml));
    assert.deepEqual(src.locate(["run_name"]), { line: 1, col: 1 });
    assert.deepEqual(src.locate(["run_name"], "value"), { line: 1, col: 1 });
  }
});

Deno.test("YAML aliases are expanded in the data", () => {
  const src = parseYamlSource(
    "a.yaml",
    "base: &b [1, 2]\nsweep:\n  seeds: *b\n",
  );
  assert.deepEqual(src.data, { base: [1, 2], sweep: { seeds: [1, 2] } });
});

Deno.test("an alias bomb is a located UsageError, not an exhausted process", () => {
  const levels = ["a: &a [x, x, x, x, x, x, x, x, x]"];
  for (const name of "bcdefghi") {
    const prev = String.fromCharCode(name.charCodeAt(0) - 1);
    levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(", ")}]`);
  }
  assert.throws(
    () => parseYamlSource("bomb.yaml", levels.join("\n") + "\n"),
    (error) => {
      assert.ok(error instanceof UsageError);
      assert.match(
        error.message,
        /^Cannot parse YAML: bomb\.yaml:2:8: aliases here expand past the limit of 100 /,
      );
      return true;
    },
  );
});
