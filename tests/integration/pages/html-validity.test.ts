/** Valid HTML as the W3C Nu Html Checker sees it, on one built page of every template of the test site. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, routeOfPath } from '../../../src/routes/route-of-path.ts';
import { htmlErrorsOf, onePagePerTemplate } from '../../../src/hosting/html-check.ts';
import { filesUnder } from '../../../src/lib/files-under.ts';
import { ASTRO_ISLAND_STYLE } from '../../../src/lib/island-style.ts';
import { loadPage, TEST_SITE } from '../../fixtures/test-site.ts';

const pages = onePagePerTemplate(TEST_SITE.dist);

describe('HTML validity', () => {
  it('checks a page of every route of the route table, and the pages no route makes', () => {
    const files = pages.map((page) => relative(TEST_SITE.dist, page));
    const checked = new Set(files.map((file) => routeOfPath(file)));
    expect(ROUTE_PATTERNS.filter((pattern) => !pattern.endsWith('.json') && !checked.has(pattern))).toEqual([]);
    expect(files).toContain('404.html');
  });

  it('finds no error on any of them', { timeout: 120_000 }, async () => {
    const errors = await htmlErrorsOf(pages);
    const described = errors.map((error) => `${relative(TEST_SITE.dist, error.page)}:${error.line}: ${error.message} [${error.extract.trim()}]`);
    expect(described).toEqual([]);
  });

  it('puts the style Astro writes for its islands in the head, where it is valid', async () => {
    const $ = await loadPage('/best-doctors/');
    expect($('astro-island').length).toBeGreaterThan(0);
    expect($('head').html()).toContain(ASTRO_ISLAND_STYLE.replace(/<\/?style>/g, ''));
    expect($('body style').filter((_i, style) => $(style).text().includes('astro-island')).length).toBe(0);
  });

  // Only pages that wrap their islands in Islands.astro get the second pass: one that forgot would show here.
  it('has the island style in the head of every page with an island, and nowhere in a body', () => {
    const misplaced: string[] = [];
    let withIslands = 0;
    for (const file of filesUnder(TEST_SITE.dist).filter((name) => name.endsWith('.html'))) {
      const html = readFileSync(join(TEST_SITE.dist, file), 'utf8');
      const headEnd = html.indexOf('</head>');
      const styleAt = html.indexOf(ASTRO_ISLAND_STYLE);
      const hasIsland = html.includes('<astro-island');
      if (hasIsland) withIslands++;
      if (hasIsland ? styleAt < 0 || styleAt > headEnd : styleAt >= 0) misplaced.push(file);
    }
    expect(withIslands).toBeGreaterThan(10);
    expect(misplaced).toEqual([]);
  });
});

describe('the checker itself', () => {
  it('reports an error in a page that has one', { timeout: 60_000 }, async () => {
    const folder = mkdtempSync(join(tmpdir(), 'html-check-'));
    try {
      const page = join(folder, 'bad.html');
      writeFileSync(page, '<!doctype html><html lang="en"><head><title>t</title></head><body><img src="a.png" height="2.5" alt=""></body></html>');
      const errors = await htmlErrorsOf([page]);
      expect(errors.map((error) => error.message).join('\n')).toContain('height');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
