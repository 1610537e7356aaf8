/**
 * `npm run bench [-- --scale default|100k|national|<doctors> --latency 20 --concurrency N --mix edited=0.005,... --deploy]`
 * The whole pipeline at a scale, measured in stages: the dataset (generated if missing), the first crawl (own
 * process, against the dataset served with injected latency), the full build (own processes), with `--deploy` the full
 * deploy to an S3-protocol server on this machine (own process), a rebuild of the same snapshot, then a night: a
 * realistic night of change applied to a copy of the dataset (dataset/churn.ts), crawled again, guarded, built into
 * the same site and deployed; last, Astro's floor for as many pages. Each stage prints its figures as it ends and is
 * recorded (scripts/bench/stages.ts): a re-run with the same inputs takes the finished stages as they are and goes on
 * from the first that is not. `--stop-after <stage>` ends the run there (a long run in parts); `--keep <stage,...>` takes
 * those stages as recorded though their inputs (their code) changed since. One JSON line at the end.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { measureAstroFloor } from './bench/astro-floor.ts';
import { benchDatabaseFor, crawlInChild, type CrawlChildResult } from './bench/crawl-child.ts';
import { deployInChild, type DeployChildResult } from './bench/deploy-child.ts';
import { type BenchDeployServer, beginFullDeploy, startDeployServer } from './bench/deploy-server.ts';
import { diskTracker } from './bench/disk.ts';
import { openStages } from './bench/stages.ts';
import { defaultShardCount, largestPeak, type PeakRss } from './pipeline/astro-step.ts';
import { buildInChild } from './bench/build-child.ts';
import { codeDigest } from './pipeline/render-inputs.ts';
import { closureDigest } from './bench/code-closure.ts';
import { DEFAULT_REMOVAL_LIMITS } from './guards/removal-guard.ts';
import { freeRetiredFilesNow, retire, startFreeingRetiredFiles } from './pipeline/retired-files.ts';
import { compareSnapshots } from './pipeline/snapshot-removals.ts';
import { cacheDirOf } from './pipeline/cache-layout.ts';
import { backlogOf } from './pipeline/deploy-backlog.ts';
import { filesUnder } from '../src/lib/files-under.ts';
import { applyChurn, parseChurnMix } from './reference-api/dataset/churn.ts';
import { parseScale } from './reference-api/dataset/scale.ts';
import { openReferenceDb } from './reference-api/db/schema.ts';
import { PROJECT_ROOT } from './reference-api/paths.ts';

const STAGES = ['crawl', 'build', 'deploy', 'rebuild', 'nightCrawl', 'nightBuild', 'nightDeploy', 'floor'] as const;
type StageName = (typeof STAGES)[number];

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'default' },
    latency: { type: 'string', default: '20' },
    // Unset: the crawl's shipped default.
    concurrency: { type: 'string' },
    shards: { type: 'string' },
    mix: { type: 'string' },
    // Also deploy the full build and the night to an S3-protocol server on this machine (bench/bucket-server.ts).
    deploy: { type: 'boolean', default: false },
    'stop-after': { type: 'string' },
    // Stages taken as recorded though their code changed (comma-separated): a national crawl is most of an hour.
    keep: { type: 'string' },
    // Where Astro's floor writes its parts, each freed as it ends: a tmpfs when the disk cannot hold them beside the site.
    'floor-parts': { type: 'string' },
  },
});
const mix = parseChurnMix(values.mix);
const stopAfter = values['stop-after'] as StageName | undefined;
if (stopAfter !== undefined && !STAGES.includes(stopAfter)) throw new Error(`--stop-after must be one of ${STAGES.join(', ')}, got '${stopAfter}'`);
const keep = new Set(values.keep?.split(',').filter(Boolean) ?? []);
const unknownKept = [...keep].filter((name) => !STAGES.includes(name as StageName));
if (unknownKept.length > 0) throw new Error(`--keep takes stages among ${STAGES.join(', ')}, got '${unknownKept.join(', ')}'`);
const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency);
const latencyMs = Number(values.latency);

const MiB = 1048576;
const scale = parseScale(values.scale);
const benchDir = join(PROJECT_ROOT, 'data', 'bench');
mkdirSync(benchDir, { recursive: true });
const datasetStarted = performance.now();
const dbPath = await benchDatabaseFor(scale);
const datasetSeconds = +((performance.now() - datasetStarted) / 1000).toFixed(1);

const dist = join(benchDir, `${scale.name}-site`);
const cacheDir = cacheDirOf({ dist });
const snapshotPath = join(benchDir, `${scale.name}-snapshot.sqlite`);
const nightDb = join(benchDir, `${scale.name}-night-dataset.sqlite`);
const nightSnapshot = join(benchDir, `${scale.name}-night-snapshot.sqlite`);
const bucketPath = join(benchDir, `${scale.name}-bucket.sqlite`);
// Replaced files and the last run's output are set aside here and freed once everything is measured: on ext4
// without a journal, a file created within minutes of many deletions costs a scan past the freed inodes.
const discarded = join(benchDir, 'discarded');

// What every stage's outputs depend on: the dataset (made from the scale by the generator) and the options. Each
// stage adds the code it runs (code-closure.ts), so that a change to other code keeps its recorded outputs, and names
// its own inputs.
const common = {
  scale,
  latencyMs,
  concurrency: concurrency ?? 'default',
  dataset: closureDigest(PROJECT_ROOT, ['scripts/reference-api/seed-database.ts']),
  packages: closureDigest(PROJECT_ROOT, ['package-lock.json']),
};
// The site's code as a whole (a build renders every route), with the pipeline that runs it.
const buildCode = [codeDigest(PROJECT_ROOT), closureDigest(PROJECT_ROOT, ['scripts/bench/build-child.ts'])];
const crawlCode = closureDigest(PROJECT_ROOT, ['scripts/bench/crawl-child.ts']);
const deployCode = closureDigest(PROJECT_ROOT, ['scripts/bench/deploy-child.ts']);
const STAGE_CODE: Record<StageName, unknown> = {
  crawl: crawlCode,
  build: buildCode,
  deploy: deployCode,
  rebuild: buildCode,
  nightCrawl: [crawlCode, closureDigest(PROJECT_ROOT, ['scripts/reference-api/dataset/churn.ts', 'scripts/pipeline/snapshot-removals.ts'])],
  nightBuild: buildCode,
  nightDeploy: deployCode,
  floor: closureDigest(PROJECT_ROOT, ['scripts/bench/astro-floor.ts']),
};
const stages = openStages(join(benchDir, `${scale.name}-stages.json`), PROJECT_ROOT, (line) => console.error(line), keep);
const removeSnapshot = (path: string) => {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
};
/** Runs one stage (or takes it from the ledger), prints its figures, and ends the run after `--stop-after`. */
const stage = async <T>(name: StageName, inputs: unknown, outputsExist: () => boolean, run: () => Promise<T>): Promise<T> => {
  const { figures, resumed } = await stages.run(name, { common, code: STAGE_CODE[name], inputs }, outputsExist, run);
  if (!resumed) console.error(`${name}: ${JSON.stringify(figures)}`);
  if (name === stopAfter) {
    console.error(`Stopped after ${name}, as asked: the next run with the same inputs goes on from there.`);
    await freeRetiredFilesNow(discarded);
    process.exit(0);
  }
  return figures;
};
/** Disk used by the benchmark's outputs now, and what is left on their file system. */
const diskNow = diskTracker([dist, cacheDir, snapshotPath, nightSnapshot, nightDb, dbPath, bucketPath, `${bucketPath}-wal`], benchDir);

