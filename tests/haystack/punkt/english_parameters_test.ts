/**
 * The shipped English Punkt parameters: the files are the ones
 * english/SOURCE.md describes (pinned SHA-256), and they parse into
 * RULER's NLTK model's sets (156 abbreviation types, 37 collocations, 39
 * sentence starters, 20,366 orthographic contexts).
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import {
  englishParameterFiles,
  englishPunktParameters,
  parsePunktParameters,
} from "../../../src/haystack/punkt/english_parameters.ts";

const ENGLISH = new URL(
  "../../../src/haystack/punkt/english/",
  import.meta.url,
);

/** The files' SHA-256, as english/SOURCE.md records them. */
const FILE_SHA256: Record<string, string> = {
  "abbrev_types.txt":
    "92a3e070f43d9b4c5534758ca40ad7343b04e7e29bfe0c2eb658a39445a4f779",
  "collocations.tab":
    "8e2da1225e4dd2cc9dba261ee231ccb134859e21b46006e7f472c5ee269af0cf",
  "sent_starters.txt":
    "f3f8535483e1dba487241b764945168123bca3209a9645e59acd1225dc76edac",
  "ortho_context.tab":
    "4bbcca25ed3d3f06c02402abf8419b9f033b8adc06e7b482eca4e45f81a5dc4c",
};

Deno.test("the Punkt parameter files are the ones their note describes", async () => {
  const note = await Deno.readTextFile(new URL("SOURCE.md", ENGLISH));
  for (const [file, sha256] of Object.entries(FILE_SHA256)) {
    const bytes = await Deno.readFile(new URL(file, ENGLISH));
    assert.equal(createHash("sha256").update(bytes).digest("hex"), sha256);
    assert.ok(note.includes(sha256), file);
  }
  assert.match(note, /open-webui\/open-webui/);
  assert.match(note, /english\.pickle/);
  assert.match(note, /Apache-2\.0/);
});

Deno.test("the text imports load the files as shipped, once", async () => {
  const files = await englishParameterFiles();
  assert.equal(
    files.orthoContext,
    await Deno.readTextFile(new URL("ortho_context.tab", ENGLISH)),
  );
  assert.equal(
    files.abbrevTypes,
    await Deno.readTextFile(new URL("abbrev_types.txt", ENGLISH)),
  );
  assert.equal(await englishParameterFiles(), files);
  assert.equal(await englishPunktParameters(), await englishPunktParameters());
});

Deno.test("the English parameters are NLTK's model's sets", async () => {
  const params = await englishPunktParameters();
  assert.equal(params.abbrevTypes.size, 156);
  assert.ok(params.abbrevTypes.has("u.s"));
  assert.ok(params.abbrevTypes.has(". . "), "the one type with spaces");
  let collocations = 0;
  for (const after of params.collocations.values()) collocations += after.size;
  assert.equal(collocations, 37);
  assert.ok(params.collocations.get("##number##")?.has("international"));
  assert.equal(params.sentStarters.size, 39);
  assert.ok(params.sentStarters.has("however"));
  assert.equal(params.orthoContext.size, 20_366);
  assert.equal(params.orthoContext.get("coverage"), 36);
});

Deno.test("a malformed parameter line is refused", () => {
  const files = {
    abbrevTypes: "",
    collocations: "a\tb",
    sentStarters: "",
    orthoContext: "word\t32",
  };
  assert.equal(parsePunktParameters(files).orthoContext.get("word"), 32);
  assert.throws(
    () => parsePunktParameters({ ...files, collocations: "ab" }),
    /collocations\.tab/,
  );
  assert.throws(
    () => parsePunktParameters({ ...files, orthoContext: "word\tx" }),
    /bad flags/,
  );
});
