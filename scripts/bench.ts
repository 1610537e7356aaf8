/**
 * `npm run bench [-- --scale default|100k|national|<doctors> --latency 20 --concurrency 16 --mix edited=0.005,...]`
 * The whole pipeline at a scale, measured: generates the dataset if missing, serves it with injected latency,
 * crawls (own process), builds (own process), rebuilds the same snapshot, then lives a night: a night of change
 * applied to a copy of the dataset (default: a realistic night, dataset/churn.ts), crawled again and built into the
 * same site. Last, builds the same number of pages of a trivial template with the same Astro. Prints one JSON line.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { measureAstroFloor } from './bench/astro-floor.ts';
import { benchDatabaseFor, crawlInChild } from './bench/crawl-child.ts';
import { defaultShardCount, largestPeak, runAstroStep, type PeakRss, type RenderReport } from './pipeline/astro-step.ts';
import { startDeployServer } from './bench/deploy-server.ts';
import { deploy } from './deploy/run.ts';
import { DEFAULT_REMOVAL_LIMITS } from './pipeline/removal-guard.ts';
import { freeRetiredFilesNow, retire, startFreeingRetiredFiles } from './pipeline/retired-files.ts';
import { compareSnapshots } from './pipeline/snapshot-removals.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';
import { filesUnder } from '../src/lib/files-under.ts';
import { applyChurn, parseChurnMix } from './reference-api/dataset/churn.ts';
import { parseScale } from './reference-api/dataset/scale.ts';
import { openReferenceDb } from './reference-api/db/schema.ts';
import { PROJECT_ROOT } from './reference-api/paths.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'default' },
    latency: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '16' },
    shards: { type: 'string' },
    mix: { type: 'string' },
    // Also deploy the full build and the night to a real S3-protocol server on this machine (s3rver).
    deploy: { type: 'boolean', default: false },
  },
});
const mix = parseChurnMix(values.mix);

const MiB = 1048576;
const scale = parseScale(values.scale);
const benchDir = join(PROJECT_ROOT, 'data', 'bench');
mkdirSync(benchDir, { recursive: true });
const dbPath = await benchDatabaseFor(scale);

const dist = join(benchDir, `${scale.name}-site`);
const cacheDir = `${dist}.cache`;
// The full build starts from nothing: no cache, no published site. The last run's are set aside, and freed once
// everything is measured: on ext4 without a journal, a file created within minutes of many deletions costs a scan
// past the freed inodes, which would slow the full build by whatever a previous run left.
const discarded = join(benchDir, 'discarded');
for (const old of [cacheDir, dist]) if (existsSync(old)) retire(discarded, old);

// 1. Crawl.
const snapshotPath = join(benchDir, `${scale.name}-snapshot.sqlite`);
for (const suffix of ['', '-wal', '-shm']) rmSync(`${snapshotPath}${suffix}`, { force: true });
console.error(`Crawling ${scale.name} with ${values.latency} ms latency, concurrency ${values.concurrency} ...`);
const crawled = await crawlInChild({ dbPath, snapshotPath, latencyMs: Number(values.latency), concurrency: Number(values.concurrency) });

// 2. Full build, then 3. a rebuild with nothing changed.
// Shards as `npm run build` splits them: one per core, more at national scale; one process per core at a time.
const shards = values.shards ? Number(values.shards) : defaultShardCount(snapshotPath);
const build = async (label: string, from: string = snapshotPath) => {
  console.error(`${label} ...`);
  // Astro's log is kept to its tail, for the error; what was rendered comes from the build report.
  let log = '';
  let peak: PeakRss = { astro: 0, astroOwn: 0, siteFiles: 0, pipeline: 0 };
  let report: RenderReport | undefined;
  // A real night finds last night's output on disk: flush what the kernel still holds before the clock starts.
  execFileSync('sync');
  const started = performance.now();
  const ok = await runAstroStep({
    root: PIPELINE_PATHS.root,
    dist,
    snapshotPath: from,
    cacheDir,
    shards,
    onOutput: (text) => (log = (log + text).slice(-3000)),
    onPeakRss: (measured) => (peak = measured),
    onReport: (done) => (report = done),
  });
  if (!ok || !report) throw new Error(`${label} failed:\n${log}`);
  return { ...report, steps: report.seconds, seconds: (performance.now() - started) / 1000, peak, pages: new Set(report.rendered).size };
};
const full = await build('Full build');
// The deploys, outside the timed builds: the whole site once, then what the night changed.
const deployServer = values.deploy ? await startDeployServer(join(benchDir, 's3rver')) : undefined;
const deployed = async (label: string) => {
  if (!deployServer) return undefined;
  console.error(`${label} ...`);
  const result = await deploy({
    dist,
    target: deployServer.target,
    content: { kind: 'whole' },
    limits: DEFAULT_REMOVAL_LIMITS,
    acceptRemovals: false,
    dryRun: false,
    concurrency: 64,
    backlog: true,
    log: () => {},
  });
  if (!result.ok) throw new Error(result.message);
  return {
    files: result.uploaded,
    mib: +(result.uploadedBytes / MiB).toFixed(1),
    deleted: result.deleted,
    unchanged: result.unchanged,
    seconds: result.seconds,
  };
};
const fullDeploy = await deployed('Deploying the full build');
const rebuild = await build('Rebuild of the same snapshot');

// 4. A night: a copy of the dataset with a night's changes, crawled again (dates carried over), built into the site.
const nightDb = join(benchDir, `${scale.name}-night-dataset.sqlite`);
rmSync(nightDb, { force: true });
const source = new DatabaseSync(dbPath, { readOnly: true });
source.prepare('VACUUM INTO ?').run(nightDb);
source.close();
const nightData = openReferenceDb(nightDb);
const changes = applyChurn(nightData, mix, 1);
nightData.close();
const nightSnapshot = join(benchDir, `${scale.name}-night-snapshot.sqlite`);
for (const suffix of ['', '-wal', '-shm']) rmSync(`${nightSnapshot}${suffix}`, { force: true });
console.error('A night of change: crawling again ...');
// As the pipeline does: the files the last publish replaced are freed while the crawl waits on the network.
startFreeingRetiredFiles(cacheDir);
const nightCrawled = await crawlInChild({
  dbPath: nightDb,
  snapshotPath: nightSnapshot,
  previousSnapshotPath: snapshotPath,
  latencyMs: Number(values.latency),
  concurrency: Number(values.concurrency),
});
// What the removal guard compares before the night is promoted (crawl-step.ts), with its default limits.
const guardStarted = performance.now();
const guard = compareSnapshots(snapshotPath, nightSnapshot)?.tally.decide(DEFAULT_REMOVAL_LIMITS);
const guardSeconds = +((performance.now() - guardStarted) / 1000).toFixed(1);
if (!guard) throw new Error('The removal guard found no stored pages to compare in the two snapshots.');
// What the night changed in the published site, measured outside the timed build.
const beforeNight = digestsOf(dist);
const night = await build('A night of change: building', nightSnapshot);
const afterNight = digestsOf(dist);
const nightDeploy = await deployed('Deploying the night');
await deployServer?.stop();
// Pages are what routes render: HTML, and the JSON pages Load More and the blog tabs read (the search index is a site file).
const isPage = (file: string) => file.endsWith('.html') || (file.endsWith('.json') && !file.startsWith('search-index/'));
const pagesChanged = [...afterNight].filter(([file, digest]) => isPage(file) && beforeNight.get(file) !== digest).length;
const filesRemoved = [...beforeNight.keys()].filter((file) => !afterNight.has(file)).length;

// The largest process, and each kind: Astro (per shard), the site files' writer, this process (which publishes).
const peakMiB = (peak: PeakRss) => ({
  peakRssMiB: Math.round(largestPeak(peak) / MiB),
  peakRssMiBByProcess: {
    astro: Math.round(peak.astro / MiB),
    astroOwn: Math.round(peak.astroOwn / MiB),
    siteFiles: Math.round(peak.siteFiles / MiB),
    pipeline: Math.round(peak.pipeline / MiB),
  },
});

/** Every file of a folder with the digest of its bytes. */
function digestsOf(dir: string): Map<string, string> {
  return new Map(
    filesUnder(dir).map((file) => [
      file,
      createHash('sha1')
        .update(readFileSync(join(dir, file)))
        .digest('base64url'),
    ]),
  );
}

