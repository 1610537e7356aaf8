/**
 * The render step: one or more `astro build` processes (BUILD_SHARD=i/n, disjoint parts of the pages) each render
 * the pages of their part whose facts changed into a fresh folder (render-shard.ts), while a process of its own
 * writes the site files made from the snapshot alone; the sitemap index follows (site-files-step.ts), and only then
 * is the result published into dist/: only what changed, when dist/ holds the
 * last build (published-site.ts), else all of it. A failed build never leaves a half-written dist/ over the last
 * good one.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { Shard } from '../../src/routes/shard.ts';
import { readBuildReport, sumReasons } from '../../src/integrations/build-report.ts';
import { cacheDirOf, type AstroStepOptions, type RenderReport } from './astro-options.ts';
import { checkSpaceFor, isDiskFull, spaceNeededFor } from './disk-space.ts';
import { openBacklog } from './deploy-backlog.ts';
import { type ListedSource, listSources, publishChanges, publishInto, type PublishCounts } from './publish.ts';
import { forgetPublishedSite, readPublishedSite, recordPublishedSite } from './published-site.ts';
import { renderShard, shardContinues } from './render-shard.ts';
import { freeRetiredFiles, retire, retiredFolderOf } from './retired-files.ts';
import { siteFilesDirOf, writeSiteDataFor, writeSiteIndexFor } from './site-files-step.ts';
import { stagedFolderOf, stageShards } from './stage-shards.ts';

export type { AstroStepOptions, PeakRss, RenderFailure, RenderReport } from './astro-options.ts';
export { largestPeak } from './astro-process.ts';
export { buildShard, defaultShardCount } from './render-shard.ts';

/**
 * Builds the site from a snapshot into `dist`: `shards` Astro processes (default 1) each render their changed pages;
 * the site files are written once; and only when all of that succeeded is the result published into `dist`.
 * Returns false, with `dist` untouched, when any step fails.
 */
