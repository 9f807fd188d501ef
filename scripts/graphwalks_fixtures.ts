/**
 * Writes the small Graphwalks files the tests and the smoke config read
 * (tests/fixtures/graphwalks/), in the dataset's schema and file names:
 * `prompt` (the card's instructions, a random directed graph whose node ids
 * are 10 hex characters, the operation), `answer_nodes` (the true nodes,
 * worked out here), `prompt_chars`, `problem_type` and `date_added`.
 * Graphs are sized so prompts fall in the first two token bins, (4096,
 * 8192] and (8192, 16384] o200k_base tokens. Written with hyparquet-writer
 * 0.17.0 (npm), the writer hyparquet's authors keep; deterministic, so a
 * rerun writes the same bytes.
 *
 *     deno run --allow-write=tests/fixtures scripts/graphwalks_fixtures.ts
 */
import { parquetWriteBuffer } from "npm:hyparquet-writer@0.17.0";
import { mulberry32 } from "../src/random/mulberry32.ts";

const INTRO =
  `You will be given a graph as a list of directed edges. All nodes are at least degree 1. You will also get a description of an operation to perform on the graph.
Your job is to execute the operation on the graph and return the set of nodes that the operation results in. If asked for a breadth-first search (BFS), only return the nodes that are reachable at that depth, do not return the starting node. If asked for the parents of a node, only return the nodes that have an edge leading to the given node, do not return the given node itself.

The graph has the following edges:
`;

interface Row {
  prompt: string;
  answer_nodes: string[];
  problem_type: string;
}

function graphRow(seed: number, edges: number, type: string): Row {
  const random = mulberry32(seed);
  const hex = () =>
    Array.from(
      { length: 10 },
      () => "0123456789abcdef"[Math.floor(random() * 16)],
    )
      .join("");
  const nodes = Array.from({ length: Math.ceil(edges / 3) }, hex);
  const pick = () => nodes[Math.floor(random() * nodes.length)]!;
  const list: [string, string][] = [];
  for (let i = 0; i < edges; i++) {
    const from = pick();
    let to = pick();
    while (to === from) to = pick();
    list.push([from, to]);
  }
  const start = list[0]![type === "bfs" ? 0 : 1];
  let answer: string[];
  let operation: string;
  if (type === "parents") {
    answer = [
      ...new Set(list.filter(([, to]) => to === start).map(([f]) => f)),
    ];
    operation = `Find the parents of node ${start}.`;
  } else {
    const seen = new Set([start]);
    let frontier = [start];
    for (let depth = 0; depth < 2; depth++) {
      const next = new Set<string>();
      for (const [from, to] of list) {
        if (frontier.includes(from) && !seen.has(to)) next.add(to);
      }
      for (const node of next) seen.add(node);
      frontier = [...next];
    }
    answer = frontier;
    operation = `Perform a BFS from node ${start} with depth 2.`;
  }
  const graph = list.map(([f, t]) => `${f} -> ${t}`).join("\n");
  const prompt =
    `${INTRO}${graph}\n\n\nOperation:\n${operation}\n\nYou should immediately return the set of nodes that the operation results in, with no additional text. Return your final answer as a list of nodes in the very last line of your response. For example, if the operation returns the set of nodes [node1, node2, node3], your response should be:\nFinal Answer: [node1, node2, node3]\nIf there are no nodes in the set, your response should be:\nFinal Answer: []`;
  return { prompt, answer_nodes: answer, problem_type: type };
}

function write(path: string, rows: Row[]): void {
  const buffer = parquetWriteBuffer({
    columnData: [
      { name: "prompt", type: "STRING", data: rows.map((r) => r.prompt) },
      {
        name: "answer_nodes",
        type: "JSON",
        data: rows.map((r) => r.answer_nodes),
      },
      {
        name: "prompt_chars",
        type: "INT64",
        data: rows.map((r) => BigInt(r.prompt.length)),
      },
      {
        name: "problem_type",
        type: "STRING",
        data: rows.map((r) => r.problem_type),
      },
      {
        name: "date_added",
        type: "STRING",
        data: rows.map(() => "2025-04-12"),
      },
    ],
  });
  Deno.writeFileSync(path, new Uint8Array(buffer));
}

const out = "tests/fixtures/graphwalks";
const short: Row[] = [];
for (let i = 0; i < 3; i++) {
  short.push(graphRow(100 + i, 300, "bfs"), graphRow(200 + i, 300, "parents"));
}
for (let i = 0; i < 2; i++) {
  short.push(graphRow(300 + i, 600, "bfs"), graphRow(400 + i, 600, "parents"));
}
write(`${out}/graphwalks_128k_and_shorter.parquet`, short);
write(`${out}/graphwalks_256k_to_1mil.parquet`, [
  graphRow(500, 600, "bfs"),
  graphRow(600, 600, "parents"),
]);
// The dataset card's column name, `answer`, holding a JSON string.
const carded = [graphRow(700, 300, "parents")];
Deno.writeFileSync(
  `${out}/answer_column.parquet`,
  new Uint8Array(parquetWriteBuffer({
    columnData: [
      { name: "prompt", type: "STRING", data: carded.map((r) => r.prompt) },
      {
        name: "answer",
        type: "STRING",
        data: carded.map((r) => JSON.stringify(r.answer_nodes)),
      },
      {
        name: "problem_type",
        type: "STRING",
        data: carded.map((r) => r.problem_type),
      },
    ],
  })),
);
