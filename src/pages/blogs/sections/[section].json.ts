// Each blog section's cards as static JSON, for the tabs of /blogs/ (no call to the API from the browser).
import type { APIRoute, GetStaticPaths } from 'astro';
import { sectionCards } from '../../../data/blogs.ts';
import { routePaths } from '../../../page-deps/route-paths.ts';
import type { PageOf, PageProps } from '../../../routes/route.ts';
import { BLOG_SECTION_JSON } from '../../../routes/table.ts';

export const getStaticPaths = (({ routePattern }) => routePaths(BLOG_SECTION_JSON, routePattern)) satisfies GetStaticPaths;

export const GET: APIRoute<PageProps<PageOf<typeof BLOG_SECTION_JSON>>> = ({ props: { page } }) =>
  new Response(JSON.stringify(sectionCards(page.reads.blogs)), { headers: { 'Content-Type': 'application/json' } });
