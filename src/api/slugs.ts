/**
 * The slug and parameter rules of the spec (sections 2 and 7), as pure functions.
 *
 * URLs are built from names with {@link toSlug} (ASCII, safe on any host), capped, never empty and never reserved
 * by the address rules (src/routes/addresses.ts). API parameters are built from the
 * API's own names with {@link toNameParam} and friends: the spec's slug rule exactly ({@link toSpecSlug}: accents,
 * apostrophes and every other character kept), hyphens back to spaces. Text from the API is cleaned for display
 * with {@link cleanEntities}.
 */

// Quote, apostrophe and ampersand entities the API leaves in names ('O&#39;Brien', '&quot;The Corner&quot;').
const ENTITY_REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [/&(?:#0*39|#x0*27|apos|rsquo|lsquo);/gi, "'"],
  [/&(?:#0*34|#x0*22|quot|ldquo|rdquo);/gi, '"'],
  [/&(?:#0*38|#x0*26|amp);/gi, '&'],
];

const HAS_ENTITY = /&|amp;/i;

/** Replaces quote, apostrophe and ampersand HTML entities with the characters they stand for (text stays text). */
export function cleanEntities(text: string): string {
  // Most text has none: one test instead of four passes.
  if (!HAS_ENTITY.test(text)) return text;
  let cleaned = text;
  for (const [pattern, replacement] of ENTITY_REPLACEMENTS) cleaned = cleaned.replace(pattern, replacement);
  // A stray 'amp;' is what is left of '&amp;' escaped twice or cut in half ('Allergy &amp;amp; Immunology').
  return cleaned.replace(/amp;/gi, '');
}

/** Strips the 'amp;' the API leaves in speciality names ('Obstetrics &amp; Gynecology' → 'Obstetrics & Gynecology'). */
export function stripAmp(specialtyName: string): string {
  return specialtyName.replace(/amp;/gi, '');
}

/**
 * Builds the URL slug of a name: lowercase, spaces become hyphens, commas and periods removed (spec section 2).
 * Beyond the spec, '&' is written 'and' (as the API parameter rule does) and every other character that is not
 * a letter, digit or hyphen is dropped, so that slugs are safe in any URL path and on any file system.
 */
export function toSlug(name: string): string {
  return cleanEntities(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.,'"’‘“”]/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The uid of a doctor, hospital, pharmacy, urgent care or group practice: the last hyphen-separated segment. */
export function uidFromSlug(slug: string): string {
  const segments = slug.split('-');
  return segments[segments.length - 1] ?? '';
}

/** Turns a URL slug back into the API's parameter form: hyphens become spaces (for names the crawl never saw). */
export function slugToParam(slug: string): string {
  return slug.replace(/-/g, ' ').trim();
}

/**
 * The spec's slug rule, exactly: lowercase, spaces become hyphens, commas and periods removed. Accents,
 * apostrophes and every other character stay ('San José' → 'san-josé'), as they did in the original site's URLs.
 */
export function toSpecSlug(name: string): string {
  return name.trim().toLowerCase().replace(/ /g, '-').replace(/[,.]/g, '');
}

/**
 * The parameter the API is asked with for a state, city or listing name: the spec's slug of the API's own name
 * with hyphens turned back into spaces ('San José' → 'san josé', 'St. Louis' → 'st louis').
 */
export function toNameParam(name: string): string {
  return toSpecSlug(name).replace(/-/g, ' ');
}

/** A speciality parameter: as {@link toNameParam}, 'amp;' stripped and an ampersand written 'and' (spec section 7). */
export function toSpecialityParam(specialityName: string): string {
  return toNameParam(stripAmp(specialityName).replace(/\s*&\s*/g, ' and '));
}

/** The state parameter of level-2 facility queries (pharmacy, urgent care, group practice): the spec's slug without hyphens. */
export function toCompactStateParam(stateName: string): string {
  return toSpecSlug(stateName).replace(/-/g, '');
}

const SECTION_PREFIX = /^\s*Blogs About\s+/i;

/** The tab label of a blog section: its heading without the 'Blogs About ' prefix. */
export function toSectionLabel(sectionHeading: string): string {
  return cleanEntities(sectionHeading).replace(SECTION_PREFIX, '').trim();
}

/** The slug of a blog section ('Blogs About ADHD Cycle' → 'adhdcycle'), the `sectionheading` parameter. */
export function toSectionSlug(sectionHeading: string): string {
  return toSlug(toSectionLabel(sectionHeading)).replace(/-/g, '');
}

/** The `blogname` parameter: the blog heading in lower case with spaces. */
export function toBlogNameParam(blogHeading: string): string {
  return cleanEntities(blogHeading).toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * A comparison key: entities cleaned, accents and everything but letters and digits removed, '&' read as 'and'.
 * Two spellings of one name ('New York', 'new-york', 'newyork', 'St. Louis', 'st louis') share a key.
 */
export function toMatchKey(text: string): string {
  return toSlug(stripAmp(text)).replace(/-/g, '');
}
