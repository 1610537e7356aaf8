/**
 * The render step, in its steps: plan (render-step-plan.ts: the shards, and whether only changed pages render), render
 * and stage (render-and-stage.ts: the shards' Astro processes and the site files' writer, gathered into one folder),
 * publish (publish-step.ts, on a thread of its own: into dist/, only what changed when dist/ holds the last build), and report (what each
 * shard did, the seconds of each step and the processes' peak memory, step-reporter.ts). A failed build never leaves
 * a half-written dist/ over the last good one.
 */
import { readBuildReport, sumReasons } from '../../src/integrations/build-report.ts';
import type { AstroStepOptions, RenderReport } from './astro-options.ts';
import { reasonsOnce } from './build-lists.ts';
import { publishOnThread } from './publish-step.ts';
import { renderAndStage } from './render-and-stage.ts';
import { planRenderStep } from './render-step-plan.ts';
import { forgetOtherSplits } from './split-records.ts';
import { stepReporter } from './step-reporter.ts';

export type { AstroStepOptions, PeakRss, RenderFailure, RenderReport } from './astro-options.ts';
export { largestPeak } from './astro-process.ts';
export { buildShard, defaultShardCount } from './render-shard.ts';

/**
 * Builds the site from a snapshot into `dist`: `shards` Astro processes (default 1) each render their changed pages;
 * the site files are written once; and only when all of that succeeded is the result published into `dist`.
 * Returns false, with `dist` untouched, when any step fails.
 */
export async function runAstroStep(options: AstroStepOptions): Promise<boolean> {
  const reporter = stepReporter(options);
  const sinceStart = reporter.clock();
  const plan = planRenderStep(options);
  for (const { shard, pages } of plan.gathered) {
    reporter.tell(`[render] shard ${shard.index}/${shard.count}: the records of ${pages} page(s) taken from the last split\n`);
  }
  const done = await renderAndStage(options, plan, reporter, sinceStart);
  const reportPeaks = () => reporter.peaks(done.runs, done.siteFilesPeak);
  if (!done.ok) {
    reportPeaks();
    options.onFailure?.({ stage: 'render', message: done.message });
    return false;
  }
  const publishing = reporter.clock();
  const shardCaches = done.runs.map((run) => run.cache);
  const reports = shardCaches.map(readBuildReport);
  // Astro's processes log warnings only (render-shard.ts): what each shard did is said here.
  for (const [index, { rendered, reused }] of reports.entries()) {
    reporter.tell(`[render] shard ${index}/${plan.shards.length}: ${rendered} page(s) rendered, ${reused} reused\n`);
  }
  const outcome = await publishOnThread({
    dist: options.dist,
    cacheDir: plan.cacheDir,
    staged: done.staged,
    siteFiles: done.siteFiles,
    shardCaches,
    onlyChanges: plan.last !== undefined && plan.continues && !reports.every((shard) => shard.reused === 0),
  });
  if (!outcome.ok) {
    reportPeaks();
    options.onFailure?.(outcome.failure);
    return false;
  }
  // The pages of another split are now this one's: its caches are freed with the rest of what was replaced.
  forgetOtherSplits(plan.cacheDir, plan.shards.length);
  const { rendered, removed, lists } = outcome.pages;
  const report: RenderReport = {
    rendered,
    reused: reports.reduce((sum, shard) => sum + shard.reused, 0),
    removed,
    reasons: reasonsOnce(sumReasons(reports.map((shard) => shard.reasons)), reports.reduce((sum, shard) => sum + shard.rendered, 0) - rendered),
    lists,
    siteFilesKept: done.siteFilesKept,
    published: outcome.published,
    space: outcome.space,
    seconds: { render: done.seconds.render, siteFiles: done.seconds.siteFiles, publish: +(publishing() + done.seconds.gathering).toFixed(1) },
  };
  const { published } = report;
  reporter.tell(
    `[publish] ${published.moved} file(s) moved, ${published.linked} linked, ${published.copied} copied, ${published.kept} unchanged, ${published.removed} removed\n`,
  );
  reporter.tell(`[timing] render ${report.seconds.render} s, site files ${report.seconds.siteFiles} s, publish ${report.seconds.publish} s\n`);
  reportPeaks();
  options.onReport?.(report);
  return true;
}
