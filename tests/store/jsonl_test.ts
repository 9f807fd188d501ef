import assert from "node:assert/strict";
import { join } from "node:path";
import { UsageError } from "../../src/errors.ts";
import {
  doneIndex,
  openJsonlStore,
  readRows,
  type Row,
} from "../../src/store/jsonl.ts";
import type { StoredRow } from "../../src/store/row_schema.ts";

function row(cell: string, extra: Record<string, unknown> = {}): Row {
  return {
    schema_version: 1,
    cell_id: cell,
    fingerprint: `fp-${cell}`,
    status: "ok",
    ...extra,
  };
}

async function withTempDir(fn: (dir: string) => Promise<void>): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "niah_jsonl_test_" });
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

function noWarn(line: string): void {
  throw new Error(`unexpected warning: ${line}`);
}

async function collect(path: string, signal?: AbortSignal) {
  const out: { line: number; row: StoredRow }[] = [];
  const opts = signal === undefined ? undefined : { signal };
  for await (const r of readRows(path, opts)) out.push(r);
  return out;
}

Deno.test("append writes one JSON line per row", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const store = await openJsonlStore(path, { warn: noWarn });
    assert.equal(store.path, path);
    await store.append(row("a", { text: "line\nbreak" }));
    await store.append(row("b"));
    store.close();
    const text = await Deno.readTextFile(path);
    assert.equal(
      text,
      JSON.stringify(row("a", { text: "line\nbreak" })) + "\n" +
        JSON.stringify(row("b")) + "\n",
    );
  });
});

Deno.test("append after close rejects", async () => {
  await withTempDir(async (dir) => {
    const store = await openJsonlStore(join(dir, "r.jsonl"), { warn: noWarn });
    store.close();
    await assert.rejects(store.append(row("a")), /closed/);
  });
});

Deno.test("append rejects a row missing the niah fields", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "r.jsonl");
    const store = await openJsonlStore(path, { warn: noWarn });
    const bad = { schema_version: 1, cell_id: "a", fingerprint: "f" };
    await assert.rejects(
      store.append(bad as unknown as Row),
      /status is missing/,
    );
    store.close();
    // Nothing was written: the file is created with the first row.
    await assert.rejects(Deno.stat(path), Deno.errors.NotFound);
  });
});

Deno.test("100 concurrent appends produce 100 whole valid lines", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const store = await openJsonlStore(path, { warn: noWarn });
    const pad = "x".repeat(50_000); // big rows make interleaving visible
    await Promise.all(
      Array.from(
        { length: 100 },
        (_, i) => store.append(row(`cell-${i}`, { pad })),
      ),
    );
    store.close();
    const lines = (await Deno.readTextFile(path)).split("\n");
    assert.equal(lines.pop(), "");
    assert.equal(lines.length, 100);
    const cells = new Set<string>();
    for (const line of lines) {
      const parsed = JSON.parse(line) as Row & { pad: string };
      assert.equal(parsed.pad, pad);
      cells.add(parsed.cell_id);
    }
    assert.equal(cells.size, 100);
  });
});

Deno.test("close waits for queued appends before closing the file", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const store = await openJsonlStore(path, { warn: noWarn });
    const writes = [store.append(row("a")), store.append(row("b"))];
    store.close();
    await Promise.all(writes);
    assert.deepEqual(
      (await collect(path)).map((r) => r.row.cell_id),
      ["a", "b"],
    );
  });
});

Deno.test("a torn last line is dropped on open and warned once", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const good = JSON.stringify(row("a")) + "\n" + JSON.stringify(row("b")) +
      "\n";
    const torn = '{"schema_version":1,"cell_id":"c","finger';
    await Deno.writeTextFile(path, good + torn);

    const warnings: string[] = [];
    const store = await openJsonlStore(path, {
      warn: (l) => warnings.push(l),
    });
    assert.deepEqual(warnings, [
      `Repaired "${path}": dropped a torn last line (${torn.length} bytes) left by an interrupted write`,
    ]);
    assert.equal(await Deno.readTextFile(path), good);
    await store.append(row("c"));
    store.close();
    assert.equal(
      await Deno.readTextFile(path),
      good + JSON.stringify(row("c")) + "\n",
    );

    const again: string[] = [];
    const second = await openJsonlStore(path, { warn: (l) => again.push(l) });
    second.close();
    assert.deepEqual(again, []);
  });
});

Deno.test("a torn line longer than the read-back chunk is dropped whole", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const good = JSON.stringify(row("a")) + "\n";
    const torn = '{"schema_version":1,"pad":"' + "y".repeat(200_000);
    await Deno.writeTextFile(path, good + torn);
    const warnings: string[] = [];
    const store = await openJsonlStore(path, {
      warn: (l) => warnings.push(l),
    });
    store.close();
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? "", /\(200027 bytes\)/);
    assert.equal(await Deno.readTextFile(path), good);
  });
});

