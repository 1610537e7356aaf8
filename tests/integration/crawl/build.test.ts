/** `npm run build`'s pipeline: a failed crawl never replaces dist/ or the snapshot; an empty API still builds. */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { createSchema } from '../../../scripts/reference-api/db/schema.ts';
import { runBuild } from '../../../scripts/pipeline/build-pipeline.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { TEST_DB_PATH } from '../../fixtures/reference-db.ts';

const { scratch, pathsIn } = scratchBuilds('build');

describe('the build pipeline', () => {
  it('fails on a permanently failing endpoint, naming it, and leaves dist/ and the snapshot exactly as they were', async () => {
    const paths = pathsIn('failing');
    mkdirSync(join(paths.dist, 'best-doctors'), { recursive: true });
    writeFileSync(join(paths.dist, 'index.html'), '<p>last good build</p>');
    writeFileSync(join(paths.dist, 'best-doctors', 'index.html'), '<p>doctors</p>');
    writeFileSync(paths.currentSnapshot, 'last good snapshot');
    const outcome = await runBuild({
      env: readSiteEnv({ CRAWL_CONCURRENCY: '8' }),
      paths,
      referenceDbPath: TEST_DB_PATH,
      referenceApiEnv: { API_FAIL_ENDPOINTS: 'GetDoctorCity', API_FAIL_STATUS: '503', API_RETRY_AFTER_SECONDS: '0' },
      quiet: true,
      log: () => {},
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.stage).toBe('crawl');
    expect(outcome.message).toMatch(/51 request\(s\) still failing after retries \(budget 0\)/);
    expect(outcome.message).toMatch(
      /GetDoctorCity: 51 failed — e\.g\. GetDoctorCity \(\/api\/Doctor\/GetDoctorCity with state="[a-z ]+"\) failed with HTTP 503/,
    );
    expect(outcome.message).toContain('dist/ was left untouched');
    expect(readFileSync(join(paths.dist, 'index.html'), 'utf8')).toBe('<p>last good build</p>');
    expect(readFileSync(join(paths.dist, 'best-doctors', 'index.html'), 'utf8')).toBe('<p>doctors</p>');
    expect(readFileSync(paths.currentSnapshot, 'utf8')).toBe('last good snapshot');
    const report = JSON.parse(readFileSync(paths.crawlReport, 'utf8')) as { failures: number };
    expect(report.failures).toBe(51);
  }, 120_000);

  it('accepts failures within CRAWL_MAX_FAILURES', async () => {
    const paths = pathsIn('budget');
    const outcome = await runBuild({
      env: readSiteEnv({ CRAWL_MAX_FAILURES: '1' }),
      paths,
      referenceDbPath: TEST_DB_PATH,
      referenceApiEnv: { API_FAIL_ENDPOINTS: 'GetBlogSections' },
      quiet: true,
      log: () => {},
    });
    expect(outcome.crawl.result.failures).toBe(1);
    expect(outcome.ok).toBe(true);
    expect(existsSync(join(paths.dist, 'index.html'))).toBe(true);
  }, 120_000);

  it('builds the pages that need no data from an empty API, replacing the old dist/', async () => {
    const paths = pathsIn('empty');
    const emptyDb = join(scratch, 'empty-api.sqlite');
    const db = new DatabaseSync(emptyDb);
    createSchema(db);
    db.close();
    mkdirSync(paths.dist, { recursive: true });
    writeFileSync(join(paths.dist, 'stale.html'), 'from an older build');
    const outcome = await runBuild({ env: readSiteEnv({}), paths, referenceDbPath: emptyDb, quiet: true, log: () => {} });
    expect(outcome.ok).toBe(true);
    expect(outcome.crawl.result.failures).toBe(0);
    const home = readFileSync(join(paths.dist, 'index.html'), 'utf8');
    expect(home).toMatch(/<h1[ >][^<]*Find the right care near you/);
    expect(home).not.toContain('Our Latest Blogs');
    expect(existsSync(join(paths.dist, 'stale.html'))).toBe(false);
    // Publishing leaves no partly copied file behind.
    expect(readdirSync(paths.dist, { recursive: true }).filter((path) => String(path).endsWith('.publishing'))).toEqual([]);
    expect(existsSync(paths.currentSnapshot)).toBe(true);
  }, 120_000);
});
