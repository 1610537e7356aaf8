import { describe, expect, it } from 'vitest';
import {
  cleanEntities,
  slugToParam,
  stripAmp,
  toBlogNameParam,
  toCompactStateParam,
  toMatchKey,
  toSectionLabel,
  toSectionSlug,
  toSlug,
  toNameParam,
  toSpecialityParam,
  toSpecSlug,
  uidFromSlug,
} from '../../../src/api/slugs.ts';
import { toListingSlug } from '../../../src/routes/addresses.ts';

describe('toSlug', () => {
  it.each([
    ['New York', 'new-york'],
    ['District of Columbia', 'district-of-columbia'],
    ['St. Louis', 'st-louis'],
    ['Winston-Salem', 'winston-salem'],
    ["Lee's Summit", 'lees-summit'],
    ['Patrick O&#39;Brien', 'patrick-obrien'],
    ['Jane A. Smith', 'jane-a-smith'],
    ['Ear, Nose & Throat', 'ear-nose-and-throat'],
    ['Obstetrics &amp; Gynecology', 'obstetrics-and-gynecology'],
    ['&quot;The Corner&quot; Drug Store', 'the-corner-drug-store'],
    ['What Is ADHD, Really?', 'what-is-adhd-really'],
    ['  Café   Olé  ', 'cafe-ole'],
    ['Speech-Language Pathologists', 'speech-language-pathologists'],
  ])('%s → %s', (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });
});

describe('listing slugs and uids', () => {
  it('appends the uid to the name slug', () => {
    expect(toListingSlug('Jane A. Smith', '1234567893')).toBe('jane-a-smith-1234567893');
  });
  it('takes the uid as the last hyphen-separated segment', () => {
    expect(uidFromSlug('jane-a-smith-1234567893')).toBe('1234567893');
    expect(uidFromSlug(toListingSlug('St. Mary&#39;s Medical Center', '050123'))).toBe('050123');
    expect(uidFromSlug('1234567')).toBe('1234567');
  });
});

describe('parameters from slugs', () => {
  it('turns hyphens back into spaces', () => {
    expect(slugToParam('new-york')).toBe('new york');
    expect(slugToParam('st-louis')).toBe('st louis');
  });
  it("writes a speciality's ampersand as 'and'", () => {
    expect(toSpecialityParam('obstetrics-and-gynecology')).toBe('obstetrics and gynecology');
    expect(toSpecialityParam('Allergy & Immunology')).toBe('allergy and immunology');
    expect(toSpecialityParam('Allergy &amp; Immunology')).toBe('allergy and immunology');
  });
  it('removes the hyphens of a state for level-2 facility queries', () => {
    expect(toCompactStateParam('New York')).toBe('newyork');
    expect(toCompactStateParam('new-york')).toBe('newyork');
    expect(toCompactStateParam('Texas')).toBe('texas');
  });
  it("follows the spec's slug rule exactly: lowercase, spaces to hyphens, commas and periods removed, all else kept", () => {
    expect(toSpecSlug('San José')).toBe('san-josé');
    expect(toSpecSlug("Coeur d'Alene")).toBe("coeur-d'alene");
    expect(toSpecSlug('St. Louis, Missouri')).toBe('st-louis-missouri');
    expect(toSpecSlug('Walsh &amp; Sons')).toBe('walsh-&amp;-sons');
  });
  it('builds parameters from names: the spec slug with hyphens back to spaces', () => {
    expect(toNameParam('San José')).toBe('san josé');
    expect(toNameParam('Winston-Salem')).toBe('winston salem');
    expect(toNameParam('St. Louis')).toBe('st louis');
    expect(toNameParam("Coeur d'Alene")).toBe("coeur d'alene");
  });
});

describe('entities', () => {
  it.each([
    ['O&#39;Brien', "O'Brien"],
    ['O&#039;Brien', "O'Brien"],
    ['O&apos;Brien', "O'Brien"],
    ['O&#x27;Brien', "O'Brien"],
    ['&quot;The Corner&quot;', '"The Corner"'],
    ['&#34;quoted&#34;', '"quoted"'],
    ['Smith &amp; Sons', 'Smith & Sons'],
    ['Allergy &amp;amp; Immunology', 'Allergy & Immunology'],
  ])('cleans %s for display', (raw, clean) => {
    expect(cleanEntities(raw)).toBe(clean);
  });
  it('leaves markup as text: it does not decode < or >', () => {
    expect(cleanEntities('&lt;script&gt;')).toBe('&lt;script&gt;');
  });
  it("strips 'amp;' from speciality names", () => {
    expect(stripAmp('Obstetrics &amp; Gynecology')).toBe('Obstetrics & Gynecology');
    expect(stripAmp('Cardiologists')).toBe('Cardiologists');
  });
});

describe('blog sections and names', () => {
  it("removes the 'Blogs About ' prefix for tab labels", () => {
    expect(toSectionLabel('Blogs About ADHD Cycle')).toBe('ADHD Cycle');
    expect(toSectionLabel('Nutrition')).toBe('Nutrition');
  });
  it('makes the section slug the default tab uses', () => {
    expect(toSectionSlug('Blogs About ADHD Cycle')).toBe('adhdcycle');
    expect(toSectionSlug('Blogs About Brain and Nerves')).toBe('brainandnerves');
  });
  it('gives the blogname parameter: heading in lower case with spaces', () => {
    expect(toBlogNameParam('Don&#39;t Ignore  Kidney Pain')).toBe("don't ignore kidney pain");
  });
});

describe('toMatchKey', () => {
  it('gives every spelling of one name the same key', () => {
    const keys = ['New York', 'new york', 'new-york', 'newyork'].map(toMatchKey);
    expect(new Set(keys)).toEqual(new Set(['newyork']));
    expect(toMatchKey('Obstetrics &amp; Gynecology')).toBe(toMatchKey('obstetrics and gynecology'));
    expect(toMatchKey('St. Louis')).toBe(toMatchKey('st louis'));
  });
  it('tells different names apart', () => {
    expect(toMatchKey('Jackson')).not.toBe(toMatchKey('Jacksonville'));
  });
});
