/**
 * The command reference (`docs/commands.md`) and `niah --help` / `niah
 * <command> --help` say the same, through the real CLI: the same commands,
 * every option of each command in its synopsis there and no option there
 * that the command lacks, each command's text word for word, and the `.env`
 * and exit-code text of `niah --help` as the page quotes it. Every other
 * synopsis in the README and `docs/` names the same options, and the
 * README's command list names every command. `--version` prints what
 * `docs/install.md`'s Install section shows.
 */
import assert from "node:assert/strict";
import { runNiah } from "../support/hosted_niah.ts";

const root = new URL("../../", import.meta.url);
const readme = await Deno.readTextFile(new URL("README.md", root));
const reference = await Deno.readTextFile(
  new URL("docs/commands.md", root),
);
const install = await Deno.readTextFile(new URL("docs/install.md", root));

/** Every markdown page: the README and each file of `docs/`. */
async function pages(): Promise<{ name: string; text: string }[]> {
  const found = [{ name: "README.md", text: readme }];
  for await (const entry of Deno.readDir(new URL("docs/", root))) {
    if (!entry.isFile || !entry.name.endsWith(".md")) continue;
    const name = `docs/${entry.name}`;
    found.push({ name, text: await Deno.readTextFile(new URL(name, root)) });
  }
  return found;
}

/** The text blocks (```text ... ```) of a page. */
function textBlocks(page: string): string[] {
  return [...page.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** The text blocks of the command reference: the entries, then the closing text. */
function commandBlocks(): string[] {
  const blocks = textBlocks(reference);
  assert.ok(blocks.length >= 2, "docs/commands.md has the command reference");
  return blocks;
}

/** A synopsis line and the indented text under it. */
interface Entry {
  synopsis: string;
  text: string;
}

/** The command reference, entry by entry. */
function referenceEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const line of commandBlocks()[0]!.split("\n")) {
    if (line.startsWith("niah ")) entries.push({ synopsis: line, text: "" });
    else if (line.trim()) entries.at(-1)!.text += ` ${line.trim()}`;
  }
  return entries;
}

/** The flags a synopsis or help line names (`-n`, `--limit`, ...). */
function flagsIn(text: string): string[] {
  return [...text.matchAll(/(?<![\w<-])(--?[a-zA-Z][\w-]*)/g)].map((m) =>
    m[1]!
  );
}

/** The flags of a help output's "Options:" list, help itself left out. */
function helpFlags(help: string): Set<string> {
  const options = help.split("\nOptions:\n")[1]?.split("\n\n")[0] ?? "";
  const flags = options.split("\n")
    .map((line) => /^ {2}((?:-\w, )?--[\w-]+)/.exec(line)?.[1])
    .filter((flags) => flags !== undefined)
    .flatMap((flags) => flags.split(", "));
  return new Set(flags.filter((flag) => flag !== "-h" && flag !== "--help"));
}

const words = (text: string) => text.trim().split(/\s+/).join(" ");

Deno.test("the command reference and niah <command> --help agree on commands, options and text", async () => {
  const top = await runNiah(["--help"]);
  assert.equal(top.code, 0, top.stderr);
  const list = top.stdout.split("\nCommands:\n")[1]!.split("\n\n")[0]!;
  const commands = [...list.matchAll(/^ {2}(\w+) /gm)].map((m) => m[1]!)
    .filter((name) => name !== "help");
  assert.ok(commands.length >= 11, top.stdout);

  const entries = referenceEntries();
  const documented = entries.map((e) => e.synopsis.split(" ")[1]!)
    .filter((word) => /^\w+$/.test(word));
  assert.deepEqual([...new Set(documented)].sort(), [...commands].sort());

  const helps = await Promise.all(
    commands.map((name) => runNiah([name, "--help"])),
  );
  for (const [i, name] of commands.entries()) {
    const help = helps[i]!;
    assert.equal(help.code, 0, help.stderr);
    const entry = entries.find((e) => e.synopsis.split(" ")[1] === name)!;
    const inReference = new Set(
      flagsIn(entry.synopsis).filter((f) => f !== "-h" && f !== "--help"),
    );
    assert.deepEqual(
      [...inReference].sort(),
      [...helpFlags(help.stdout)].sort(),
      `niah ${name}: docs/commands.md synopsis vs --help options`,
    );
    // The command's text, word for word, ends its help.
    assert.ok(
      words(help.stdout).endsWith(words(entry.text)),
      `niah ${name} --help does not end with docs/commands.md's text:\n${entry.text}\n---\n${help.stdout}`,
    );
  }

  // The global options: -V/--version, --verbose, -h/--help.
  const global = entries.filter((e) =>
    !documented.includes(
      e.synopsis.split(" ")[1]!,
    )
  );
  assert.deepEqual(
    [...new Set(global.flatMap((e) => flagsIn(e.synopsis)))].sort(),
    [...helpFlags(top.stdout), "-h", "--help"].sort(),
  );
});