Deno.test("a file holding only a fragment, no niah row, is refused and left alone", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    for (const text of ['{"schema', "my notes, no newline", "notes\n"]) {
      await Deno.writeTextFile(path, text);
      await assert.rejects(
        openJsonlStore(path, { warn: noWarn }),
        (err: unknown) => {
          assert.ok(err instanceof UsageError);
          assert.match(err.message, /is not a niah results file/);
          return true;
        },
      );
      assert.equal(await Deno.readTextFile(path), text);
      await assert.rejects(Deno.stat(`${path}.lock`), Deno.errors.NotFound);
    }
  });
});

Deno.test("a complete last row lacking its newline is kept", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const first = JSON.stringify(row("a")) + "\n";
    const last = JSON.stringify(row("b"));
    await Deno.writeTextFile(path, first + last);
    const warnings: string[] = [];
    const store = await openJsonlStore(path, {
      warn: (l) => warnings.push(l),
    });
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? "", /missing newline/);
    await store.append(row("c"));
    store.close();
    assert.equal(
      await Deno.readTextFile(path),
      first + last + "\n" + JSON.stringify(row("c")) + "\n",
    );
  });
});

Deno.test("readRows streams rows with their line numbers", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    await Deno.writeTextFile(
      path,
      JSON.stringify(row("a")) + "\n\n" + JSON.stringify(row("b")) + "\n" +
        "  \n" + JSON.stringify(row("c")) + "\n",
    );
    const rows = await collect(path);
    assert.deepEqual(
      rows.map((r) => [r.line, r.row.cell_id]),
      [[1, "a"], [3, "b"], [5, "c"]],
    );
    assert.deepEqual(rows[0]?.row, row("a"));
  });
});

Deno.test("readRows handles many rows across stream chunks", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const store = await openJsonlStore(path, { warn: noWarn });
    for (let i = 0; i < 2000; i++) {
      await store.append(row(`c${i}`, { note: "é✓".repeat(i % 50) }));
    }
    store.close();
    const rows = await collect(path);
    assert.equal(rows.length, 2000);
    rows.forEach((r, i) => {
      assert.equal(r.line, i + 1);
      assert.equal(r.row.cell_id, `c${i}`);
      assert.equal((r.row as Row & { note: string }).note, "é✓".repeat(i % 50));
    });
  });
});

Deno.test("readRows skips a torn last line", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    await Deno.writeTextFile(
      path,
      JSON.stringify(row("a")) + "\n" + '{"schema_version":1,"ce',
    );
    const rows = await collect(path);
    assert.deepEqual(rows.map((r) => r.row.cell_id), ["a"]);
  });
});

Deno.test("readRows yields a complete last row lacking its newline", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    await Deno.writeTextFile(
      path,
      JSON.stringify(row("a")) + "\n" + JSON.stringify(row("b")),
    );
    const rows = await collect(path);
    assert.deepEqual(rows.map((r) => [r.line, r.row.cell_id]), [
      [1, "a"],
      [2, "b"],
    ]);
  });
});

Deno.test("readRows rejects a non-niah line naming file and line", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    await Deno.writeTextFile(
      path,
      JSON.stringify(row("a")) + "\n" +
        JSON.stringify({ schema_version: 1, cell_id: "b", fingerprint: "f" }) +
        "\n",
    );
    await assert.rejects(
      collect(path),
      (err: unknown) => {
        assert.ok(err instanceof UsageError);
        assert.equal(
          err.message,
          `Cannot read results: "${path}" line 2 is not a niah result row (status is missing (expected text))`,
        );
        return true;
      },
    );
  });
});

Deno.test("readRows rejects a mid-file line that is not JSON", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    await Deno.writeTextFile(
      path,
      "hello world\n" + JSON.stringify(row("a")) + "\n",
    );
    await assert.rejects(
      collect(path),
      new UsageError(
        `Cannot read results: "${path}" line 1 is not a niah result row (not valid JSON), so it is not a niah results file; niah reads and appends only its own rows and leaves other files alone`,
      ),
    );
  });
});

Deno.test("readRows rejects a JSON array line", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    await Deno.writeTextFile(path, "[1,2]\n");
    await assert.rejects(
      collect(path),
      /line 1 is not a niah result row \(not a JSON object\)/,
    );
  });
});

Deno.test("readRows on a missing file says it does not exist", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "nope.jsonl");
    await assert.rejects(
      collect(path),
      new UsageError(`Cannot read results: "${path}" does not exist`),
    );
  });
});

