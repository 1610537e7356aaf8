/**
 * The render step: one or more `astro build` processes (BUILD_SHARD=i/n, disjoint parts of the pages) render into
 * output folders kept between builds (kept-output.ts), the site files are written once (site-files-step.ts), and
 * only then is the result published into dist/, so a failed build never leaves a half-written dist/ over the last
 * good one.
 */
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import { readBuildReport } from '../../src/integrations/build-report.ts';
import { cacheDirOf, type AstroStepOptions, type RenderReport } from './astro-options.ts';
import { renderShard } from './kept-output.ts';
import { publishInto } from './publish.ts';
import { siteFilesDirOf, writeSiteFilesFor } from './site-files-step.ts';

export type { AstroStepOptions, RenderReport } from './astro-options.ts';
export { largestPeak, type PeakRss } from './astro-process.ts';
export { buildShard, defaultShardCount } from './kept-output.ts';

/**
 * Builds the site from a snapshot into `dist`: `shards` Astro processes (default 1) each render their part into
 * a folder kept between builds, so an unchanged page is neither rendered nor copied again; the site files are
 * written once; and only when all of that succeeded is the result published into `dist` (see publish.ts).
 * Returns false, with `dist` untouched, when any step fails.
 */
export async function runAstroStep(options: AstroStepOptions): Promise<boolean> {
  const shards = Math.max(1, options.shards ?? 1);
  const cacheDir = cacheDirOf(options);
  const secondsSince = (since: number) => +((performance.now() - since) / 1000).toFixed(1);
  let started = performance.now();
  // More shards than cores bound each process's memory (Astro holds a shard's paths at once); they queue.
  const limit = pLimit(Math.max(1, options.parallel ?? availableParallelism()));
  const runs = await Promise.all(Array.from({ length: shards }, (_, i) => limit(() => renderShard(options, cacheDir, { index: i, count: shards }))));
  const astroPeak = Math.max(...runs.map((run) => run.peakRss));
  let siteFilesPeak = 0;
  const reportPeak = () => {
    const peak = { astro: astroPeak, siteFiles: siteFilesPeak, pipeline: process.resourceUsage().maxRSS * 1024 };
    const mib = (bytes: number) => Math.round(bytes / 1048576);
    options.onOutput?.(
      `[memory] peak RSS: astro ${mib(peak.astro)} MiB, site files ${mib(peak.siteFiles)} MiB, pipeline ${mib(peak.pipeline)} MiB\n`,
    );
    options.onPeakRss?.(peak);
  };
  if (!runs.every((run) => run.ok)) {
    reportPeak();
    return false;
  }
  const render = secondsSince(started);
  started = performance.now();
  const outDirs = runs.map((run) => run.outDir);
  const siteFiles = siteFilesDirOf(cacheDir);
  const siteFilesWritten = await writeSiteFilesFor(options, siteFiles, outDirs, (bytes) => (siteFilesPeak = bytes));
  if (siteFilesWritten === false) {
    reportPeak();
    return false;
  }
  const siteFilesSeconds = secondsSince(started);
  started = performance.now();
  const published = publishInto([...outDirs, siteFiles], options.dist);
  const reports = runs.map((run) => readBuildReport(run.cache));
  const report: RenderReport = {
    rendered: reports.flatMap((shard) => shard.rendered),
    reused: reports.reduce((sum, shard) => sum + shard.reused, 0),
    removed: reports.flatMap((shard) => shard.removed),
    siteFilesKept: siteFilesWritten === 'kept',
    published,
    seconds: { render, siteFiles: siteFilesSeconds, publish: secondsSince(started) },
  };
  options.onOutput?.(
    `[publish] ${published.linked} file(s) linked, ${published.copied} copied, ${published.kept} unchanged, ${published.removed} removed\n`,
  );
  options.onOutput?.(`[timing] render ${render} s, site files ${report.seconds.siteFiles} s, publish ${report.seconds.publish} s\n`);
  reportPeak();
  options.onReport?.(report);
  return true;
}
