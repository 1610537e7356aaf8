/**
 * DEPLOY_HOST: the build checks the site it is about to write against the host's documented limits once the crawl
 * has listed its pages, and stops before rendering (dist/ untouched, exit status 26) when it would not fit. The
 * tiny dataset fits every host's real limits, so the refusal is driven by a host table of the test's own (runBuild's
 * `hosts` option, which production never sets).
 */
import { readdirSync, readFileSync, statSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { HOST_LIMITS, type HostTable } from '../../../src/hosting/host-limits.ts';
import { runBuild } from '../../../scripts/pipeline/build-pipeline.ts';
import { estimateSite } from '../../../scripts/pipeline/site-estimate.ts';
import { nightOfBuild, runNight } from '../../../scripts/night/night.ts';
import { EXIT_STATUS } from '../../../scripts/night/night-report.ts';
import { TEST_DB_PATH } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { TEST_SITE, TEST_SITE_URL, TEST_PUBLIC_API_BASE_URL } from '../../fixtures/test-site.ts';

const { pathsIn } = scratchBuilds('host-limits');
const quiet = { quiet: true, log: () => {} } as const;

/** Every file under `dir` (paths from it), and its folders. */
function walk(dir: string): { files: Map<string, number>; folders: number } {
  const files = new Map<string, number>();
  let folders = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) folders++;
    else files.set(path.slice(dir.length + 1), statSync(path).size);
  }
  return { files, folders };
}

describe('the estimate before rendering', () => {
  it("counts the test site's files and folders as its build wrote them, and its size within 5 %", () => {
    const env = readSiteEnv({ SITE_URL: TEST_SITE_URL, PUBLIC_API_BASE_URL: TEST_PUBLIC_API_BASE_URL });
    const estimate = estimateSite(TEST_SITE, env);
    const site = walk(TEST_SITE.dist);
    expect(estimate.files).toBe(site.files.size);
    expect(estimate.folders).toBe(site.folders);
    const byFolder = new Map<string, number>();
    for (const file of site.files.keys()) {
      const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
      byFolder.set(folder, (byFolder.get(folder) ?? 0) + 1);
    }
    expect(estimate.largestFolder.files).toBe(Math.max(...byFolder.values()));
    const bytes = [...site.files.values()].reduce((sum, size) => sum + size, 0);
    expect(Math.abs(estimate.bytes - bytes) / bytes).toBeLessThan(0.05);
    expect(estimate.largestFileBytes).toBe(Math.max(...site.files.values()));
    // Its rules: five header blocks (every answer; _astro/, media/ and maps/ cached for good; the offline worker never
    // cached), the blogs' not-found page and the forms' /api/ proxy.
    expect([estimate.headersRules, estimate.staticRedirects, estimate.dynamicRedirects]).toEqual([5, 0, 2]);
    expect(estimate.basis).toMatch(/^estimated before rendering: pages of [\d,]+ bytes on average \(\d+ of the last build's measured\)/);
  });
});

describe('DEPLOY_HOST', () => {
  const paths = pathsIn('site');
  const env = readSiteEnv({ DEPLOY_HOST: 'cloudflare-pages' });
  // Cloudflare Pages with a tenth of its files: the tiny site's ~4,000 files exceed it.
  const tight: HostTable = {
    ...HOST_LIMITS,
    'cloudflare-pages': { ...HOST_LIMITS['cloudflare-pages'], limits: [{ kind: 'files', allowed: 2000, source: 'a test table' }] },
  };

  it('stops a site over the limits before rendering, with exit status 26 and dist/ untouched', async () => {
    mkdirSync(paths.dist, { recursive: true });
    writeFileSync(join(paths.dist, 'index.html'), '<p>last good build</p>');
    const report = await runNight({ command: 'build', currentSnapshot: paths.currentSnapshot, out: () => {}, err: () => {} }, async () => {
      const outcome = await runBuild({ env, paths, referenceDbPath: TEST_DB_PATH, hosts: tight, ...quiet });
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.stage).toBe('host');
      return nightOfBuild(outcome, env, 'built');
    });
    expect(report.outcome).toBe('host-limits');
    expect(report.exitStatus).toBe(EXIT_STATUS['host-limits']);
    expect(report.exitStatus).toBe(26);
    expect(report.message).toMatch(/The site does not fit Cloudflare Pages \(free plan\), DEPLOY_HOST=cloudflare-pages: \d,\d{3} files/);
    expect(report.message).toMatch(/files per deployment: \d,\d{3}, the limit is 2,000 \(a test table\)/);
    expect(report.message).toContain('What to do: deploy it where it fits, by the same estimate: Cloudflare Pages (paid plans)');
    expect(report.message).toContain('Nothing was rendered or published; dist/ was left untouched.');
    // Nothing rendered: dist/ as it was, no shard started.
    expect(readdirSync(paths.dist)).toEqual(['index.html']);
    expect(readFileSync(join(paths.dist, 'index.html'), 'utf8')).toBe('<p>last good build</p>');
    expect(existsSync(`${paths.dist}.cache`) ? readdirSync(`${paths.dist}.cache`).filter((name) => name.startsWith('shard-')) : []).toEqual([]);
  }, 120_000);

  it("builds the tiny site on Cloudflare Pages' real limits (free plan: 20,000 files)", async () => {
    const lines: string[] = [];
    const outcome = await runBuild({ env, paths, referenceDbPath: TEST_DB_PATH, quiet: true, log: (line) => lines.push(line) });
    expect(outcome.ok, outcome.ok ? '' : outcome.message).toBe(true);
    expect(lines.find((line) => line.startsWith('The site fits'))).toMatch(
      /^The site fits Cloudflare Pages \(free plan\), DEPLOY_HOST=cloudflare-pages: \d,\d{3} files, [\d.]+ MiB, at most \d+ in one folder \(estimated before rendering/,
    );
    const site = walk(paths.dist);
    expect(site.files.size).toBeGreaterThan(3000);
    expect(site.files.size).toBeLessThan(20_000);
    expect(readFileSync(join(paths.dist, 'index.html'), 'utf8')).not.toContain('last good build');
  }, 180_000);
});
