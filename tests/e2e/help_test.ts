/**
 * The README's command reference and `niah --help` / `niah <command>
 * --help` say the same, through the real CLI: the same commands, every
 * option of each command in its README synopsis and no option there that
 * the command lacks, each command's text word for word, and the `.env` and
 * exit-code text of `niah --help` as the README quotes it. `--version`
 * prints what the README's Install section shows.
 */
import assert from "node:assert/strict";
import { runNiah } from "../support/run_niah.ts";

const readme = await Deno.readTextFile(
  new URL("../../README.md", import.meta.url),
);

/** The text blocks (```text ... ```) of the README's "Commands" section. */
function commandBlocks(): string[] {
  const section = readme.split("\n## Commands\n")[1]?.split("\n## ")[0];
  assert.ok(section, "the README has a Commands section");
  return [...section.matchAll(/```text\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** A synopsis line and the indented text under it. */
interface Entry {
  synopsis: string;
  text: string;
}

/** The README's reference, entry by entry. */
function readmeEntries(): Entry[] {
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

Deno.test("the README's command reference and niah <command> --help agree on commands, options and text", async () => {
  const top = await runNiah(["--help"]);
  assert.equal(top.code, 0, top.stderr);
  const list = top.stdout.split("\nCommands:\n")[1]!.split("\n\n")[0]!;
  const commands = [...list.matchAll(/^ {2}(\w+) /gm)].map((m) => m[1]!)
    .filter((name) => name !== "help");
  assert.ok(commands.length >= 11, top.stdout);

  const entries = readmeEntries();
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
    const inReadme = new Set(
      flagsIn(entry.synopsis).filter((f) => f !== "-h" && f !== "--help"),
    );
    assert.deepEqual(
      [...inReadme].sort(),
      [...helpFlags(help.stdout)].sort(),
      `niah ${name}: README synopsis vs --help options`,
    );
    // The command's text, word for word, ends its help.
    assert.ok(
      words(help.stdout).endsWith(words(entry.text)),
      `niah ${name} --help does not end with the README's text:\n${entry.text}\n---\n${help.stdout}`,
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

Deno.test("niah --help ends with the .env and exit-code text the README quotes", async () => {
  const quoted = commandBlocks()[1];
  assert.ok(quoted, "the README quotes niah --help's closing text");
  assert.match(quoted, /\.env/);
  for (const code of ["0", "1", "2", "3", "4", "130"]) {
    assert.match(quoted, new RegExp(`^ {2}${code} +\\S`, "m"), `exit ${code}`);
  }
  const top = await runNiah(["--help"]);
  assert.ok(top.stdout.endsWith(`\n\n${quoted}`), top.stdout);
});

Deno.test("--version prints what the README's Install section shows", async () => {
  // The lines after `niah --version` in the Install section, "# " off.
  const shown = /^\s*niah --version\n((?:\s*# .*\n)+)/m.exec(readme)?.[1];
  assert.ok(shown, "the README shows niah --version's output");
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
