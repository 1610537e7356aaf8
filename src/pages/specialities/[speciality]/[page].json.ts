// The further pages of a speciality's doctors (page 2 onwards), as static JSON for Load More.
import { pathsToRender } from '../../../page-deps/paths-to-render.ts';
import type { APIRoute, GetStaticPaths } from 'astro';
import { specialityJsonPaths, specialityPage } from '../../../data/doctors.ts';
import { specialitySlugOfSegment } from '../../../lib/urls.ts';

export const getStaticPaths = (({ routePattern }) => pathsToRender(routePattern, specialityJsonPaths())) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const slug = specialitySlugOfSegment(params.speciality ?? '') ?? '';
  const pageNumber = Number((params.page ?? '').replace('page-', ''));
  const page = specialityPage(slug, pageNumber);
  if (!page) throw new Error(`The snapshot has no page ${pageNumber} of speciality '${slug}'.`);
  return new Response(JSON.stringify({ doctors: page.doctors, hasMore: page.hasMore }), { headers: { 'Content-Type': 'application/json' } });
};
