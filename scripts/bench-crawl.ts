/**
 * `npm run bench:crawl [-- --scale default|100k|national|<doctors> --latency 20 --concurrency 16,64]`
 * Crawls a reference dataset served with injected latency, once per concurrency, each crawl in its own process,
 * and prints one JSON line per run: requests, requests/s against the ideal concurrency / latency, peak RSS.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crawl } from '../src/crawl/run.ts';
import { parseScale } from './reference-api/dataset/scale.ts';
import { DEFAULT_DB_PATH, DEFAULT_SEED, PROJECT_ROOT } from './reference-api/paths.ts';
import { startApiProcess } from './reference-api/process.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'default' },
    latency: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16,64' },
    // Internal: run one crawl in this process against --url and print its result.
    child: { type: 'boolean', default: false },
    url: { type: 'string' },
  },
});

if (values.child) {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-crawl-'));
  const result = await crawl({ baseUrl: values.url!, snapshotPath: join(scratch, 'snapshot.sqlite'), concurrency: Number(values.concurrency) });
  rmSync(scratch, { recursive: true, force: true });
  console.log(JSON.stringify({ ...result, byEndpoint: undefined, failureSamples: undefined, maxRssBytes: process.resourceUsage().maxRSS * 1024 }));
} else {
  const scale = parseScale(values.scale);
  const dbPath = scale.name === 'default' ? DEFAULT_DB_PATH : join(PROJECT_ROOT, 'data', 'bench', `${scale.name}.sqlite`);
  if (!existsSync(dbPath)) {
    console.error(`Generating the '${scale.name}' dataset into ${dbPath} ...`);
    const { seedDatabase } = await import('./reference-api/seed-database.ts');
    seedDatabase(dbPath, DEFAULT_SEED, scale);
  }
  const latencyMs = Number(values.latency);
  for (const concurrency of values.concurrency.split(',').map(Number)) {
    const api = await startApiProcess({ API_DB_PATH: dbPath, API_LATENCY_MS: String(latencyMs) });
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--child', '--url', api.url, '--concurrency', String(concurrency)], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`crawl process exited with ${code}`))));
    });
    await api.stop();
    const run = JSON.parse(output.trim().split('\n').pop() ?? '{}') as { requests: number; failures: number; durationMs: number; requestsPerSecond: number; maxRssBytes: number };
    const ideal = latencyMs > 0 ? (concurrency * 1000) / latencyMs : null;
    console.log(
      JSON.stringify({
        scale: scale.name,
        latencyMs,
        concurrency,
        requests: run.requests,
        failures: run.failures,
        seconds: +(run.durationMs / 1000).toFixed(1),
        requestsPerSecond: Math.round(run.requestsPerSecond),
        idealRequestsPerSecond: ideal,
        efficiency: ideal ? +(run.requestsPerSecond / ideal).toFixed(2) : null,
        crawlPeakRssMiB: Math.round(run.maxRssBytes / 1048576),
      }),
    );
  }
}