const sizeOf = (dir: string): { bytes: number; files: number } => {
  const files = filesUnder(dir);
  return { bytes: files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0), files: files.length };
};
const output = sizeOf(dist);

// 5. Astro's floor for the same number of pages.
console.error('Trivial template with the same Astro ...');
const floor = await measureAstroFloor(join(benchDir, 'astro-floor'), full.pages);

console.log(
  JSON.stringify({
    scale: scale.name,
    doctors: scale.doctors,
    latencyMs: Number(values.latency),
    concurrency: Number(values.concurrency),
    pages: full.pages,
    shards,
    crawl: {
      requests: crawled.requests,
      failures: crawled.failures,
      seconds: +crawled.seconds.toFixed(1),
      requestsPerSecond: Math.round(crawled.requestsPerSecond),
      peakRssMiB: Math.round(crawled.maxRssBytes / MiB),
      cpuMsPerRequest: { crawl: crawled.cpuMsPerRequest, api: crawled.apiCpuMsPerRequest },
    },
    build: { seconds: +full.seconds.toFixed(1), pagesPerSecond: Math.round(full.pages / full.seconds), steps: full.steps, ...peakMiB(full.peak) },
    sameSnapshotRebuild: {
      seconds: +rebuild.seconds.toFixed(1),
      rendered: rebuild.rendered.length,
      reused: rebuild.reused,
      copied: rebuild.published.copied,
      linked: rebuild.published.linked,
      moved: rebuild.published.moved,
      siteFilesKept: rebuild.siteFilesKept,
      steps: rebuild.steps,
      ...peakMiB(rebuild.peak),
    },
    night: {
      changes: Object.fromEntries(Object.entries(changes).map(([name, items]) => [name, items.length])),
      crawl: {
        requests: nightCrawled.requests,
        failures: nightCrawled.failures,
        seconds: +nightCrawled.seconds.toFixed(1),
        requestsPerSecond: Math.round(nightCrawled.requestsPerSecond),
        notModifiedShare: nightCrawled.notModifiedShare,
        cpuMsPerRequest: { crawl: nightCrawled.cpuMsPerRequest, api: nightCrawled.apiCpuMsPerRequest },
      },
      seconds: +night.seconds.toFixed(1),
      steps: night.steps,
      rendered: night.rendered.length,
      pagesChanged,
      renderedPerPageChanged: +(night.rendered.length / Math.max(1, pagesChanged)).toFixed(2),
      filesPublished: night.published.copied + night.published.linked + night.published.moved,
      filesRemoved,
      nightVsFull: +(night.seconds / full.seconds).toFixed(2),
      guard: {
        seconds: guardSeconds,
        refused: guard.refused,
        before: guard.before,
        after: guard.after,
        removed: guard.removed,
        removedShare: +guard.removedShare.toFixed(4),
        largest: guard.largest,
        overLimit: guard.overLimit.map(({ kind, part, removed, before }) => ({ kind, part, removed, before })),
      },
    },
    dist: { files: output.files, mib: +(output.bytes / MiB).toFixed(1) },
    ...(fullDeploy && nightDeploy
      ? { deploy: { full: fullDeploy, night: nightDeploy, nightBytesVsFull: +(nightDeploy.mib / fullDeploy.mib).toFixed(3) } }
      : {}),
    astroFloorPagesPerSecond: Math.round(floor.pagesPerSecond),
    buildVsFloor: +(full.pages / full.seconds / floor.pagesPerSecond).toFixed(2),
    sameSnapshotRebuildVsFull: +(rebuild.seconds / full.seconds).toFixed(2),
  }),
);
// What the last run left, freed now that nothing is timed.
await freeRetiredFilesNow(discarded);
