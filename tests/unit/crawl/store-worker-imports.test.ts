/**
 * The crawl's store runs on a worker thread that exits at the end of every crawl. sharp's documentation warns that
 * a worker thread loading its native addon may unload libvips while other threads still use it, so the store's
 * modules must not import sharp (they find a body's images with src/crawl/image-refs.ts, not assets.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The packages a module loads at run time, through its own static imports and those of the project files it imports. */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Value imports and re-exports; `import type` is erased and loads nothing.
    const specifiers = readFileSync(file, 'utf8').matchAll(
      /^\s*(?:import(?!\s+type\s)|export(?!\s+type\s))[^'";]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm,
    );
    for (const [, from, bare] of specifiers) {
      const specifier = from ?? bare ?? '';
      if (!specifier.startsWith('.')) packages.add(specifier);
      else if (existsSync(resolve(dirname(file), specifier))) visit(resolve(dirname(file), specifier));
      else throw new Error(`${file} imports ${specifier}, which is not there`);
    }
  };
  visit(entry);
  return packages;
}

describe("the crawl's store thread", () => {
  it('loads no native image library', () => {
    const packages = packagesLoadedBy(resolve('src/crawl/store-worker.ts'));
    // The walk finds what the store does load: SQLite for the snapshot, zod for its messages.
    expect(packages).toContain('node:sqlite');
    expect(packages).toContain('zod');
    expect(packages).not.toContain('sharp');
  });

  it('is told apart from the crawl that re-encodes images, which does load sharp', () => {
    expect(packagesLoadedBy(resolve('src/crawl/run.ts'))).toContain('sharp');
  });
});
