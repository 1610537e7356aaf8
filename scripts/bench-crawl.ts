/**
 * `npm run bench:crawl [-- --scale default|100k|national|<doctors> --latency 20 --concurrency 16,64]`
 * Crawls a reference dataset served with injected latency, once per concurrency, each crawl in its own process,
 * then crawls it again as the next night does (with the first crawl's validators, so unchanged answers are 304),
 * and prints one JSON line per crawl: requests, requests/s over the request phase against the ideal concurrency /
 * latency, the share of 304 answers, CPU per request (crawl and API), the images phase (images, how many were 304,
 * seconds, CPU per image), the whole crawl's seconds, peak RSS.
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
  const first = join(scratch, 'snapshot.sqlite');
  const nights = [
    { night: 'first', run: await crawlInChild({ dbPath, snapshotPath: first, latencyMs, concurrency }) },
    {
      night: 'second, with validators',
      run: await crawlInChild({ dbPath, snapshotPath: join(scratch, 'next.sqlite'), previousSnapshotPath: first, latencyMs, concurrency }),
    },
  ];
  rmSync(scratch, { recursive: true, force: true });
  const ideal = latencyMs > 0 ? (concurrency * 1000) / latencyMs : null;
  for (const { night, run } of nights) {
    console.log(
      JSON.stringify({
        scale: scale.name,
        night,
        latencyMs,
        concurrency,
        requests: run.requests,
        failures: run.failures,
        seconds: +run.seconds.toFixed(1),
        requestSeconds: +run.requestSeconds.toFixed(1),
        requestsPerSecond: Math.round(run.requestsPerSecond),
        idealRequestsPerSecond: ideal,
        efficiency: ideal ? +(run.requestsPerSecond / ideal).toFixed(2) : null,
        notModifiedShare: run.notModifiedShare,
        cpuMsPerRequest: { crawl: run.cpuMsPerRequest, api: run.apiCpuMsPerRequest },
        images: run.images,
        crawlPeakRssMiB: Math.round(run.maxRssBytes / 1048576),
      }),
    );
  }
}
