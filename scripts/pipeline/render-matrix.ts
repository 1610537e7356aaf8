/**
 * The nightly workflow's render jobs (.github/workflows/nightly.yml), made from the snapshot's size: a power of two
 * of jobs, each under the shard cap. A power of two, because a change of count then moves buckets between halves
 * (src/routes/shard.ts): a job of a grown split finds its pages' records in one manifest of the last split, a job
 * of a shrunk one in two, which the workflow restores beside its own. A split shrinks by half a night at most.
 */
import { type Shard, shardsSharingBuckets } from '../../src/routes/shard.ts';
import { MAX_PAGES_PER_SHARD } from './render-shard.ts';

/** Most render jobs a night runs (a hosted matrix allows 256; 64 jobs hold 16 million detail pages). */
export const MAX_RENDER_JOBS = 64;
/** Most manifests of the last split a job restores: the workflow has a step for each. */
export const MAX_SEEDS = 2;

export interface RenderJob {
  readonly shard: number;
  readonly count: number;
  /** Whether the job restores its own manifest: not after a night of another count, when the one it finds is older
   * than the last night (a page added and removed since would stay on the host). */
  readonly restore_own: boolean;
  /** The shards of the last split whose manifests hold this job's records ('i-of-n', as their cache keys name them),
   * '' for none. */
  readonly seed_a: string;
  readonly seed_b: string;
}

const largestPowerOfTwoUpTo = (n: number): number => 2 ** Math.floor(Math.log2(Math.max(1, n)));

/** How many jobs render `detailPages` detail pages, the last split having had `lastCount`. */
export function renderJobCountFor(detailPages: number, lastCount?: number): number {
  let count = 1;
  while (count < MAX_RENDER_JOBS && detailPages > count * MAX_PAGES_PER_SHARD) count *= 2;
  if (lastCount !== undefined && lastCount > 2 * count) count = Math.min(MAX_RENDER_JOBS, largestPowerOfTwoUpTo(lastCount / 2));
  return count;
}

/** The jobs of a night of `count` shards, with where each finds its records when the last split had `lastCount`. */
export function renderJobs(count: number, lastCount?: number): RenderJob[] {
  return Array.from({ length: count }, (_, index): RenderJob => {
    const shard: Shard = { index, count };
    const sources = lastCount === undefined || lastCount === count ? [] : shardsSharingBuckets(shard, lastCount);
    // More sources than the workflow restores (a last split not a power of two): the job renders all its pages.
    const seeds = sources.length <= MAX_SEEDS ? sources.map((source) => `${source.index}-of-${source.count}`) : [];
    return { shard: index, count, restore_own: sources.length === 0, seed_a: seeds[0] ?? '', seed_b: seeds[1] ?? '' };
  });
}
