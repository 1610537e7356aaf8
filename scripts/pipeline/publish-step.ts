/**
 * The publish: the staged pages and the site files into dist/, after checking there is room for what it writes.
 * When dist/ holds the last build, only what changed is placed, and what the manifests and the last record dropped
 * goes; else (a first build, or one where every page rendered) dist/ is mirrored from them. What it writes and
 * removes is listed for the deploy first (deploy-backlog.ts); replaced files are retired, freed by the next night.
 */
import type { BuildReport } from '../../src/integrations/build-report.ts';
import type { AstroStepOptions, RenderFailure } from './astro-options.ts';
import { retiredFolderOf } from './cache-layout.ts';
import { openBacklog } from './deploy-backlog.ts';
import { checkSpaceFor, isDiskFull, type SpaceCheck, spaceNeededFor } from './disk-space.ts';
import { type ListedSource, listSources, publishChanges, publishInto, type PublishCounts } from './publish.ts';
import { recordPublishedSite } from './published-site.ts';
import type { RenderStepPlan } from './render-step-plan.ts';
import type { Staged } from './stage-shards.ts';

export type PublishOutcome =
  | { readonly ok: true; readonly published: PublishCounts; readonly space: SpaceCheck }
  | { readonly ok: false; readonly failure: RenderFailure };

export function publishStep(
  options: AstroStepOptions,
  plan: RenderStepPlan,
  staged: Staged,
  siteFiles: string,
  reports: readonly BuildReport[],
): PublishOutcome {
  const rendered = reports.flatMap((shard) => shard.rendered);
  const removed = reports.flatMap((shard) => shard.removed);
  // The staged folder's files were listed as it was gathered: only the site files are walked here.
  const listed: ListedSource[] = [[staged.folder, staged.files], ...listSources([siteFiles])];
  // Every file but the pages (which the manifests list): what the next build compares its own with.
  const renderedFiles = new Set(rendered.map((file) => file.slice(1)));
  const otherFiles = new Set(listed.flatMap(([, files]) => files.filter((file) => !renderedFiles.has(file))));
  // Room for what the publish writes, before it writes anything.
  const space = checkSpaceFor(spaceNeededFor(listed, options.dist), options.dist);
  if (!space.ok) return { ok: false, failure: { stage: 'disk', message: space.message ?? 'Not enough space to publish.', space } };
  // When every page rendered (the code changed), the fresh folders hold the whole site: mirroring them is cheaper
  // than placing each file on its own.
  const renderedEverything = reports.every((shard) => shard.reused === 0);
  // The staged folder is read by nothing once published: its pages are moved, not linked.
  const backlog = openBacklog(options.dist);
  const publishing = { moveFrom: new Set([staged.folder]), retireInto: retiredFolderOf(plan.cacheDir), backlog };
  let published: PublishCounts;
  try {
    published =
      plan.last && plan.continues && !renderedEverything
        ? publishChanges(
            listed,
            options.dist,
            [...removed.map((file) => file.slice(1)), ...plan.last.files.filter((file) => !otherFiles.has(file))],
            publishing,
          )
        : publishInto([staged.folder, siteFiles], options.dist, { ...publishing, listed });
  } catch (error) {
    backlog.close();
    if (!isDiskFull(error)) throw error;
    return {
      ok: false,
      failure: {
        stage: 'publish',
        space,
        message:
          `The disk holding ${options.dist} filled while publishing (${(error as Error).message}), although the check before found room. ` +
          "dist/ now holds part of last night's site and part of tonight's, each file whole. Free space and run the night again: " +
          'it publishes the whole site again and repairs dist/.',
      },
    };
  }
  backlog.close();
  recordPublishedSite(plan.cacheDir, options.dist, [...otherFiles]);
  return { ok: true, published, space };
}
