/**
 * Endpoint pools: one model served by several replicas (`client.base_urls`,
 * e.g. vLLM behind no load balancer). Requests go round-robin over the
 * healthy endpoints; a request that fails in a way that is the endpoint's
 * fault (a connection error, a 5xx, a timeout: the adapter's `transient`)
 * moves on to the next endpoint at once, and an endpoint that fails
 * `failuresToRest` times in a row is rested (skipped) for a while. After
 * its rest it is on probation: one more failure rests it again, twice as
 * long. Each endpoint's adapter keeps its own host scope, so the pool can
 * reach exactly the hosts it lists. Completions say which endpoint
 * answered (`endpoint`, without credentials or query).
 */
import type {
  Completion,
  GenerateInput,
  Provider,
  RetryDecision,
} from "./provider.ts";
import type { ProviderEntry, ProviderSetup } from "./registry.ts";
import { counted } from "../counted.ts";

/** How the pool judges health. */
interface PoolOptions {
  /** Failures in a row that rest an endpoint (default 3). */
  failuresToRest?: number;
  /** The first rest, in ms (default 30 s); doubles on probation, up to 10 min. */
  restMs?: number;
  /** The clock, in ms. */
  now?: () => number;
  /** Told when an endpoint is rested or back. */
  onHealth?: (line: string) => void;
}

/** A completion and the endpoint that gave it. */
type PooledCompletion = Completion & { endpoint: string };

/** One endpoint's state, for logs and tests. */
interface EndpointHealth {
  endpoint: string;
  failuresInARow: number;
  restingUntil: number | null;
  answered: number;
}

const MAX_REST_MS = 10 * 60_000;

/** `https://host:port/path` of a URL: no user, password, query or hash. */
export function endpointLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`.replace(
    /\/+$/,
    "",
  );
}

interface Member {
  endpoint: string;
  provider: Provider;
  failures: number;
  restingUntil: number | null;
  probation: boolean;
  restMs: number;
  answered: number;
}

/** A provider over several endpoints, plus a view of their health. */
interface EndpointPool extends Provider {
  generate(
    input: GenerateInput,
    signal: AbortSignal,
  ): Promise<PooledCompletion>;
  health(): EndpointHealth[];
}

/** Pools `providers` (one per endpoint, same model and request). */
export function endpointPool(
  providers: readonly { endpoint: string; provider: Provider }[],
  options: PoolOptions = {},
): EndpointPool {
  if (providers.length === 0) {
    throw new Error("an endpoint pool needs endpoints");
  }
  const firstRest = options.restMs ?? 30_000;
  const members: Member[] = providers.map(({ endpoint, provider }) => ({
    endpoint,
    provider,
    failures: 0,
    restingUntil: null,
    probation: false,
    restMs: firstRest,
    answered: 0,
  }));
  // Which member threw an error, so `classify` asks that member's adapter.
  const thrownBy = new WeakMap<object, Member>();
  const { pick, failed, succeeded } = memberHealth(members, {
    failuresToRest: options.failuresToRest ?? 3,
    firstRest,
    now: options.now ?? (() => Date.now()),
    ...(options.onHealth ? { onHealth: options.onHealth } : {}),
  });

  return {
    async generate(input, signal) {
      const tried = new Set<Member>();
      let lastError: unknown;
      for (let member = pick(tried); member; member = pick(tried)) {
        tried.add(member);
        try {
          const completion = await member.provider.generate(input, signal);
          succeeded(member);
          return { ...completion, endpoint: member.endpoint };
        } catch (error) {
          if (error !== null && typeof error === "object") {
            thrownBy.set(error, member);
          }
          lastError = error;
          const decision = member.provider.classify(error);
          // Only the endpoint's own faults count against it and fail over;
          // a bad request or a rate limit is the runner's to handle.
          if (
            signal.aborted || !decision.retry || decision.kind !== "transient"
          ) {
            throw error;
          }
          failed(member);
        }
      }
      throw lastError;
    },
    classify(error): RetryDecision {
      const member = error !== null && typeof error === "object"
        ? thrownBy.get(error)
        : undefined;
      return (member ?? members[0]!).provider.classify(error);
    },
    health: () =>
      members.map((m) => ({
        endpoint: m.endpoint,
        failuresInARow: m.failures,
        restingUntil: m.restingUntil,
        answered: m.answered,
      })),
  };
}

/**
 * A pool of `entry`'s adapter over `baseURLs`, one adapter per URL, each
 * scoped to its own host.
 */
export function createPooledProvider(
  entry: ProviderEntry,
  setup: ProviderSetup,
  baseURLs: readonly string[],
  options: PoolOptions = {},
): EndpointPool {
  return endpointPool(
    baseURLs.map((baseURL) => ({
      endpoint: endpointLabel(baseURL),
      provider: entry.create({ ...setup, baseURL }),
    })),
    options,
  );
}

/** How the pool rests endpoints that fail. */
interface HealthRules {
  failuresToRest: number;
  firstRest: number;
  now(): number;
  onHealth?: (line: string) => void;
}

/**
 * The members' health: which to try next (round robin over the healthy,
 * else the soonest back), and the bookkeeping of failures, rests and
 * probation after each answer.
 */
function memberHealth(
  members: Member[],
  { failuresToRest, firstRest, now, onHealth }: HealthRules,
): {
  pick(tried: Set<Member>): Member | undefined;
  failed(member: Member): void;
  succeeded(member: Member): void;
} {
  let next = 0;

  /** The next endpoint not in `tried`: healthy first, else the soonest back. */
  const pick = (tried: Set<Member>): Member | undefined => {
    const t = now();
    for (const member of members) {
      if (member.restingUntil !== null && member.restingUntil <= t) {
        member.restingUntil = null;
        member.probation = true;
        onHealth?.(
          `endpoint "${member.endpoint}" is back from its rest (on probation)`,
        );
      }
    }
    for (let i = 0; i < members.length; i++) {
      const member = members[(next + i) % members.length]!;
      if (tried.has(member) || member.restingUntil !== null) continue;
      next = (next + i + 1) % members.length;
      return member;
    }
    const resting = members.filter((m) => !tried.has(m))
      .sort((a, b) => (a.restingUntil ?? 0) - (b.restingUntil ?? 0));
    return resting[0];
  };

  const failed = (member: Member) => {
    member.failures++;
    if (member.probation || member.failures >= failuresToRest) {
      if (member.probation) {
        member.restMs = Math.min(member.restMs * 2, MAX_REST_MS);
      }
      member.restingUntil = now() + member.restMs;
      onHealth?.(
        `endpoint "${member.endpoint}" rested for ${
          Math.round(member.restMs / 1000)
        } s after ${counted(member.failures, "failure")} in a row`,
      );
      member.failures = 0;
      member.probation = false;
    }
  };

  const succeeded = (member: Member) => {
    member.failures = 0;
    member.answered++;
    if (member.probation) {
      member.probation = false;
      member.restMs = firstRest;
    }
  };

  return { pick, failed, succeeded };
}
