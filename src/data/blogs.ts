/** The data of the home page's blogs, the blog list (/blogs/) and the blog articles (/blogs/{heading-slug}). */
import type { BlogDetailRow } from '../api/schemas/blog.ts';
import { toSectionLabel } from '../api/slugs.ts';
import { toBlogCards, type BlogCard } from './cards.ts';
import { buildArticle, type Article } from './blog-article.ts';
import type { PageOf, Read } from '../routes/route.ts';
import { BLOGS_URL, blogSectionUrl } from '../routes/urls.ts';
import { BLOG_SECTION_JSON, type BLOG_SECTION, blogSectionRead, BLOGS_HOME, HOME, homeSectionOf, type BLOG } from '../routes/table.ts';
import { answerOf, siteLookups } from './site.ts';

export { DEFAULT_SECTION } from '../routes/table.ts';

export interface BlogSectionTab {
  readonly slug: string;
  readonly label: string;
  /** The section's own page: /blogs/ for the section it shows, else /blogs/sections/{slug}/. */
  readonly href: string;
}

/** What /blogs/ and each section's page show: the tabs, the current one, and its cards. */
export interface BlogSectionsPage {
  readonly sections: BlogSectionTab[];
  readonly current: BlogSectionTab | undefined;
  readonly cards: BlogCard[];
}

/** The section tabs, in the API's order, their labels without 'Blogs About ', each linking to its section's page. */
function blogSections(request: Read<'GetBlogSections'>): BlogSectionTab[] {
  const sections = answerOf(request) ?? [];
  const home = homeSectionOf(sections);
  // Each tab is the section's JSON page, as the route table declares it.
  return BLOG_SECTION_JSON.pagesIn({ request, body: sections }).map(({ params: { section } }, index) => ({
    slug: section,
    label: toSectionLabel(sections[index]?.sectionHeading ?? ''),
    href: section === home ? BLOGS_URL : blogSectionUrl(section),
  }));
}

/** /blogs/: the tabs, with the default section's cards (spec section 9) in the HTML. */
export function blogsHomePage({ reads } = BLOGS_HOME.page): BlogSectionsPage {
  const sections = blogSections(reads.sections);
  const home = homeSectionOf(answerOf(reads.sections) ?? []);
  return { sections, current: sections.find(({ slug }) => slug === home), cards: sectionCards(blogSectionRead(home)) };
}

/** A section's own page (/blogs/sections/{slug}/): the tabs, with its cards in the HTML. */
export function blogSectionPage({ params, reads }: PageOf<typeof BLOG_SECTION>): BlogSectionsPage {
  const sections = blogSections(reads.sections);
  return { sections, current: sections.find(({ slug }) => slug === params.section), cards: sectionCards(reads.blogs) };
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