Deno.test("every synopsis in the README and docs/ names the reference's options", async () => {
  const entries = referenceEntries();
  const optionsOf = (synopsis: string) =>
    [...new Set(flagsIn(synopsis))].sort();
  let checked = 0;
  for (const page of await pages()) {
    const blocks = textBlocks(page.text);
    // The reference's own blocks are checked against --help above.
    const others = page.name === "docs/commands.md" ? [] : blocks;
    for (const line of others.flatMap((block) => block.split("\n"))) {
      const name = /^niah (\w+) /.exec(line)?.[1];
      if (name === undefined) continue;
      const entry = entries.find((e) => e.synopsis.split(" ")[1] === name);
      assert.ok(entry, `${page.name}: niah ${name} is not in docs/commands.md`);
      assert.deepEqual(
        optionsOf(line),
        optionsOf(entry.synopsis),
        `${page.name}: ${line}`,
      );
      checked++;
    }
  }
  assert.ok(checked >= 3, "docs/reports.md shows plot, report and compare");
});

Deno.test("the README's command list names every command", async () => {
  const top = await runNiah(["--help"]);
  assert.equal(top.code, 0, top.stderr);
  const list = top.stdout.split("\nCommands:\n")[1]!.split("\n\n")[0]!;
  const commands = [...list.matchAll(/^ {2}(\w+) /gm)].map((m) => m[1]!)
    .filter((name) => name !== "help");
  const section = readme.split("\n## Commands\n")[1]?.split("\n## ")[0];
  assert.ok(section, "the README has a Commands section");
  const listed = [...section.matchAll(/^- `niah (\w+)/gm)].map((m) => m[1]!);
  assert.deepEqual(listed.sort(), [...commands].sort());
});

Deno.test("niah --help ends with the .env and exit-code text docs/commands.md quotes", async () => {
  const quoted = commandBlocks()[1];
  assert.ok(quoted, "docs/commands.md quotes niah --help's closing text");
  assert.match(quoted, /\.env/);
  for (const code of ["0", "1", "2", "3", "4", "130"]) {
    assert.match(quoted, new RegExp(`^ {2}${code} +\\S`, "m"), `exit ${code}`);
  }
  const top = await runNiah(["--help"]);
  assert.ok(top.stdout.endsWith(`\n\n${quoted}`), top.stdout);
});

Deno.test("--version prints what docs/install.md's Install section shows", async () => {
  // The lines after `niah --version` in the Install section, "# " off.
  const section = install.split("\n## Install\n")[1]?.split("\n## ")[0];
  assert.ok(section, "docs/install.md has an Install section");
  const shown = /^\s*niah --version\n((?:\s*# .*\n)+)/m.exec(section)?.[1];
  assert.ok(shown, "docs/install.md shows niah --version's output");
  const lines = shown.split("\n").filter((l) => l.trim())
    .map((l) => l.trim().replace(/^# /, ""));
  const result = await runNiah(["--version"]);
  assert.equal(result.code, 0, result.stderr);
  const got = result.stdout.trimEnd().split("\n");
  assert.equal(got.length, lines.length, result.stdout);
  for (const [i, line] of lines.entries()) {
    // <placeholders> stand for any word.
    const pattern = line.split(/<[^>]+>/).map((part) =>
      part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    ).join("\\S+");
    assert.match(got[i]!, new RegExp(`^${pattern}$`));
  }
});
