/**
 * Which pages a build renders, from the manifest of page facts (manifest.ts): every route's getStaticPaths passes
 * its paths through `pathsToRender`, so a page renders again only when a fact it read changed (or the code did).
 * The others are listed in the manifest and stay where the last build published them.
 */
import { readPipelineEnv } from '../config/env.ts';
import { getSnapshot } from '../snapshot/read.ts';
import { openPageManifest, pageIdOf, propsDigestOf, type PageManifest } from './manifest.ts';

let opened: PageManifest | null | undefined;

/** The manifest of this build (PAGE_FACTS_PATH), or undefined when the build keeps none (then every page renders). */
export function buildManifest(): PageManifest | undefined {
  if (opened === undefined) {
    const { PAGE_FACTS_PATH, RENDER_INPUTS } = readPipelineEnv();
    opened = PAGE_FACTS_PATH ? openPageManifest(PAGE_FACTS_PATH, RENDER_INPUTS) : null;
  }
  return opened ?? undefined;
}

/** A route's paths that render in this build: all of them without a manifest, else those whose props or facts changed. */
export function pathsToRender<T extends { readonly params: Readonly<Record<string, string>>; readonly props?: unknown }>(
  routePattern: string,
  paths: T[],
): T[] {
  const manifest = buildManifest();
  if (!manifest) return paths;
  const reader = getSnapshot();
  return manifest.listing(() => {
    const ids = paths.map((path) => pageIdOf(routePattern, path.params));
    const rendering = manifest.rendering(
      paths.map((path, index) => ({ page: ids[index] ?? '', props: propsDigestOf(path.props) })),
      reader,
    );
    return paths.filter((_, index) => rendering.has(ids[index] ?? ''));
  });
}