const crawlFigures = (crawled: CrawlChildResult) => ({
  requests: crawled.requests,
  failures: crawled.failures,
  seconds: +crawled.seconds.toFixed(1),
  requestsPerSecond: Math.round(crawled.requestsPerSecond),
  notModifiedShare: crawled.notModifiedShare,
  images: crawled.images,
  end: crawled.end,
  peakRssMiB: Math.round(crawled.maxRssBytes / MiB),
  cpuMsPerRequest: { crawl: crawled.cpuMsPerRequest, api: crawled.apiCpuMsPerRequest },
  cpuSeconds: crawled.cpuSeconds,
  concurrency: {
    start: crawled.concurrency.start,
    settled: crawled.concurrency.settled,
    peak: crawled.concurrency.peak,
    backOffs: crawled.concurrency.backOffs,
  },
});

// 1. The first crawl, from nothing.
const crawled = await stage(
  'crawl',
  {},
  () => existsSync(snapshotPath),
  async () => {
    removeSnapshot(snapshotPath);
    console.error(`Crawling ${scale.name} with ${latencyMs} ms latency, concurrency ${concurrency ?? 'as shipped'} ...`);
    const figures = crawlFigures(await crawlInChild({ dbPath, snapshotPath, latencyMs, concurrency }));
    return { ...figures, disk: diskNow() };
  },
);

