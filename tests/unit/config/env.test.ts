import { describe, expect, it } from 'vitest';
import { readDeployEnv, readPipelineEnv, readSiteEnv } from '../../../src/config/env.ts';

// The removal guard's defaults (DESIGN.md "Night safety": a few percent of the site, a larger share of one part).
const NIGHT_DEFAULTS = {
  NIGHT_MAX_REMOVED_SHARE: 0.05,
  NIGHT_MAX_REMOVED_PART_SHARE: 0.25,
  NIGHT_MIN_REMOVED_PAGES: 10,
  NIGHT_ACCEPT_REMOVALS: false,
  // The growth guard's (issue 45): half as many again, at least 1,000 more; a first night up to 3 million requests.
  NIGHT_MAX_GROWTH_SHARE: 0.5,
  NIGHT_MIN_GROWTH: 1000,
  NIGHT_FIRST_MAX_REQUESTS: 3_000_000,
  NIGHT_ACCEPT_GROWTH: false,
  // IndexNow's batches five seconds apart (issue 47).
  INDEXNOW_PAUSE_SECONDS: 5,
};
// A misbehaving API's limits: a minute per request, three hours per crawl, 64 MiB an answer, 20 MiB an image.
const CRAWL_LIMITS = {
  // Issue 47: the concurrency rises as the API allows up to 256; each image at an unchanged address is revalidated
  // within 7 nights.
  CRAWL_MAX_CONCURRENCY: 256,
  CRAWL_IMAGE_REVALIDATE_NIGHTS: 7,
  CRAWL_REQUEST_DEADLINE_SECONDS: 60,
  CRAWL_DEADLINE_SECONDS: 10_800,
  CRAWL_MAX_ANSWER_BYTES: 64 * 1024 * 1024,
  CRAWL_MAX_IMAGE_BYTES: 20 * 1024 * 1024,
};

describe('readSiteEnv', () => {
  it('has defaults for everything', () => {
    expect(readSiteEnv({})).toEqual({
      SITE_URL: 'http://localhost:4321',
      CRAWL_CONCURRENCY: 16,
      CRAWL_MAX_FAILURES: 0,
      ...CRAWL_LIMITS,
      ...NIGHT_DEFAULTS,
    });
  });

  it('reads the variables, treating empty ones as unset', () => {
    expect(
      readSiteEnv({
        API_BASE_URL: 'https://api.example.org',
        PUBLIC_API_BASE_URL: '',
        SITE_URL: 'https://doctors.example',
        CRAWL_CONCURRENCY: '32',
        CRAWL_MAX_FAILURES: '3',
      }),
    ).toEqual({
      API_BASE_URL: 'https://api.example.org',
      SITE_URL: 'https://doctors.example',
      CRAWL_CONCURRENCY: 32,
      CRAWL_MAX_FAILURES: 3,
      ...CRAWL_LIMITS,
      ...NIGHT_DEFAULTS,
    });
  });

  it("reads the crawl's limits and the growth guard's, naming each bad one", () => {
    expect(
      readSiteEnv({ CRAWL_DEADLINE_SECONDS: '900', CRAWL_MAX_ANSWER_BYTES: '1048576', NIGHT_MAX_GROWTH_SHARE: '2', NIGHT_ACCEPT_GROWTH: 'true' }),
    ).toMatchObject({ CRAWL_DEADLINE_SECONDS: 900, CRAWL_MAX_ANSWER_BYTES: 1_048_576, NIGHT_MAX_GROWTH_SHARE: 2, NIGHT_ACCEPT_GROWTH: true });
    expect(() => readSiteEnv({ CRAWL_REQUEST_DEADLINE_SECONDS: '0', CRAWL_MAX_IMAGE_BYTES: '10', NIGHT_MAX_GROWTH_SHARE: '-1' })).toThrow(
      /CRAWL_REQUEST_DEADLINE_SECONDS must be at least 1[\s\S]*CRAWL_MAX_IMAGE_BYTES must be at least 1024[\s\S]*NIGHT_MAX_GROWTH_SHARE must be 0 or more/,
    );
  });

  it("reads the removal guard's limits and the flag that accepts a night over them", () => {
    expect(
      readSiteEnv({ NIGHT_MAX_REMOVED_SHARE: '0.1', NIGHT_MAX_REMOVED_PART_SHARE: '0.5', NIGHT_MIN_REMOVED_PAGES: '3', NIGHT_ACCEPT_REMOVALS: '1' }),
    ).toMatchObject({ NIGHT_MAX_REMOVED_SHARE: 0.1, NIGHT_MAX_REMOVED_PART_SHARE: 0.5, NIGHT_MIN_REMOVED_PAGES: 3, NIGHT_ACCEPT_REMOVALS: true });
    expect(() => readSiteEnv({ NIGHT_MAX_REMOVED_SHARE: '5', NIGHT_ACCEPT_REMOVALS: 'yes' })).toThrow(
      /NIGHT_MAX_REMOVED_SHARE: NIGHT_MAX_REMOVED_SHARE must be between 0 and 1[\s\S]*NIGHT_ACCEPT_REMOVALS: NIGHT_ACCEPT_REMOVALS must be '1' or 'true'/,
    );
  });

  it('names every bad variable in one error', () => {
    expect(() => readSiteEnv({ API_BASE_URL: 'api.example.org', CRAWL_CONCURRENCY: 'many', CRAWL_MAX_FAILURES: '-1' })).toThrow(
      /API_BASE_URL: API_BASE_URL must be an absolute[\s\S]*CRAWL_CONCURRENCY[\s\S]*CRAWL_MAX_FAILURES: CRAWL_MAX_FAILURES must be 0 or more/,
    );
  });
});

