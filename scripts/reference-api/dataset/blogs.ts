/** Turns the hand-written blog corpus into the API's rows: sections, articles with banners, and content rows. */
import { toMatchKey, toSectionLabel, toSectionSlug, toSlug } from '../../../src/api/slugs.ts';
import { blogCorpus } from './blog-corpus.ts';
import { drawBlogImage, type StoredImage } from './images.ts';
import type { Random } from './random.ts';
import { escapeLikeUpstream } from './upstream-text.ts';

export interface BlogRowData {
  readonly detailsHeading: string;
  readonly contentType: 'P' | 'L';
  readonly contentTypeSpecial: 'S' | '';
  readonly paragraph: string;
  readonly list: string;
}

export interface BlogData {
  readonly sectionIndex: number;
  readonly heading: string;
  readonly matchKey: string;
  readonly description: string;
  readonly image: StoredImage;
  readonly publishDate: string;
  readonly specialities: readonly string[];
  readonly rows: readonly BlogRowData[];
}

export interface BlogSectionData {
  readonly heading: string;
  readonly slug: string;
}

const FIRST_PUBLISHED = Date.UTC(2023, 1, 6);
const DAY = 86_400_000;

/** The blog as the API holds it; dates spread over the years since launch, newest last. */
export function buildBlog(random: Random): { sections: BlogSectionData[]; blogs: BlogData[] } {
  const sections = blogCorpus.map((section) => ({ heading: section.heading, slug: toSectionSlug(section.heading) }));
  const articles = blogCorpus.flatMap((section, sectionIndex) =>
    section.articles.map((article, articleIndex) => ({ article, sectionIndex, order: articleIndex * blogCorpus.length + sectionIndex })),
  );
  let published = FIRST_PUBLISHED;
  const blogs = articles
    .sort((a, b) => a.order - b.order)
    .map(({ article, sectionIndex }, index): BlogData => {
      published += random.int(12, 30) * DAY;
      const label = toSectionLabel(blogCorpus[sectionIndex]?.heading ?? '');
      const rows = article.groups.flatMap((group) =>
        group.blocks.map(
          (block): BlogRowData => ({
            detailsHeading: group.heading,
            contentType: block.type === 'L' ? 'L' : 'P',
            contentTypeSpecial: block.type === 'S' ? 'S' : '',
            paragraph: block.type === 'L' ? '' : block.text,
            list: block.type === 'L' ? block.text : '',
          }),
        ),
      );
      return {
        sectionIndex,
        heading: escapeLikeUpstream(article.heading),
        matchKey: toMatchKey(article.heading),
        description: article.description,
        image: { path: `/images/blogs/${toSlug(article.heading)}.svg`, contentType: 'image/svg+xml', body: drawBlogImage(label, index) },
        publishDate: new Date(published).toISOString().slice(0, 19),
        specialities: article.specialities,
        rows,
      };
    });
  // One listed article whose details the API does not have yet: the site's 'Blogs Not Found' page.
  published += DAY;
  const draftHeading = 'Seasonal Allergies: A Guide Coming Soon';
  blogs.push({
    sectionIndex: blogCorpus.length - 2,
    heading: draftHeading,
    matchKey: toMatchKey(draftHeading),
    description: 'Our guide to seasonal allergies, their triggers and treatments is being written by our editors.',
    image: { path: `/images/blogs/${toSlug(draftHeading)}.svg`, contentType: 'image/svg+xml', body: drawBlogImage('Healthy Living', blogs.length) },
    publishDate: new Date(published).toISOString().slice(0, 19),
    specialities: [],
    rows: [],
  });
  return { sections, blogs };
}