// 2. The full build, from nothing. Shards as `npm run build` splits them: one per core, more at national scale.
const shards = values.shards ? Number(values.shards) : defaultShardCount(snapshotPath);
const build = async (label: string, from: string) => {
  console.error(`${label} ...`);
  // A real night finds last night's output on disk: flush what the kernel still holds before the clock starts.
  execFileSync('sync');
  const started = performance.now();
  // In a process of its own, as the night's build: its peak memory is the pipeline's, not the benchmark's.
  const report = await buildInChild({ dist, snapshotPath: from, cacheDir, shards });
  const seconds = (performance.now() - started) / 1000;
  return { report, seconds, peak: report.peak, pages: report.rendered };
};
// The largest process, and each kind: Astro (per shard), the site files' writer, the process that publishes.
const peakMiB = (peak: PeakRss) => ({
  peakRssMiB: Math.round(largestPeak(peak) / MiB),
  peakRssMiBByProcess: {
    astro: Math.round(peak.astro / MiB),
    astroOwn: Math.round(peak.astroOwn / MiB),
    siteFiles: Math.round(peak.siteFiles / MiB),
    pipeline: Math.round(peak.pipeline / MiB),
  },
});
const full = await stage(
  'build',
  { shards },
  () => existsSync(dist),
  async () => {
    for (const old of [cacheDir, dist]) if (existsSync(old)) retire(discarded, old);
    const done = await build('Full build', snapshotPath);
    const output = sizeOf(dist);
    return {
      pages: done.pages,
      seconds: +done.seconds.toFixed(1),
      pagesPerSecond: Math.round(done.pages / done.seconds),
      steps: done.report.steps,
      ...peakMiB(done.peak),
      dist: { files: output.files, mib: +(output.bytes / MiB).toFixed(1) },
      disk: diskNow(),
    };
  },
);

// 3. The full deploy: the whole site into an empty bucket. The server starts with the first deploy that runs, and
// keeps the bucket a finished full deploy left when only the night's deploy runs.
let deployServer: BenchDeployServer | undefined;
const deployed = async (label: string, fresh: boolean): Promise<(DeployChildResult & { disk: ReturnType<typeof diskNow> }) | undefined> => {
  if (!values.deploy) return undefined;
  deployServer ??= await startDeployServer(bucketPath, fresh);
  console.error(`${label} ...`);
  return { ...(await deployInChild(dist, deployServer)), disk: diskNow() };
};
const fullDeploy = await stage(
  'deploy',
  { deploy: values.deploy },
  () => !values.deploy || existsSync(bucketPath),
  async () => {
    if (!values.deploy) return undefined;
    const begun = beginFullDeploy(bucketPath);
    if (begun.resumedFrom) console.error(`The full deploy begun ${begun.resumedFrom} was cut short: going on with the bucket and manifest it left.`);
    const result = await deployed('Deploying the full build', begun.resumedFrom === undefined);
    begun.finished();
    return result && begun.resumedFrom ? { ...result, resumedFrom: begun.resumedFrom } : result;
  },
);

// 4. A rebuild of the same snapshot: what a night with nothing changed costs.
const rebuild = await stage(
  'rebuild',
  {},
  () => existsSync(dist),
  async () => {
    const done = await build('Rebuild of the same snapshot', snapshotPath);
    return {
      seconds: +done.seconds.toFixed(1),
      rendered: done.report.rendered,
      reused: done.report.reused,
      copied: done.report.published.copied,
      linked: done.report.published.linked,
      moved: done.report.published.moved,
      siteFilesKept: done.report.siteFilesKept,
      steps: done.report.steps,
      ...peakMiB(done.peak),
    };
  },
);

// 5. A night: a copy of the dataset with a night's changes, crawled again (dates carried over), then what the removal
// guard compares before the night is promoted (crawl-step.ts), with its default limits.
const nightCrawl = await stage(
  'nightCrawl',
  { mix },
  () => existsSync(nightSnapshot),
  async () => {
    rmSync(nightDb, { force: true });
    const source = new DatabaseSync(dbPath, { readOnly: true });
    source.prepare('VACUUM INTO ?').run(nightDb);
    source.close();
    const nightData = openReferenceDb(nightDb);
    const changes = applyChurn(nightData, mix, 1);
    nightData.close();
    removeSnapshot(nightSnapshot);
    console.error('A night of change: crawling again ...');
    // As the pipeline does: the files the last publish replaced are freed while the crawl waits on the network.
    startFreeingRetiredFiles(cacheDir);
    const crawledAgain = await crawlInChild({
      dbPath: nightDb,
      snapshotPath: nightSnapshot,
      previousSnapshotPath: snapshotPath,
      latencyMs,
      concurrency,
    });
    const guardStarted = performance.now();
    const guard = compareSnapshots(snapshotPath, nightSnapshot)?.tally.decide(DEFAULT_REMOVAL_LIMITS);
    const guardSeconds = +((performance.now() - guardStarted) / 1000).toFixed(1);
    if (!guard) throw new Error('The removal guard found no stored pages to compare in the two snapshots.');
    return {
      changes: Object.fromEntries(Object.entries(changes).map(([name, items]) => [name, items.length])),
      crawl: crawlFigures(crawledAgain),
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
    };
  },
);

