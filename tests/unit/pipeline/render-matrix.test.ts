/**
 * The nightly workflow's render jobs: as many as the pages need, in powers of two, and for a night whose count
 * changed, the manifests of the last split that hold each job's pages (every bucket of the job in one of them).
 */
import { describe, expect, it } from 'vitest';
import { MAX_RENDER_JOBS, renderJobCountFor, renderJobs } from '../../../scripts/pipeline/render-matrix.ts';
import { MAX_PAGES_PER_SHARD } from '../../../scripts/pipeline/render-shard.ts';
import { bucketsOf, takesBucket } from '../../../src/routes/shard.ts';

const seedsOf = (job: { seed_a: string; seed_b: string }) => [job.seed_a, job.seed_b].filter(Boolean);

describe('the render jobs of a night', () => {
  it('follow the page count in powers of two, each job under the shard cap', () => {
    expect(renderJobCountFor(0)).toBe(1);
    expect(renderJobCountFor(MAX_PAGES_PER_SHARD)).toBe(1);
    expect(renderJobCountFor(MAX_PAGES_PER_SHARD + 1)).toBe(2);
    // The national directory's detail pages (about 2.2 million): 16 jobs of about 140,000.
    expect(renderJobCountFor(2_200_000)).toBe(16);
    expect(renderJobCountFor(1_000 * MAX_PAGES_PER_SHARD)).toBe(MAX_RENDER_JOBS);
  });

  it('shrink by half a night at most, and grow at once', () => {
    expect(renderJobCountFor(1_000, 16)).toBe(8);
    expect(renderJobCountFor(1_000, 2)).toBe(1);
    expect(renderJobCountFor(5 * MAX_PAGES_PER_SHARD, 2)).toBe(8);
    expect(renderJobCountFor(1_000, 8)).toBe(4);
  });

  it('name, for a night of another count, the manifests of the last split that hold each job’s pages', () => {
    for (const [count, last, perJob] of [
      [16, 8, 1],
      [8, 16, 2],
      [4, 1, 1],
    ] as const) {
      const jobs = renderJobs(count, last);
      expect(jobs.map((job) => job.shard)).toEqual(Array.from({ length: count }, (_, index) => index));
      for (const job of jobs) {
        const seeds = seedsOf(job).map((seed) => {
          const [index, of] = seed.split('-of-').map(Number);
          return { index: index ?? -1, count: of ?? 0 };
        });
        expect(seeds, `${job.shard} of ${count} after ${last}`).toHaveLength(perJob);
        // Its own manifest, if a cache still holds one, is of an older night than the seeds.
        expect(job.restore_own).toBe(false);
        for (const seed of seeds) expect(seed.count).toBe(last);
        // Every bucket the job takes was taken by one of its seeds.
        for (const bucket of bucketsOf({ index: job.shard, count })) expect(seeds.some((seed) => takesBucket(seed, bucket))).toBe(true);
      }
    }
  });

  it('name none on a night of the same count, or when the last split needs more than the workflow restores', () => {
    expect(renderJobs(8, 8).flatMap(seedsOf)).toEqual([]);
    expect(renderJobs(4).flatMap(seedsOf)).toEqual([]);
    expect(renderJobs(8, 8).every((job) => job.restore_own)).toBe(true);
    expect(renderJobs(4).every((job) => job.restore_own)).toBe(true);
    // Ten shards last night: each of four jobs took pages from five of them.
    expect(renderJobs(4, 10).flatMap(seedsOf)).toEqual([]);
    expect(renderJobs(4, 10).some((job) => job.restore_own)).toBe(false);
  });
});
