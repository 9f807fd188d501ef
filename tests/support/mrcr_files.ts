/**
 * Small OpenAI-MRCR files in the dataset's schema, for the tests, the
 * smoke config and the bench, written with hyparquet-writer (npm, the
 * writer hyparquet's authors keep): conversations of made-up poems and
 * stories about a few topics, then the final request, as openai/mrcr's
 * rows are laid out. Deterministic: the same bytes on every machine.
 * `deno run -A tests/support/mrcr_files.ts` writes `tests/fixtures/mrcr/`.
 */
import { parquetWriteBuffer } from "hyparquet-writer";
import { mulberry32 } from "../../src/random/mulberry32.ts";

const WORDS = (
  "river stone quiet morning lantern harbor meadow silver thunder amber " +
  "willow ember drift hollow frost garden velvet echo summit marble " +
  "candle orchard tide feather cinder maple canyon shadow glacier bloom"
).split(" ");
const TOPICS = ["tapirs", "lighthouses", "comets", "bakeries"];
const FORMS = ["poem", "short story", "riddle"];
const ORDINALS = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"];

/** One made-up MRCR row of about `words` words. */
export function mrcrRow(seed: number, words: number, needles: number) {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) =>
    list[Math.floor(random() * list.length)]!;
  const text = (n: number) =>
    Array.from({ length: n }, () => pick(WORDS)).join(" ");
  const messages: { role: string; content: string }[] = [];
  const topic = pick(TOPICS);
  const form = pick(FORMS);
  const turns = 2 * needles + 4;
  const needleTurns = new Set(
    Array.from({ length: needles }, (_, i) => 1 + i * 2),
  );
  const perTurn = Math.ceil(words / turns);
  const asked = 1 + Math.floor(random() * needles);
  let told = 0;
  let answer = "";
  for (let turn = 0; turn < turns; turn++) {
    const needle = needleTurns.has(turn);
    const about = needle ? topic : pick(TOPICS.filter((t) => t !== topic));
    const kind = needle ? form : pick(FORMS);
    messages.push({ role: "user", content: `write a ${kind} about ${about}` });
    const body = `${text(perTurn)}\n${text(8)} é ✓ 𝔸`;
    messages.push({ role: "assistant", content: body });
    if (needle && ++told === asked) answer = body;
  }
  const prefix = Array.from(
    { length: 10 },
    () => pick([..."abcdefghijklmnopqrstuvwxyz0123456789"]),
  ).join("");
  messages.push({
    role: "user",
    content: `Prepend ${prefix} to the ${
      ORDINALS[asked - 1]
    } (1 indexed) ${form} about ${topic}. Do not include any other text in your response.`,
  });
  const prompt = JSON.stringify(messages);
  return {
    prompt,
    answer: prefix + answer,
    random_string_to_prepend: prefix,
    n_needles: needles,
    desired_msg_index: messages.indexOf(
      messages.find((m) => m.content === answer)!,
    ),
    total_messages: messages.length,
    n_chars: prompt.length,
  };
}

/** A Parquet file of `rows`, in openai/mrcr's columns and types. */
export function mrcrParquet(
  rows: readonly ReturnType<typeof mrcrRow>[],
): Uint8Array {
  const ints = (
    key: "n_needles" | "desired_msg_index" | "total_messages" | "n_chars",
  ) => rows.map((row) => BigInt(row[key]));
  const buffer = parquetWriteBuffer({
    columnData: [
      { name: "prompt", type: "STRING", data: rows.map((r) => r.prompt) },
      { name: "answer", type: "STRING", data: rows.map((r) => r.answer) },
      {
        name: "random_string_to_prepend",
        type: "STRING",
        data: rows.map((r) => r.random_string_to_prepend),
      },
      { name: "n_needles", type: "INT64", data: ints("n_needles") },
      {
        name: "desired_msg_index",
        type: "INT64",
        data: ints("desired_msg_index"),
      },
      { name: "total_messages", type: "INT64", data: ints("total_messages") },
      { name: "n_chars", type: "INT64", data: ints("n_chars") },
    ],
  });
  return new Uint8Array(buffer);
}

/**
 * The shipped test dataset's rows by file: `2needle/` in two partitions
 * (the current layout; 4 rows in the (4096, 8192] bin, 2 in (8192,
 * 16384]) and `4needle.parquet` at the root (the first release's; 2 rows
 * in the first bin).
 */
export function mrcrFixtureRows(): Record<
  string,
  ReturnType<typeof mrcrRow>[]
> {
  const small = (seed: number, needles: number) => mrcrRow(seed, 5200, needles);
  return {
    "2needle/train-00000-of-00002.parquet": [
      small(1, 2),
      small(2, 2),
      mrcrRow(3, 10500, 2),
    ],
    "2needle/train-00001-of-00002.parquet": [
      small(4, 2),
      mrcrRow(5, 10500, 2),
      small(6, 2),
    ],
    "4needle.parquet": [small(7, 4), small(8, 4)],
  };
}

/** Writes the shipped test dataset into `dir`. */
export function writeMrcrFixtures(dir: string): void {
  Deno.mkdirSync(`${dir}/2needle`, { recursive: true });
  for (const [name, rows] of Object.entries(mrcrFixtureRows())) {
    Deno.writeFileSync(`${dir}/${name}`, mrcrParquet(rows));
  }
}

if (import.meta.main) {
  writeMrcrFixtures(new URL("../fixtures/mrcr", import.meta.url).pathname);
}
