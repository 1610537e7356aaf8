/**
 * `npm run bench:crawl [-- --scale default|100k|national|<doctors> --latency 20 --concurrency 16,64]`
 * Crawls a reference dataset served with injected latency, once per concurrency, each crawl in its own process,
 * and prints one JSON line per run: requests, requests/s against the ideal concurrency / latency, peak RSS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { benchDatabaseFor, crawlInChild } from './bench/crawl-child.ts';
import { parseScale } from './reference-api/dataset/scale.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'default' },
    latency: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16,64' },
  },
});

const scale = parseScale(values.scale);
const dbPath = await benchDatabaseFor(scale);
const latencyMs = Number(values.latency);
for (const concurrency of values.concurrency.split(',').map(Number)) {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-crawl-'));
  const run = await crawlInChild({ dbPath, snapshotPath: join(scratch, 'snapshot.sqlite'), latencyMs, concurrency });
  rmSync(scratch, { recursive: true, force: true });
  const ideal = latencyMs > 0 ? (concurrency * 1000) / latencyMs : null;
  console.log(
    JSON.stringify({
      scale: scale.name,
      latencyMs,
      concurrency,
      requests: run.requests,
      failures: run.failures,
      seconds: +run.seconds.toFixed(1),
      requestsPerSecond: Math.round(run.requestsPerSecond),
      idealRequestsPerSecond: ideal,
      efficiency: ideal ? +(run.requestsPerSecond / ideal).toFixed(2) : null,
      crawlPeakRssMiB: Math.round(run.maxRssBytes / 1048576),
    }),
  );
}
