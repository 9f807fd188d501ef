/**
 * The fake provider's batch mode: batches kept as files under the run's
 * provider state folder (`<stateDir>/fake-batches/<id>.json`), so they
 * outlive the process that submitted them, as a real provider's do. Each
 * file holds the requests' answers, worked out at submission by the fake's
 * own modes (`oracle`, `canned`, `always_fail` ...), and the times that
 * decide where the batch stands: request i of n is done
 * `batch_delay_ms * (i + 1) / n` after submission; a `batch_window_ms`
 * shorter than that expires the rest; a cancel stops the rest.
 * `batch_error_every` makes every n-th request of a cell's first batch
 * error, `batch_poll_failures` fails each batch's first polls (as a 503),
 * and `batch_unsupported` answers as a server without batch endpoints.
 *
 * @module
 */
import { z } from "zod";
import { NiahError } from "../errors.ts";
import { readOwnFile, writeOwnFile } from "../store/own_file.ts";
import {
  type BatchApi,
  type BatchInfo,
  type BatchRequest,
  type BatchResult,
  type BatchStatus,
  BatchUnsupportedError,
} from "./batch.ts";
import {
  type CountTokens,
  defaultOracle,
  fakeInputTokens,
  FakeProviderError,
  type FakeRequest,
} from "./fake.ts";
import { simulatedOutcome } from "./fake_simulation.ts";
import type { Oracle, RetryDecision } from "./provider.ts";

const itemSchema = z.object({
  custom_id: z.string(),
  text: z.string().optional(),
  finish_reason: z.string().nullable().optional(),
  input_tokens: z.int(),
  output_tokens: z.int(),
  error: z.string().optional(),
});

/** A fake batch as kept on disk. */
const batchFileSchema = z.object({
  id: z.string(),
  label: z.string(),
  created_ms: z.number(),
  delay_ms: z.number(),
  window_ms: z.number().optional(),
  cancelled_ms: z.number().optional(),
  items: z.array(itemSchema),
});

type BatchFile = z.infer<typeof batchFileSchema>;
type Item = z.infer<typeof itemSchema>;

const utf8 = new TextEncoder();

/** The largest fake batch file read: 256 MiB (a 200 MB batch's answers). */
const FAKE_BATCH_MAX_BYTES = 256 * 1024 * 1024;

/** Where each request stands at `now`. */
function itemStates(
  file: BatchFile,
  now: number,
): ("done" | "processing" | "expired" | "cancelled")[] {
  const n = file.items.length;
  const expiry = file.window_ms === undefined
    ? Infinity
    : file.created_ms + file.window_ms;
  const cancel = file.cancelled_ms ?? Infinity;
  const cut = Math.min(expiry, cancel);
  return file.items.map((_, i) => {
    const doneAt = file.created_ms + file.delay_ms * (i + 1) / n;
    if (doneAt <= Math.min(now, cut)) return "done";
    if (now < cut) return "processing";
    return cancel <= expiry ? "cancelled" : "expired";
  });
}

/** The batch as the contract reports it. */
function infoOf(file: BatchFile, now: number): BatchInfo {
  const states = itemStates(file, now);
  const count = (state: string) => states.filter((s) => s === state).length;
  const done = states.map((s, i) => s === "done" ? file.items[i]! : null)
    .filter((item): item is Item => item !== null);
  const errored = done.filter((item) => item.error !== undefined).length;
  const processing = count("processing");
  let status: BatchStatus = "in_progress";
  if (processing === 0) {
    status = count("cancelled") > 0
      ? "cancelled"
      : count("expired") > 0
      ? "expired"
      : "ended";
  } else if (done.length === 0) status = "queued";
  return {
    id: file.id,
    status,
    counts: {
      total: states.length,
      processing,
      succeeded: done.length - errored,
      errored,
      expired: count("expired"),
      cancelled: count("cancelled"),
    },
    created_at: new Date(file.created_ms).toISOString(),
    ...(file.window_ms !== undefined
      ? { expires_at: new Date(file.created_ms + file.window_ms).toISOString() }
      : {}),
  };
}

