/** Link integrity of the built site, by the host rules. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks, resolvesIn } from '../../../src/hosting/link-check.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

const scratch = mkdtempSync(join(tmpdir(), 'links-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('resolvesIn', () => {
  mkdirSync(join(scratch, 'best-doctors', 'texas'), { recursive: true });
  writeFileSync(join(scratch, 'best-doctors', 'texas', 'index.html'), '<a href="/best-doctors/texas/ann-lee-1">x</a>');
  writeFileSync(join(scratch, 'best-doctors', 'texas', 'ann-lee-1.html'), '<a href="/best-doctors/texas/nobody-2">x</a><img src="/missing.webp">');

  it.each([
    ['/best-doctors/texas/', true],
    ['/best-doctors/texas', true],
    ['/best-doctors/texas/ann-lee-1', true],
    ['/best-doctors/texas/ann-lee-1.html', true],
    ['/best-doctors/texas/nobody-2', false],
    ['/best-doctors/ohio/', false],
    ['/best-doctors/texas/../texas/', false],
    ['https://example.org/x', true],
    ['#main', true],
  ])('%s → %s', (href, expected) => {
    expect(resolvesIn(scratch, href)).toBe(expected);
  });

  it('reports the broken links of a site with their pages', () => {
    const report = checkLinks(scratch);
    expect(report.broken).toEqual([
      { page: '/best-doctors/texas/ann-lee-1.html', href: '/best-doctors/texas/nobody-2' },
      { page: '/best-doctors/texas/ann-lee-1.html', href: '/missing.webp' },
    ]);
  });
});

describe('the built test site', () => {
  it('has no broken internal link in any page or JSON file', () => {
    const report = checkLinks(TEST_SITE.dist);
    expect(report.files).toBeGreaterThan(1000);
    expect(report.links).toBeGreaterThan(10_000);
    expect(report.broken).toEqual([]);
  });
});
