// A paged city list's every hospital (src/routes/list-pages.ts), as the JSON its filters and sort read.
import type { APIRoute, GetStaticPaths } from 'astro';
import { hospitalsWholeList } from '../../../../components/card-html.ts';
import { hospitalListJson } from '../../../../data/hospitals.ts';
import { routePaths } from '../../../../page-deps/route-paths.ts';
import type { PageOf, PageProps } from '../../../../routes/route.ts';
import { HOSPITAL_CITY_LIST_JSON } from '../../../../routes/table.ts';

export const getStaticPaths = (({ routePattern }) => routePaths(HOSPITAL_CITY_LIST_JSON, routePattern)) satisfies GetStaticPaths;

export const GET: APIRoute<PageProps<PageOf<typeof HOSPITAL_CITY_LIST_JSON>>> = ({ props: { page } }) =>
  new Response(JSON.stringify(hospitalsWholeList(hospitalListJson(page).hospitals)), { headers: { 'Content-Type': 'application/json' } });