/**
 * A batch id the fake has no file for (another provider's, a hand-edited
 * ledger's): answered as a real API answers, a 404.
 */
class FakeBatchMissingError extends NiahError {
  override name = "FakeBatchMissingError";
  readonly kind = "call_failed";
  readonly status = 404;
}

/** What the fake's batch API needs besides its settings. */
interface FakeBatchOptions {
  /** The folder its batch files go in (the run's provider state folder). */
  stateDir: string;
  oracle?: Oracle;
  /** Counts each request's input (see `fakeInputTokens`). */
  countTokens?: CountTokens;
  /** For tests: the clock (ms). */
  now?: () => number;
}

/** The fake provider's batch API (see the module comment). */
export function createFakeBatchApi(
  request: FakeRequest,
  options: FakeBatchOptions,
): BatchApi {
  const dir = `${options.stateDir}/fake-batches`;
  const now = options.now ?? Date.now;
  const files = new FakeBatchFiles(dir);
  const polls = new Map<string, number>();
  const unsupported = () => {
    if (request.batch_unsupported) {
      throw new BatchUnsupportedError(
        "the fake provider answers as a server without batch endpoints (batch_unsupported: true)",
      );
    }
  };
  return {
    name: "fake batch API",
    limits: { maxRequests: request.batch_max_requests, maxBytes: 200e6 },
    window: request.batch_window_ms === undefined
      ? "24h"
      : `${request.batch_window_ms / 1000}s`,
    requestBytes: (r) => requestLine(r).length + 1,
    async submit(requests, { label, signal }) {
      unsupported();
      signal.throwIfAborted();
      const items = await answersOf(request, requests, {
        earlier: await files.cellCounts(),
        oracle: options.oracle ?? defaultOracle,
        countTokens: options.countTokens,
      });
      const created = now();
      const file: BatchFile = {
        id: `fakebatch_${created}_${crypto.randomUUID().slice(0, 8)}`,
        label,
        created_ms: created,
        delay_ms: request.batch_delay_ms,
        ...(request.batch_window_ms !== undefined
          ? { window_ms: request.batch_window_ms }
          : {}),
        items,
      };
      await files.write(file);
      return infoOf(file, created);
    },
    async retrieve(id) {
      unsupported();
      const polled = (polls.get(id) ?? 0) + 1;
      polls.set(id, polled);
      if (polled <= request.batch_poll_failures) {
        throw new FakeProviderError(
          `fake batch API: 503 Service Unavailable (poll ${polled} of batch "${id}")`,
        );
      }
      return infoOf(await files.read(id), now());
    },
    results: (id) => resultsOf(files, id, now),
    async cancel(id) {
      unsupported();
      const file = await files.read(id);
      const info = infoOf(file, now());
      if (info.counts.processing === 0) return info;
      const cancelled = { ...file, cancelled_ms: now() };
      await files.write(cancelled);
      return infoOf(cancelled, now());
    },
    async findByLabel(label) {
      unsupported();
      const file = (await files.all()).find((f) => f.label === label);
      return file ? infoOf(file, now()) : null;
    },
    classify(error: unknown): RetryDecision {
      if (error instanceof FakeBatchMissingError) {
        return { retry: false, status: 404 };
      }
      return error instanceof FakeProviderError
        ? { retry: true, kind: "transient" }
        : { retry: false };
    },
  };
}

/** The answers of a batch's requests, in order. */
async function answersOf(
  request: FakeRequest,
  requests: AsyncIterable<BatchRequest> | Iterable<BatchRequest>,
  { earlier, oracle, countTokens }: {
    earlier: Map<string, number>;
    oracle: Oracle;
    countTokens: CountTokens | undefined;
  },
): Promise<Item[]> {
  const items: Item[] = [];
  for await (const r of requests) {
    items.push(answerOf(request, r, items.length, {
      earlier: earlier.get(r.custom_id) ?? 0,
      oracle,
      countTokens,
    }));
  }
  return items;
}

/** A request as a line of the fake's batch file would hold it. */
function requestLine(request: BatchRequest): Uint8Array {
  return utf8.encode(JSON.stringify({
    custom_id: request.custom_id,
    messages: request.messages,
  }));
}

