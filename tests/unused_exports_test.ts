/**
 * Every export of `src/` is named by another file of the repository's code
 * (`src/`, `tests/`, `bench/`, `scripts/`, `main.ts`): a name that only its
 * own file uses is not exported. Names are looked for in code only, comments
 * and string literals blanked, so a name another file merely mentions in a
 * comment or a message does not keep an export alive.
 */
import assert from "node:assert/strict";

const root = new URL("../", import.meta.url);

/** Every .ts, .tsx and .js file under `dir` (relative to the repository), vectors left out. */
async function codeFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  try {
    for await (const entry of Deno.readDir(new URL(dir, root))) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory) {
        if (entry.name !== "vectors" && entry.name !== "node_modules") {
          files.push(...await codeFiles(path));
        }
      } else if (/\.(ts|tsx|js)$/.test(entry.name)) files.push(path);
    }
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  return files;
}

/** What may come before a `/` that starts a regular expression literal. */
const BEFORE_REGEX =
  /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase)\s*$/;

/**
 * `text` with its comments removed and its string, template and regular
 * expression literals emptied (a template's `${...}` code kept), so that only
 * code's names are left.
 */
function codeOnly(text: string): string {
  let out = "";
  // One entry per open `{`: true where it opened a template's `${`.
  const braces: boolean[] = [];
  let i = 0;
  const template = () => {
    // Inside a template literal, after its opening "`" or a "}" of `${}`.
    while (i < text.length) {
      const c = text[i]!;
      if (c === "\\") i += 2;
      else if (c === "`") {
        i++;
        out += "`";
        return;
      } else if (c === "$" && text[i + 1] === "{") {
        i += 2;
        out += "{";
        braces.push(true);
        return;
      } else i++;
    }
  };
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === "/" && next === "/") {
      const end = text.indexOf("\n", i);
      i = end === -1 ? text.length : end;
    } else if (c === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end === -1 ? text.length : end + 2;
      out += " ";
    } else if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c && text[i] !== "\n") {
        i += text[i] === "\\" ? 2 : 1;
      }
      i++;
      out += `${c}${c}`;
    } else if (c === "`") {
      i++;
      out += "`";
      template();
    } else if (c === "/" && BEFORE_REGEX.test(out.slice(-12))) {
      i++;
      let inClass = false;
      while (i < text.length && text[i] !== "\n") {
        const r = text[i]!;
        if (r === "\\") i++;
        else if (r === "[") inClass = true;
        else if (r === "]") inClass = false;
        else if (r === "/" && !inClass) break;
        i++;
      }
      i++;
      out += "/ /";
    } else if (c === "{") {
      braces.push(false);
      out += c;
      i++;
    } else if (c === "}") {
      i++;
      out += c;
      if (braces.pop()) template();
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** One export of a source file; `from` is the module a re-export names. */
interface Export {
  file: string;
  name: string;
  from?: string;
}

const DECLARED =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract\s+class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/gm;
const LISTED =
  /^export\s+(?:type\s+)?\{([^}]*)\}(?:\s*from\s*(["'])([^"']*)\2)?/gm;

/** The names a source file exports: declared in its code, or listed in its text. */
function exportsOf(file: string, code: string, text: string): Export[] {
  const found: Export[] = [];
  for (const match of code.matchAll(DECLARED)) {
    found.push({ file, name: match[1]! });
  }
  for (const match of text.matchAll(LISTED)) {
    const from = match[3] === undefined
      ? undefined
      : new URL(match[3], new URL(file, root)).pathname.slice(
        root.pathname.length,
      );
    for (const part of match[1]!.split(",")) {
      const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)
        .pop()!.trim();
      if (name) found.push(from ? { file, name, from } : { file, name });
    }
  }
  return found;
}

/** The names in `code`, in order. */
const namesOf = (code: string) => code.match(/[A-Za-z_$][\w$]*/g) ?? [];

Deno.test("codeOnly keeps the names of code, not those of comments or literals", () => {
  const text = [
    "const kept = other / 2; // inComment",
    '/* inBlock */ call(\'inSingle\', "inDouble \\" still");',
    "const t = `inTemplate ${inner(`deep ${deepest}`)} after`;",
    'const r = /inRegex"[/]/g.test(last);',
  ].join("\n");
  assert.deepEqual(namesOf(codeOnly(text)), [
    "const",
    "kept",
    "other",
    "call",
    "const",
    "t",
    "inner",
    "deepest",
    "const",
    "r",
    "g",
    "test",
    "last",
  ]);
});

Deno.test("every export of src/ is named by another file", async () => {
  const source = await codeFiles("src");
  const files = [
    ...source,
    ...await codeFiles("tests"),
    ...await codeFiles("bench"),
    ...await codeFiles("scripts"),
    "main.ts",
  ];
  const texts = new Map<string, string>();
  // Each name of code, with the files whose code holds it.
  const namers = new Map<string, Set<string>>();
  for (const file of files) {
    const text = await Deno.readTextFile(new URL(file, root));
    const code = codeOnly(text);
    texts.set(file, text);
    for (const [name] of code.matchAll(/[A-Za-z_$][\w$]*/g)) {
      let set = namers.get(name);
      if (!set) namers.set(name, set = new Set());
      set.add(file);
    }
  }
  const unused: string[] = [];
  for (const file of source) {
    const text = texts.get(file)!;
    for (const { name, from } of exportsOf(file, codeOnly(text), text)) {
      // A re-export is used where neither it nor the module it passes on names it.
      const users = [...namers.get(name) ?? []].filter((other) =>
        other !== file && other !== from
      );
      if (users.length === 0) unused.push(`${file}: ${name}`);
    }
  }
  assert.deepEqual(unused, [], "exports no other file names");
});
