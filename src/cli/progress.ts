/**
 * Run progress on stderr: a live bar (cli-progress) on a terminal with
 * cells done, ok and error counts, running cost, the requests in flight,
 * elapsed time, rate and ETA; plain periodic lines with the same facts
 * when stderr is a file or pipe (CI logs, cron mail); nothing with
 * `--quiet`. The rate and ETA are weighted to the recent past
 * (progress_rate.ts), so they follow the run without jumping.
 */
import cliProgress from "cli-progress";
import process from "node:process";
import type { RunProgress } from "../runner/execute/run_summary.ts";
import type { CommandIo } from "./io.ts";
import { formatRate, formatSeconds, RateEstimate } from "./progress_rate.ts";

/** A progress display. */
interface Progress {
  update(progress: RunProgress): void;
  stop(): void;
}

/** Plain lines at most this often (plus the first and the last). */
const LINE_INTERVAL_MS = 15_000;

/** How often the terminal bar redraws its clock between rows. */
const TICK_MS = 1000;

/** Chooses the display for `io`. */
export function createProgress(
  io: CommandIo,
  total: number,
  options: { quiet: boolean; now?: () => number },
): Progress {
  if (options.quiet || total === 0) return { update() {}, stop() {} };
  const now = options.now ?? Date.now;
  return io.stderrIsTerminal
    ? terminalBar(total, now)
    : plainLines(io, total, now);
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

/** Elapsed time, rate and ETA at `t`, as the display writes them. */
function timing(
  rate: RateEstimate,
  started: number,
  t: number,
  remaining: number,
): { elapsed: string; rate: string; eta: string } {
  const eta = rate.etaSeconds(t, remaining);
  return {
    elapsed: formatSeconds((t - started) / 1000),
    rate: formatRate(rate.rate(t)),
    eta: eta === null ? "-" : formatSeconds(eta),
  };
}

/** `3 in flight (limit 4)`: what is sent now, beside what may be. */
function inFlight(p: RunProgress): string {
  return `${p.inFlight} in flight (limit ${p.concurrency})`;
}

function terminalBar(total: number, now: () => number): Progress {
  const bar = new cliProgress.SingleBar({
    stream: process.stderr,
    format:
      "{bar} {value}/{total} cells | ok {ok} | not ok {failed} | ${cost} | {flight} | {elapsed} elapsed | {rate} | ETA {left}",
    hideCursor: true,
    clearOnComplete: false,
  }, cliProgress.Presets.shades_classic);
  const started = now();
  const rate = new RateEstimate(started);
  let last: RunProgress | null = null;
  const payload = () => {
    const time = timing(rate, started, now(), total - (last?.written ?? 0));
    return {
      ...(last ? counts(last) : { ok: 0, failed: 0 }),
      cost: (last?.costUsd ?? 0).toFixed(4),
      flight: last ? inFlight(last) : "starting",
      elapsed: time.elapsed,
      rate: time.rate,
      // Not "eta": cli-progress fills that token with its own estimate.
      left: time.eta,
    };
  };
  bar.start(total, 0, payload());
  // Elapsed time and ETA move between rows too.
  const tick = setInterval(() => bar.update(payload()), TICK_MS);
  Deno.unrefTimer(tick);
  return {
    update(p) {
      rate.note(now(), p.written - (last?.written ?? 0));
      last = p;
      bar.update(p.written, payload());
    },
    stop: () => {
      clearInterval(tick);
      bar.stop();
    },
  };
}

function plainLines(io: CommandIo, total: number, now: () => number): Progress {
  const started = now();
  const rate = new RateEstimate(started);
  let written = 0;
  let last = -Infinity;
  return {
    update(p) {
      const t = now();
      rate.note(t, p.written - written);
      written = p.written;
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
      const time = timing(rate, started, t, total - p.written);
      io.err(
        `[${p.written}/${total}] ${classes}; ${
          inFlight(p)
        }; ${time.elapsed} elapsed, ${time.rate}, ETA ${time.eta}; $${
          p.costUsd.toFixed(4)
        }`,
      );
    },
    stop() {},
  };
}
