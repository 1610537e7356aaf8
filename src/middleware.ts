/**
 * Moves Astro's island style into the head on pages with islands (src/components/Islands.astro). Records what each
 * page reads from the snapshot while it renders (src/lib/read-tracking.ts) into the manifest of page facts, so the
 * next night renders it again only when one of those facts changed; and whether the page is indexable (its layout
 * not told noindex), so the sitemap lists it or not whether or not it renders that night.
 */
import { defineMiddleware } from 'astro:middleware';
import { withIslandStyleInHead } from './lib/island-style.ts';
import { collectFactsOf } from './lib/read-tracking.ts';
import { toCanonicalPath } from './routes/urls.ts';
import { pageIdOf, propsDigestOf } from './routes/page-key.ts';
import { buildManifest } from './page-deps/paths-to-render.ts';

/** The page's response with its HTML made valid where Astro's own output is not: only a page with islands needs it. */
async function validHtml(response: Response, hasIslands: boolean | undefined): Promise<Response> {
  if (!hasIslands || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  return new Response(withIslandStyleInHead(await response.text()), response);
}

export const onRequest = defineMiddleware(async (context, next) => {
  const manifest = buildManifest();
  if (!manifest) return validHtml(await next(), context.locals.islands);
  // Static builds render a page to a string before next() resolves, so every read happens inside this call.
  const { value: response, facts } = await collectFactsOf(() => next());
  // The props are the page's declaration in the route table (src/routes/paths.ts): a page is keyed on them too.
  manifest.recordRender(
    pageIdOf(context.routePattern, context.params),
    toCanonicalPath(context.url.pathname),
    facts,
    propsDigestOf(context.props),
    !context.locals.noindex,
  );
  return validHtml(response, context.locals.islands);
});
