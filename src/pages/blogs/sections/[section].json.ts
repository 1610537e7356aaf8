// Each blog section's cards as static JSON, for the tabs of /blogs/ (no call to the API from the browser).
import type { APIRoute } from 'astro';
import { blogSections, sectionCards } from '../../../data/blogs.ts';
import { inShard } from '../../../data/shard.ts';
import { cacheKeyOf } from '../../../data/site.ts';

export function getStaticPaths() {
  return inShard(
    blogSections().map((section) => ({
      params: { section: section.slug },
      cacheKey: cacheKeyOf([['GetBlogsBySection', { sectionheading: section.slug }]]),
    })),
  );
}

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(sectionCards(params.section ?? '')), { headers: { 'Content-Type': 'application/json' } });
