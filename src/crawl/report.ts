/** The crawl's report: a JSON file for machines, a few lines for people, and the live progress line. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ConcurrencyReport } from './adaptive-concurrency.ts';
import type { CrawlProgress, CrawlResult } from './run.ts';

const MiB = 1024 * 1024;

/** Writes the full report as JSON. */
export function writeCrawlReport(path: string, result: CrawlResult): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(result, null, 2)}\n`);
}

/** A short summary: totals, then the failing endpoints, each with an example. */
export function summariseCrawl(result: CrawlResult, maxFailures: number): string {
  const lines = [
    `Crawled ${result.requests.toLocaleString('en-US')} requests in ${(result.phases.requests.ms / 1000).toFixed(1)} s ` +
      `(${Math.round(result.requestsPerSecond).toLocaleString('en-US')} requests/s; ${describeConcurrency(result.concurrency)}), ` +
      `${result.retries} retries, ${(result.bytes / MiB).toFixed(1)} MiB, peak RSS ${Math.round(result.peakRssBytes / MiB)} MiB.`,
  ];
  lines.push(
    `Images: ${result.images.done} (${(result.phases.images.ms / 1000).toFixed(1)} s after the last request; the crawl's end ${(result.phases.end.ms / 1000).toFixed(1)} s), ${result.images.notModified} unchanged since last night, ` +
      `${result.images.notDue} kept unasked (not due for revalidation tonight), ` +
      `${result.images.done - result.images.notModified - result.images.notDue} optimised (${(result.images.bytes / MiB).toFixed(1)} MiB in all)${result.images.failed ? `, ${result.images.failed} unavailable (placeholders shown), e.g. ${result.images.failureSamples[0]}` : ''}.`,
  );
  if (result.notModified > 0) {
    lines.push(
      `${result.notModified.toLocaleString('en-US')} answer(s) unchanged since last night (304, ${(result.notModifiedShare * 100).toFixed(1)}% of requests): kept as they were.`,
    );
  }
  if (result.gone > 0) {
    const goneBy = Object.entries(result.byEndpoint)
      .filter(([, stats]) => stats.gone > 0)
      .map(([endpoint, stats]) => `${endpoint} ${stats.gone}`);
    lines.push(`${result.gone} listing(s) gone (their detail answered an empty list; no page, no link): ${goneBy.join(', ')}.`);
  }
  for (const [kind, { count, examples }] of Object.entries(result.records)) {
    lines.push(`${count} record(s) handled as ${kind} (docs/architecture.md, "Addresses"), e.g. ${examples.join('; ')}.`);
  }
  if (result.oversized.count > 0) {
    lines.push(
      `${result.oversized.count} answer(s) refused for their size after decompression (CRAWL_MAX_ANSWER_BYTES, CRAWL_MAX_IMAGE_BYTES), e.g. ${result.oversized.samples.join(', ')}.`,
    );
  }
  if (result.images.offOrigin > 0) {
    lines.push(
      `${result.images.offOrigin} image address(es) on another host than the API's and IMAGE_BASE_URL's, never fetched (placeholders shown), e.g. ${result.images.offOriginSamples.slice(0, 3).join(', ')}.`,
    );
  }
  if (result.failures > 0) {
    lines.push(`${result.failures} request(s) still failing after retries (budget ${maxFailures}):`);
    const failing = Object.entries(result.byEndpoint).filter(([, stats]) => stats.failures > 0);
    for (const [endpoint, stats] of failing) {
      const example = result.failureSamples.find((failure) => failure.endpoint === endpoint);
      lines.push(`  ${endpoint}: ${stats.failures} failed${example ? ` — e.g. ${example.reason}` : ''}`);
    }
  }
  return lines.join('\n');
}

/** Where the concurrency started, settled and peaked, and why it came down. */
export function describeConcurrency(report: ConcurrencyReport): string {
  const backOffs = Object.entries(report.backOffs).filter(([, count]) => count > 0);
  const why = backOffs.length === 0 ? 'no back-off' : `backed off on ${backOffs.map(([reason, count]) => `${reason} ×${count}`).join(', ')}`;
  if (report.start === report.max) return `concurrency ${report.start}, fixed`;
  return `concurrency ${report.start} → settled ${report.settled}, peak ${report.peak} of ${report.max}, ${why}`;
}

/** One progress line: done / queued, failures, rate. */
export function formatProgress(progress: CrawlProgress): string {
  const total = progress.done + progress.failed + progress.queued + progress.inFlight;
  return (
    `crawl: ${progress.done.toLocaleString('en-US')} done / ${total.toLocaleString('en-US')} known, ` +
    `${progress.inFlight} in flight, ${progress.failed} failed, ${Math.round(progress.requestsPerSecond).toLocaleString('en-US')} req/s`
  );
}

/** Progress for a terminal (one line rewritten in place) or for CI (a line every few seconds). */
export function createProgressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  if (stream.isTTY) {
    return {
      intervalMs: 250,
      update: (progress: CrawlProgress) => {
        const total = progress.done + progress.failed + progress.queued + progress.inFlight;
        const width = 24;
        const filled = total === 0 ? 0 : Math.round((width * (progress.done + progress.failed)) / total);
        stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${formatProgress(progress)}\u001b[K`);
      },
      finish: () => stream.write('\n'),
    };
  }
  return { intervalMs: 5000, update: (progress: CrawlProgress) => stream.write(`${formatProgress(progress)}\n`), finish: () => {} };
}
