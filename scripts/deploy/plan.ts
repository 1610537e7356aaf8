/**
 * What a deploy does, in the order that keeps the site whole while it runs: content-named bundles and images first,
 * so no page ever points at a file not yet there; then pages and site files; the files to delete last, so no page
 * links to a file already gone. The deletions are known, and guarded, before anything is uploaded; what is uploaded
 * is counted as the files are compared. Pure.
 */
import { isContentNamed } from '../../src/hosting/headers.ts';
import { type RemovalLimits, type RemovalVerdict, tallyOfPageCounts, type PageCounts } from '../guards/removal-guard.ts';
import type { HeldFile } from './manifest.ts';

/** What `dist/` holds: the whole site (a single-machine build), or only the night's changes with the pages to
 * delete (the workflow's merge of changed-only shards: `dist.removed.txt`); in that case the folders the merge
 * writes whole (images, search index) and the sitemap parts are complete, so what the target has beyond them goes. */
export type SiteContent =
  | { readonly kind: 'whole' }
  | { readonly kind: 'changes'; readonly removed: readonly string[] }
  /** One render job's changed pages, uploaded on their own between the merge's changes and its deletions (the
   * workflow's deploy job, which never holds the whole site): nothing is deleted. */
  | { readonly kind: 'part' };

/** The two upload phases: content-named files (`_astro/`, `media/`), then pages, their JSON and the site files. */
export type UploadPhase = 'contentNamed' | 'pages';
export const UPLOAD_PHASES: readonly UploadPhase[] = ['contentNamed', 'pages'];
export const uploadPhaseOf = (path: string): UploadPhase => (isContentNamed(path) ? 'contentNamed' : 'pages');

/** Files and bytes uploaded in a phase. */
export interface PhaseCount {
  files: number;
  bytes: number;
}

/** What a deploy did (or, dry, would do): uploads by phase, files found as the target holds them, deletions. */
export interface DeployTally {
  readonly uploads: Record<UploadPhase, PhaseCount>;
  unchanged: number;
  readonly deletions: readonly string[];
}

export const emptyTally = (deletions: readonly string[]): DeployTally => ({
  uploads: { contentNamed: { files: 0, bytes: 0 }, pages: { files: 0, bytes: 0 } },
  unchanged: 0,
  deletions,
});

/** Whether the target holds these very bytes already. */
export const isHeldAs = (held: HeldFile | undefined, size: number, digest: string): boolean =>
  held !== undefined && held[0] === size && held[1] === digest;

/** The paths of `gone` (paths the site no longer has) that the target holds: deleted last, in path order. */
export const deletionsOf = (gone: Iterable<string>, held: (path: string) => HeldFile | undefined): string[] =>
  [...new Set(gone)].filter((path) => held(path) !== undefined).sort();

/** The removal guard on a deploy's deletions: the pages the target holds against those it deletes. */
export function guardDeletions(held: PageCounts, deletions: readonly string[], limits: RemovalLimits): RemovalVerdict {
  return tallyOfPageCounts(held, deletions).decide(limits);
}
