/**
 * The night report: what a run did and how it ended, as JSON beside the snapshot (for a scheduler to alert on) and
 * as a few lines for the log. Each outcome has an exit status of its own (docs/operations.md, "Exit statuses").
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { describeConcurrency } from '../../src/crawl/report.ts';
import type { CrawlResult, CrawlStop } from '../../src/crawl/run.ts';
import type { OddRecords } from '../../src/routes/odd-records.ts';
import { routeOfPath } from '../../src/routes/route-of-path.ts';
import type { RenderReport } from '../pipeline/astro-options.ts';
import { openBuildLists } from '../pipeline/build-lists.ts';
import type { CrawlStepResult, GuardOutcome } from '../pipeline/crawl-step.ts';
import type { SpaceCheck } from '../pipeline/disk-space.ts';
import type { IndexNowResult } from '../deploy/indexnow.ts';
import type { DeployResult } from '../deploy/run.ts';
import type { LockOwner } from '../pipeline/night-lock.ts';

type DeployDone = Extract<DeployResult, { readonly ok: true }>;

/** How a run ended, and the exit status a scheduler sees for it. */
export const EXIT_STATUS = {
  /** Published (for the crawl alone: promoted the snapshot; for a shard: rendered it). */
  succeeded: 0,
  /** Anything unforeseen: bad configuration, a bug; the message says what. */
  error: 1,
  /** More requests failed after their retries than CRAWL_MAX_FAILURES allows. */
  'crawl-failed': 20,
  /** The removal or growth guard refused a night that would remove too much of the site, or grow it far too much. */
  'guard-refused': 21,
  /** An Astro process or the site files failed. */
  'render-failed': 22,
  /** dist/'s disk has not room for the night: nothing was published. */
  'disk-short': 23,
  /** dist/'s disk filled while publishing, although the check found room: dist/ is part old, part new. */
  'publish-failed': 24,
  /** The deploy could not finish (the target refused or failed past its retries); run it again to finish. */
  'deploy-failed': 25,
  /** The site would exceed DEPLOY_HOST's documented limits: stopped before rendering, nothing published. */
  'host-limits': 26,
  /** The crawl passed its deadline (CRAWL_DEADLINE_SECONDS) and stopped: nothing published, `--resume` takes it up. */
  'crawl-deadline': 27,
  /** Another run holds the night's lock (EX_TEMPFAIL: try again later). */
  'lock-held': 75,
} as const;
export type NightOutcome = keyof typeof EXIT_STATUS;

export interface NightReport {
  readonly command: string;
  readonly outcome: NightOutcome;
  readonly exitStatus: number;
  readonly message: string;
  readonly pid: number;
  readonly startedAt: string;
  readonly finishedAt: string;
  /** Seconds of each step that ran, and of the whole run. */
  readonly seconds: Readonly<Record<string, number>>;
  readonly lock?: { readonly tookOverFrom?: LockOwner; readonly heldBy?: LockOwner };
  readonly crawl?: {
    readonly requests: number;
    /** Where the concurrency started, settled and peaked, and why it came down (src/crawl/adaptive-concurrency.ts). */
    readonly concurrency: CrawlResult['concurrency'];
    readonly notModified: number;
    readonly notModifiedShare: number;
    readonly failures: number;
    readonly maxFailures: number;
    readonly retries: number;
    readonly gone: number;
    /** Records the address rules handled, by kind, each with a few examples (docs/architecture.md, "Addresses"). */
    readonly records: OddRecords;
    readonly failuresByEndpoint: Readonly<Record<string, number>>;
    /** Answers and images refused for their size (after decompression), a few named. */
    readonly oversized: CrawlResult['oversized'];
    /** Image addresses on another host than the API's and the image host's: never fetched, a few named. */
    readonly offOriginImages: { readonly count: number; readonly samples: readonly string[] };
    /** Why the crawl stopped before its end (its deadline, or the growth guard's limit). */
    readonly stopped?: CrawlStop;
  };
  readonly guard?: Omit<GuardOutcome, 'seconds'>;
  readonly pages?: {
    readonly rendered: number;
    readonly reused: number;
    readonly added?: number;
    readonly removed: number;
    /** Per route pattern: pages rendered and removed by the render, added since the last snapshot. */
    readonly byRoute: Readonly<Record<string, { rendered: number; removed: number; added: number }>>;
    /** Pages rendered per reason (docs/architecture.md, "Why a page rendered"): `new`, `props`, `code`, `always`, `unpublished`, `fact:<kind>`. */
    readonly byReason?: Readonly<Record<string, number>>;
  };
  readonly files?: { readonly published: number; readonly kept: number; readonly removed: number };
  readonly disk?: SpaceCheck;
  /** What `npm run deploy` did on its target: the deploy's own result (deploy/run.ts), with where it went. */
  readonly deploy?: Pick<DeployDone, 'dryRun' | 'scope' | 'uploaded' | 'uploadedBytes' | 'deleted' | 'unchanged' | 'manifestParts'> & {
    readonly target: string;
    /** The changed pages' URLs submitted to IndexNow, when a key is set. */
    readonly indexNow?: IndexNowResult;
    /** What the target cannot do that the site needs (the security headers object storage cannot carry). */
    readonly warnings?: readonly string[];
  };
}

