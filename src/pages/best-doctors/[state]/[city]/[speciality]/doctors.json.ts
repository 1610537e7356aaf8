// A paged city list's every doctor (src/routes/list-pages.ts), as the JSON its filters and sort read.
import type { APIRoute, GetStaticPaths } from 'astro';
import { doctorsWholeList } from '../../../../../components/card-html.ts';
import { doctorListJson } from '../../../../../data/doctors.ts';
import { routePaths } from '../../../../../page-deps/route-paths.ts';
import type { PageOf, PageProps } from '../../../../../routes/route.ts';
import { DOCTOR_SPECIALITY_LIST_JSON } from '../../../../../routes/table.ts';

export const getStaticPaths = (({ routePattern }) => routePaths(DOCTOR_SPECIALITY_LIST_JSON, routePattern)) satisfies GetStaticPaths;

export const GET: APIRoute<PageProps<PageOf<typeof DOCTOR_SPECIALITY_LIST_JSON>>> = ({ props: { page } }) =>
  new Response(JSON.stringify(doctorsWholeList(doctorListJson(page).doctors)), { headers: { 'Content-Type': 'application/json' } });
