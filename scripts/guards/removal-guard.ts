/**
 * The removal guard: a night may not remove more than a small share of the site, of one route, or of one directory's
 * state. Answers that parse can still be hollow (a backend that lost its data answers `200 []`), and a directory
 * that vanishes overnight is dropped by search engines within days. Pure: the callers count, this decides and says.
 */
import type { SiteEnv } from '../../src/config/env.ts';
import { areaOf, routeOfPath, urlOfOutputFile } from '../../src/routes/route-of-path.ts';
import { REGROUPING_PATTERNS } from '../../src/routes/table.ts';

/** How much a night may remove before it stops. */
export interface RemovalLimits {
  /** Largest share of all pages. */
  readonly siteShare: number;
  /** Largest share of one route's pages, or of one area's (a directory's state, a speciality). */
  readonly partShare: number;
  /** Fewer removed pages than this never stop a night: a route of three pages losing one is no alarm. */
  readonly minPages: number;
}

/** Far above what a real night removes (docs/benchmarks.md, "The night and its guard"), far below what a hollow answer does. */
export const DEFAULT_REMOVAL_LIMITS: RemovalLimits = { siteShare: 0.05, partShare: 0.25, minPages: 10 };

/** The limits the environment sets (NIGHT_MAX_REMOVED_SHARE, NIGHT_MAX_REMOVED_PART_SHARE, NIGHT_MIN_REMOVED_PAGES). */
export const removalLimitsOf = (env: SiteEnv): RemovalLimits => ({
  siteShare: env.NIGHT_MAX_REMOVED_SHARE,
  partShare: env.NIGHT_MAX_REMOVED_PART_SHARE,
  minPages: env.NIGHT_MIN_REMOVED_PAGES,
});

const EXAMPLES = 3;
// The report lists this many parts over their limit; the message the first few.
const REPORTED_PARTS = 50;
const DESCRIBED_PARTS = 12;
const KIND_ORDER: ReadonlyArray<OverLimit['kind']> = ['site', 'route', 'area'];
const depthOf = (part: string): number => part.split('/').length;

interface PartCount {
  before: number;
  removed: number;
  examples: string[];
}

const newCount = (): PartCount => ({ before: 0, removed: 0, examples: [] });
const countIn = (parts: Map<string, PartCount>, part: string): PartCount => {
  const count = parts.get(part) ?? newCount();
  parts.set(part, count);
  return count;
};

/** Last night's pages and the ones tonight would remove, by route and area; fed one page at a time (a national
 * site has millions), keeping counts and a few examples only. */
export class RemovalTally {
  private readonly site = newCount();
  private readonly routes = new Map<string, PartCount & { added: number }>();
  private readonly areas = new Map<string, PartCount>();
  private after = 0;

  private routeCount(route: string): PartCount & { added: number } {
    const count = this.routes.get(route) ?? { ...newCount(), added: 0 };
    this.routes.set(route, count);
    return count;
  }

  /** A page last night had (a page that regroups others' is left out: see `regroups` in src/routes/route.ts). */
  countBefore(route: string, url: string): void {
    if (REGROUPING_PATTERNS.has(route)) return;
    this.site.before++;
    this.routeCount(route).before++;
    const area = areaOf(url);
    if (area) countIn(this.areas, area).before++;
  }

  /** Last night's pages given by their counts. */
  countHeld(counts: PageCounts): void {
    this.site.before += counts.site;
    for (const [route, count] of Object.entries(counts.routes)) this.routeCount(route).before += count;
    for (const [area, count] of Object.entries(counts.areas)) countIn(this.areas, area).before += count;
  }

  /** A page last night had and tonight does not (it must also have been counted by countBefore). */
  countRemoved(route: string, url: string): void {
    if (REGROUPING_PATTERNS.has(route)) return;
    const area = areaOf(url);
    for (const count of [this.site, this.routeCount(route), ...(area ? [countIn(this.areas, area)] : [])]) {
      count.removed++;
      if (count.examples.length < EXAMPLES) count.examples.push(url);
    }
  }

  /** Pages of a route tonight has and last night did not. */
  countAdded(route: string, pages = 1): void {
    this.routeCount(route).added += pages;
  }

  /** Tonight's number of pages. */
  countAfter(pages: number): void {
    this.after = pages;
  }

