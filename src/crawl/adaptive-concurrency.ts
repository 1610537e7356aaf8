/**
 * How many requests the crawl keeps in flight, following the API rather than a fixed number. AIMD with a latency
 * gradient, as TCP and Netflix's concurrency-limits do it: the crawl measures its answers in windows of about one
 * round trip (as many answers as the limit), raises the limit while the window's median latency stays within
 * `tolerance` × the lowest median seen (the API's unloaded latency) and the limit was in use, and lowers it at once
 * when the API says it is overloaded (429, 503, Retry-After: ×0.7, once per window, as TCP halves once per loss
 * event: once per round trip) or when latency rises past the tolerance (in proportion to how far past, so a queue building up at the API
 * drains in a window or two). Growth is multiplicative (+10 % a window) until the first back-off and additive (+1 a
 * window) after it, so the crawl finds the API's pace in about a second and then stays near it. Pure: the clock
 * is passed in, the crawl feeds it answers and overload signals. A window holds at least 32 answers, so that its
 * median is not one slow answer; the baseline is the lowest window median of the crawl, so an API that becomes
 * slower for good lowers the crawl's pace (the safe direction) rather than letting queueing at the API pass for its
 * new normal. Answers of different sources (the API's, the image host's) are judged against their own baselines, in
 * windows of their own: an image host a millisecond away must not make the API's 20 ms look like a queue.
 */

/** Why the crawl lowered its concurrency: the API answered 429 or 503, asked to wait (Retry-After), or slowed down. */
export const BACK_OFF_REASONS = ['429', '503', 'retry-after', 'latency'] as const;
export type BackOffReason = (typeof BACK_OFF_REASONS)[number];

/** One back-off: when (seconds from the start), why, and the limit before and after. */
export interface BackOff {
  readonly atSeconds: number;
  readonly reason: BackOffReason;
  readonly from: number;
  readonly to: number;
}

/** What the limiter did over a crawl, for its report. */
export interface ConcurrencyReport {
  readonly start: number;
  readonly max: number;
  /** The limit under which the median request was sent: where the crawl settled. */
  readonly settled: number;
  readonly peak: number;
  /** The limit at the end. */
  readonly last: number;
  /** The API's unloaded latency as the limiter saw it (the lowest window median of its requests), and the tolerance
   * over it. */
  readonly baselineLatencyMs: number | null;
  /** Each source's baseline (the API's requests, the image host's images). */
  readonly baselinesMs: Readonly<Record<string, number>>;
  readonly tolerance: number;
  /** Back-offs by reason, and the last few of them. */
  readonly backOffs: Readonly<Record<BackOffReason, number>>;
  readonly lastBackOffs: readonly BackOff[];
}

export interface AdaptiveConcurrencyOptions {
  /** Where the limit starts (CRAWL_CONCURRENCY). */
  readonly start: number;
  /** The ceiling (CRAWL_MAX_CONCURRENCY); equal to `start` for a fixed concurrency. */
  readonly max: number;
  /** How far over its baseline the window's median latency may go before the limit comes down (default 2). */
  readonly tolerance?: number;
  /** Milliseconds, for the back-offs' times (default performance.now). */
  readonly now?: () => number;
}

export interface AdaptiveConcurrency {
  /** The current limit: requests allowed in flight. */
  readonly limit: number;
  /** A request answered at its first attempt, in `latencyMs`, while `inFlight` requests (itself included) were out;
   * `source` names whom it was sent to (default: the API's requests), whose own baseline it is judged against. */
  sample(latencyMs: number, inFlight: number, source?: LatencySource): void;
  /** The API said it is overloaded: the limit comes down at once (at most once a round trip). */
  overloaded(reason: Exclude<BackOffReason, 'latency'>): void;
  report(): ConcurrencyReport;
}

/** Whom an answer came from: the API (its requests) or the image host (images). */
export type LatencySource = 'requests' | 'images';

/** A source's answers since its last window closed, and its baseline: the lowest window median it has had. */
interface SourceWindow {
  latencies: number[];
  /** Whether the limit was reached while they were sent. */
  saturated: boolean;
  /** The overload cuts made before it opened (at the source's last window's close, or the start): one made since
   * means their latency says nothing of the new limit. */
  cutsBefore: number;
  baseline: number | undefined;
}

const GROWTH_BEFORE_BACK_OFF = 1.1;
const DECREASE_ON_OVERLOAD = 0.7;
// A latency back-off never more than halves the limit: one slow window (a pause of the machine) must not floor it.
const LARGEST_LATENCY_CUT = 0.5;
const KEPT_BACK_OFFS = 5;
const SMALLEST_WINDOW = 32;
const MIN_ROUND_TRIP_MS = 10;
const UNKNOWN_ROUND_TRIP_MS = 100;

