/**
 * An Astro integration that writes the images of the snapshot (optimised by the crawl) into the build output
 * under /media/, so the site needs no image host at runtime.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { openSnapshot } from '../snapshot/read.ts';

export function snapshotMedia(): AstroIntegration {
  return {
    name: 'snapshot-media',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const snapshot = openSnapshot();
        const out = fileURLToPath(dir);
        let count = 0;
        try {
          for (const file of snapshot.mediaFiles()) {
            const target = join(out, file.path);
            mkdirSync(dirname(target), { recursive: true });
            writeFileSync(target, file.body);
            count++;
          }
        } finally {
          snapshot.close();
        }
        logger.info(`${count} images written under /media/`);
      },
    },
  };
}
