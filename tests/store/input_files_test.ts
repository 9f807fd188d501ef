import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import { noteInput, refuseInputAsOutput } from "../../src/store/input_files.ts";

Deno.test("an output that is an input, by any spelling or link, is refused; other paths pass", async () => {
  const dir = await Deno.realPath(
    await Deno.makeTempDir({ prefix: "niah-inputs-" }),
  );
  try {
    await Deno.writeTextFile(`${dir}/in.jsonl`, "{}\n");
    await Deno.symlink(`${dir}/in.jsonl`, `${dir}/link.jsonl`);
    await noteInput(`${dir}/in.jsonl`);
    await assert.rejects(
      refuseInputAsOutput(`${dir}/./in.jsonl`, "CSV"),
      (error: unknown) =>
        error instanceof UsageError &&
        /is the input ".*in\.jsonl"; writing it would overwrite/.test(
          error.message,
        ),
    );
    await assert.rejects(
      refuseInputAsOutput(`${dir}/link.jsonl`, "CSV"),
      UsageError,
    );
    await refuseInputAsOutput(`${dir}/other.csv`, "CSV");
    await Deno.writeTextFile(`${dir}/other.csv`, "x");
    await refuseInputAsOutput(`${dir}/other.csv`, "CSV");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
