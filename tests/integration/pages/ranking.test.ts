/**
 * Issue 46, item 2: every list titled Best opens highest rated first, ties by name, then uid (the data has no number
 * of reviews), a listing without a rating after every rated one; the order is the HTML's, so it holds without scripts.
 */
import { describe, expect, it } from 'vitest';
import { uidFromSlug } from '../../../src/api/slugs.ts';
import { builtPaths } from '../../fixtures/site-checks.ts';
import { loadPage } from '../../fixtures/test-site.ts';

interface Shown {
  readonly name: string;
  readonly rating: number | undefined;
  readonly uid: string;
}

/** The cards of each list on a page titled Best, as shown: name, rating (percent) and uid (from the link). */
async function listsOn(path: string): Promise<{ title: string; lists: Shown[][] }> {
  const $ = await loadPage(path);
  // Lists of listings (doctors, hospitals): recommended blogs are not ranked.
  const lists = $('main ul.cards')
    .filter((_, list) => $(list).find('a[href^="/blogs/"]').length === 0)
    .map((_, list) => [
      $(list)
        .children('li.card')
        .map((__, card) => {
          const rating = $(card).find('.rating').first().text().trim();
          const href = $(card).find('h3 a').attr('href') ?? '';
          return {
            name: $(card).find('h3').text().trim(),
            rating: rating ? Number.parseFloat(rating) : undefined,
            uid: href ? uidFromSlug(href.split('/').pop() ?? '') : '',
          };
        })
        .get(),
    ])
    .get() as Shown[][];
  return { title: $('h1').text(), lists };
}

const NAMES = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Where the stated order is broken in a list: the first pair out of order, or undefined. */
function firstOutOfOrder(list: readonly Shown[]): string | undefined {
  for (let at = 1; at < list.length; at++) {
    const [a, b] = [list[at - 1]!, list[at]!];
    const ra = a.rating ?? -1;
    const rb = b.rating ?? -1;
    const nameOrder = NAMES.compare(a.name, b.name);
    const ok = ra > rb || (ra === rb && (nameOrder < 0 || (nameOrder === 0 && (a.uid === '' || b.uid === '' || a.uid <= b.uid))));
    if (!ok) return `${a.name} (${a.rating ?? 'unrated'}) before ${b.name} (${b.rating ?? 'unrated'})`;
  }
  return undefined;
}

describe('lists titled Best', () => {
  const pages = [
    ...builtPaths('best-doctors').filter((path) => path.endsWith('/')),
    ...builtPaths('best-hospitals').filter((path) => path.endsWith('/')),
    ...builtPaths('specialities').filter((path) => path.endsWith('/') && path !== '/specialities/'),
  ];

  it('open highest rated first, ties by name then uid, the unrated last, on every directory page', async () => {
    let checked = 0;
    let tied = 0;
    let unratedAfterRated = 0;
    for (const path of pages) {
      const { title, lists } = await listsOn(path);
      if (!/\bBest\b/.test(title)) continue;
      for (const list of lists) {
        expect(firstOutOfOrder(list), `${path}: ${title}`).toBeUndefined();
        checked += list.length > 1 ? 1 : 0;
        tied += list.some((card, at) => at > 0 && card.rating !== undefined && card.rating === list[at - 1]?.rating) ? 1 : 0;
        unratedAfterRated += list.some((card, at) => at > 0 && card.rating === undefined && list[at - 1]?.rating !== undefined) ? 1 : 0;
      }
    }
    // The test site is worth checking: many lists, with ties and with unrated listings among rated ones.
    expect(checked).toBeGreaterThan(100);
    expect(tied).toBeGreaterThan(5);
    expect(unratedAfterRated).toBeGreaterThan(5);
  });
});
