/**
 * The benchmarks' crawl: one crawl in a process of its own (so its peak memory is its own), against a reference
 * dataset served with injected latency. `crawlInChild` runs this file as that process; run directly it crawls
 * `--url` into `--snapshot` and prints one JSON line.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSiteEnv } from '../../src/config/env.ts';
import type { ConcurrencyReport } from '../../src/crawl/adaptive-concurrency.ts';
import { nightNumberOf } from '../../src/crawl/image-revalidation.ts';
import { crawl } from '../../src/crawl/run.ts';
import type { Scale } from '../reference-api/dataset/scale.ts';
import { DEFAULT_DB_PATH, DEFAULT_SEED, PROJECT_ROOT } from '../reference-api/paths.ts';
import { startApiProcess } from '../reference-api/process.ts';
import { codeDigest } from '../pipeline/render-inputs.ts';
import { readBenchEnv } from './bench-env.ts';
import { type TransportKind, transportFactoryOf } from './transports/transports.ts';

export interface CrawlChildResult {
  readonly requests: number;
  readonly failures: number;
  /** The whole crawl: its request phase, its images phase, then its end. */
  readonly seconds: number;
  readonly requestSeconds: number;
  /** API requests per second over the request phase. */
  readonly requestsPerSecond: number;
  readonly images: {
    readonly count: number;
    readonly notModified: number;
    /** Kept unasked: not due for revalidation tonight. */
    readonly notDue: number;
    readonly seconds: number;
    readonly cpuMsPerImage: number;
  };
  /** The crawl's end (samples kept, page indexes, dates, digests): its wall and CPU seconds. */
  readonly end: { readonly seconds: number; readonly cpuSeconds: number };
  readonly maxRssBytes: number;
  /** Share of requests answered 304 (a crawl with last night's validators). */
  readonly notModifiedShare: number;
  /** CPU time (user + system) of the crawl process per request over the request phase, in milliseconds. */
  readonly cpuMsPerRequest: number;
  /** CPU time of the whole crawl (requests and images), in seconds. */
  readonly cpuSeconds: number;
  /** Where the concurrency started, settled and peaked, and why it came down. */
  readonly concurrency: ConcurrencyReport;
  /** CPU time of the reference API process per answer (requests and images), in milliseconds (0 where /proc is not
   * available). */
  readonly apiCpuMsPerRequest: number;
}

/** CPU time (user + system) a process has used so far, in milliseconds, from /proc (Linux); 0 elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    // Fields 14 and 15 of /proc/PID/stat, after the command name in parentheses, are utime and stime in clock ticks.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}
// USER_HZ: 100 on every Linux this runs on.
const CLOCK_TICKS_PER_SECOND = 100;

/** The reference database of a scale, generated on first use (the default one is the embedded dataset). */
export async function benchDatabaseFor(scale: Scale): Promise<string> {
  const dbPath = scale.name === 'default' ? DEFAULT_DB_PATH : join(PROJECT_ROOT, 'data', 'bench', `${scale.name}.sqlite`);
  if (!existsSync(dbPath)) {
    console.error(`Generating the '${scale.name}' dataset into ${dbPath} ...`);
    const { seedDatabase } = await import('../reference-api/seed-database.ts');
    seedDatabase(dbPath, DEFAULT_SEED, scale);
  }
  return dbPath;
}

