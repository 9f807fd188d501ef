/**
 * Loads every tokenizer and round-trips a text through each, printing one
 * line per tokenizer. Run by permissions_test.ts with no permissions at
 * all: a tokenizer that read a file or the environment would fail here.
 */
import { ENCODINGS, getTokenizer } from "../../src/tokenizer/encoding.ts";

const text = "The secret code is 1234.\n\n東京は晴れ。🎉";
for (const name of ENCODINGS) {
  const tokenizer = await getTokenizer(name);
  const tokens = tokenizer.encode(text);
  const back = tokenizer.decode(tokens) === text.normalize("NFC");
  console.log(`${name} ${tokens.length} ${back}`);
}
