/**
 * `niah reconstruct` on the Python tool's own results file: the context
 * its own `reconstruct` printed for the row (tests/vectors/niah/, made by
 * scripts/reference/niah_vectors.py --rows), rows counted by physical line.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { runNiah, withWorkspace } from "../support/hosted_niah.ts";

const VECTORS = new URL("../vectors/niah/", import.meta.url);
const ROWS = await Deno.readTextFile(
  new URL("tiny_python_rows.jsonl", VECTORS),
);
const EXPECTED = JSON.parse(
  await Deno.readTextFile(
    new URL("tiny_python_rows.reconstructed.json", VECTORS),
  ),
) as { row: number; context_sha256: string }[];
const CORPUS = new URL("tiny_corpus", VECTORS).pathname;

const sha256 = (text: string) =>
  createHash("sha256").update(text).digest("hex");

Deno.test("reconstruct --row N --haystack DIR rebuilds a Python tool row as the tool does", async () => {
  await withWorkspace({ "rows.jsonl": ROWS }, async (dir) => {
    for (const index of [0, 7, 23]) {
      const out = await runNiah(
        [
          "reconstruct",
          "rows.jsonl",
          "--row",
          String(index),
          "--haystack",
          CORPUS,
        ],
        { cwd: dir },
      );
      assert.equal(out.code, 0, out.stderr);
      assert.equal(sha256(out.stdout), EXPECTED[index]!.context_sha256);
    }
    const row = JSON.parse(ROWS.split("\n")[5]!);
    const messages = await runNiah(
      [
        "reconstruct",
        "rows.jsonl",
        "--row",
        "5",
        "--haystack",
        CORPUS,
        "--messages",
      ],
      { cwd: dir },
    );
    assert.equal(messages.code, 0, messages.stderr);
    const sent = JSON.parse(messages.stdout);
    assert.equal(sent.length, 1);
    assert.equal(sent[0].role, "user");
    assert.ok(sent[0].content.endsWith(`\n\n${row.prompt_question}`));
    assert.equal(
      sha256(sent[0].content.slice(0, -(row.prompt_question.length + 2))),
      EXPECTED[5]!.context_sha256,
    );
  });
});

Deno.test("Python rows count every line; a blank one there is an error, as in the tool", async () => {
  const lines = ROWS.split("\n");
  const withBlank = [lines[0], "", ...lines.slice(1)].join("\n");
  await withWorkspace({ "rows.jsonl": withBlank }, async (dir) => {
    const blank = await runNiah(
      ["reconstruct", "rows.jsonl", "--row", "1", "--haystack", CORPUS],
      { cwd: dir },
    );
    assert.equal(blank.code, 2);
    assert.match(
      blank.stderr,
      /line 2 is blank \(the Python tool counts every line/,
    );
    // Row 2 is now the tool's row 1.
    const shifted = await runNiah(
      ["reconstruct", "rows.jsonl", "--row", "2", "--haystack", CORPUS],
      { cwd: dir },
    );
    assert.equal(shifted.code, 0, shifted.stderr);
    assert.equal(sha256(shifted.stdout), EXPECTED[1]!.context_sha256);
  });
});

Deno.test("a Python row's folder that is not there names --haystack; --cell is refused", async () => {
  await withWorkspace({ "rows.jsonl": ROWS }, async (dir) => {
    const missing = await runNiah(["reconstruct", "rows.jsonl", "--row", "0"], {
      cwd: dir,
    });
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /does not exist/);
    assert.match(missing.stderr, /--haystack DIR/);
    assert.equal(missing.stderr.trim().split("\n").length, 1);
    const cell = await runNiah(["reconstruct", "rows.jsonl", "--cell", "x"], {
      cwd: dir,
    });
    assert.equal(cell.code, 2);
    assert.match(cell.stderr, /no cell_id; name the row with --row N/);
  });
});

Deno.test("a Python row naming a haystack folder outside the working directory is refused without --haystack, and nothing of it printed", async () => {
  const row = JSON.parse(ROWS.split("\n")[0]!);
  for (const path of ["/etc", "../outside", "corpus/../../outside", CORPUS]) {
    row.recipe.haystack.path = path;
    await withWorkspace(
      { "rows.jsonl": JSON.stringify(row) + "\n" },
      async (dir) => {
        const out = await runNiah(["reconstruct", "rows.jsonl", "--row", "0"], {
          cwd: dir,
        });
        assert.equal(out.code, 2, path);
        assert.equal(out.stdout, "");
        assert.match(
          out.stderr,
          /^niah: Cannot rebuild prompt: .* names its haystack folder ".*", outside the working directory; .*--haystack DIR\n$/,
        );
      },
    );
  }
});

Deno.test("a Python row's haystack may not reach outside its folder through a link: a linked .txt or a linked folder is refused in one line, nothing printed", async () => {
  const row = JSON.parse(ROWS.split("\n")[0]!);
  const cases = [
    // [recorded path, --haystack, the link made, where it points]
    ["corpus", undefined, "corpus/zz.txt", "secret/key.txt"],
    ["corpus", "corpus", "corpus/zz.txt", "work/secret.txt"],
    ["linked", undefined, "linked", "secret"],
  ] as const;
  for (const [path, haystack, link, target] of cases) {
    row.recipe.haystack.path = path;
    const files: Record<string, string> = {
      "rows.jsonl": JSON.stringify(row) + "\n",
      "secret/key.txt": "SECRET-KEY-TEXT",
      "secret.txt": "SECRET-KEY-TEXT",
    };
    for await (const entry of Deno.readDir(CORPUS)) {
      files[`corpus/${entry.name}`] = await Deno.readTextFile(
        `${CORPUS}/${entry.name}`,
      );
    }
    // The commands run in work/; the secrets lie outside it (secret/) and,
    // for --haystack corpus, inside it but outside corpus/ (secret.txt).
    await withWorkspace(
      Object.fromEntries(
        Object.entries(files).map(([name, text]) => [
          name.startsWith("secret/")
            ? name
            : name === "secret.txt"
            ? "work/secret.txt"
            : `work/${name}`,
          text,
        ]),
      ),
      async (dir) => {
        await Deno.symlink(`${dir}/${target}`, `${dir}/work/${link}`);
        const args = ["reconstruct", "rows.jsonl", "--row", "0"];
        if (haystack !== undefined) args.push("--haystack", haystack);
        const out = await runNiah(args, { cwd: `${dir}/work` });
        const label = JSON.stringify([path, haystack, link]);
        assert.equal(out.code, 2, `${label}: ${out.stderr}`);
        assert.equal(out.stdout, "", label);
        assert.doesNotMatch(out.stderr, /SECRET-KEY-TEXT/, label);
        assert.match(
          out.stderr,
          /^niah: Cannot rebuild prompt: the haystack of .* has ".*", a link that leads outside (the working directory|"corpus") \(to ".*secret.*"\); niah reads a Python row's haystack only from files inside that folder\n$/,
          `${label}: ${out.stderr}`,
        );
      },
    );
  }
});

Deno.test("a link that stays inside the row's folder is read as the tool reads it", async () => {
  await withWorkspace({ "rows.jsonl": ROWS }, async (dir) => {
    await Deno.mkdir(`${dir}/corpus`);
    const names: string[] = [];
    for await (const entry of Deno.readDir(CORPUS)) names.push(entry.name);
    for (const name of names) {
      await Deno.copyFile(`${CORPUS}/${name}`, `${dir}/corpus/${name}`);
    }
    // Replace one file by a link to its copy inside the folder.
    const first = names.sort()[0]!;
    await Deno.rename(`${dir}/corpus/${first}`, `${dir}/corpus/.kept`);
    await Deno.symlink(".kept", `${dir}/corpus/${first}`);
    const out = await runNiah(
      ["reconstruct", "rows.jsonl", "--row", "7", "--haystack", "corpus"],
      { cwd: dir },
    );
    assert.equal(out.code, 0, out.stderr);
    assert.equal(sha256(out.stdout), EXPECTED[7]!.context_sha256);
  });
});