/** Serves `dbPath` with `latencyMs` of injected latency and crawls it into `snapshotPath` from a child process. */
export async function crawlInChild(options: {
  readonly dbPath: string;
  readonly snapshotPath: string;
  readonly latencyMs: number;
  /** A fixed concurrency; absent: the shipped defaults (CRAWL_CONCURRENCY rising to CRAWL_MAX_CONCURRENCY). */
  readonly concurrency?: number | undefined;
  /** The last night's snapshot: unchanged responses keep its dates, as the nightly crawl does. */
  readonly previousSnapshotPath?: string;
  /** The transport the crawl sends through (CRAWL_TRANSPORT of the crawl's process); unset = the default. */
  readonly transport?: TransportKind;
}): Promise<CrawlChildResult> {
  const api = await startApiProcess({ API_DB_PATH: options.dbPath, API_LATENCY_MS: String(options.latencyMs) });
  const apiCpuBefore = cpuMsOf(api.child.pid);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const args = ['--url', api.url, '--snapshot', options.snapshotPath];
      if (options.concurrency !== undefined) args.push('--concurrency', String(options.concurrency));
      if (options.previousSnapshotPath) args.push('--previous', options.previousSnapshotPath);
      const env = options.transport ? { ...process.env, CRAWL_TRANSPORT: options.transport } : process.env;
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'inherit'], env });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`The crawl process exited with ${code}`))));
    });
    const result = JSON.parse(output.trim().split('\n').pop() ?? '{}') as Omit<CrawlChildResult, 'apiCpuMsPerRequest'>;
    const apiCpuMs = cpuMsOf(api.child.pid) - apiCpuBefore;
    const answers = result.requests + result.images.count;
    return { ...result, apiCpuMsPerRequest: answers > 0 ? +(apiCpuMs / answers).toFixed(3) : 0 };
  } finally {
    await api.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, snapshot: { type: 'string' }, concurrency: { type: 'string' }, previous: { type: 'string' } },
  });
  if (!values.url || !values.snapshot) throw new Error('Usage: crawl-child.ts --url <api> --snapshot <file> [--concurrency <n>]');
  const { CRAWL_TRANSPORT } = readBenchEnv(process.env);
  const site = readSiteEnv(process.env);
  // A concurrency given is fixed; without one, the crawl runs as the night does.
  const concurrency = values.concurrency
    ? { concurrency: Number(values.concurrency) }
    : { concurrency: site.CRAWL_CONCURRENCY, maxConcurrency: Math.max(site.CRAWL_CONCURRENCY, site.CRAWL_MAX_CONCURRENCY) };
  // CPU time (user + system, every thread of this process) at the start, when the last request is answered, at the end.
  const cpuMs = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const cpuAtStart = cpuMs();
  let cpuAtRequestsAnswered: number | undefined;
  let cpuAtFetchesDone: number | undefined;
  const result = await crawl({
    client: { transport: transportFactoryOf(CRAWL_TRANSPORT) },
    baseUrl: values.url,
    snapshotPath: values.snapshot,
    ...concurrency,
    imageRevalidation: { night: nightNumberOf(new Date()), periodNights: site.CRAWL_IMAGE_REVALIDATE_NIGHTS },
    ...(values.previous ? { previousSnapshotPath: values.previous } : {}),
    // As the nightly crawl step: every route's pages stored, listed by this code, for the build that follows.
    codeVersion: codeDigest(PROJECT_ROOT),
    onRequestsAnswered: () => (cpuAtRequestsAnswered = cpuMs()),
    onFetchesDone: () => (cpuAtFetchesDone = cpuMs()),
  });
  const cpuAtEnd = cpuMs();
  const fetchesDone = cpuAtFetchesDone ?? cpuAtEnd;
  const requestsCpuMs = (cpuAtRequestsAnswered ?? fetchesDone) - cpuAtStart;
  const imagesCpuMs = fetchesDone - (cpuAtRequestsAnswered ?? fetchesDone);
  const endCpuMs = cpuAtEnd - fetchesDone;
  const { requests: requestPhase, images: imagePhase, end: endPhase } = result.phases;
  const report: Omit<CrawlChildResult, 'apiCpuMsPerRequest'> = {
    requests: result.requests,
    failures: result.failures,
    seconds: result.durationMs / 1000,
    requestSeconds: requestPhase.ms / 1000,
    requestsPerSecond: result.requestsPerSecond,
    images: {
      count: result.images.done + result.images.failed,
      notModified: result.images.notModified,
      notDue: result.images.notDue,
      seconds: +(imagePhase.ms / 1000).toFixed(1),
      cpuMsPerImage: result.images.done > 0 ? +(imagesCpuMs / (result.images.done + result.images.failed)).toFixed(3) : 0,
    },
    end: { seconds: +(endPhase.ms / 1000).toFixed(1), cpuSeconds: +(endCpuMs / 1000).toFixed(1) },
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
    notModifiedShare: result.notModifiedShare,
    cpuMsPerRequest: result.requests > 0 ? +(requestsCpuMs / result.requests).toFixed(3) : 0,
    cpuSeconds: +((requestsCpuMs + imagesCpuMs + endCpuMs) / 1000).toFixed(1),
    concurrency: result.concurrency,
  };
  console.log(JSON.stringify(report));
  process.exit(0);
}
