/**
 * The publish: the staged pages and the site files into dist/, after checking there is room for what it writes.
 * When dist/ holds the last build, only what changed is placed, and what the manifests and the last record dropped
 * goes; else (a first build, or one where every page rendered) dist/ is mirrored from them. What it writes and
 * removes is listed for the deploy first (deploy-backlog.ts); replaced files are retired, freed by the next night.
 * What it places and removes is read from the build's lists on disk (build-lists.ts), never held whole.
 *
 * It runs on a thread of its own with a bounded heap (publish-worker.ts): it reads and stats every path of the site
 * once, and on the pipeline's thread V8 let that garbage grow with the site (about 60 MiB at 50,000 doctors, 100 at
 * 200,000) where nothing it holds does.
 */
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { RenderFailure } from './astro-options.ts';
import { makeBuildLists } from './build-lists.ts';
import { forgottenRecordOf, retiredFolderOf } from './cache-layout.ts';
import { openBacklog } from './deploy-backlog.ts';
import { checkSpaceFor, isDiskFull, type SpaceCheck, spaceNeededFor } from './disk-space.ts';
import { type ListedSource, publishChanges, publishInto, type PublishCounts } from './publish.ts';
import { forgetPublishedSite, recordPublishedSite } from './published-site.ts';

/** What the publish is given: plain data, as it crosses to its thread. */
export const PublishTask = z.object({
  dist: z.string(),
  cacheDir: z.string(),
  /** The staged folder (the shards' pages, gathered) and the line file of its files. */
  staged: z.object({ folder: z.string(), list: z.string() }),
  siteFiles: z.string(),
  /** The shards' caches, whose reports list the pages they rendered and removed. */
  shardCaches: z.array(z.string()),
  /** dist/ holds the last build and only changed pages rendered: only what changed is placed. */
  onlyChanges: z.boolean(),
});
export type PublishTask = z.infer<typeof PublishTask>;

/** What the build's lists say of the pages, for the report: counted before they close. */
export interface PublishedPages {
  readonly rendered: number;
  readonly removed: number;
  /** The lists' file, kept until the next build (build-lists.ts). */
  readonly lists: string;
}

export type PublishOutcome =
  | { readonly ok: true; readonly published: PublishCounts; readonly space: SpaceCheck; readonly pages: PublishedPages }
  | { readonly ok: false; readonly failure: RenderFailure };

/** Publishes on this thread: publish-worker.ts runs it; `publishOnThread` is what the pipeline calls. */
export function publishStep(task: PublishTask): PublishOutcome {
  const { dist, cacheDir, staged, siteFiles } = task;
  const lists = makeBuildLists(cacheDir, { shardCaches: task.shardCaches, stagedList: staged.list, siteFiles });
  try {
    // Each file once: the staged folder's, then the site files it does not also hold.
    const sources = (): ListedSource[] => [
      [staged.folder, lists.each('staged')],
      [siteFiles, lists.eachSiteFileNotStaged()],
    ];
    // Room for what the publish writes, before it writes anything.
    const space = checkSpaceFor(spaceNeededFor(sources(), dist), dist);
    if (!space.ok) return { ok: false, failure: { stage: 'disk', message: space.message ?? 'Not enough space to publish.', space } };
    // dist/ changes from here: until this publish is recorded, the next build publishes everything again.
    forgetPublishedSite(cacheDir);
    // The staged folder is read by nothing once published: its pages are moved, not linked.
    const backlog = openBacklog(dist);
    const publishing = { moveFrom: new Set([staged.folder]), retireInto: retiredFolderOf(cacheDir), backlog };
    let published: PublishCounts;
    try {
      // When every page rendered, mirroring the fresh folders is cheaper than placing each file on its own.
      published = task.onlyChanges
        ? publishChanges(sources(), dist, lists.eachToRemove(forgottenRecordOf(cacheDir)), publishing)
        : publishInto([staged.folder, siteFiles], dist, {
            ...publishing,
            filesIn: (root, folder) =>
              root === staged.folder ? lists.countUnder('staged', folder) : root === siteFiles ? lists.countUnder('site', folder) : undefined,
          });
    } catch (error) {
      if (!isDiskFull(error)) throw error;
      return {
        ok: false,
        failure: {
          stage: 'publish',
          space,
          message:
            `The disk holding ${dist} filled while publishing (${(error as Error).message}), although the check before found room. ` +
            "dist/ now holds part of last night's site and part of tonight's, each file whole. Free space and run the night again: " +
            'it publishes the whole site again and repairs dist/.',
        },
      };
    } finally {
      backlog.close();
    }
    // Every file but the pages (which the manifests list): what the next build compares its own with.
    recordPublishedSite(cacheDir, dist, lists.eachOtherFile(), task.shardCaches);
    return { ok: true, published, space, pages: { rendered: lists.count('rendered'), removed: lists.count('removed'), lists: lists.path } };
  } finally {
    lists.close();
  }
}

/** The publish thread's heap, MiB. The young generation is what V8 let grow with the site; the old one holds the
 * widest folder's names while it is mirrored (450,000 pages in a speciality at five million doctors). */
const PUBLISH_THREAD_HEAP = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 8 };

/** Runs `publishStep(task)` on a thread of its own; rejects with its error, as a call on this thread would throw. */
export function publishOnThread(task: PublishTask): Promise<PublishOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./publish-worker.ts', import.meta.url), { workerData: task, resourceLimits: PUBLISH_THREAD_HEAP });
    let outcome: PublishOutcome | undefined;
    worker.once('message', (message: PublishOutcome) => (outcome = message));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code === 0 && outcome) resolve(outcome);
      else reject(new Error(`The publish into ${task.dist} stopped with exit code ${code} before it finished.`));
    });
  });
}
