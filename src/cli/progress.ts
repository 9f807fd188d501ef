/**
 * Run progress on stderr: a live bar (cli-progress) on a terminal with
 * cells done, ok and error counts, running cost and ETA; plain periodic
 * lines when stderr is a file or pipe (CI logs, cron mail); nothing with
 * `--quiet`.
 */
import cliProgress from "cli-progress";
import process from "node:process";
import type { RunProgress } from "../runner/execute.ts";
import type { CommandIo } from "./io.ts";

/** A progress display. */
export interface Progress {
  update(progress: RunProgress): void;
  stop(): void;
}

/** Plain lines at most this often (plus the first and the last). */
const LINE_INTERVAL_MS = 15_000;

/** Chooses the display for `io`. */
export function createProgress(
  io: CommandIo,
  total: number,
  options: { quiet: boolean; now?: () => number },
): Progress {
  if (options.quiet || total === 0) return { update() {}, stop() {} };
  return io.stderrIsTerminal
    ? terminalBar(total)
    : plainLines(io, total, options.now ?? Date.now);
}

function counts(p: RunProgress): { ok: number; failed: number } {
  let ok = 0;
  let failed = 0;
  for (const [name, n] of Object.entries(p.classes)) {
    if (name === "ok") ok += n;
    else failed += n;
  }
  return { ok, failed };
}

function terminalBar(total: number): Progress {
  const bar = new cliProgress.SingleBar({
    stream: process.stderr,
    format:
      "{bar} {value}/{total} cells | ok {ok} | not ok {failed} | ${cost} | in flight <= {concurrency} | ETA {eta_formatted}",
    hideCursor: true,
    clearOnComplete: false,
  }, cliProgress.Presets.shades_classic);
  bar.start(total, 0, { ok: 0, failed: 0, cost: "0.0000", concurrency: "-" });
  return {
    update(p) {
      bar.update(p.written, {
        ...counts(p),
        cost: p.costUsd.toFixed(4),
        concurrency: p.concurrency,
      });
    },
    stop: () => bar.stop(),
  };
}

function plainLines(io: CommandIo, total: number, now: () => number): Progress {
  const started = now();
  let last = -Infinity;
  return {
    update(p) {
      const t = now();
      if (
        p.written !== p.total && p.written !== 1 && t - last < LINE_INTERVAL_MS
      ) {
        return;
      }
      last = t;
      const classes = Object.entries(p.classes).map(([name, n]) =>
        `${n} ${name}`
      )
        .join(", ");
      const rate = p.written / Math.max(0.001, (t - started) / 1000);
      const eta = rate > 0 ? Math.round((total - p.written) / rate) : 0;
      io.err(
        `[${p.written}/${total}] ${classes}; $${
          p.costUsd.toFixed(4)
        }; ETA ${eta}s`,
      );
    },
    stop() {},
  };
}
