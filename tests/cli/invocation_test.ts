import assert from "node:assert/strict";
import { invocationOf } from "../../src/cli/invocation.ts";

Deno.test("the compiled binary is invoked as niah", () => {
  assert.equal(
    invocationOf({
      execPath: "/usr/local/bin/niah",
      mainModule: "file:///tmp/deno-compile-niah/main.ts",
      cwd: "/home/me",
    }),
    "niah",
  );
});

Deno.test("niah run from source is deno task niah in the checkout, deno run with main.ts's path elsewhere", () => {
  const source = {
    execPath: "/home/me/.deno/bin/deno",
    mainModule: "file:///home/me/niah/main.ts",
  };
  assert.equal(
    invocationOf({ ...source, cwd: "/home/me/niah" }),
    "deno task niah",
  );
  assert.equal(
    invocationOf({ ...source, cwd: "/home/me/niah/" }),
    "deno task niah",
  );
  assert.equal(
    invocationOf({ ...source, cwd: "/tmp/work" }),
    "deno run --allow-read --allow-write --allow-env /home/me/niah/main.ts",
  );
  assert.equal(
    invocationOf({
      execPath: "C:\\deno\\deno.exe",
      mainModule: "file:///home/me/my%20niah/main.ts",
      cwd: "/tmp",
    }),
    "deno run --allow-read --allow-write --allow-env '/home/me/my niah/main.ts'",
  );
});
