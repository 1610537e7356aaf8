/**
 * The publish: the staged pages and the site files into dist/, after checking there is room for what it writes.
 * When dist/ holds the last build, only what changed is placed, and what the manifests and the last record dropped
 * goes; else (a first build, or one where every page rendered) dist/ is mirrored from them. What it writes and
 * removes is listed for the deploy first (deploy-backlog.ts); replaced files are retired, freed by the next night.
 * What it places and removes is read from the build's lists on disk (build-lists.ts), never held whole.
 */
import type { AstroStepOptions, RenderFailure } from './astro-options.ts';
import type { BuildLists } from './build-lists.ts';
import { forgottenRecordOf, retiredFolderOf } from './cache-layout.ts';
import { openBacklog } from './deploy-backlog.ts';
import { checkSpaceFor, isDiskFull, type SpaceCheck, spaceNeededFor } from './disk-space.ts';
import { type ListedSource, publishChanges, publishInto, type PublishCounts } from './publish.ts';
import { recordPublishedSite } from './published-site.ts';
import type { RenderStepPlan } from './render-step-plan.ts';
import type { Staged } from './stage-shards.ts';

export type PublishOutcome =
  | { readonly ok: true; readonly published: PublishCounts; readonly space: SpaceCheck }
  | { readonly ok: false; readonly failure: RenderFailure };

/** `renderedEverything`: no shard reused a page (the code changed), so the fresh folders hold the whole site. */
export function publishStep(
  options: AstroStepOptions,
  plan: RenderStepPlan,
  staged: Staged,
  siteFiles: string,
  lists: BuildLists,
  renderedEverything: boolean,
): PublishOutcome {
  // Each file once: the staged folder's, then the site files it does not also hold.
  const sources = (): ListedSource[] => [
    [staged.folder, lists.each('staged')],
    [siteFiles, lists.eachSiteFileNotStaged()],
  ];
  // Room for what the publish writes, before it writes anything.
  const space = checkSpaceFor(spaceNeededFor(sources(), options.dist), options.dist);
  if (!space.ok) return { ok: false, failure: { stage: 'disk', message: space.message ?? 'Not enough space to publish.', space } };
  // The staged folder is read by nothing once published: its pages are moved, not linked.
  const backlog = openBacklog(options.dist);
  const publishing = { moveFrom: new Set([staged.folder]), retireInto: retiredFolderOf(plan.cacheDir), backlog };
  let published: PublishCounts;
  try {
    // When every page rendered, mirroring the fresh folders is cheaper than placing each file on its own.
    published =
      plan.last && plan.continues && !renderedEverything
        ? publishChanges(sources(), options.dist, lists.eachToRemove(forgottenRecordOf(plan.cacheDir)), publishing)
        : publishInto([staged.folder, siteFiles], options.dist, {
            ...publishing,
            filesIn: (root, folder) =>
              root === staged.folder ? lists.countUnder('staged', folder) : root === siteFiles ? lists.countUnder('site', folder) : undefined,
          });
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
  // Every file but the pages (which the manifests list): what the next build compares its own with.
  recordPublishedSite(plan.cacheDir, options.dist, lists.eachOtherFile());
  return { ok: true, published, space };
}
