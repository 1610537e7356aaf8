/**
 * `npm run why -- <url>`: why a page rendered in the last build, or why it did not, answered from what that build
 * recorded in its shards' manifests of page facts (src/page-deps/page-history.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { toCanonicalPath } from '../../src/routes/urls.ts';
import { pageOutcome, type PageOutcome } from '../../src/page-deps/page-history.ts';
import type { RenderReason } from '../../src/page-deps/plan.ts';
import { pageFactsOf } from './cache-layout.ts';

/** The manifests of a build's cache folder, one per shard, by shard folder name. */
export function manifestsIn(cacheDir: string): Array<{ readonly shard: string; readonly path: string }> {
  if (!existsSync(cacheDir)) return [];
  return readdirSync(cacheDir)
    .filter((entry) => entry.startsWith('shard-'))
    .sort()
    .map((shard) => ({ shard, path: pageFactsOf(join(cacheDir, shard)) }))
    .filter(({ path }) => existsSync(path));
}

/** A page's URL path as the manifests key it, from a path or a whole URL, with or without its file name. */
export function urlPathOf(input: string): string {
  const pathname = /^[a-z]+:\/\//i.test(input) ? new URL(input).pathname : input.split(/[?#]/)[0] || '/';
  return toCanonicalPath(pathname.replace(/\/index\.html$/, '/'));
}

/** A reason in words. */
export function describeReason(reason: RenderReason): string[] {
  switch (reason.why) {
    case 'new':
      return ['it was new: the build before had no such page'];
    case 'code':
      return ["the code or the site's addresses changed: every page rendered"];
    case 'props':
      return ['its props changed: its declaration in the route table (the names it shows, the requests it reads)'];
    case 'always':
      return ['its route lists no pages (no getStaticPaths): it renders in every build'];
    case 'unpublished':
      return ["the build before rendered it, but that build's pages were never published (a night killed after its shard rendered)"];
    case 'fact':
      return [
        `a fact it read changed: ${reason.fact}`,
        `  digest then: ${reason.was}`,
        `  digest now:  ${reason.now ?? '(not known: the snapshot could not answer it)'}`,
        ...(reason.changed > 1 ? [`  (${reason.changed} of the facts it read changed; this is the first)`] : []),
      ];
  }
}

const buildOf = (outcome: Extract<PageOutcome, { lastBuild: number }>, shard: string) =>
  `build ${outcome.lastBuild}${outcome.lastBuildAt ? ` of ${outcome.lastBuildAt}` : ''}, ${shard}`;

/** What the last build recorded about a URL, in words; `found` is false when no manifest knows the page. */
export function whyRendered(input: string, cacheDir: string): { readonly found: boolean; readonly text: string } {
  const url = urlPathOf(input);
  const manifests = manifestsIn(cacheDir);
  if (manifests.length === 0) return { found: false, text: `No manifest of page facts in ${cacheDir}: run \`npm run build\` first.` };
  let removed: string | undefined;
  for (const { shard, path } of manifests) {
    const outcome = pageOutcome(path, url);
    if (outcome.outcome === 'removed') removed ??= `${url}: removed by the last build (${buildOf(outcome, shard)}): no route lists it any more.`;
    if (outcome.outcome !== 'known') continue;
    const { history } = outcome;
    const lines = history.renderedLastBuild
      ? [`${url}: rendered by the last build (${buildOf(outcome, shard)}), because`, ...describeReason(history.reason).map((line) => `  ${line}`)]
      : [
          `${url}: reused by the last build (${buildOf(outcome, shard)}): the ${history.facts} facts it read all held.`,
          `  It last rendered in build ${history.renderedIn}, because ${describeReason(history.reason).join('\n  ')}`,
        ];
    lines.push(`  page ${history.page}; ${history.facts} facts read; last modified ${history.changedAt ?? '(undated)'}`);
    return { found: true, text: lines.join('\n') };
  }
  return {
    found: removed !== undefined,
    text: removed ?? `${url}: not a page the last build knows (looked in ${manifests.map(({ path }) => path).join(', ')}).`,
  };
}