describe('readPipelineEnv', () => {
  it('reads the knobs the pipeline sets for each Astro process', () => {
    expect(
      readPipelineEnv({
        BUILD_SHARD: '1/3',
        PAGE_FACTS_PATH: '/f.sqlite',
        RENDER_INPUTS: 'abc123_-XYZ',
        SNAPSHOT_PATH: '/s.sqlite',
        BUILD_CONCURRENCY: '8',
        ASTRO_LOG_LEVEL: 'warn',
      }),
    ).toEqual({
      BUILD_SHARD: { index: 1, count: 3 },
      PAGE_FACTS_PATH: '/f.sqlite',
      RENDER_INPUTS: 'abc123_-XYZ',
      SNAPSHOT_PATH: '/s.sqlite',
      BUILD_CONCURRENCY: 8,
      ASTRO_LOG_LEVEL: 'warn',
    });
    expect(readPipelineEnv({})).toEqual({ BUILD_CONCURRENCY: 16 });
    expect(readPipelineEnv({ BUILD_SHARD: '' }).BUILD_SHARD).toBeUndefined();
  });

  it('names every bad knob in one error', () => {
    expect(() => readPipelineEnv({ BUILD_SHARD: '3/3', SNAPSHOT_PATH: ' ', RENDER_INPUTS: 'a b', BUILD_CONCURRENCY: '0' })).toThrow(
      /BUILD_SHARD: BUILD_SHARD must be i\/n[\s\S]*SNAPSHOT_PATH[\s\S]*RENDER_INPUTS: RENDER_INPUTS must be a digest[\s\S]*BUILD_CONCURRENCY: BUILD_CONCURRENCY must be at least 1/,
    );
    expect(() => readPipelineEnv({ BUILD_SHARD: 'half' })).toThrow(/BUILD_SHARD must look like i\/n/);
    expect(() => readPipelineEnv({ ASTRO_LOG_LEVEL: 'loud' })).toThrow(/ASTRO_LOG_LEVEL must be one of debug, info, warn, error, silent/);
  });
});

describe('readDeployEnv', () => {
  const target = { DEPLOY_TARGET: 's3://site-bucket/www' };

  it('defaults to 64 uploads in flight and manifest parts of at most 1,024 files on average', () => {
    expect(readDeployEnv(target)).toMatchObject({ DEPLOY_CONCURRENCY: 64, DEPLOY_MANIFEST_PART_FILES: 1024 });
    expect(readDeployEnv({ ...target, DEPLOY_MANIFEST_PART_FILES: '512' })).toMatchObject({ DEPLOY_MANIFEST_PART_FILES: 512 });
  });

  it('names a bad part size', () => {
    expect(() => readDeployEnv({ ...target, DEPLOY_MANIFEST_PART_FILES: '8' })).toThrow(/DEPLOY_MANIFEST_PART_FILES must be at least 16/);
    expect(() => readDeployEnv({ ...target, DEPLOY_MANIFEST_PART_FILES: 'large' })).toThrow(/DEPLOY_MANIFEST_PART_FILES must be a whole number/);
  });
});
