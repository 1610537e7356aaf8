import { z } from 'zod';
import { apiKey, apiText } from './common.ts';

/** A blog section (spec section 3: sectionHeading, e.g. 'Blogs About ADHD Cycle'). */
export const SectionSchema = z.object({
  sectionHeading: apiKey,
});
export type Section = z.infer<typeof SectionSchema>;

/** A blog card (spec section 3). `blogImage` is a site-relative path on the API's image host. */
export const BlogSummarySchema = z.object({
  blogHeading: apiKey,
  blogImage: apiText,
  blogDescription: apiText,
  sectionHeading: apiText,
  publishDate: apiText,
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

/**
 * One content row of a blog article; rows are grouped by `blogDetailsHeading`.
 * contentType 'P' is a paragraph, 'L' a numbered list in `list` split on '|'; contentTypeSpecial 'S' marks a smaller heading.
 */
export const BlogDetailRowSchema = z.object({
  blogDetailsHeading: apiText,
  metaDescription: apiText,
  blogImage: apiText,
  publishDate: apiText,
  contentType: apiText,
  contentTypeSpecial: apiText,
  paragraph: apiText,
  list: apiText,
  blogHeading: apiKey,
});
export type BlogDetailRow = z.infer<typeof BlogDetailRowSchema>;
