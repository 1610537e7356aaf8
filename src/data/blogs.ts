/** The data of the home page's blogs, the blog list (/blogs/) and the blog articles (/blogs/{heading-slug}). */
import { z } from 'zod';
import type { BlogDetailRow } from '../api/schemas/blog.ts';
import { toBlogNameParam, toSectionLabel, toSectionSlug, toSlug } from '../api/slugs.ts';
import { toBlogCards, type BlogCard } from '../lib/cards.ts';
import { buildArticle, type Article } from '../lib/blog-article.ts';
import { derivedFact } from '../page-deps/facts.ts';
import { getSnapshot, type SnapshotReader } from '../snapshot/read.ts';
import { siteLookups, snapshot } from './site.ts';
import { inShard } from './shard.ts';

/** The default tab of /blogs/ (spec section 9). */
export const DEFAULT_SECTION = 'adhdcycle';

export interface BlogSectionTab {
  readonly slug: string;
  readonly label: string;
}

/** The section tabs, in the API's order, their labels without 'Blogs About '. */
export function blogSections(): BlogSectionTab[] {
  return (snapshot().get('GetBlogSections', {}) ?? []).map(({ sectionHeading }) => ({
    slug: toSectionSlug(sectionHeading),
    label: toSectionLabel(sectionHeading),
  }));
}

/** The cards of a section, newest first as the API sends them. */
export function sectionCards(slug: string): BlogCard[] {
  return toBlogCards(snapshot().get('GetBlogsBySection', { sectionheading: slug }) ?? [], siteLookups());
}

/** 'Our Latest Blogs' of the home page. */
export function homeBlogs(): BlogCard[] {
  return toBlogCards(snapshot().get('GetRandomBlogsForMain', {}) ?? [], siteLookups());
}

const headingIndexes = new WeakMap<SnapshotReader, Map<string, string>>();

/** Every blog heading any page links to, by its URL slug (only those whose details the crawl fetched). */
function headingsBySlug(reader: SnapshotReader = getSnapshot()): Map<string, string> {
  let found = headingIndexes.get(reader);
  if (found) return found;
  found = new Map<string, string>();
  headingIndexes.set(reader, found);
  for (const endpoint of ['GetBlogsBySection', 'GetRandomBlogsForMain', 'GetBlogsBySpeciality', 'GetRelatedBlogs'] as const) {
    for (const { body } of reader.each(endpoint)) {
      for (const { blogHeading } of body) {
        const slug = toSlug(blogHeading);
        if (!found.has(slug) && reader.has('GetBlogDetails', { blogname: toBlogNameParam(blogHeading) })) found.set(slug, blogHeading);
      }
    }
  }
  return found;
}

/** The heading of the blog whose page is /blogs/{slug}: a fact of its own, not a read of every blog list. */
export const blogHeadingOf = derivedFact('blogHeading', z.tuple([z.string()]), (reader, slug): string | undefined =>
  headingsBySlug(reader).get(slug),
);

export function blogPaths() {
  return inShard([...headingsBySlug().keys()].map((slug) => ({ params: { slug } })));
}

export interface BlogPage {
  /** Undefined when the API had no details for the heading ('Blogs Not Found'). */
  readonly article: Article | undefined;
  readonly heading: string;
  readonly recent: BlogCard[];
}

export function blogPage(slug: string): BlogPage {
  const heading = blogHeadingOf(slug) ?? slug.replace(/-/g, ' ');
  const blogname = toBlogNameParam(heading);
  const rows: readonly BlogDetailRow[] = snapshot().get('GetBlogDetails', { blogname }) ?? [];
  const lookups = siteLookups();
  return {
    article: rows.length > 0 ? buildArticle(rows, (url) => lookups.media(url)) : undefined,
    heading,
    recent: toBlogCards(snapshot().get('GetRelatedBlogs', { blogname }) ?? [], lookups),
  };
}
