import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';

describe('readSiteEnv', () => {
  it('has defaults for everything', () => {
    expect(readSiteEnv({})).toEqual({ SITE_URL: 'http://localhost:4321', CRAWL_CONCURRENCY: 16, CRAWL_MAX_FAILURES: 0 });
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
    ).toEqual({ API_BASE_URL: 'https://api.example.org', SITE_URL: 'https://doctors.example', CRAWL_CONCURRENCY: 32, CRAWL_MAX_FAILURES: 3 });
  });

  it('names every bad variable in one error', () => {
    expect(() => readSiteEnv({ API_BASE_URL: 'api.example.org', CRAWL_CONCURRENCY: 'many', CRAWL_MAX_FAILURES: '-1' })).toThrow(
      /API_BASE_URL: API_BASE_URL must be an absolute[\s\S]*CRAWL_CONCURRENCY[\s\S]*CRAWL_MAX_FAILURES: CRAWL_MAX_FAILURES must be 0 or more/,
    );
  });
});
