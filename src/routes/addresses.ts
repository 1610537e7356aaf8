/**
 * Every record's address: the rules that make a URL segment from a name or a uid, in one place
 * (docs/architecture.md, "Addresses"). The route table (src/routes/table.ts) builds every page's params with them,
 * so the crawl plan, the pages and the links that follow the table agree. Each record a rule has to handle is noted (src/routes/odd-records.ts).
 *
 * - A slug is {@link toSlug} (ASCII letters, digits and hyphens), cut at a hyphen to {@link MAX_SLUG_LENGTH}.
 * - A name that slugs to nothing (another script, punctuation only) gets its name's hash instead ('a1b2c3d4').
 * - A slug that is a name the site writes beside pages ({@link RESERVED_SLUGS}) takes a hyphen and that hash.
 * - Names of one list (siblings) that slug alike: the first in code-unit order of the exact names keeps the slug,
 *   the others take a hyphen and their name's hash, whatever order the API listed them in.
 * - A listing's slug is `{name slug}-{uid}`; a uid outside {@link SAFE_UID} has no page, no link and no request, and
 *   a uid listed twice in one list keeps its first record in the same fixed order (by name, then the whole record).
 */
import { cleanEntities, toSlug } from '../api/slugs.ts';
import { stableHash } from '../lib/stable-hash.ts';
import { noteOddRecord } from './odd-records.ts';

/** The longest slug made from a name, in characters (a listing's adds its uid): well within a file name's 255 bytes. */
export const MAX_SLUG_LENGTH = 80;

/** A uid the site accepts: letters, digits and underscores (no hyphen: the uid is the last hyphen-separated segment
 * of a listing's slug, spec section 2), at most 64 of them. */
export const SAFE_UID = /^[A-Za-z0-9_]{1,64}$/;

/**
 * Segments a page's slug may not be: `index` (a list page's own file), the folders and files the site writes beside
 * pages (Load More's `more/`, the blog tabs' `sections/`) and at its root (sitemap, search index, near-me files,
 * state maps, images, Astro's assets, the API proxy, the not-found page), so no page is ever written over another's
 * file.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'index',
  'more',
  'sections',
  '404',
  'sitemap',
  'sitemap-index',
  'search',
  'search-index',
  'near',
  'maps',
  'media',
  '_astro',
  'api',
  'robots',
]);

/** A short, stable hash of a name exactly as the API spelled it. */
const hashOf = (name: string): string => stableHash(name).toString(16).padStart(8, '0');

const quoted = (name: string): string => JSON.stringify(name);

/** Cuts a slug to the cap at its last hyphen within it (a single long word is cut at the cap). */
function capped(slug: string): string {
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  const hyphen = cut.lastIndexOf('-');
  return (hyphen > 0 ? cut.slice(0, hyphen) : cut.slice(0, MAX_SLUG_LENGTH)).replace(/-+$/, '');
}

/** The slug of one name, before its siblings are known: safe, capped, never empty, never reserved. */
export function toAddressSlug(name: string): string {
  const plain = toSlug(name);
  if (!plain) {
    const fallback = hashOf(name);
    noteOddRecord('fallbackSlug', `${quoted(name)} → ${fallback}`);
    return fallback;
  }
  const slug = capped(plain);
  if (slug !== plain) noteOddRecord('cappedSlug', `${quoted(name)} (${plain.length} characters) → ${slug}`);
  if (!RESERVED_SLUGS.has(slug)) return slug;
  const suffixed = `${slug}-${hashOf(name)}`;
  noteOddRecord('reservedSlug', `${quoted(name)} → ${suffixed}`);
  return suffixed;
}

