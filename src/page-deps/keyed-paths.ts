/**
 * Page keys for Astro's incremental build, from the manifest of page facts (manifest.ts): every route's
 * getStaticPaths passes its paths through `keyedPaths`, so a page renders again only when a fact it read changed.
 */
import { readPipelineEnv } from '../config/env.ts';
import { getSnapshot } from '../snapshot/read.ts';
import { openPageManifest, pageIdOf, type PageManifest } from './manifest.ts';
// The modules that define derived facts, so that every fact kind a manifest names can be answered (facts.ts).
import '../data/api-names.ts';
import '../data/blogs.ts';

let opened: PageManifest | null | undefined;

/** The manifest of this build (PAGE_FACTS_PATH), or undefined when the build keeps none. */
export function buildManifest(): PageManifest | undefined {
  if (opened === undefined) {
    const path = readPipelineEnv().PAGE_FACTS_PATH;
    opened = path ? openPageManifest(path) : null;
  }
  return opened ?? undefined;
}

/**
 * A route's paths with their keys (`cacheKey`): unchanged facts, the last key; else a key of this build's own. With
 * RENDER_CHANGED_ONLY=1, only the paths that render: the rest stay listed in the manifest, as they are on the host.
 */
export function keyedPaths<T extends { readonly params: Readonly<Record<string, string>> }>(
  routePattern: string,
  paths: T[],
): Array<T & { cacheKey?: string }> {
  const manifest = buildManifest();
  if (!manifest) return paths;
  const reader = getSnapshot();
  const changedOnly = readPipelineEnv().RENDER_CHANGED_ONLY === '1';
  return manifest.listing(() =>
    paths.flatMap((path) => {
      const { key, renders } = manifest.keyOf(pageIdOf(routePattern, path.params), reader);
      return changedOnly && !renders ? [] : [{ ...path, cacheKey: key }];
    }),
  );
}
