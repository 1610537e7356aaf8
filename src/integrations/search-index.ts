/** Builds the static search index into the output when the pages are built (format: src/search/index-format.ts). */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSearchIndex } from '../search/build-index.ts';
import { getSnapshot } from '../snapshot/read.ts';

export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const started = performance.now();
        const stats = buildSearchIndex(getSnapshot(), fileURLToPath(dir));
        const files = stats.reduce((sum, kind) => sum + kind.files, 0);
        const bytes = stats.reduce((sum, kind) => sum + kind.bytes, 0);
        logger.info(`search index: ${files} files, ${(bytes / 1048576).toFixed(1)} MiB, in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