  /** The verdict against `limits`. */
  decide(limits: RemovalLimits): RemovalVerdict {
    const share = (count: PartCount) => (count.before === 0 ? 0 : count.removed / count.before);
    const over = (count: PartCount, limit: number) => count.removed >= limits.minPages && share(count) > limit;
    const part = (kind: OverLimit['kind'], name: string, count: PartCount): OverLimit => ({ kind, part: name, ...count, share: share(count) });
    const overLimit = [
      ...(over(this.site, limits.siteShare) ? [part('site', 'the whole site', this.site)] : []),
      ...[...this.routes].filter(([, count]) => over(count, limits.partShare)).map(([name, count]) => part('route', name, count)),
      ...[...this.areas].filter(([, count]) => over(count, limits.partShare)).map(([name, count]) => part('area', name, count)),
    ].sort(
      // Where a loss starts shows first: the largest share, then the shallowest route (the states before their cities).
      (a, b) =>
        KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.share - a.share || depthOf(a.part) - depthOf(b.part) || b.removed - a.removed,
    );
    // The largest loss of each kind of part, by share, once it removes enough pages to count.
    const largest = (parts: Map<string, PartCount>) =>
      [...parts]
        .filter(([, count]) => count.removed > 0)
        .map(([name, count]) => ({ part: name, before: count.before, removed: count.removed, share: share(count) }))
        .sort((a, b) => Number(b.removed >= limits.minPages) - Number(a.removed >= limits.minPages) || b.share - a.share)[0];
    const largestRoute = largest(this.routes);
    const largestArea = largest(this.areas);
    return {
      refused: overLimit.length > 0,
      largest: { ...(largestRoute ? { route: largestRoute } : {}), ...(largestArea ? { area: largestArea } : {}) },
      limits,
      before: this.site.before,
      after: this.after,
      removed: this.site.removed,
      removedShare: share(this.site),
      examples: this.site.examples,
      overLimitCount: overLimit.length,
      overLimit: overLimit.slice(0, REPORTED_PARTS),
      routes: Object.fromEntries(
        [...this.routes].sort(([a], [b]) => a.localeCompare(b)).map(([name, { before, removed, added }]) => [name, { before, removed, added }]),
      ),
    };
  }
}

/** What one route or area loses. */
export interface PartLoss {
  readonly part: string;
  readonly before: number;
  readonly removed: number;
  readonly share: number;
}

/** A part of the site over its limit. */
export interface OverLimit extends PartCount {
  readonly kind: 'site' | 'route' | 'area';
  readonly part: string;
  readonly share: number;
}

/** What the guard compared and found. */
export interface RemovalVerdict {
  readonly refused: boolean;
  readonly limits: RemovalLimits;
  readonly before: number;
  readonly after: number;
  readonly removed: number;
  readonly removedShare: number;
  readonly examples: readonly string[];
  /** The route and the area that lose the largest share (those losing at least `minPages` first). */
  readonly largest: { readonly route?: PartLoss; readonly area?: PartLoss };
  /** How many parts are over their limit; the largest losses are listed in `overLimit`. */
  readonly overLimitCount: number;
  readonly overLimit: readonly OverLimit[];
  /** Every route's pages last night, and how many tonight removes and adds. */
  readonly routes: Readonly<Record<string, { readonly before: number; readonly removed: number; readonly added: number }>>;
}

/** The tally of a site given by a list of its page files (paths from the site root), read one at a time: each is
 * last night's, and `removed` when tonight does not have it; files that are no page (bundles, images, the search
 * index) are not counted. */
export async function tallyOfPageList(files: AsyncIterable<{ readonly file: string; readonly removed: boolean }>): Promise<RemovalTally> {
  const tally = new RemovalTally();
  let after = 0;
  for await (const { file, removed } of files) {
    const route = routeOfPath(file);
    if (!route || REGROUPING_PATTERNS.has(route)) continue;
    const url = urlOfOutputFile(file);
    tally.countBefore(route, url);
    if (removed) tally.countRemoved(route, url);
    else after++;
  }
  tally.countAfter(after);
  return tally;
}

/** The pages of a site by route and by area, as the deploy keeps them with its manifest (no list of millions of
 * paths needed to weigh a night's deletions). */
export interface PageCounts {
  site: number;
  routes: Record<string, number>;
  areas: Record<string, number>;
}

/** Adds `pages` pages (fewer when negative) of `route` in `area` to `counts`, as the tally counts them: a route that
 * regroups others' pages is left out, and a route or area counted down to none is dropped. */
