/**
 * The crawl step of the pipeline: picks the API (configured, or the embedded reference API started for the
 * occasion), crawls it into a work snapshot, and promotes the snapshot only when failures stay within budget.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { crawl, type CrawlResult } from '../../src/crawl/run.ts';
import { codeDigest } from './render-inputs.ts';
import { createProgressPrinter, summariseCrawl, writeCrawlReport } from '../../src/crawl/report.ts';
import type { SiteEnv } from '../../src/config/env.ts';
import { DEFAULT_DB_PATH, PROJECT_ROOT } from '../reference-api/paths.ts';
import { startApiProcess } from '../reference-api/process.ts';

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
}

export interface CrawlStepResult {
  readonly ok: boolean;
  readonly result: CrawlResult;
  readonly summary: string;
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
    const result = await crawl({
      baseUrl,
      snapshotPath: options.nextSnapshot,
      concurrency: options.env.CRAWL_CONCURRENCY,
      previousSnapshotPath: options.currentSnapshot,
      ...(options.env.IMAGE_BASE_URL ? { imageBaseUrl: options.env.IMAGE_BASE_URL } : {}),
      progressIntervalMs: printer.intervalMs,
      // The pages of every route are stored listed by this code: the render that follows takes them as they are.
      codeVersion: codeDigest(PROJECT_ROOT),
      ...(options.quiet ? {} : { onProgress: printer.update }),
    });
    if (!options.quiet) printer.finish();
    writeCrawlReport(options.reportPath, result);
    const summary = summariseCrawl(result, options.env.CRAWL_MAX_FAILURES);
    const ok = result.failures <= options.env.CRAWL_MAX_FAILURES;
    if (ok) renameSync(options.nextSnapshot, options.currentSnapshot);
    return { ok, result, summary };
  } finally {
    await stopApi?.();
  }
}