export async function runAstroStep(options: AstroStepOptions): Promise<boolean> {
  const count = Math.max(1, options.shards ?? 1);
  const shards: Shard[] = Array.from({ length: count }, (_, index) => ({ index, count }));
  const cacheDir = cacheDirOf(options);
  const secondsSince = (since: number) => +((performance.now() - since) / 1000).toFixed(1);
  // What the step says: to the caller's log, else the terminal (what went wrong even when quiet).
  const tell = (text: string): void => {
    if (options.onOutput) options.onOutput(text);
    else if (!options.quiet) process.stdout.write(text);
  };
  const warn = (text: string): void => {
    if (options.onOutput) options.onOutput(text);
    else process.stderr.write(text);
  };
  let started = performance.now();
  // Only changed pages render when dist/ holds every file of the last build and every shard has its manifest.
  const last = readPublishedSite(cacheDir, options.dist);
  const continues = last?.files.every((file) => existsSync(join(options.dist, file))) && shards.every((shard) => shardContinues(cacheDir, shard));
  // The files the last publish replaced are freed by now (the pipeline started as the crawl did) or while this renders.
  const freeingRetired = freeRetiredFiles(cacheDir);
  // The site files made from the snapshot alone are written while the pages render: they need nothing of them.
  let siteFilesPeak = 0;
  const siteFiles = siteFilesDirOf(cacheDir);
  // A failure there (no snapshot, say) is the step's failure, reported once the shards are done, never unhandled.
  const siteData = writeSiteDataFor(options, siteFiles, (bytes) => (siteFilesPeak = bytes)).catch((error: unknown) => {
    warn(`[site files] failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return false as const;
  });
  // More shards than cores bound each process's memory (Astro holds a shard's paths at once); they queue.
  const limit = pLimit(Math.max(1, options.parallel ?? availableParallelism()));
  // Each finished shard's folder is gathered into one while the others render (the last build's is retired first).
  const staged = stagedFolderOf(cacheDir);
  if (existsSync(staged)) retire(cacheDir, staged);
  const stage = stageShards(staged);
  const runs = await Promise.all(
    shards.map((shard) =>
      limit(() => renderShard(options, cacheDir, shard, !continues)).then((run) => {
        if (run.ok) stage.add(run.outDir);
        return run;
      }),
    ),
  );
  const reportPeak = () => {
    const peak = {
      astro: Math.max(...runs.map((run) => run.peakRss)),
      astroOwn: Math.max(...runs.map((run) => run.peakAnonymous)),
      siteFiles: siteFilesPeak,
      pipeline: process.resourceUsage().maxRSS * 1024,
    };
    const mib = (bytes: number) => Math.round(bytes / 1048576);
    tell(
      `[memory] peak RSS: astro ${mib(peak.astro)} MiB (its own ${mib(peak.astroOwn)} MiB), site files ${mib(peak.siteFiles)} MiB, pipeline ${mib(peak.pipeline)} MiB\n`,
    );
    options.onPeakRss?.(peak);
  };
  const render = secondsSince(started);
  started = performance.now();
  // The manifests now hold tonight's pages: until a publish of them finishes, the next build renders everything.
  forgetPublishedSite(cacheDir);
  // What the site files cost beyond the render: the wait for their process, and the sitemap index.
  const siteFilesWritten = await siteData;
  const notFreed = await freeingRetired;
  if (notFreed) warn(`[publish] warning: the last build's replaced files were not all freed: ${notFreed}\n`);
  // The last shard's folder may still be being gathered: publishing's work, timed as such. A failure to gather is
  // the render's.
  const gatherStarted = performance.now();
  const gathered = await stage.finished().then(
    (staged) => ({ staged }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  const gathering = secondsSince(gatherStarted);
  if (!runs.every((run) => run.ok) || siteFilesWritten === false || 'error' in gathered || gathered.staged === undefined) {
    reportPeak();
    const failed = runs.filter((run) => !run.ok).map((run) => run.cache);
    options.onFailure?.({
      stage: 'render',
      message:
        siteFilesWritten === false
          ? 'Build failed: writing the site files did not succeed; dist/ was left untouched.'
          : failed.length > 0
            ? `Build failed: astro build did not succeed for ${failed.length} shard(s) (${failed.join(', ')}); dist/ was left untouched.`
            : `Build failed: gathering the shards' pages into ${staged} did not succeed (${'error' in gathered ? gathered.error : 'no shard'}); dist/ was left untouched.`,
    });
    return false;
  }
  const outDirs = [gathered.staged.folder];
  writeSiteIndexFor(options, siteFiles, outDirs);
  const siteFilesSeconds = +(secondsSince(started) - gathering).toFixed(1);
  started = performance.now();
  const reports = runs.map((run) => readBuildReport(run.cache));
  // Astro's processes log warnings only (render-shard.ts): what each shard did is said here.
  for (const [index, { rendered, reused }] of reports.entries()) {
    tell(`[render] shard ${index}/${count}: ${rendered.length} page(s) rendered, ${reused} reused\n`);
  }
  const rendered = reports.flatMap((shard) => shard.rendered);
  const removed = reports.flatMap((shard) => shard.removed);
  const sources = [...outDirs, siteFiles];
  // The staged folder's files were listed as it was gathered: only the site files are walked here.
  const listed: ListedSource[] = [[gathered.staged.folder, gathered.staged.files], ...listSources([siteFiles])];
  // Every file but the pages (which the manifests list): what the next build compares its own with.
  const renderedFiles = new Set(rendered.map((file) => file.slice(1)));
  const otherFiles = new Set(listed.flatMap(([, files]) => files.filter((file) => !renderedFiles.has(file))));
  // Room for what the publish writes, before it writes anything.
  const space = checkSpaceFor(spaceNeededFor(listed, options.dist), options.dist);
  if (!space.ok) {
    reportPeak();
    options.onFailure?.({ stage: 'disk', message: space.message ?? 'Not enough space to publish.', space });
    return false;
  }
  // When every page rendered (the code changed), the fresh folders hold the whole site: mirroring them is cheaper
  // than placing each file on its own.
  const renderedEverything = reports.every((shard) => shard.reused === 0);
  // The shards' fresh folders are read by nothing once published: their pages are moved, not linked. Replaced and
  // removed files are retired, not freed: freeing them is left to the next night (retired-files.ts).
  // What it writes and removes is listed for the deploy first (deploy-backlog.ts).
  const backlog = openBacklog(options.dist);
  const publishing = { moveFrom: new Set(outDirs), retireInto: retiredFolderOf(cacheDir), backlog };
  let published: PublishCounts;
  try {
    published =
      last && continues && !renderedEverything
        ? publishChanges(
            listed,
            options.dist,
            [...removed.map((file) => file.slice(1)), ...last.files.filter((file) => !otherFiles.has(file))],
            publishing,
          )
        : publishInto(sources, options.dist, { ...publishing, listed });
  } catch (error) {
    backlog.close();
    if (!isDiskFull(error)) throw error;
    reportPeak();
    options.onFailure?.({
      stage: 'publish',
      space,
      message:
        `The disk holding ${options.dist} filled while publishing (${(error as Error).message}), although the check before found room. ` +
        "dist/ now holds part of last night's site and part of tonight's, each file whole. Free space and run the night again: " +
        'it publishes the whole site again and repairs dist/.',
    });
    return false;
  }
  backlog.close();
  recordPublishedSite(cacheDir, options.dist, [...otherFiles]);
  const report: RenderReport = {
    rendered,
    reused: reports.reduce((sum, shard) => sum + shard.reused, 0),
    removed,
    reasons: sumReasons(reports.map((shard) => shard.reasons)),
    siteFilesKept: siteFilesWritten === 'kept',
    published,
    space,
    seconds: { render, siteFiles: siteFilesSeconds, publish: +(secondsSince(started) + gathering).toFixed(1) },
  };
  tell(
    `[publish] ${published.moved} file(s) moved, ${published.linked} linked, ${published.copied} copied, ${published.kept} unchanged, ${published.removed} removed\n`,
  );
  tell(`[timing] render ${render} s, site files ${report.seconds.siteFiles} s, publish ${report.seconds.publish} s\n`);
  reportPeak();
  options.onReport?.(report);
  return true;
}
