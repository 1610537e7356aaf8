/**
 * The growth guard, the removal guard's twin: a night may not grow the crawl or the site far beyond last night's. One
 * answer that suddenly lists millions of names (a compromised or broken API) would queue hours of requests and publish
 * pages nobody has; it stops the night before rendering, with a message and a way to accept it on purpose. Pure: the
 * callers count, this decides and says.
 */
import type { SiteEnv } from '../../src/config/env.ts';

export interface GrowthLimits {
  /** Largest share by which a count may grow (0.5: half as many again). */
  readonly share: number;
  /** Growth by fewer than this many never stops a night: a small site adding a city is no alarm. */
  readonly minAdded: number;
  /** The most requests a first night, with no snapshot to compare with, may crawl. */
  readonly firstNightRequests: number;
}

/** The limits the environment sets (NIGHT_MAX_GROWTH_SHARE, NIGHT_MIN_GROWTH, NIGHT_FIRST_MAX_REQUESTS). */
export const growthLimitsOf = (env: SiteEnv): GrowthLimits => ({
  share: env.NIGHT_MAX_GROWTH_SHARE,
  minAdded: env.NIGHT_MIN_GROWTH,
  firstNightRequests: env.NIGHT_FIRST_MAX_REQUESTS,
});

/** The most a count may reach tonight given last night's; a first night (no count) may crawl up to its own cap. */
export function growthLimit(before: number | undefined, limits: GrowthLimits): number {
  if (before === undefined) return limits.firstNightRequests;
  return Math.max(Math.floor(before * (1 + limits.share)), before + limits.minAdded);
}

/** What a night grew, and whether it is over its limit. */
export interface GrowthVerdict {
  readonly what: 'requests' | 'pages';
  readonly refused: boolean;
  /** Last night's count; absent on a first night. */
  readonly before?: number;
  /** Tonight's count (for requests stopped early: those known when the crawl stopped). */
  readonly after: number;
  readonly limit: number;
  /** Where the growth is, largest first: routes and the pages they add. */
  readonly examples: readonly string[];
}

/** Judges a count against its limit. */
export function judgeGrowth(
  what: GrowthVerdict['what'],
  before: number | undefined,
  after: number,
  limits: GrowthLimits,
  examples: readonly string[] = [],
): GrowthVerdict {
  const limit = growthLimit(before, limits);
  return { what, refused: after > limit, ...(before === undefined ? {} : { before }), after, limit, examples };
}

const count = (value: number) => value.toLocaleString('en-US');

/** What a night stopped for growth says: how far it grew against what it may, where, and how to accept it on purpose. */
export function describeGrowth(verdict: GrowthVerdict, limits: GrowthLimits, kept: string): string {
  const grew =
    verdict.before === undefined
      ? `a first night's crawl would send more than ${count(verdict.limit)} requests (NIGHT_FIRST_MAX_REQUESTS); it stopped at ${count(verdict.after)} known`
      : `tonight's ${verdict.what === 'requests' ? 'crawl would send' : 'answers would publish'} ${count(verdict.after)} ${verdict.what}` +
        `${verdict.what === 'requests' ? ' (known when it stopped)' : ''} against ${count(verdict.before)} last night; the limit is ${count(verdict.limit)} ` +
        `(${Math.round(limits.share * 100)}% more, or ${count(limits.minAdded)} more on a small site)`;
  return [
    `Refused to publish: ${grew}. One answer listing far more than it did (a fan-out) would otherwise queue hours of requests and publish pages nobody has.`,
    ...(verdict.examples.length > 0 ? ['Where it grows:', ...verdict.examples.map((example) => `  ${example}`)] : []),
    `Nothing was published: dist/ and the last good snapshot are as they were. ${kept}`,
    'If the directory really did grow, accept it: run again with --accept-growth (or NIGHT_ACCEPT_GROWTH=1).',
  ].join('\n');
}