/** The answer (or error) of one request, by the fake's mode. */
function answerOf(
  request: FakeRequest,
  r: BatchRequest,
  position: number,
  { earlier, oracle, countTokens }: {
    earlier: number;
    oracle: Oracle;
    countTokens: CountTokens | undefined;
  },
): Item {
  const input_tokens = fakeInputTokens(r.messages, countTokens);
  const error = { custom_id: r.custom_id, input_tokens: 0, output_tokens: 0 };
  if (request.mode === "simulated") {
    // A cell's n-th batch draws as its n-th attempt would directly.
    const drawn = simulatedOutcome(
      request,
      r.custom_id,
      earlier + 1,
      oracle,
      r.answer_key,
    );
    if (drawn.kind === "error") {
      return { ...error, error: request.fail_message };
    }
    return {
      custom_id: r.custom_id,
      text: drawn.text,
      finish_reason: drawn.finish_reason,
      input_tokens,
      output_tokens: Math.ceil(drawn.text.length / 4),
    };
  }
  const every = request.batch_error_every;
  const fails = request.mode === "always_fail" ||
    (request.mode === "fail_n_times_then_canned" &&
      earlier < request.fail_until) ||
    (every !== undefined && earlier === 0 && position % every === every - 1);
  if (fails) return { ...error, error: request.fail_message };
  const text = request.mode === "oracle" && r.answer_key
    ? oracle(r.answer_key)
    : request.response_text;
  return {
    custom_id: r.custom_id,
    text,
    input_tokens,
    output_tokens: Math.ceil(text.length / 4),
  };
}

/** The results of a batch that is no longer running. */
async function* resultsOf(
  files: FakeBatchFiles,
  id: string,
  now: () => number,
): AsyncIterable<BatchResult> {
  const file = await files.read(id);
  const states = itemStates(file, now());
  if (states.includes("processing")) {
    throw new Error(`fake batch API: batch "${id}" has not ended`);
  }
  for (const [i, item] of file.items.entries()) {
    const state = states[i]!;
    const custom_id = item.custom_id;
    if (state === "expired" || state === "cancelled") {
      yield { custom_id, kind: state, error: `request ${state}` };
    } else if (item.error !== undefined) {
      yield { custom_id, kind: "errored", error: item.error };
    } else {
      yield {
        custom_id,
        kind: "answered",
        completion: {
          text: item.text ?? "",
          finish_reason: item.finish_reason === undefined
            ? "stop"
            : item.finish_reason,
          usage: {
            input_tokens: item.input_tokens,
            output_tokens: item.output_tokens,
          },
        },
      };
    }
  }
}

/** The fake's batch files in one folder. */
class FakeBatchFiles {
  constructor(readonly dir: string) {}

  async write(file: BatchFile): Promise<void> {
    await writeOwnFile(
      `${this.dir}/${file.id}.json`,
      JSON.stringify(file),
      "fake batch",
    );
  }

  async read(id: string): Promise<BatchFile> {
    if (!/^fakebatch_[\w-]+$/.test(id)) {
      throw new FakeBatchMissingError(`fake batch API: no batch "${id}"`);
    }
    const text = await readOwnFile(
      `${this.dir}/${id}.json`,
      "fake batch",
      FAKE_BATCH_MAX_BYTES,
    );
    if (text === undefined) {
      throw new FakeBatchMissingError(`fake batch API: no batch "${id}"`);
    }
    return batchFileSchema.parse(JSON.parse(text));
  }

  async all(): Promise<BatchFile[]> {
    const found: BatchFile[] = [];
    try {
      for await (const entry of Deno.readDir(this.dir)) {
        if (!entry.isFile || !entry.name.endsWith(".json")) continue;
        found.push(await this.read(entry.name.slice(0, -".json".length)));
      }
    } catch (error) {
      if (!(error instanceof Deno.errors.NotFound)) throw error;
    }
    return found;
  }

  /** How many batches each cell has been in so far. */
  async cellCounts(): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const file of await this.all()) {
      for (const item of file.items) {
        counts.set(item.custom_id, (counts.get(item.custom_id) ?? 0) + 1);
      }
    }
    return counts;
  }
}