// 6. The night's build into the same site; what it changed is measured outside the timed build.
const nightBuild = await stage(
  'nightBuild',
  {},
  () => existsSync(dist),
  async () => {
    // What the night's publish wrote and removed is what it appends to the deploy's backlog (it keeps a file whose
    // bytes did not change): read from where the backlog ended, instead of hashing the whole site twice.
    const backlogStart = statSync(backlogOf(dist), { throwIfNoEntry: false })?.size ?? 0;
    const night = await build('A night of change: building', nightSnapshot);
    const changes = backlogLinesSince(backlogOf(dist), backlogStart);
    // Pages are what routes render: HTML, and the JSON pages Load More and the blog tabs read (the search index is a site file).
    const isPage = (file: string) => file.endsWith('.html') || (file.endsWith('.json') && !file.startsWith('search-index/'));
    const pagesChanged = changes ? changes.written.filter(isPage).length : null;
    return {
      seconds: +night.seconds.toFixed(1),
      steps: night.report.steps,
      rendered: night.report.rendered,
      // Unknown (null) when the backlog was dropped for its size (deploy-backlog.ts).
      pagesChanged,
      renderedPerPageChanged: pagesChanged ? +(night.report.rendered / pagesChanged).toFixed(2) : null,
      filesPublished: night.report.published.copied + night.report.published.linked + night.report.published.moved,
      filesRemoved: night.report.published.removed,
      ...peakMiB(night.peak),
      disk: diskNow(),
    };
  },
);

// 7. The night's deploy.
const nightDeploy = await stage(
  'nightDeploy',
  { deploy: values.deploy },
  () => true,
  () => deployed('Deploying the night', false),
);
await deployServer?.stop();

// 8. Astro's floor for the same number of pages, split as the build was.
const floor = await stage(
  'floor',
  { parts: values['floor-parts'] ?? 'beside the project' },
  () => true,
  async () => {
    console.error('Trivial template with the same Astro ...');
    // Split as the build was: its shards, as many at once as the render runs (one per core).
    const layout = { processes: shards, parallel: availableParallelism() };
    const partsDir = values['floor-parts'];
    const measured = await measureAstroFloor(join(benchDir, 'astro-floor'), full.pages, { ...layout, ...(partsDir ? { partsDir } : {}) });
    return { seconds: +measured.seconds.toFixed(1), pagesPerSecond: Math.round(measured.pagesPerSecond), ...layout };
  },
);

/** The paths written that a backlog gained after its first `from` bytes; undefined when it is shorter now (dropped for its size). */
function backlogLinesSince(path: string, from: number): { written: string[] } | undefined {
  const text = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
  if (text.length < from) return undefined;
  const lines = text.subarray(from).toString('utf8').split('\n');
  return { written: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)) };
}

function sizeOf(dir: string): { bytes: number; files: number } {
  const files = filesUnder(dir);
  return { bytes: files.reduce((sum, file) => sum + statSync(join(dir, file)).size, 0), files: files.length };
}

// A night as the pipeline lives it: crawl, guard, build and deploy, one after the other.
const nightSeconds = nightCrawl.crawl.seconds + nightCrawl.guard.seconds + nightBuild.seconds + (nightDeploy?.seconds ?? 0);
console.log(
  JSON.stringify({
    scale: scale.name,
    doctors: scale.doctors,
    latencyMs,
    concurrency: concurrency ?? 'default',
    pages: full.pages,
    shards,
    datasetSeconds,
    crawl: crawled,
    build: full,
    sameSnapshotRebuild: rebuild,
    night: {
      seconds: +nightSeconds.toFixed(1),
      changes: nightCrawl.changes,
      crawl: nightCrawl.crawl,
      guard: nightCrawl.guard,
      build: nightBuild,
      ...(nightDeploy ? { deploy: nightDeploy } : {}),
      nightVsFull: +(nightBuild.seconds / full.seconds).toFixed(2),
    },
    ...(fullDeploy && nightDeploy
      ? { deploy: { full: fullDeploy, night: nightDeploy, nightBytesVsFull: +(nightDeploy.mib / Math.max(0.1, fullDeploy.mib)).toFixed(3) } }
      : {}),
    astroFloorPagesPerSecond: floor.pagesPerSecond,
    buildVsFloor: +(full.pagesPerSecond / floor.pagesPerSecond).toFixed(2),
    sameSnapshotRebuildVsFull: +(rebuild.seconds / full.seconds).toFixed(2),
    benchPeakRssMiB: Math.round((process.resourceUsage().maxRSS * 1024) / MiB),
    disk: diskNow(),
  }),
);
// What the last run left, freed now that nothing is timed.
await freeRetiredFilesNow(discarded);
