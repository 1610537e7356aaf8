// The further pages of a speciality's doctors (page 2 onwards), as static JSON for Load More.
import type { APIRoute, GetStaticPaths } from 'astro';
import { specialityPage } from '../../../data/doctors.ts';
import { routePaths } from '../../../routes/paths.ts';
import type { PageOf, PageProps } from '../../../routes/route.ts';
import { SPECIALITY_PAGE_JSON } from '../../../routes/table.ts';

export const getStaticPaths = (({ routePattern }) => routePaths(SPECIALITY_PAGE_JSON, routePattern)) satisfies GetStaticPaths;

export const GET: APIRoute<PageProps<PageOf<typeof SPECIALITY_PAGE_JSON>>> = ({ props: { page: declared } }) => {
  const page = specialityPage(declared);
  if (!page) throw new Error(`The snapshot has no page ${declared.pageNumber} of speciality '${declared.specialitySlug}'.`);
  return new Response(JSON.stringify({ doctors: page.doctors, hasMore: page.hasMore }), { headers: { 'Content-Type': 'application/json' } });
};