/** The slugs of the names of one list, in its order: equal names share one, different names never do. */
export function toSiblingSlugs(names: readonly string[]): string[] {
  const slugs = names.map(toAddressSlug);
  const namesBySlug = new Map<string, Set<string>>();
  // One name spelled with and without entities ('A &amp; B', 'A & B') is one name: it keeps one address.
  const sameNames = names.map((name) => cleanEntities(name).trim());
  slugs.forEach((slug, at) => {
    const name = sameNames[at] ?? '';
    const named = namesBySlug.get(slug);
    if (named) named.add(name);
    else namesBySlug.set(slug, new Set([name]));
  });
  // Most lists have no collision: nothing more to do.
  if (namesBySlug.size === new Set(sameNames).size) return slugs;
  const firstOf = new Map<string, string>();
  for (const [slug, named] of namesBySlug) if (named.size > 1) firstOf.set(slug, [...named].sort()[0] ?? '');
  return slugs.map((slug, at) => {
    const name = sameNames[at] ?? '';
    const first = firstOf.get(slug);
    if (first === undefined || first === name) return slug;
    const suffixed = `${slug}-${hashOf(names[at] ?? '')}`;
    noteOddRecord('collision', `${quoted(name)} → ${suffixed} (${quoted(first)} keeps ${slug})`);
    return suffixed;
  });
}

/** The slugs of the items of one list, by their names (see {@link toSiblingSlugs}). */
export function withSiblingSlugs<T>(items: readonly T[], nameOf: (item: T) => string): Array<{ readonly item: T; readonly slug: string }> {
  const slugs = toSiblingSlugs(items.map(nameOf));
  return items.map((item, at) => ({ item, slug: slugs[at] ?? '' }));
}

/** The slug of a listing's detail page: `{name slug}-{uid}` (spec section 2), for a uid {@link isSafeUid} accepts. */
export function toListingSlug(name: string, uid: string): string {
  return `${toAddressSlug(name)}-${uid}`;
}

/** Whether a uid may be part of an address and a request. */
export const isSafeUid = (uid: string): boolean => SAFE_UID.test(uid);

/**
 * The listings of one list that get a page, in the list's order: those with a safe uid, each uid once (the first by
 * name, then by the whole record, so the API's order does not decide). The others are noted.
 */
export function listedOnce<T extends { readonly uid: string }>(items: readonly T[], nameOf: (item: T) => string): T[] {
  const safe = items.filter((item) => {
    if (isSafeUid(item.uid)) return true;
    noteOddRecord('skippedUid', `uid ${quoted(item.uid)} (${quoted(nameOf(item))})`);
    return false;
  });
  const byUid = new Map<string, T>();
  let duplicates = false;
  for (const item of safe) {
    const kept = byUid.get(item.uid);
    if (kept === undefined) byUid.set(item.uid, item);
    else {
      duplicates = true;
      if (orderOf(item, nameOf) < orderOf(kept, nameOf)) byUid.set(item.uid, item);
    }
  }
  if (!duplicates) return safe;
  return safe.filter((item) => {
    if (byUid.get(item.uid) === item) return true;
    noteOddRecord('duplicateUid', `uid ${quoted(item.uid)}: ${quoted(nameOf(item))} skipped`);
    return false;
  });
}

const orderOf = <T>(item: T, nameOf: (item: T) => string): string => `${nameOf(item)}\u0000${JSON.stringify(item)}`;

/** Whether `page`'s slug is this record's: a page found by uid is linked from a record of the same name only (two
 * records that share a uid do not both link to the one page). */
export const isPageOf = (pageSlug: string, name: string, uid: string): boolean => pageSlug === toListingSlug(name, uid);

/** The uid a detail answer names when it is not the one asked for (a detail of another listing); undefined when it
 * names none (the spec's doctor and hospital details carry no uid) or the one asked for. */
export function otherUidIn(params: Readonly<Record<string, unknown>>, body: unknown): string | undefined {
  const asked = params.UID;
  if (typeof asked !== 'string') return undefined;
  const entity: unknown = Array.isArray(body) ? body[0] : body;
  if (!entity || typeof entity !== 'object' || !('uid' in entity) || typeof entity.uid !== 'string') return undefined;
  const named = entity.uid.trim();
  return named !== '' && named !== asked.trim() ? named : undefined;
}
