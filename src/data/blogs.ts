/** The data of the home page's blogs, the blog list (/blogs/) and the blog articles (/blogs/{heading-slug}). */
import type { BlogDetailRow, BlogSummary } from '../api/schemas/blog.ts';
import { toBlogNameParam, toSectionLabel, toSectionSlug, toSlug } from '../api/slugs.ts';
import { toBlogCards, type BlogCard } from '../lib/cards.ts';
import { buildArticle, type Article } from '../lib/blog-article.ts';
import { cacheKeyOf, siteLookups, snapshot } from './site.ts';
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

let headings: Map<string, string> | undefined;

/** Every blog heading any page links to, by its URL slug (only those whose details the crawl fetched). */
function headingsBySlug(): Map<string, string> {
  if (headings) return headings;
  const found = new Map<string, string>();
  headings = found;
  const add = (blogs: readonly BlogSummary[]) => {
    for (const { blogHeading } of blogs) {
      const slug = toSlug(blogHeading);
      if (!found.has(slug) && snapshot().get('GetBlogDetails', { blogname: toBlogNameParam(blogHeading) }) !== undefined)
        found.set(slug, blogHeading);
    }
  };
  for (const endpoint of ['GetBlogsBySection', 'GetRandomBlogsForMain', 'GetBlogsBySpeciality', 'GetRelatedBlogs'] as const) {
    for (const { body } of snapshot().each(endpoint)) add(body);
  }
  return headings;
}

/** The heading of the blog whose page is /blogs/{slug}. */
export function blogHeadingOf(slug: string): string | undefined {
  return headingsBySlug().get(slug);
}

export function blogPaths() {
  return inShard(
    [...headingsBySlug()].map(([slug, heading]) => {
      const blogname = toBlogNameParam(heading);
      return {
        params: { slug },
        cacheKey: cacheKeyOf([
          ['GetBlogDetails', { blogname }],
          ['GetRelatedBlogs', { blogname }],
        ]),
      };
    }),
  );
}

export interface BlogPage {
  /** Undefined when the API had no details for the heading ('Blogs Not Found'). */
  readonly article: Article | undefined;
  readonly heading: string;
  readonly recent: BlogCard[];
}

export function blogPage(slug: string): BlogPage {
  const heading = headingsBySlug().get(slug) ?? slug.replace(/-/g, ' ');
  const blogname = toBlogNameParam(heading);
  const rows: readonly BlogDetailRow[] = snapshot().get('GetBlogDetails', { blogname }) ?? [];
  const lookups = siteLookups();
  return {
    article: rows.length > 0 ? buildArticle(rows, (url) => lookups.media(url)) : undefined,
    heading,
    recent: toBlogCards(snapshot().get('GetRelatedBlogs', { blogname }) ?? [], lookups),
  };
}
