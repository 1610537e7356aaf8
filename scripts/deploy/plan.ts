/**
 * What a deploy does, decided before it does anything: the files to upload (content-named bundles and images first,
 * so no page ever points at a file not yet there; then pages and site files) and the files to delete (last, so no
 * page links to a file already gone). Pure.
 */
import { isContentNamed } from '../../src/hosting/headers.ts';
import { type RemovalLimits, type RemovalVerdict, tallyOfPageCounts, type PageCounts } from '../guards/removal-guard.ts';
import type { HeldFile, SiteFile } from './manifest.ts';

/** What `dist/` holds: the whole site (a single-machine build), or only the night's changes with the pages to
 * delete (the workflow's merge of changed-only shards: `dist.removed.txt`); in that case the folders the merge
 * writes whole (images, search index) and the sitemap parts are complete, so what the target has beyond them goes. */
export type SiteContent = { readonly kind: 'whole' } | { readonly kind: 'changes'; readonly removed: readonly string[] };

export interface DeployPlan {
  /** Content-named files (`_astro/`, `media/`): uploaded first. */
  readonly first: readonly SiteFile[];
  /** Pages, their JSON and the site files: uploaded once the files they name are there. */
  readonly then: readonly SiteFile[];
  /** Paths the target has and the site no longer does: deleted last. */
  readonly deletions: readonly string[];
  /** Files compared and found as the target holds them. */
  readonly unchanged: number;
  readonly bytes: number;
}

/** Plans the upload of `site` (the files compared) and the deletion of `gone` (paths the site no longer has) onto a
 * target holding what `held` says. */
export function planDeploy(site: Iterable<SiteFile>, gone: Iterable<string>, held: (path: string) => HeldFile | undefined): DeployPlan {
  const first: SiteFile[] = [];
  const then: SiteFile[] = [];
  let unchanged = 0;
  let bytes = 0;
  for (const file of site) {
    const before = held(file.path);
    if (before && before[0] === file.size && before[1] === file.digest) unchanged++;
    else {
      (isContentNamed(file.path) ? first : then).push(file);
      bytes += file.size;
    }
  }
  const deletions = [...new Set(gone)].filter((path) => held(path) !== undefined).sort();
  return { first, then, deletions, unchanged, bytes };
}

/** The removal guard on a deploy's deletions: the pages the target holds against those the plan deletes. */
export function guardDeletions(held: PageCounts, plan: DeployPlan, limits: RemovalLimits): RemovalVerdict {
  return tallyOfPageCounts(held, plan.deletions).decide(limits);
}
