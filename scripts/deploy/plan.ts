/**
 * What a deploy does, decided before it does anything: the files to upload (content-named bundles and images first,
 * so no page ever points at a file not yet there; then pages and site files), the files to delete (last, so no page
 * links to a file already gone), and the manifest the target will hold. Pure.
 */
import { isContentNamed } from '../../src/hosting/headers.ts';
import { type RemovalLimits, type RemovalVerdict, tallyOfPageFiles } from '../pipeline/removal-guard.ts';
import type { DeployManifest, SiteFile } from './manifest.ts';

/** What `dist/` holds: the whole site (a single-machine build), or only the night's changes with the pages to
 * delete (the workflow's merge of changed-only shards: `dist.removed.txt`); in that case the folders the merge
 * writes whole (images, search index) and the sitemap parts are complete, so what the target has beyond them goes. */
export type SiteContent =
  | { readonly kind: 'whole' }
  | { readonly kind: 'changes'; readonly removed: readonly string[]; readonly writtenWhole: (path: string) => boolean };

export interface DeployPlan {
  /** Content-named files (`_astro/`, `media/`): uploaded first. */
  readonly first: readonly SiteFile[];
  /** Pages, their JSON and the site files: uploaded once the files they name are there. */
  readonly then: readonly SiteFile[];
  /** Paths the target has and the site no longer does: deleted last. */
  readonly deletions: readonly string[];
  readonly unchanged: number;
  readonly bytes: number;
  /** What the target holds once the plan is done. */
  readonly manifest: DeployManifest;
}

/** Plans a deploy of `site` (minus what the target does not take) onto a target that holds `deployed`. */
export function planDeploy(site: readonly SiteFile[], deployed: DeployManifest | undefined, content: SiteContent): DeployPlan {
  const before = deployed?.files ?? {};
  const first: SiteFile[] = [];
  const then: SiteFile[] = [];
  let unchanged = 0;
  for (const file of site) {
    const held = before[file.path];
    if (held && held[0] === file.size && held[1] === file.digest) unchanged++;
    else (isContentNamed(file.path) ? first : then).push(file);
  }
  const inSite = new Set(site.map((file) => file.path));
  const deletions =
    content.kind === 'whole'
      ? Object.keys(before).filter((path) => !inSite.has(path))
      : [
          ...new Set([
            ...content.removed.filter((path) => !inSite.has(path)),
            ...Object.keys(before).filter((path) => !inSite.has(path) && content.writtenWhole(path)),
          ]),
        ];
  const files: DeployManifest['files'] = content.kind === 'whole' ? {} : { ...before };
  for (const path of deletions) delete files[path];
  for (const file of site) files[file.path] = [file.size, file.digest];
  return {
    first,
    then,
    deletions: deletions.sort(),
    unchanged,
    bytes: [...first, ...then].reduce((sum, file) => sum + file.size, 0),
    manifest: { version: 1, files },
  };
}

/** The removal guard on a deploy's deletions: the pages the target holds against those the plan deletes. */
export function guardDeletions(deployed: DeployManifest | undefined, plan: DeployPlan, limits: RemovalLimits): RemovalVerdict {
  return tallyOfPageFiles(Object.keys(deployed?.files ?? {}), plan.deletions).decide(limits);
}