Deno.test("readRows stops when its signal aborts", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    await Deno.writeTextFile(
      path,
      JSON.stringify(row("a")) + "\n" + JSON.stringify(row("b")) + "\n",
    );
    const controller = new AbortController();
    const seen: string[] = [];
    await assert.rejects(async () => {
      for await (const r of readRows(path, { signal: controller.signal })) {
        seen.push(r.row.cell_id);
        controller.abort();
      }
    }, { name: "AbortError" });
    assert.deepEqual(seen, ["a"]);
  });
});

Deno.test("breaking out of readRows early releases the file", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    await Deno.writeTextFile(
      path,
      JSON.stringify(row("a")) + "\n" + JSON.stringify(row("b")) + "\n",
    );
    for await (const r of readRows(path)) {
      assert.equal(r.row.cell_id, "a");
      break;
    }
    // The test's resource sanitizer fails if the file handle leaked.
  });
});

Deno.test("doneIndex keeps the last row per cell", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const store = await openJsonlStore(path, { warn: noWarn });
    await store.append(row("a", { status: "error" }));
    await store.append(row("b"));
    await store.append(row("a", { status: "ok", attempt: 2 }));
    store.close();
    const index = await doneIndex(path);
    assert.deepEqual([...index.keys()].sort(), ["a", "b"]);
    // The index keeps what resume and the summary read, not whole rows.
    assert.deepEqual(index.get("a"), { ...row("a"), score: null });
    assert.deepEqual(index.get("b"), { ...row("b"), score: null });
  });
});

Deno.test("doneIndex keeps only the fields resume and the summary read", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "results.jsonl");
    const store = await openJsonlStore(path, { warn: noWarn });
    await store.append(row("a", {
      recipe: { big: "x".repeat(10_000) },
      response: "a long answer",
      score: { value: 0.5, details: { found: [true, false] } },
      params: { context_length: 1000 },
    }));
    store.close();
    const entry = (await doneIndex(path)).get("a");
    assert.deepEqual(entry, {
      ...row("a"),
      params: { context_length: 1000 },
      score: { value: 0.5 },
    });
  });
});

Deno.test("doneIndex of a missing file is empty", async () => {
  await withTempDir(async (dir) => {
    const index = await doneIndex(join(dir, "missing.jsonl"));
    assert.equal(index.size, 0);
  });
});

Deno.test("open creates missing parent folders", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "a", "b", "c", "results.jsonl");
    const store = await openJsonlStore(path, { warn: noWarn });
    await store.append(row("a"));
    store.close();
    assert.equal(
      await Deno.readTextFile(path),
      JSON.stringify(row("a")) + "\n",
    );
  });
});

Deno.test("a folder that cannot be created is a UsageError", async () => {
  await withTempDir(async (dir) => {
    const blocker = join(dir, "plain-file");
    await Deno.writeTextFile(blocker, "not a folder");
    const path = join(blocker, "sub", "results.jsonl");
    await assert.rejects(
      openJsonlStore(path, { warn: noWarn }),
      (err: unknown) => {
        assert.ok(err instanceof UsageError);
        assert.ok(
          err.message.startsWith(
            `Cannot open store: cannot create folder "${
              join(blocker, "sub")
            }": `,
          ),
          err.message,
        );
        return true;
      },
    );
  });
});

Deno.test("a store path that is a folder is a UsageError", async () => {
  await withTempDir(async (dir) => {
    await assert.rejects(
      openJsonlStore(dir, { warn: noWarn }),
      (err: unknown) => {
        assert.ok(err instanceof UsageError);
        assert.match(
          err.message,
          /^Cannot open store: ".*" exists and is not a file$/,
        );
        return true;
      },
    );
  });
});

Deno.test("a store's doneKeys() follow its appends and rows() streams the file", async () => {
  await withTempDir(async (dir) => {
    const path = join(dir, "r.jsonl");
    const first = await openJsonlStore(path, { warn: noWarn });
    await first.append(row("a", { status: "error" }));
    first.close();
    const store = await openJsonlStore(path, { warn: noWarn });
    assert.equal(store.doneKeys().get("a")?.status, "error");
    await store.append(row("a"));
    await store.append(row("b"));
    // An error row after an ok row of the same config does not undo it.
    await store.append(row("b", { status: "error" }));
    assert.deepEqual(
      [...store.doneKeys()].map(([cell, r]) => [cell, r.status]),
      [["a", "ok"], ["b", "ok"]],
    );
    const streamed = [];
    for await (const { line, row } of store.rows()) {
      streamed.push([line, row.cell_id, row.status]);
    }
    assert.deepEqual(streamed, [
      [1, "a", "error"],
      [2, "a", "ok"],
      [3, "b", "ok"],
      [4, "b", "error"],
    ]);
    store.close();
  });
});
