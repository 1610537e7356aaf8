/** The blog endpoints: sections, blogs per section and per speciality, details by name, related and random. */
import { toMatchKey } from '../../../src/api/slugs.ts';
import { placeholders, type GetHandlers, type HandlerContext } from './context.ts';

const RANDOM_BLOGS = 6;
const RECOMMENDED_BLOGS = 6;
const RELATED_BLOGS = 5;
const SUMMARY = `SELECT b.id, b.heading AS blogHeading, b.image AS blogImage, b.description AS blogDescription,
  s.heading AS sectionHeading, b.publish_date AS publishDate FROM blogs b JOIN blog_sections s ON s.id = b.section_id`;

interface SummaryRow {
  id: number;
  blogHeading: string;
  blogImage: string;
  blogDescription: string;
  sectionHeading: string;
  publishDate: string;
}

function summaries(context: HandlerContext, where: string, ...values: Array<string | number>) {
  const rows = context.prepare(`${SUMMARY} ${where}`).all(...values) as unknown as SummaryRow[];
  return rows.map(({ id: _id, ...summary }) => summary);
}

function blogIdOf(context: HandlerContext, blogname: string): { id: number; section_id: number } | undefined {
  return context.prepare('SELECT id, section_id FROM blogs WHERE match_key = ?').get(toMatchKey(blogname)) as
    | { id: number; section_id: number }
    | undefined;
}

// Hospital pages ask with an empty quoted value: the general recommendations.
function isEmptyQuoted(value: string): boolean {
  return /^\s*(""|''|)\s*$/.test(value);
}

export const blogHandlers: GetHandlers<
  'GetRandomBlogsForMain' | 'GetBlogsBySpeciality' | 'GetBlogSections' | 'GetBlogsBySection' | 'GetBlogDetails' | 'GetRelatedBlogs'
> = {
  GetRandomBlogsForMain(_params, context) {
    const ids = context.sampleIds('blog', '', 0, RANDOM_BLOGS);
    return ids.length === 0 ? [] : summaries(context, `WHERE b.id IN (${placeholders(ids.length)}) ORDER BY b.publish_date DESC`, ...ids);
  },
  GetBlogsBySpeciality(params, context) {
    const speciality = params.require('speciality');
    if (isEmptyQuoted(speciality)) return summaries(context, 'ORDER BY b.publish_date DESC LIMIT ?', RECOMMENDED_BLOGS);
    const specialityId = context.lookups.specialityId(speciality);
    if (specialityId === undefined) return [];
    return summaries(
      context,
      'JOIN blog_specialities bs ON bs.blog_id = b.id WHERE bs.speciality_id = ? ORDER BY b.publish_date DESC LIMIT ?',
      specialityId,
      RECOMMENDED_BLOGS,
    );
  },
  GetBlogSections(_params, context) {
    return context.prepare('SELECT heading AS sectionHeading FROM blog_sections ORDER BY id').all();
  },
  GetBlogsBySection(params, context) {
    const slug = toMatchKey(params.require('sectionheading'));
    return summaries(context, 'WHERE s.slug = ? ORDER BY b.publish_date DESC', slug);
  },
  GetBlogDetails(params, context) {
    const blog = blogIdOf(context, params.require('blogname'));
    if (!blog) return [];
    return context
      .prepare(
        `SELECT r.details_heading AS blogDetailsHeading, b.description AS metaDescription, b.image AS blogImage,
           b.publish_date AS publishDate, r.content_type AS contentType, r.content_type_special AS contentTypeSpecial,
           r.paragraph, r.list, b.heading AS blogHeading
         FROM blog_rows r JOIN blogs b ON b.id = r.blog_id WHERE r.blog_id = ? ORDER BY r.position`,
      )
      .all(blog.id);
  },
  GetRelatedBlogs(params, context) {
    const blog = blogIdOf(context, params.require('blogname'));
    if (!blog) return [];
    return summaries(context, 'WHERE b.section_id = ? AND b.id <> ? ORDER BY b.publish_date DESC LIMIT ?', blog.section_id, blog.id, RELATED_BLOGS);
  },
};