/** A limiter starting at `start`, never above `max` nor below 1. */
export function createAdaptiveConcurrency(options: AdaptiveConcurrencyOptions): AdaptiveConcurrency {
  const max = Math.max(1, options.max);
  const start = Math.min(Math.max(1, options.start), max);
  const tolerance = options.tolerance ?? 2;
  const now = options.now ?? (() => performance.now());
  const startedAt = now();
  let limit = start;
  let peak = start;
  const windows = new Map<LatencySource, SourceWindow>();
  const windowOf = (source: LatencySource): SourceWindow => {
    const known = windows.get(source);
    if (known) return known;
    const window: SourceWindow = { latencies: [], saturated: false, cutsBefore: 0, baseline: undefined };
    windows.set(source, window);
    return window;
  };
  let backedOff = false;
  let cuts = 0;
  // Overload signals within a round trip of a cut are the same event (the requests sent before it answering).
  let lastCutAt = Number.NEGATIVE_INFINITY;
  const fixed = start === max;
  // How many windows ran at each limit: the settled limit is their median (weighted by answers, about).
  const answersAt = new Map<number, number>();
  const backOffs: Record<BackOffReason, number> = { '429': 0, '503': 0, 'retry-after': 0, latency: 0 };
  const lastBackOffs: BackOff[] = [];

  const setLimit = (next: number, reason?: BackOffReason) => {
    // A fixed concurrency (the ceiling at the start) stays as it was set, whatever the API says.
    if (fixed) return;
    const to = Math.min(max, Math.max(1, Math.round(next)));
    if (reason && to < limit) {
      backOffs[reason]++;
      backedOff = true;
      lastBackOffs.push({ atSeconds: +((now() - startedAt) / 1000).toFixed(2), reason, from: limit, to });
      if (lastBackOffs.length > KEPT_BACK_OFFS) lastBackOffs.shift();
    }
    limit = to;
    peak = Math.max(peak, limit);
  };
  const closeWindow = (window: SourceWindow) => {
    const sorted = window.latencies.sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1] ?? 0;
    answersAt.set(limit, (answersAt.get(limit) ?? 0) + sorted.length);
    const baseline = window.baseline === undefined ? median : Math.min(window.baseline, median);
    const cut = window.cutsBefore !== cuts;
    const { saturated } = window;
    Object.assign(window, { latencies: [], saturated: false, cutsBefore: cuts, baseline });
    if (cut) return;
    if (baseline > 0 && median > tolerance * baseline) {
      setLimit(limit * Math.max(LARGEST_LATENCY_CUT, (tolerance * baseline) / median), 'latency');
      return;
    }
    // A limit not reached says nothing about the API's room: the queue was short (a chain of pages, the tail).
    if (saturated) setLimit(backedOff ? limit + 1 : Math.max(limit + 1, limit * GROWTH_BEFORE_BACK_OFF));
  };
  // The round trip within which overload signals are one event: the slowest source's (a burst of them answers the
  // requests sent before the cut, whichever source sent them).
  const roundTripMs = () => {
    const baselines = [...windows.values()].flatMap((window) => (window.baseline === undefined ? [] : [window.baseline]));
    return baselines.length > 0 ? Math.max(MIN_ROUND_TRIP_MS, ...baselines) : UNKNOWN_ROUND_TRIP_MS;
  };

  return {
    get limit() {
      return limit;
    },
    sample(latencyMs, inFlight, source = 'requests') {
      const window = windowOf(source);
      window.latencies.push(latencyMs);
      if (inFlight >= limit) window.saturated = true;
      if (window.latencies.length >= Math.max(limit, SMALLEST_WINDOW)) closeWindow(window);
    },
    overloaded(reason) {
      const at = now();
      if (at - lastCutAt < roundTripMs()) return;
      lastCutAt = at;
      cuts++;
      setLimit(limit * DECREASE_ON_OVERLOAD, reason);
    },
    report() {
      const baselinesMs: Partial<Record<LatencySource, number>> = Object.fromEntries(
        [...windows].flatMap(([source, { baseline }]) => (baseline === undefined ? [] : [[source, +baseline.toFixed(1)]])),
      );
      const counted = [...answersAt].sort(([a], [b]) => a - b);
      const total = counted.reduce((sum, [, answers]) => sum + answers, 0);
      let seen = 0;
      let settled = limit;
      for (const [at, answers] of counted) {
        seen += answers;
        settled = at;
        if (seen >= total / 2) break;
      }
      return {
        start,
        max,
        settled,
        peak,
        last: limit,
        baselineLatencyMs: baselinesMs.requests ?? null,
        baselinesMs,
        tolerance,
        backOffs: { ...backOffs },
        lastBackOffs: [...lastBackOffs],
      };
    },
  };
}
