/**
 * Loaded into every `astro build` process of the pipeline (`node --import`, see astro-step.ts). The kept output's
 * pages are published into dist/ as hard links (publish.ts), so a page rendered again must get a new file, never
 * be rewritten in place: that would change the live page mid-build, and a visitor could read it half-written.
 * Astro writes pages with `fs.promises.writeFile`; under PAGES_OUT_DIR this turns each such write into a write
 * beside the page and a rename over it. Astro also writes each page a second time, as its incremental-cache copy,
 * which the pipeline points at the same file: that identical second write is skipped.
 */
import fs from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

type WriteFile = typeof fs.promises.writeFile;

/** Wraps `writeFile` so that writes under `outDir` replace files by rename; returns the wrapper. */
export function replacingWrites(writeFile: WriteFile, rename: typeof fs.promises.rename, outDir: string): WriteFile {
  const root = `${resolve(outDir)}${sep}`;
  // Path → the data last written there, for a few recent writes: Astro writes the cache copy right after the page.
  const recent = new Map<string, unknown>();
  let partials = 0;
  return async (file, data, options) => {
    const path = typeof file === 'string' ? resolve(file) : file instanceof URL ? fileURLToPath(file) : undefined;
    const flag = typeof options === 'object' && options !== null ? options.flag : undefined;
    if (path === undefined || !path.startsWith(root) || (flag !== undefined && flag !== 'w')) return writeFile(file, data, options);
    if (recent.get(path) === data) {
      recent.delete(path);
      return;
    }
    const partial = `${path}.${process.pid}-${partials++}.writing`;
    await writeFile(partial, data, options);
    await rename(partial, path);
    recent.set(path, data);
    if (recent.size > 64) recent.delete(recent.keys().next().value as string);
  };
}

const outDir = process.env.PAGES_OUT_DIR;
if (outDir) fs.promises.writeFile = replacingWrites(fs.promises.writeFile, fs.promises.rename, outDir);
