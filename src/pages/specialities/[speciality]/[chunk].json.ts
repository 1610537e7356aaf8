// A chunk of a speciality's further doctors (src/routes/speciality-chunks.ts), as the static JSON Load More reads.
import type { APIRoute, GetStaticPaths } from 'astro';
import { specialityChunkPage } from '../../../data/doctors.ts';
import type { LoadMoreChunk } from '../../../lib/load-more.ts';
import type { DoctorCard } from '../../../data/cards.ts';
import { routePaths } from '../../../page-deps/route-paths.ts';
import type { PageOf, PageProps } from '../../../routes/route.ts';
import { SPECIALITY_CHUNK_JSON } from '../../../routes/table.ts';

export const getStaticPaths = (({ routePattern }) => routePaths(SPECIALITY_CHUNK_JSON, routePattern)) satisfies GetStaticPaths;

export const GET: APIRoute<PageProps<PageOf<typeof SPECIALITY_CHUNK_JSON>>> = ({ props: { page: declared } }) => {
  const { doctors, next } = specialityChunkPage(declared);
  const chunk: LoadMoreChunk<DoctorCard> = { doctors, next };
  return new Response(JSON.stringify(chunk), { headers: { 'Content-Type': 'application/json' } });
};
