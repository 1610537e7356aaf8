/**
 * Incremental output: with KEEP_OUT_DIR=1 (set by the build pipeline) Astro does not empty its output folder, so a
 * page whose cacheKey did not change is already there and costs nothing (Astro logs it as cached). The files the
 * last build produced are listed in the cache folder: before a build everything else goes (old bundles, public
 * files, leftovers), and after it the pages this build no longer produced go too (a listing gone from the API),
 * so the folder always holds exactly this build's output. Which pages rendered is told by page-deps.ts.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { z } from 'zod';
import { readPipelineEnv } from '../config/env.ts';
import { filesUnder } from '../lib/files-under.ts';

/** The list, in a kept output's cache folder (beside its dist/), of the files its last build produced. */
export const BUILT_PAGES_FILE = 'built-pages.json';
const PageList = z.array(z.string());

/** The pages the last build produced; empty when unknown (then nothing in the folder is trusted). */
function readList(file: string): Set<string> {
  try {
    return new Set(PageList.parse(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    return new Set();
  }
}

export function keptOutDir(enabled: boolean = readPipelineEnv().KEEP_OUT_DIR === '1'): AstroIntegration {
  let outDir = '';
  let cacheDir = '';
  let listFile = '';
  return {
    name: 'kept-out-dir',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        if (enabled) updateConfig({ vite: { build: { emptyOutDir: false } } });
      },
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        cacheDir = fileURLToPath(config.cacheDir);
        listFile = join(cacheDir, BUILT_PAGES_FILE);
      },
      'astro:build:start': ({ logger }) => {
        if (!enabled) return;
        const kept = readList(listFile);
        let removed = 0;
        for (const file of filesUnder(outDir)) {
          if (kept.has(file)) continue;
          rmSync(join(outDir, file));
          removed++;
        }
        logger.info(`${kept.size} page(s) kept from the last build, ${removed} other file(s) cleared`);
      },
      'astro:build:done': ({ dir, assets, logger }) => {
        if (!enabled) return;
        const out = fileURLToPath(dir);
        const built = new Set<string>();
        for (const files of assets.values()) for (const file of files) built.add(relative(out, fileURLToPath(file)).split(sep).join('/'));
        let removed = 0;
        for (const file of readList(listFile)) {
          if (built.has(file) || !existsSync(join(out, file))) continue;
          rmSync(join(out, file));
          removed++;
        }
        writeFileSync(listFile, JSON.stringify([...built].sort()));
        if (removed > 0) logger.info(`removed ${removed} page(s) no longer built`);
      },
    },
  };
}
