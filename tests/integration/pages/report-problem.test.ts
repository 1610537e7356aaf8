/** "Report a problem with this listing" (issue 35): on every kind of listing's page, closed, naming the listing. */
import { describe, expect, it } from 'vitest';
import { builtPaths, headOf } from '../../fixtures/site-checks.ts';
import { loadPage } from '../../fixtures/test-site.ts';

const firstListing = (folder: string) => builtPaths(folder).find((path) => !path.endsWith('/'));

describe('the report form on listing pages', () => {
  it.each([
    ['best-doctors', 'Doctor'],
    ['specialities', 'Doctor'],
    ['best-hospitals', 'Hospital'],
    ['best-pharmacies', 'Pharmacy'],
    ['best-urgent-care', 'Urgent Care'],
    ['best-group-practice', 'Group Practice'],
  ])('%s: a closed disclosure whose form names the canonical URL, the uid and the kind (%s)', async (folder, kind) => {
    const path = firstListing(folder);
    expect(path, folder).toBeDefined();
    const $ = await loadPage(path!);
    const details = $('main details.report-problem');
    expect(details).toHaveLength(1);
    expect(details.attr('open')).toBeUndefined();
    expect(details.children('summary').text().trim()).toBe('Report a problem with this listing');
    // Hydrated at the first touch by the layout's script, with the listing it names.
    const island = details.find('[data-island="ReportProblemForm"]');
    expect(island.attr('data-hydrate')).toBe('interaction');
    const listing: unknown = JSON.parse(island.attr('data-listing') ?? '{}');
    expect(listing).toEqual({ url: headOf($).canonical, uid: path!.split('-').pop(), kind, name: $('h1').first().text().trim() });
    const fieldset = details.find('form fieldset');
    expect(fieldset.children('legend').text()).toBe('What is wrong?');
    expect(
      fieldset
        .find('label:has(input[type="radio"][name="problem"])')
        .map((_i, label) => $(label).text().trim())
        .get(),
    ).toEqual(['Phone number', 'Address', 'Office hours', 'Moved', 'Closed or retired', 'Other']);
    expect(details.find('textarea')).toHaveLength(1);
    expect(details.find('input[type="email"]')).toHaveLength(1);
    // Without JavaScript the form is hidden and the visitor is told where to write instead.
    expect(details.find('noscript').text()).toContain('needs JavaScript');
  });
});
