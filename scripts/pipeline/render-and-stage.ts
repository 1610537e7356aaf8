/**
 * Render and stage: the shards' `astro build` processes (render-shard.ts), as many at once as there are cores, each
 * folder gathered into one as its shard finishes (stage-shards.ts); beside them, the process writing the site files
 * made from the snapshot alone, and the freeing of what the last publish retired. Once all are done, the sitemap
 * index over the shards' parts. Nothing here touches dist/.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { AstroStepOptions } from './astro-options.ts';
import { stagedFolderOf } from './cache-layout.ts';
import { renderShard, type ShardRun } from './render-shard.ts';
import type { RenderStepPlan } from './render-step-plan.ts';
import { freeRetiredFiles, retire } from './retired-files.ts';
import { siteFilesDirOf, writeSiteDataFor, writeSiteIndexFor } from './site-files-step.ts';
import { type Staged, stageShards } from './stage-shards.ts';
import type { StepReporter } from './step-reporter.ts';

interface Ran {
  readonly runs: readonly ShardRun[];
  /** Peak resident memory of the site files' writer (0 when they were kept). */
  readonly siteFilesPeak: number;
}

export type RenderedAndStaged =
  | (Ran & {
      readonly ok: true;
      readonly staged: Staged;
      /** The folder of the site files, ready to publish. */
      readonly siteFiles: string;
      readonly siteFilesKept: boolean;
      /** The render (from the step's start); the site files beyond it; the wait for the last shard's gathering. */
      readonly seconds: { readonly render: number; readonly siteFiles: number; readonly gathering: number };
    })
  | (Ran & { readonly ok: false; readonly message: string });

/** `sinceStart` reads the step's clock: the render's seconds count from the step's start. */
export async function renderAndStage(
  options: AstroStepOptions,
  plan: RenderStepPlan,
  reporter: StepReporter,
  sinceStart: () => number,
): Promise<RenderedAndStaged> {
  const { cacheDir } = plan;
  // The files the last publish replaced are freed by now (the pipeline started as the crawl did) or while this renders.
  const freeingRetired = freeRetiredFiles(cacheDir);
  // The site files made from the snapshot alone are written while the pages render: they need nothing of them.
  let siteFilesPeak = 0;
  const siteFiles = siteFilesDirOf(cacheDir);
  // A failure there (no snapshot, say) is the step's failure, reported once the shards are done, never unhandled.
  const siteData = writeSiteDataFor(options, siteFiles, (bytes) => (siteFilesPeak = bytes)).catch((error: unknown) => {
    reporter.warn(`[site files] failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return false as const;
  });
  // More shards than cores bound each process's memory (Astro holds a shard's paths at once); they queue.
  const limit = pLimit(Math.max(1, options.parallel ?? availableParallelism()));
  // Each finished shard's folder is gathered into one while the others render (the last build's is retired first).
  const stagedFolder = stagedFolderOf(cacheDir);
  if (existsSync(stagedFolder)) retire(cacheDir, stagedFolder);
  const stage = stageShards(stagedFolder);
  const runs = await Promise.all(
    plan.shards.map((shard) =>
      limit(() => renderShard(options, cacheDir, shard, !plan.continues, plan.unpublished.get(shard.index))).then((run) => {
        if (run.ok) stage.add(run.outDir);
        return run;
      }),
    ),
  );
  const render = sinceStart();
  const afterRender = reporter.clock();
  // What the site files cost beyond the render: the wait for their process, and the sitemap index.
  const siteFilesWritten = await siteData;
  const notFreed = await freeingRetired;
  if (notFreed) reporter.warn(`[publish] warning: the last build's replaced files were not all freed: ${notFreed}\n`);
  // The last shard's folder may still be being gathered: publishing's work, timed as such. A failure to gather is
  // the render's.
  const gatheringClock = reporter.clock();
  const gathered = await stage.finished().then(
    (staged) => ({ staged }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  const gathering = gatheringClock();
  const failed = runs.filter((run) => !run.ok).map((run) => run.cache);
  if (failed.length > 0 || siteFilesWritten === false || 'error' in gathered || gathered.staged === undefined) {
    const message =
      siteFilesWritten === false
        ? 'Build failed: writing the site files did not succeed; dist/ was left untouched.'
        : failed.length > 0
          ? `Build failed: astro build did not succeed for ${failed.length} shard(s) (${failed.join(', ')}); dist/ was left untouched.`
          : `Build failed: gathering the shards' pages into ${stagedFolder} did not succeed (${'error' in gathered ? gathered.error : 'no shard'}); dist/ was left untouched.`;
    return { ok: false, runs, siteFilesPeak, message };
  }
  writeSiteIndexFor(options, siteFiles, [gathered.staged.folder]);
  return {
    ok: true,
    runs,
    siteFilesPeak,
    staged: gathered.staged,
    siteFiles,
    siteFilesKept: siteFilesWritten === 'kept',
    seconds: { render, siteFiles: +(afterRender() - gathering).toFixed(1), gathering },
  };
}
