/**
 * The manifest of page facts across one `astro build` (src/page-deps/manifest.ts): cleared of any unfinished
 * build's records when the build starts; at its end, the facts the rendered pages read are merged in and the
 * build report says which pages rendered (listed in files beside it), and how many for each reason (read by the pipeline, the benchmark and
 * the tests). Runs before the
 * sitemap, whose dates come from the merged manifest.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { readPipelineEnv } from '../config/env.ts';
import { openPageManifest } from '../page-deps/manifest.ts';
import { writeLines } from '../lib/line-files.ts';
import { BUILD_REPORT_FILE, outputFileOf, removedPagesFileOf, renderedPagesFileOf, type BuildReport } from './build-report.ts';

export function pageDeps(
  path: string | undefined = readPipelineEnv().PAGE_FACTS_PATH,
  renderInputs: string | undefined = readPipelineEnv().RENDER_INPUTS,
  publishedBuild: number | undefined = readPipelineEnv().PUBLISHED_BUILD,
): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'page-deps',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': () => {
        if (!path) return;
        const manifest = openPageManifest(path);
        manifest.beginBuild();
        manifest.close();
      },
      'astro:build:done': ({ logger }) => {
        if (!path) return;
        const manifest = openPageManifest(path, renderInputs, publishedBuild);
        try {
          const records = manifest.finishBuild();
          const report: BuildReport = {
            rendered: writeLines(renderedPagesFileOf(cacheDir), records.rendered.map(outputFileOf)),
            reused: records.reused,
            removed: writeLines(removedPagesFileOf(cacheDir), records.removed.map(outputFileOf)),
            reasons: manifest.renderedByReason(),
          };
          // The report last: a reader that finds it finds its lists whole.
          writeFileSync(join(cacheDir, BUILD_REPORT_FILE), JSON.stringify(report));
          logger.info(`${report.rendered} page(s) rendered, ${report.reused} reused`);
        } finally {
          manifest.close();
        }
      },
    },
  };
}
