/**
 * What keeps a tap made before the scripts arrive (issue 46, item 4) in the built pages: the inline script that holds
 * it runs before anything a visitor can reach, and the page's CSP allows it by its hash; the forms post (never a
 * query) and ask for it; Load More's link asks for it, and its list has the id the island appends to.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { builtPaths } from '../../fixtures/site-checks.ts';
import { loadPage } from '../../fixtures/test-site.ts';

const firstListing = (folder: string) => builtPaths(folder).find((path) => !path.endsWith('/'));
const PAGES = ['/', '/best-doctors/', '/contact-us/', '/write-for-us/', '/blogs/', '/specialities/best-doctors-for-family-medicine/'];

describe('a tap before the scripts arrive', () => {
  it.each([...PAGES, firstListing('best-doctors'), firstListing('best-pharmacies')])(
    '%s: is held by an inline script its CSP allows',
    async (path) => {
      const $ = await loadPage(path ?? '');
      const script = $('head script').first();
      expect(script.attr('id')).toBe('held-taps');
      expect(script.attr('src')).toBeUndefined();
      // Before any element of the body: it is in place before a visitor can reach a form or a link.
      expect($('head script').index(script)).toBe(0);
      const hash = `'sha256-${createHash('sha256')
        .update(script.html() ?? '')
        .digest('base64')}'`;
      expect($('meta[http-equiv="content-security-policy"]').attr('content')).toContain(hash);
      // Every form a visitor writes into posts and asks for its submit to be held until its island wakes.
      const forms = $('form.feedback-form, form.message-form, form.report-problem-form, form.near-form');
      expect(forms.length).toBeGreaterThan(0);
      forms.each((_i, form) => {
        expect($(form).attr('method'), `${path}: ${$(form).attr('class')}`).toBe('post');
        expect($(form).attr('data-hold-tap')).toBeDefined();
      });
    },
  );

  it("Load More's link is held before its island wakes, which appends to the page's own list", async () => {
    const $ = await loadPage('/specialities/best-doctors-for-family-medicine/');
    expect($('.load-more a').attr('data-hold-tap')).toBeDefined();
    const list = $('main ul.cards');
    expect(list).toHaveLength(1);
    const props = JSON.parse($('astro-island[component-url*="LoadMore"]').attr('props') ?? '{}') as { listId?: [number, string] };
    expect(props.listId?.[1]).toBe(list.attr('id'));
  });
});
