/**
 * The crawl step of the pipeline: picks the API (configured, or the embedded reference API started for the
 * occasion), crawls it into a work snapshot within the crawl's deadline and the growth guard's limit, and promotes the
 * snapshot only when failures stay within budget and the removal and growth guards let it through; the good snapshot
 * it replaces is kept as the previous one.
 */
import { existsSync, linkSync, renameSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { nightNumberOf } from '../../src/crawl/image-revalidation.ts';
import { crawl, type CrawlResult } from '../../src/crawl/run.ts';
import { codeDigest } from './render-inputs.ts';
import { createProgressPrinter, summariseCrawl, writeCrawlReport } from '../../src/crawl/report.ts';
import type { SiteEnv } from '../../src/config/env.ts';
import { DEFAULT_DB_PATH, PROJECT_ROOT } from '../reference-api/paths.ts';
import { startApiProcess } from '../reference-api/process.ts';
import { nightFilesOf } from './paths.ts';
import { describeRefusal, removalLimitsOf, summariseVerdict, type EmptiedAnswers, type RemovalVerdict } from '../guards/removal-guard.ts';
import { compareSnapshots } from './snapshot-removals.ts';
import { describeGrowth, type GrowthLimits, growthLimit, growthLimitsOf, type GrowthVerdict, judgeGrowth } from '../guards/growth-guard.ts';

export interface CrawlStepOptions {
  readonly env: SiteEnv;
  readonly nextSnapshot: string;
  readonly currentSnapshot: string;
  readonly reportPath: string;
  /** Keep the pending requests of an interrupted crawl instead of starting afresh. */
  readonly resume?: boolean;
  /** The reference dataset served when no API_BASE_URL is set. */
  readonly referenceDbPath?: string;
  /** Extra environment for the embedded reference API (fault injection in tests and benchmarks). */
  readonly referenceApiEnv?: Readonly<Record<string, string>>;
  readonly log?: (line: string) => void;
  readonly quiet?: boolean;
  /** Promote even when the night removes more than the guard allows (also NIGHT_ACCEPT_REMOVALS). */
  readonly acceptRemovals?: boolean;
  /** Crawl and promote even when the night grows more than the growth guard allows (also NIGHT_ACCEPT_GROWTH). */
  readonly acceptGrowth?: boolean;
}

/** What the removal and growth guards made of the night: no last night to compare with, passed, refused, or over the
 * limits and accepted on purpose. */
export interface GuardOutcome {
  readonly decision: 'skipped' | 'passed' | 'refused' | 'accepted';
  readonly verdict?: RemovalVerdict;
  readonly emptied?: EmptiedAnswers;
  /** The growth guard's verdict when it refused or was overruled: the requests the crawl knew, or the pages. */
  readonly growth?: GrowthVerdict;
  readonly seconds: number;
}

export interface CrawlStepResult {
  readonly ok: boolean;
  readonly result: CrawlResult;
  readonly summary: string;
  /** Absent when the crawl itself failed (the guard had nothing to compare). */
  readonly guard?: GuardOutcome;
  /** Set when the crawl passed its deadline (CRAWL_DEADLINE_SECONDS) and stopped. */
  readonly pastDeadline?: boolean;
}

/** How many requests a snapshot's crawl held; undefined when there is none to read (a first night). */
function requestsOf(snapshot: string): number | undefined {
  if (!existsSync(snapshot)) return undefined;
  const db = new DatabaseSync(snapshot, { readOnly: true });
  try {
    return (db.prepare('SELECT count(*) AS requests FROM requests').get() as { requests: number }).requests;
  } catch {
    return undefined;
  } finally {
    db.close();
  }
}

/** Whether growth over the guard's limits is accepted on purpose: the option or NIGHT_ACCEPT_GROWTH. */
const acceptsGrowth = (options: CrawlStepOptions): boolean => options.acceptGrowth === true || options.env.NIGHT_ACCEPT_GROWTH;

/** The pages tonight's snapshot adds over last night's, judged by the growth guard (examples: the routes adding most). */
function judgePageGrowth(verdict: RemovalVerdict, limits: GrowthLimits): GrowthVerdict {
  const examples = Object.entries(verdict.routes)
    .filter(([, route]) => route.added > 0)
    .sort(([, a], [, b]) => b.added - a.added)
    .slice(0, 5)
    .map(([route, { before, added }]) => `${route}: ${added.toLocaleString('en-US')} pages added to ${before.toLocaleString('en-US')}`);
  return judgeGrowth('pages', verdict.before, verdict.after, limits, examples);
}

/** Makes `next` the current snapshot and keeps the current one as the previous: at every moment a current one
 * exists, so a run killed in between still has last night's to compare with. */
export function promoteSnapshot(next: string, current: string): void {
  if (existsSync(current)) {
    const { previousSnapshot } = nightFilesOf(current);
    const partial = `${previousSnapshot}.partial`;
    rmSync(partial, { force: true });
    linkSync(current, partial);
    renameSync(partial, previousSnapshot);
  }
  renameSync(next, current);
}

/** Compares the work snapshot with the current one; refuses (keeping it aside) a night that removes too much. */
function guardNight(options: CrawlStepOptions, log: (line: string) => void): GuardOutcome {
  const started = performance.now();
  const seconds = () => +((performance.now() - started) / 1000).toFixed(1);
  const compared = compareSnapshots(options.currentSnapshot, options.nextSnapshot);
  if (!compared) return { decision: 'skipped', seconds: seconds() };
  const verdict = compared.tally.decide(removalLimitsOf(options.env));
  const growth = judgePageGrowth(verdict, growthLimitsOf(options.env));
  const guard = { verdict, emptied: compared.emptied, ...(growth.refused ? { growth } : {}), seconds: seconds() };
  if (growth.refused && !acceptsGrowth(options)) return { decision: 'refused', ...guard };
  if (growth.refused)
    log(
      `Growth guard: ${growth.after.toLocaleString('en-US')} pages against ${growth.before?.toLocaleString('en-US')} last night. Accepted on purpose (--accept-growth or NIGHT_ACCEPT_GROWTH).`,
    );
  if (!verdict.refused) return { decision: growth.refused ? 'accepted' : 'passed', ...guard };
  if (options.acceptRemovals || options.env.NIGHT_ACCEPT_REMOVALS) {
    log(`${summariseVerdict(verdict)} Accepted on purpose (--accept-removals or NIGHT_ACCEPT_REMOVALS).`);
    return { decision: 'accepted', ...guard };
  }
  return { decision: 'refused', ...guard };
}

/** Crawls, reports, and promotes the snapshot when the failures are within CRAWL_MAX_FAILURES. */
export async function runCrawlStep(options: CrawlStepOptions): Promise<CrawlStepResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const referenceDb = options.referenceDbPath ?? DEFAULT_DB_PATH;
  let stopApi: (() => Promise<void>) | undefined;
  let baseUrl = options.env.API_BASE_URL;
  if (!baseUrl) {
    if (!existsSync(referenceDb)) {
      log(`No reference dataset yet: generating the default one into ${referenceDb} ...`);
      // Loaded only when needed: the generator's city data weighs a few hundred MB while it is in memory.
      const { seedDefaultDataset } = await import('../reference-api/seed-database.ts');
      seedDefaultDataset(referenceDb);
    }
    const api = await startApiProcess({ API_DB_PATH: referenceDb, ...options.referenceApiEnv });
    stopApi = api.stop;
    baseUrl = api.url;
    log(`Crawling the embedded reference API at ${baseUrl}`);
  } else {
    log(`Crawling ${baseUrl}`);
  }

  try {
    if (!options.resume) rmSync(options.nextSnapshot, { force: true });
    for (const suffix of ['-wal', '-shm']) if (!options.resume) rmSync(`${options.nextSnapshot}${suffix}`, { force: true });
    const printer = createProgressPrinter();
    const growthLimits = growthLimitsOf(options.env);
    const lastNightsRequests = requestsOf(options.currentSnapshot);
    const result = await crawl({
      baseUrl,
      snapshotPath: options.nextSnapshot,
      concurrency: options.env.CRAWL_CONCURRENCY,
      maxConcurrency: Math.max(options.env.CRAWL_CONCURRENCY, options.env.CRAWL_MAX_CONCURRENCY),
      imageRevalidation: { night: nightNumberOf(new Date()), periodNights: options.env.CRAWL_IMAGE_REVALIDATE_NIGHTS },
      previousSnapshotPath: options.currentSnapshot,
      ...(options.env.IMAGE_BASE_URL ? { imageBaseUrl: options.env.IMAGE_BASE_URL } : {}),
      progressIntervalMs: printer.intervalMs,
      // The pages of every route are stored listed by this code: the render that follows takes them as they are.
      codeVersion: codeDigest(PROJECT_ROOT),
      ...(options.quiet ? {} : { onProgress: printer.update }),
      client: {
        deadlineMs: options.env.CRAWL_REQUEST_DEADLINE_SECONDS * 1000,
        maxAnswerBytes: options.env.CRAWL_MAX_ANSWER_BYTES,
        maxImageBytes: options.env.CRAWL_MAX_IMAGE_BYTES,
      },
      deadlineMs: options.env.CRAWL_DEADLINE_SECONDS * 1000,
      ...(acceptsGrowth(options) ? {} : { maxRequests: growthLimit(lastNightsRequests, growthLimits) }),
    });
    if (!options.quiet) printer.finish();
    writeCrawlReport(options.reportPath, result);
    const summary = summariseCrawl(result, options.env.CRAWL_MAX_FAILURES);
    const resume = `Tonight's crawl is kept at ${options.nextSnapshot}: \`npm run crawl -- --resume\` takes it up where it stopped.`;
    if (result.stopped?.reason === 'deadline') {
      const deadline = `The crawl passed its deadline of ${options.env.CRAWL_DEADLINE_SECONDS.toLocaleString('en-US')} s (CRAWL_DEADLINE_SECONDS) and stopped`;
      return { ok: false, result, pastDeadline: true, summary: `${summary}\n${deadline}: nothing was published. ${resume}` };
    }
    if (result.stopped?.reason === 'growth') {
      const growth = judgeGrowth('requests', lastNightsRequests, result.stopped.known, growthLimits);
      const kept = `${resume.replace('--resume', '--resume --accept-growth')}`;
      return {
        ok: false,
        result,
        guard: { decision: 'refused', growth, seconds: 0 },
        summary: `${summary}\n${describeGrowth(growth, growthLimits, kept)}`,
      };
    }
    if (result.failures > options.env.CRAWL_MAX_FAILURES) return { ok: false, result, summary };
    const guard = guardNight(options, log);
    if (guard.decision === 'refused' && guard.verdict) {
      const { refusedSnapshot } = nightFilesOf(options.currentSnapshot);
      renameSync(options.nextSnapshot, refusedSnapshot);
      const kept = `Tonight's snapshot is kept for inspection at ${refusedSnapshot}.`;
      const refusal =
        guard.growth?.refused && !acceptsGrowth(options)
          ? describeGrowth(guard.growth, growthLimits, kept)
          : describeRefusal(guard.verdict, guard.emptied, kept);
      return { ok: false, result, guard, summary: `${summary}\n${refusal}` };
    }
    promoteSnapshot(options.nextSnapshot, options.currentSnapshot);
    return { ok: true, result, guard, summary: guard.verdict ? `${summary}\n${summariseVerdict(guard.verdict)}` : summary };
  } finally {
    await stopApi?.();
  }
}
