import assert from "node:assert/strict";
import {
  pythonFormat,
  pythonFormatProblem,
} from "../../../src/tasks/niah/python_format.ts";

Deno.test("named fields are filled and doubled braces are literal, as str.format does", () => {
  assert.equal(
    pythonFormat("{prev} maps to {next}.", { prev: "a", next: "b" }),
    "a maps to b.",
  );
  assert.equal(
    pythonFormat("Remember {{this}}: {uuid}.", { uuid: "u" }),
    "Remember {this}: u.",
  );
  assert.equal(pythonFormat("{uuid}{uuid}", { uuid: "x" }), "xx");
  assert.equal(pythonFormat("}}{{", {}), "}{");
});

Deno.test("what str.format refuses, or would read otherwise, is refused", () => {
  assert.match(
    pythonFormatProblem("{other}", ["uuid"]) ?? "",
    /field "\{other\}"/,
  );
  assert.match(pythonFormatProblem("a } b", ["uuid"]) ?? "", /single "}"/);
  assert.match(pythonFormatProblem("a { b", ["uuid"]) ?? "", /single "\{"/);
  assert.match(pythonFormatProblem("{uuid!r}", ["uuid"]) ?? "", /field/);
  assert.match(pythonFormatProblem("{uuid:>40}", ["uuid"]) ?? "", /field/);
  assert.match(pythonFormatProblem("{}", ["uuid"]) ?? "", /field/);
  assert.equal(pythonFormatProblem("The code is {uuid}.", ["uuid"]), undefined);
});
