// A chunk of a speciality's further doctors (src/routes/speciality-chunks.ts), as the static JSON Load More reads.
import type { APIRoute, GetStaticPaths } from 'astro';
import { specialityChunkJson } from '../../../data/doctors.ts';
import { routePaths } from '../../../page-deps/route-paths.ts';
import type { PageOf, PageProps } from '../../../routes/route.ts';
import { SPECIALITY_CHUNK_JSON } from '../../../routes/table.ts';

export const getStaticPaths = (({ routePattern }) => routePaths(SPECIALITY_CHUNK_JSON, routePattern)) satisfies GetStaticPaths;

export const GET: APIRoute<PageProps<PageOf<typeof SPECIALITY_CHUNK_JSON>>> = ({ props: { page } }) =>
  new Response(JSON.stringify(specialityChunkJson(page)), { headers: { 'Content-Type': 'application/json' } });
