/** The address rules (docs/architecture.md, "Addresses"; issue 45 item 5): safe, capped, never empty, never reserved, unique among siblings. */
import { describe, expect, it } from 'vitest';
import { DoctorSummarySchema } from '../../../src/api/schemas/doctor.ts';
import { removeHiddenCharacters } from '../../../src/api/schemas/common.ts';
import { isSafeUid, listedOnce, MAX_SLUG_LENGTH, otherUidIn, toAddressSlug, toListingSlug, toSiblingSlugs } from '../../../src/routes/addresses.ts';
import { tallyOddRecords } from '../../../src/routes/odd-records.ts';

const SAFE_SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('toAddressSlug', () => {
  it('keeps the spec slug of an ordinary name (spec section 2)', () => {
    expect(toAddressSlug('New York')).toBe('new-york');
    expect(toAddressSlug('St. Louis')).toBe('st-louis');
  });

  it.each(['...', '!!!', '健康生活指南', '   ', 'ℵ'])('gives %j, which slugs to nothing, a safe fallback that is the same every time', (name) => {
    const slug = toAddressSlug(name);
    expect(slug).toMatch(SAFE_SEGMENT);
    expect(toAddressSlug(name)).toBe(slug);
  });

  it('gives different names that slug to nothing different fallbacks', () => {
    expect(new Set(['...', '!!!', '健康生活指南', '心脏健康'].map(toAddressSlug)).size).toBe(4);
  });

  it('caps a 10,000-character name at a hyphen', () => {
    const name = `Dr ${'Verylongname '.repeat(800)}Jones`;
    expect(name.length).toBeGreaterThan(10_000);
    const slug = toAddressSlug(name);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toMatch(SAFE_SEGMENT);
    expect(slug.endsWith('-verylongname')).toBe(true);
  });

  it('caps a name of one long word at the cap', () => {
    expect(toAddressSlug('x'.repeat(500))).toBe('x'.repeat(MAX_SLUG_LENGTH));
  });

  it.each(['index', 'Index', 'INDEX.', 'more', 'sections', 'sitemap'])('never gives the reserved name of %j', (name) => {
    const slug = toAddressSlug(name);
    expect(slug).toMatch(SAFE_SEGMENT);
    expect(['index', 'more', 'sections', 'sitemap']).not.toContain(slug);
  });
});

describe('toSiblingSlugs', () => {
  it("gives 'San José' and 'San Jose' distinct slugs, whichever the API lists first", () => {
    const one = toSiblingSlugs(['San José', 'San Jose']);
    const other = toSiblingSlugs(['San Jose', 'San José']);
    expect(new Set(one).size).toBe(2);
    expect(other).toEqual([...one].reverse());
    for (const slug of one) expect(slug).toMatch(SAFE_SEGMENT);
    // One of them keeps the plain slug.
    expect(one).toContain('san-jose');
  });

  it('leaves a list without collisions as the names slug', () => {
    expect(toSiblingSlugs(['Birmingham', 'Montgomery'])).toEqual(['birmingham', 'montgomery']);
  });

  it('gives one name listed twice one slug, and a name written with an entity the same as without', () => {
    expect(toSiblingSlugs(['Mobile', 'Mobile'])).toEqual(['mobile', 'mobile']);
    expect(toSiblingSlugs(['Obstetrics &amp; Gynecology', 'Obstetrics & Gynecology'])).toEqual([
      'obstetrics-and-gynecology',
      'obstetrics-and-gynecology',
    ]);
  });

  it('parts three names of one slug, and names that slug to nothing', () => {
    const slugs = toSiblingSlugs(['Saint-Paul', 'Saint Paul', 'saint paul', '...', '!!!']);
    expect(new Set(slugs).size).toBe(5);
  });
});

describe('listing slugs and uids', () => {
  it('appends the uid to the name slug, and a name that slugs to nothing never leaves the uid alone', () => {
    expect(toListingSlug('Jane A. Smith', '1234567893')).toBe('jane-a-smith-1234567893');
    const slug = toListingSlug('...', 'index');
    expect(slug).not.toBe('index');
    expect(slug.endsWith('-index')).toBe(true);
  });

  it.each(['a/b', 'a%2fb', 'a\\b', 'x?y#z', 'a-b', '', 'x'.repeat(65), 'é1'])('refuses the uid %j', (uid) => {
    expect(isSafeUid(uid)).toBe(false);
  });

  it.each(['1234567893', 'ABC_12', 'index'])('accepts the uid %j', (uid) => {
    expect(isSafeUid(uid)).toBe(true);
  });

  it('keeps one record per uid, the same whichever the API lists first, and skips unsafe uids', () => {
    const records = [
      { uid: 'dup7', name: 'Zed Dup' },
      { uid: 'a/b', name: 'Slash' },
      { uid: 'dup7', name: 'Abe Dup' },
      { uid: '42', name: 'Plain' },
    ];
    const kept = listedOnce(records, (record) => record.name).map((record) => record.name);
    expect(kept).toEqual(['Abe Dup', 'Plain']);
    expect(listedOnce([...records].reverse(), (record) => record.name).map((record) => record.name)).toEqual(['Plain', 'Abe Dup']);
  });

  it('tells a detail that answers for another uid', () => {
    expect(otherUidIn({ UID: '1' }, { uid: '2', name: 'x' })).toBe('2');
    expect(otherUidIn({ UID: '1' }, [{ uid: '2' }])).toBe('2');
    expect(otherUidIn({ UID: '1' }, { uid: '1' })).toBeUndefined();
    // The spec's doctor detail names no uid: nothing to tell.
    expect(otherUidIn({ UID: '1' }, { doctorName: 'x' })).toBeUndefined();
    expect(otherUidIn({ state: 'texas' }, [{ uid: '2' }])).toBeUndefined();
  });
});

describe('odd records are counted with examples', () => {
  it('counts each record once, whatever how often it is met', () => {
    const records = tallyOddRecords(() => {
      for (let round = 0; round < 3; round++) {
        toSiblingSlugs(['San José', 'San Jose', '...']);
        listedOnce([{ uid: 'a/b' }, { uid: 'x?y#z' }], () => 'Doctor');
      }
    });
    expect(records.collision?.count).toBe(1);
    expect(records.collision?.examples[0]).toContain('San José');
    expect(records.fallbackSlug?.count).toBe(1);
    expect(records.skippedUid?.count).toBe(2);
    expect(records.skippedUid?.examples.join(' ')).toContain('a/b');
  });

  it('counts nothing outside a tally', () => {
    toAddressSlug('...');
    expect(tallyOddRecords(() => {})).toEqual({});
  });
});

describe('displayed text', () => {
  it('removes control characters and bidirectional overrides and isolates, and keeps tabs and line breaks', () => {
    expect(removeHiddenCharacters('Eve \u202Egnp.exe\u0007 Smith\u2066')).toBe('Eve gnp.exe Smith');
    expect(removeHiddenCharacters('a\u200Fb\u202Ac\u2069d\u0000e\u009Bf')).toBe('abcdef');
    expect(removeHiddenCharacters('line\none\ttab')).toBe('line\none\ttab');
    expect(removeHiddenCharacters('San José')).toBe('San José');
  });

  it('is applied where API answers are validated, to names and text, not to uids', () => {
    const doctor = DoctorSummarySchema.parse({ doctorName: 'Eve \u202EZ\u0007', uid: '42', address: '1 Main St\u202E' });
    expect(doctor.doctorName).toBe('Eve Z');
    expect(doctor.address).toBe('1 Main St');
  });
});
