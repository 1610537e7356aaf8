/**
 * A blog article from its detail rows: rows grouped by `blogDetailsHeading` in order; type P is a paragraph,
 * L a numbered list split on '|', contentTypeSpecial S a smaller heading. Everything stays text.
 */
import type { BlogDetailRow } from '../api/schemas/blog.ts';
import type { MediaRef } from '../snapshot/read.ts';
import { displayText, formatLongDate } from '../lib/format.ts';

export type ArticleBlock =
  | { readonly type: 'paragraph'; readonly text: string }
  | { readonly type: 'list'; readonly items: readonly string[] }
  | { readonly type: 'subheading'; readonly text: string };

export interface ArticleSection {
  readonly heading: string;
  readonly blocks: readonly ArticleBlock[];
}

export interface Article {
  readonly title: string;
  readonly description: string;
  readonly date: string;
  /** The publish date as the API sent it, for machines (<time datetime>). */
  readonly isoDate: string;
  readonly image: MediaRef | undefined;
  readonly sections: readonly ArticleSection[];
}

function toBlock(row: BlogDetailRow): ArticleBlock | undefined {
  if (row.contentTypeSpecial.trim().toUpperCase() === 'S') {
    const text = displayText(row.paragraph || row.list);
    return text ? { type: 'subheading', text } : undefined;
  }
  if (row.contentType.trim().toUpperCase() === 'L') {
    const items = row.list.split('|').map(displayText).filter(Boolean);
    return items.length ? { type: 'list', items } : undefined;
  }
  const text = displayText(row.paragraph);
  return text ? { type: 'paragraph', text } : undefined;
}

export function buildArticle(rows: readonly BlogDetailRow[], media: (url: string) => MediaRef | undefined): Article {
  const first = rows[0];
  const sections: Array<{ heading: string; blocks: ArticleBlock[] }> = [];
  for (const row of rows) {
    const heading = displayText(row.blogDetailsHeading);
    let section = sections[sections.length - 1];
    if (!section || section.heading !== heading) {
      section = { heading, blocks: [] };
      sections.push(section);
    }
    const block = toBlock(row);
    if (block) section.blocks.push(block);
  }
  return {
    title: displayText(first?.blogHeading ?? ''),
    description: displayText(first?.metaDescription ?? ''),
    date: formatLongDate(first?.publishDate ?? ''),
    isoDate: (first?.publishDate ?? '').slice(0, 10),
    image: media(first?.blogImage ?? ''),
    sections,
  };
}
