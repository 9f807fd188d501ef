/**
 * NLTK's English Punkt parameters (`PunktParameters` of nltk_data's
 * `english.pickle`), read from the `punkt_tab` text files beside this
 * module (`english/`, origin in `english/SOURCE.md`). The files are text
 * imports, loaded on first use so start-up never reads them.
 *
 * @module
 */

/** What Punkt learned from its training corpus. */
export interface PunktParameters {
  /** Abbreviation types: lower case, final period dropped. */
  readonly abbrevTypes: ReadonlySet<string>;
  /** Collocations: the type after a period, by the type before it. */
  readonly collocations: ReadonlyMap<string, ReadonlySet<string>>;
  /** Frequent sentence starters (types). */
  readonly sentStarters: ReadonlySet<string>;
  /** Orthographic-context flags by type (absent: 0). */
  readonly orthoContext: ReadonlyMap<string, number>;
}

/** The four files' texts, as shipped. */
interface PunktParameterFiles {
  abbrevTypes: string;
  collocations: string;
  sentStarters: string;
  orthoContext: string;
}

let englishFiles: Promise<PunktParameterFiles> | undefined;

/** The English parameter files' texts, loaded once. */
export function englishParameterFiles(): Promise<PunktParameterFiles> {
  englishFiles ??= Promise.all([
    import("./english/abbrev_types.txt", { with: { type: "text" } }),
    import("./english/collocations.tab", { with: { type: "text" } }),
    import("./english/sent_starters.txt", { with: { type: "text" } }),
    import("./english/ortho_context.tab", { with: { type: "text" } }),
  ]).then(([abbrevTypes, collocations, sentStarters, orthoContext]) => ({
    abbrevTypes: abbrevTypes.default,
    collocations: collocations.default,
    sentStarters: sentStarters.default,
    orthoContext: orthoContext.default,
  }));
  return englishFiles;
}

/** The lines of one file: `\n`-separated, the last one unended. */
function lines(text: string): string[] {
  return text === "" ? [] : text.split("\n");
}

/** One `a<TAB>b` line's two fields. */
function fields(line: string, file: string): [string, string] {
  const tab = line.indexOf("\t");
  if (tab < 0 || line.indexOf("\t", tab + 1) >= 0) {
    throw new Error(`Punkt ${file}: not two tab-separated fields: "${line}"`);
  }
  return [line.slice(0, tab), line.slice(tab + 1)];
}

/** PunktParameters built from the `punkt_tab` files' texts. */
export function parsePunktParameters(
  files: PunktParameterFiles,
): PunktParameters {
  const collocations = new Map<string, Set<string>>();
  for (const line of lines(files.collocations)) {
    const [first, second] = fields(line, "collocations.tab");
    let after = collocations.get(first);
    if (after === undefined) collocations.set(first, after = new Set());
    after.add(second);
  }
  const orthoContext = new Map<string, number>();
  for (const line of lines(files.orthoContext)) {
    const [type, flags] = fields(line, "ortho_context.tab");
    if (!/^\d+$/.test(flags)) {
      throw new Error(`Punkt ortho_context.tab: bad flags: "${line}"`);
    }
    orthoContext.set(type, Number(flags));
  }
  return {
    abbrevTypes: new Set(lines(files.abbrevTypes)),
    collocations,
    sentStarters: new Set(lines(files.sentStarters)),
    orthoContext,
  };
}

let english: Promise<PunktParameters> | undefined;

/** NLTK's English Punkt parameters, loaded once. */
export function englishPunktParameters(): Promise<PunktParameters> {
  english ??= englishParameterFiles().then(parsePunktParameters);
  return english;
}
