/** Suggests the closest known word for a typo, as in "did you mean 'sweep'?". */

/** Edit distance (insertions, deletions, substitutions, adjacent swaps). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[] = new Array(rows * cols).fill(0);
  const at = (i: number, j: number): number => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(
        at(i - 1, j) + 1,
        at(i, j - 1) + 1,
        at(i - 1, j - 1) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The known word closest to `word`, if it is close enough to be a likely
 * typo (at most a third of its letters wrong, and never more than 3).
 */
export function closestWord(
  word: string,
  known: readonly string[],
): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  const limit = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  return bestDistance <= limit ? best : undefined;
}

/** The parts of a name: "openai-gpt-4o" is openai, gpt, 4o. */
function nameParts(name: string): string[] {
  return name.toLowerCase().split(/[-_.\s/:]+/).filter((part) => part !== "");
}

/**
 * The known name (a model id) closest to `name`: a likely typo first
 * ({@link closestWord}), else the name sharing the most of its parts
 * ("gpt-4o" → "openai-gpt-4o", the shorter of the ties), else none.
 */
export function closestName(
  name: string,
  known: readonly string[],
): string | undefined {
  const typo = closestWord(name, known);
  if (typo !== undefined) return typo;
  const wanted = new Set(nameParts(name));
  let best: string | undefined;
  let bestShared = 0;
  for (const candidate of known) {
    const shared = nameParts(candidate).filter((p) => wanted.has(p)).length;
    if (
      shared > bestShared ||
      (shared === bestShared && shared > 0 &&
        candidate.length < (best?.length ?? Infinity))
    ) {
      best = candidate;
      bestShared = shared;
    }
  }
  return best;
}

/** A file name's extension, with its dot ("" when it has none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot).toLowerCase() : "";
}

/** `.yml` and `.yaml` are one kind of file. */
function kindOf(extension: string): string {
  return extension === ".yml" ? ".yaml" : extension;
}

/**
 * The file in `names` that a missing `name` most likely meant: of the
 * files of its kind (its extension; `.yml` is `.yaml`), the one whose name
 * without the extension is closest ({@link closestName}: "smoke.yaml" →
 * "smoke.fake.yaml", "smoke.fake.yml" → "smoke.fake.yaml"), else the same name with another
 * extension ("smoke.json" → "smoke.jsonl"); none when no name is near.
 * Files with a `prefer`red extension come first, whatever `name`'s.
 */
export function closestFileName(
  name: string,
  names: readonly string[],
  prefer: readonly string[] = [],
): string | undefined {
  const extension = extensionOf(name);
  const stem = (file: string) =>
    file.slice(0, file.length - extensionOf(file).length);
  // What the caller reads first: a store ("mine.jsnl" meant "mine.jsonl",
  // not the "mine.html" beside it).
  if (prefer.length > 0 && !prefer.includes(extension)) {
    const wanted = new Map(
      names.filter((file) => prefer.includes(extensionOf(file)))
        .map((file) => [stem(file), file]),
    );
    const same = wanted.get(stem(name));
    const guess = same ?? wanted.get(
      closestName(stem(name), [...wanted.keys()]) ?? "",
    );
    if (guess !== undefined) return guess;
  }
  const candidates = names.filter((file) =>
    file !== name && kindOf(extensionOf(file)) === kindOf(extension)
  );
  const byStem = new Map(candidates.map((file) => [stem(file), file]));
  const guess = closestName(stem(name), [...byStem.keys()]);
  if (guess !== undefined) return byStem.get(guess);
  // The name right, its extension not ("smoke.json" for "smoke.jsonl").
  return names.find((file) => file !== name && stem(file) === stem(name));
}