/** The crawl's part of the report. */
export function crawlPart(result: CrawlResult, maxFailures: number): NonNullable<NightReport['crawl']> {
  return {
    requests: result.requests,
    concurrency: result.concurrency,
    notModified: result.notModified,
    notModifiedShare: +result.notModifiedShare.toFixed(4),
    failures: result.failures,
    maxFailures,
    retries: result.retries,
    gone: result.gone,
    records: result.records,
    failuresByEndpoint: Object.fromEntries(
      Object.entries(result.byEndpoint)
        .filter(([, stats]) => stats.failures > 0)
        .map(([endpoint, stats]) => [endpoint, stats.failures]),
    ),
    oversized: result.oversized,
    offOriginImages: { count: result.images.offOrigin, samples: result.images.offOriginSamples },
    ...(result.stopped ? { stopped: result.stopped } : {}),
  };
}

/** The crawl step's part: the crawl, the removal guard's decision, and the seconds of each. */
export function crawlStepPart(step: CrawlStepResult, maxFailures: number): Pick<NightReport, 'crawl' | 'guard' | 'seconds'> {
  const crawl = crawlPart(step.result, maxFailures);
  const crawlSeconds = +(step.result.durationMs / 1000).toFixed(1);
  if (!step.guard) return { crawl, seconds: { crawl: crawlSeconds } };
  const { seconds, ...guard } = step.guard;
  return { crawl, guard, seconds: { crawl: crawlSeconds, guard: seconds } };
}

/** The pages a build rendered and removed, by route (`other` for a file no route names), from its lists on disk:
 * here, so that the publish's thread, which writes the lists, loads no route table. */
function pagesByRoute(listsPath: string): Record<string, { rendered: number; removed: number }> {
  const lists = openBuildLists(listsPath);
  try {
    const routes: Record<string, { rendered: number; removed: number }> = {};
    for (const kind of ['rendered', 'removed'] as const) {
      for (const file of lists.each(kind)) {
        const route = routeOfPath(`/${file}`) ?? 'other';
        routes[route] ??= { rendered: 0, removed: 0 };
        routes[route][kind]++;
      }
    }
    return routes;
  } finally {
    lists.close();
  }
}

/** The render's part: pages per route (from the build's lists on disk), files published. */
export function renderPart(render: RenderReport, guard: GuardOutcome | undefined): Pick<NightReport, 'pages' | 'files' | 'disk'> {
  const byRoute: Record<string, { rendered: number; removed: number; added: number }> = {};
  const of = (route: string) => (byRoute[route] ??= { rendered: 0, removed: 0, added: 0 });
  for (const [route, { rendered, removed }] of Object.entries(pagesByRoute(render.lists))) Object.assign(of(route), { rendered, removed });
  for (const [route, { added }] of Object.entries(guard?.verdict?.routes ?? {})) if (added > 0) of(route).added += added;
  const { published } = render;
  return {
    pages: {
      rendered: render.rendered,
      reused: render.reused,
      ...(guard?.verdict ? { added: Object.values(guard.verdict.routes).reduce((sum, route) => sum + route.added, 0) } : {}),
      removed: render.removed,
      byRoute: Object.fromEntries(Object.entries(byRoute).sort(([a], [b]) => a.localeCompare(b))),
      byReason: { ...render.reasons },
    },
    files: { published: published.copied + published.linked + published.moved, kept: published.kept, removed: published.removed },
    disk: render.space,
  };
}

