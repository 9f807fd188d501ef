/**
 * The README and the pages of `docs/` hold together: every relative link
 * (and image) leads to a file that exists and, with a `#fragment`, to a
 * heading of that file; every page of `docs/` is linked from the README;
 * and no line of prose runs past 100 characters (code blocks and tables
 * aside).
 */
import assert from "node:assert/strict";

const root = new URL("../", import.meta.url);

/** The markdown files checked: the README, `docs/` and `deploy/README.md`. */
async function pages(): Promise<string[]> {
  const found = ["README.md", "deploy/README.md"];
  for await (const entry of Deno.readDir(new URL("docs/", root))) {
    if (entry.isFile && entry.name.endsWith(".md")) {
      found.push(`docs/${entry.name}`);
    }
  }
  return found.sort();
}

/** A page's lines outside fenced code blocks, with their line numbers. */
function proseLines(text: string): { line: string; number: number }[] {
  const lines: { line: string; number: number }[] = [];
  let fenced = false;
  for (const [i, line] of text.split("\n").entries()) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push({ line, number: i + 1 });
  }
  return lines;
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped. */
function slug(heading: string): string {
  return heading.trim().toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a page's headings, repeated ones numbered as GitHub does. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  for (const { line } of proseLines(text)) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/** The relative link targets of a page (`[text](target)`, images too). */
function links(text: string): { target: string; number: number }[] {
  const found: { target: string; number: number }[] = [];
  for (const { line, number } of proseLines(text)) {
    // Inline code is not a link.
    const plain = line.replace(/`[^`]*`/g, "");
    for (const match of plain.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!;
      if (!/^[a-z][a-z+.-]*:/i.test(target)) found.push({ target, number });
    }
  }
  return found;
}

Deno.test("every relative link in the README and docs/ leads to a file and heading", async () => {
  const broken: string[] = [];
  for (const page of await pages()) {
    const text = await Deno.readTextFile(new URL(page, root));
    for (const { target, number } of links(text)) {
      const [path, fragment] = target.split("#") as [string, string?];
      const url = new URL(path, new URL(page, root));
      const exists = await Deno.stat(url).then(() => true, () => false);
      if (!exists) {
        broken.push(`${page}:${number}: ${target} (no such file)`);
      } else if (fragment !== undefined) {
        const linked = url.pathname.endsWith(".md")
          ? await Deno.readTextFile(url)
          : "";
        if (!anchors(linked).has(fragment)) {
          broken.push(`${page}:${number}: ${target} (no such heading)`);
        }
      }
    }
  }
  assert.deepEqual(broken, []);
});

Deno.test("every page of docs/ is linked from the README", async () => {
  const readme = await Deno.readTextFile(new URL("README.md", root));
  const linked = new Set(
    links(readme).map(({ target }) => target.split("#")[0]),
  );
  const pagesOfDocs = (await pages()).filter((p) => p.startsWith("docs/"));
  assert.deepEqual(pagesOfDocs.filter((page) => !linked.has(page)), []);
});

Deno.test("no line of prose in the README and docs/ runs past 100 characters", async () => {
  const long: string[] = [];
  for (const page of await pages()) {
    const text = await Deno.readTextFile(new URL(page, root));
    for (const { line, number } of proseLines(text)) {
      // Table rows are as wide as their widest cell.
      if (/^\s*\|/.test(line)) continue;
      if ([...line].length > 100) long.push(`${page}:${number}`);
    }
  }
  assert.deepEqual(long, []);
});

Deno.test("the 2023 results page's first commands name files this repository has", async () => {
  const page = await Deno.readTextFile(
    new URL("../docs/llmtest-2023.md", import.meta.url),
  );
  const block = /```sh\n([\s\S]*?)```/.exec(page)?.[1] ?? "";
  const paths = [...block.matchAll(/(tests\/\S+)/g)].map((m) => m[1]!);
  assert.ok(paths.length >= 3, block);
  for (const path of paths) {
    await Deno.stat(new URL(`../${path}`, import.meta.url));
  }
});
