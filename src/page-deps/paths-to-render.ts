/**
 * Which pages a build renders, from the manifest of page facts (manifest.ts): every route's getStaticPaths passes
 * its pages through here, so a page renders again only when a fact it read changed (or the code did). The others
 * are listed in the manifest and stay where the last build published them.
 */
import { readPipelineEnv } from '../config/env.ts';
import { getSnapshot } from '../snapshot/read.ts';
import { openPageManifest, type PageManifest } from './manifest.ts';
import { pageIdOf, propsDigestOf } from '../routes/page-key.ts';

let opened: PageManifest | null | undefined;

/** The manifest of this build (PAGE_FACTS_PATH), or undefined when the build keeps none (then every page renders). */
export function buildManifest(): PageManifest | undefined {
  if (opened === undefined) {
    const { PAGE_FACTS_PATH, RENDER_INPUTS, PUBLISHED_BUILD } = readPipelineEnv();
    opened = PAGE_FACTS_PATH ? openPageManifest(PAGE_FACTS_PATH, RENDER_INPUTS, PUBLISHED_BUILD) : null;
  }
  return opened ?? undefined;
}

/** A route's pages that render in this build, each known by its id and props digest: all of them without a
 * manifest, else those the plan renders (new, other props, a fact that changed, other code; plan.ts). */
export function storedPagesToRender<T extends { readonly page: string; readonly props: string }>(pages: T[]): T[] {
  const manifest = buildManifest();
  if (!manifest) return pages;
  const reader = getSnapshot();
  return manifest.listing(() => {
    const decided = manifest.plan(pages, reader);
    manifest.recordPlan(decided);
    return decided.render.map(({ listed }) => listed);
  });
}

/** A route's paths that render in this build (see `storedPagesToRender`), keyed here by their params and props. */
export function pathsToRender<T extends { readonly params: Readonly<Record<string, string>>; readonly props?: unknown }>(
  routePattern: string,
  paths: T[],
): T[] {
  if (!buildManifest()) return paths;
  const keyed = paths.map((path) => ({ path, page: pageIdOf(routePattern, path.params), props: propsDigestOf(path.props) }));
  return storedPagesToRender(keyed).map(({ path }) => path);
}
