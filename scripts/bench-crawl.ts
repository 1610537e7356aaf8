/**
 * `npm run bench:crawl [-- --scale default|100k|national|<doctors> --latency 20 --concurrency default,16,64]
 *   [--transports undici,ky --rounds 2 --nights 1|2 --previous <snapshot>]`
 * Crawls a reference dataset served with injected latency, once per concurrency (`default`, the default: as the
 * night crawls, from CRAWL_CONCURRENCY up to CRAWL_MAX_CONCURRENCY as the API allows; a number: fixed at it), each
 * crawl in its own process,
 * then crawls it again as the next night does (with the first crawl's validators, so unchanged answers are 304),
 * and prints one JSON line per crawl: requests, requests/s over the request phase against the ideal concurrency /
 * latency, the share of 304 answers, CPU per request (crawl and API), the images phase (images, how many were 304,
 * seconds, CPU per image), the whole crawl's seconds, peak RSS. `--nights 1` crawls the first night only;
 * `--previous` crawls only second nights, with the validators of that snapshot (a crawl of the same dataset).
 * With `--transports`, the crawls go through each transport in turn (CRAWL_TRANSPORT, bench/transports/transports.ts),
 * alternated within each round (A, B, C, A, B, C ...) so that other work on the machine weighs on each alike; a
 * last line per night and concurrency gives each transport's medians and their ratios to the first transport's,
 * within each round and over the medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { TRANSPORT_KINDS, type TransportKind } from './bench/transports/transports.ts';
import { benchDatabaseFor, crawlInChild, type CrawlChildResult } from './bench/crawl-child.ts';
import { parseScale } from './reference-api/dataset/scale.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'default' },
    latency: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: 'default' },
    transports: { type: 'string' },
    rounds: { type: 'string' },
    nights: { type: 'string', default: '2' },
    previous: { type: 'string' },
  },
});

const transports: readonly (TransportKind | undefined)[] = values.transports
  ? values.transports.split(',').map((name) => {
      if (!(TRANSPORT_KINDS as readonly string[]).includes(name))
        throw new Error(`--transports: '${name}' is not one of ${TRANSPORT_KINDS.join(', ')}`);
      return name as TransportKind;
    })
  : [undefined];
const rounds = Number(values.rounds ?? (values.transports ? 2 : 1));
// With --previous, every crawl is a second night, with the validators of that snapshot (of the same dataset).
const nightCount = values.previous ? 1 : Number(values.nights);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds must be a whole number, at least 1');
if (nightCount !== 1 && nightCount !== 2) throw new Error('--nights must be 1 (the first night) or 2 (and the second, with validators)');

const scale = parseScale(values.scale);
const dbPath = await benchDatabaseFor(scale);
const latencyMs = Number(values.latency);
const median = (numbers: readonly number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const NIGHTS = ['first', 'second, with validators'] as const;

// 'default': the shipped defaults (CRAWL_CONCURRENCY rising to CRAWL_MAX_CONCURRENCY); a number: fixed at it.
const concurrencies = values.concurrency.split(',').map((value) => (value === 'default' ? undefined : Number(value)));
for (const concurrency of concurrencies) {
  const ideal = latencyMs > 0 && concurrency !== undefined ? (concurrency * 1000) / latencyMs : null;
  /** runs[night][transport][round] */
  const runs = new Map<string, Map<string, CrawlChildResult[]>>();
  for (let round = 1; round <= rounds; round++) {
    for (const transport of transports) {
      const scratch = mkdtempSync(join(tmpdir(), 'bench-crawl-'));
      const first = join(scratch, 'snapshot.sqlite');
      const previous = values.previous ? { previousSnapshotPath: values.previous } : {};
      const night = values.previous ? NIGHTS[1] : NIGHTS[0];
      const nights: { night: string; run: CrawlChildResult }[] = [
        { night, run: await crawlInChild({ dbPath, snapshotPath: first, latencyMs, concurrency, transport, ...previous }) },
      ];
      if (nightCount === 2) {
        const snapshotPath = join(scratch, 'next.sqlite');
        nights.push({
          night: NIGHTS[1],
          run: await crawlInChild({ dbPath, snapshotPath, previousSnapshotPath: first, latencyMs, concurrency, transport }),
        });
      }
      rmSync(scratch, { recursive: true, force: true });
      for (const { night, run } of nights) {
        const byTransport = runs.get(night) ?? new Map<string, CrawlChildResult[]>();
        runs.set(night, byTransport.set(transport ?? 'default', [...(byTransport.get(transport ?? 'default') ?? []), run]));
        console.log(
          JSON.stringify({
            scale: scale.name,
            night,
            ...(transport ? { transport, round } : {}),
            latencyMs,
            concurrency: concurrency ?? run.concurrency,
            requests: run.requests,
            failures: run.failures,
            seconds: +run.seconds.toFixed(1),
            requestSeconds: +run.requestSeconds.toFixed(1),
            requestsPerSecond: Math.round(run.requestsPerSecond),
            idealRequestsPerSecond: ideal,
            efficiency: ideal ? +(run.requestsPerSecond / ideal).toFixed(2) : null,
            notModifiedShare: run.notModifiedShare,
            cpuMsPerRequest: { crawl: run.cpuMsPerRequest, api: run.apiCpuMsPerRequest },
            crawlCpuSeconds: run.cpuSeconds,
            images: run.images,
            crawlPeakRssMiB: Math.round(run.maxRssBytes / 1048576),
          }),
        );
      }
    }
  }
  if (transports.length < 2) continue;
  // Each transport against the first one named: the ratio of medians, and the median of the ratios within a round.
  for (const [night, byTransport] of runs) {
    const base = byTransport.get(transports[0] ?? '') ?? [];
    const summary = Object.fromEntries(
      [...byTransport].map(([transport, list]) => {
        const rps = list.map((run) => run.requestsPerSecond);
        const cpu = list.map((run) => run.cpuMsPerRequest);
        const withinRound = (pick: (run: CrawlChildResult) => number) => +median(list.map((run, i) => pick(run) / pick(base[i] ?? run))).toFixed(3);
        return [
          transport,
          {
            rounds: list.length,
            requestsPerSecond: { median: Math.round(median(rps)), each: rps.map(Math.round) },
            cpuMsPerRequest: { median: +median(cpu).toFixed(3), each: cpu },
            apiCpuMsPerRequest: +median(list.map((run) => run.apiCpuMsPerRequest)).toFixed(3),
            peakRssMiB: Math.round(median(list.map((run) => run.maxRssBytes)) / 1048576),
            toFirst: {
              requestsPerSecond: {
                ofMedians: +(median(rps) / median(base.map((run) => run.requestsPerSecond))).toFixed(3),
                withinRound: withinRound((run) => run.requestsPerSecond),
              },
              cpuMsPerRequest: {
                ofMedians: +(median(cpu) / median(base.map((run) => run.cpuMsPerRequest))).toFixed(3),
                withinRound: withinRound((run) => run.cpuMsPerRequest),
              },
            },
          },
        ];
      }),
    );
    console.log(JSON.stringify({ summary: true, scale: scale.name, night, latencyMs, concurrency, against: transports[0], transports: summary }));
  }
}
