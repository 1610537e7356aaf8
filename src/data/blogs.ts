/** The data of the home page's blogs, the blog list (/blogs/) and the blog articles (/blogs/{heading-slug}). */
import type { BlogDetailRow } from '../api/schemas/blog.ts';
import { toSectionLabel } from '../api/slugs.ts';
import { toBlogCards, type BlogCard } from './cards.ts';
import { buildArticle, type Article } from './blog-article.ts';
import type { PageOf, Read } from '../routes/route.ts';
import { BLOG_SECTION_JSON, BLOGS_HOME, HOME, type BLOG } from '../routes/table.ts';
import { answerOf, siteLookups } from './site.ts';

/** The default tab of /blogs/ (spec section 9). */
export const DEFAULT_SECTION = 'adhdcycle';

export interface BlogSectionTab {
  readonly slug: string;
  readonly label: string;
}

/** The section tabs, in the API's order, their labels without 'Blogs About '. */
export function blogSections({ reads } = BLOGS_HOME.page): BlogSectionTab[] {
  const sections = answerOf(reads.sections) ?? [];
  // Each tab is the section's JSON page, as the route table declares it.
  return BLOG_SECTION_JSON.pagesIn({ request: reads.sections, body: sections }).map((page, index) => ({
    slug: page.params.section,
    label: toSectionLabel(sections[index]?.sectionHeading ?? ''),
  }));
}

/** The cards of a section, newest first as the API sends them. */
export function sectionCards(blogs: Read<'GetBlogsBySection'>): BlogCard[] {
  return toBlogCards(answerOf(blogs) ?? [], siteLookups());
}

/** 'Our Latest Blogs' of the home page. */
export function homeBlogs({ reads } = HOME.page): BlogCard[] {
  return toBlogCards(answerOf(reads.blogs) ?? [], siteLookups());
}

export interface BlogPage {
  /** Undefined when the API had no details for the heading ('Blogs Not Found'). */
  readonly article: Article | undefined;
  readonly heading: string;
  readonly recent: BlogCard[];
}

export function blogPage({ heading, reads }: PageOf<typeof BLOG>): BlogPage {
  const rows: readonly BlogDetailRow[] = answerOf(reads.detail) ?? [];
  const lookups = siteLookups();
  return {
    article: rows.length > 0 ? buildArticle(rows, (url) => lookups.media(url)) : undefined,
    heading,
    recent: toBlogCards(answerOf(reads.related) ?? [], lookups),
  };
}
