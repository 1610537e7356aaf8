// Each blog section's cards as static JSON, for the tabs of /blogs/ (no call to the API from the browser).
import type { APIRoute, GetStaticPaths } from 'astro';
import { blogSections, sectionCards } from '../../../data/blogs.ts';
import { inShard } from '../../../data/shard.ts';
import { pathsToRender } from '../../../page-deps/paths-to-render.ts';

export const getStaticPaths = (({ routePattern }) =>
  pathsToRender(routePattern, inShard(blogSections().map((section) => ({ params: { section: section.slug } }))))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(sectionCards(params.section ?? '')), { headers: { 'Content-Type': 'application/json' } });