export function addPageCount(counts: PageCounts, route: string, area: string | undefined, pages: number): void {
  if (REGROUPING_PATTERNS.has(route)) return;
  counts.site += pages;
  const add = (into: Record<string, number>, key: string) => {
    const now = (into[key] ?? 0) + pages;
    if (now === 0) delete into[key];
    else into[key] = now;
  };
  add(counts.routes, route);
  if (area) add(counts.areas, area);
}

/** Counts the page a site file is (none when it is no page): `by` 1 for a file added, -1 for one gone. */
export function countPageFile(counts: PageCounts, path: string, by: 1 | -1 = 1): void {
  const route = routeOfPath(path);
  if (route) addPageCount(counts, route, areaOf(urlOfOutputFile(path)), by);
}

/** The pages among `paths` (files from the site root), counted as the tally counts them. */
export function pageCountsOf(paths: Iterable<string>): PageCounts {
  const counts: PageCounts = { site: 0, routes: {}, areas: {} };
  for (const path of paths) countPageFile(counts, path);
  return counts;
}

/** The tally of a site given by its page counts (`held`) and the files of it that go (`removed`). */
export function tallyOfPageCounts(held: PageCounts, removed: Iterable<string>): RemovalTally {
  const tally = new RemovalTally();
  tally.countHeld(held);
  let gone = 0;
  for (const path of removed) {
    const route = routeOfPath(path);
    if (!route || REGROUPING_PATTERNS.has(route)) continue;
    tally.countRemoved(route, urlOfOutputFile(path));
    gone++;
  }
  tally.countAfter(held.site - gone);
  return tally;
}

/** What a guard made of a verdict: refused unless the removals were `published` anyway (accepted on purpose). */
export const decisionOf = (verdict: RemovalVerdict, published: boolean): 'passed' | 'refused' | 'accepted' =>
  !verdict.refused ? 'passed' : published ? 'accepted' : 'refused';

/** Answers that held items last night and are empty tonight: where a hollow API shows first. */
export interface EmptiedAnswers {
  readonly count: number;
  readonly examples: readonly string[];
}

const percent = (share: number): string => `${(share * 100).toFixed(share < 0.01 ? 2 : 1)}%`;

/** One line saying what the guard compared. */
export function summariseVerdict(verdict: RemovalVerdict): string {
  return (
    `Removal guard: ${verdict.removed.toLocaleString('en-US')} of ${verdict.before.toLocaleString('en-US')} pages removed ` +
    `(${percent(verdict.removedShare)}; limits ${percent(verdict.limits.siteShare)} of the site, ${percent(verdict.limits.partShare)} of a route or area ` +
    `once ${verdict.limits.minPages} pages go): ${verdict.refused ? 'REFUSED' : 'passed'}.`
  );
}

/** What a refused night says: what would have vanished, the answers that emptied, and how to accept it on purpose. */
export function describeRefusal(verdict: RemovalVerdict, emptied: EmptiedAnswers | undefined, kept: string): string {
  const lines = [
    `Refused to publish: tonight's answers would remove ${verdict.removed.toLocaleString('en-US')} of ${verdict.before.toLocaleString('en-US')} pages ` +
      `(${percent(verdict.removedShare)}). The limits are ${percent(verdict.limits.siteShare)} of the site, and ${percent(verdict.limits.partShare)} ` +
      `of one route or one area (a directory's state, a speciality) once ${verdict.limits.minPages} of its pages go.`,
    `Over the limit (${verdict.overLimitCount}):`,
    ...verdict.overLimit
      .slice(0, DESCRIBED_PARTS)
      .map(
        (part) =>
          `  ${part.kind === 'site' ? 'the whole site' : `${part.kind} ${part.part}`}: ${part.removed.toLocaleString('en-US')} of ` +
          `${part.before.toLocaleString('en-US')} pages (${percent(part.share)}), e.g. ${part.examples.join(', ')}`,
      ),
  ];
  const described = Math.min(DESCRIBED_PARTS, verdict.overLimit.length);
  if (verdict.overLimitCount > described)
    lines.push(`  ... and ${verdict.overLimitCount - described} more (the night report lists ${verdict.overLimit.length})`);
  if (emptied && emptied.count > 0) {
    lines.push(`Answers that listed items last night and are empty tonight (${emptied.count.toLocaleString('en-US')}), e.g.:`);
    lines.push(...emptied.examples.map((key) => `  ${key}`));
  }
  lines.push(
    `Nothing was published: dist/ and the last good snapshot are as they were. ${kept}`,
    'If the directory really did shrink, accept it: run again with --accept-removals (or NIGHT_ACCEPT_REMOVALS=1).',
  );
  return lines.join('\n');
}