/** Writes the report whole (beside and renamed over, so a reader never sees half of one). */
export function writeNightReport(path: string, report: NightReport): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.partial`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${path}.partial`, path);
}

const count = (value: number): string => value.toLocaleString('en-US');

/** A few lines for the log: outcome and times, then what each step did. */
export function summariseNight(report: NightReport, reportPath: string): string {
  const steps = Object.entries(report.seconds)
    .filter(([step]) => step !== 'total')
    .map(([step, seconds]) => `${step} ${seconds} s`);
  const lines = [`Night (${report.command}): ${report.outcome} in ${report.seconds.total ?? 0} s${steps.length ? ` (${steps.join(', ')})` : ''}.`];
  const { crawl, guard, pages, files } = report;
  if (crawl) {
    lines.push(
      `  crawl: ${count(crawl.requests)} requests, ${(crawl.notModifiedShare * 100).toFixed(1)}% unchanged (304), ` +
        `${count(crawl.failures)} failed (budget ${crawl.maxFailures}), ${count(crawl.retries)} retries, ${count(crawl.gone)} gone; ` +
        describeConcurrency(crawl.concurrency),
    );
    const records = Object.entries(crawl.records);
    if (records.length > 0) {
      lines.push(
        `  odd records handled: ${records.map(([kind, { count: n, examples }]) => `${count(n)} ${kind} (e.g. ${examples[0] ?? ''})`).join(', ')}`,
      );
    }
  }
  if (crawl && (crawl.oversized.count > 0 || crawl.offOriginImages.count > 0)) {
    lines.push(
      `  refused: ${count(crawl.oversized.count)} answer(s) over the size limit${crawl.oversized.samples[0] ? ` (e.g. ${crawl.oversized.samples[0]})` : ''}, ` +
        `${count(crawl.offOriginImages.count)} image address(es) off the API's hosts${crawl.offOriginImages.samples[0] ? ` (e.g. ${crawl.offOriginImages.samples[0]})` : ''}`,
    );
  }
  if (guard?.growth) {
    const { growth } = guard;
    lines.push(
      `  growth guard: ${guard.decision}, ${count(growth.after)} ${growth.what} against ${growth.before === undefined ? 'none' : count(growth.before)} last night (limit ${count(growth.limit)})`,
    );
  }
  if (guard && (guard.verdict || !guard.growth)) {
    const verdict = guard.verdict;
    lines.push(
      verdict
        ? `  guard: ${guard.decision}, ${count(verdict.removed)} of ${count(verdict.before)} pages removed (${(verdict.removedShare * 100).toFixed(2)}%), ${count(verdict.after)} tonight`
        : `  guard: ${guard.decision} (no last night's pages to compare with)`,
    );
  }
  if (pages) {
    lines.push(
      `  pages: ${count(pages.rendered)} rendered, ${count(pages.reused)} reused, ${pages.added === undefined ? '' : `${count(pages.added)} added, `}${count(pages.removed)} removed`,
    );
  }
  const reasons = Object.entries(pages?.byReason ?? {});
  if (reasons.length > 0) lines.push(`  rendered because: ${reasons.map(([reason, pages]) => `${count(pages)} ${reason}`).join(', ')}`);
  if (files) lines.push(`  files: ${count(files.published)} published, ${count(files.kept)} unchanged, ${count(files.removed)} removed`);
  lines.push(`  report: ${reportPath} (exit status ${report.exitStatus})`);
  return lines.join('\n');
}
