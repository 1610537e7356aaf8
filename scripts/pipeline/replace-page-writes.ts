/**
 * Loaded into every `astro build` process of the pipeline (`node --import`, see astro-step.ts). The kept output's
 * pages are published into dist/ as hard links (publish.ts), so a page rendered again must get a new file, never
 * be rewritten in place: that would change the live page mid-build, and a visitor could read it half-written.
 * Astro writes pages with `fs.promises.writeFile`; under PAGES_OUT_DIR this turns each such write into a write
 * beside the page and a rename over it. Astro also writes each page a second time, as its incremental-cache copy,
 * which the pipeline points at the same file: that identical second write is skipped.
 *
 * These writes, and the `mkdir -p` Astro makes before each of them, are done synchronously: a page is a few KB
 * going to the page cache, and each asynchronous step costs a round trip through libuv's thread pool (several per
 * page), which on a build using every core is CPU taken from rendering. A folder already made is not made again.
 */
import fs from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPipelineEnv } from '../../src/config/env.ts';

type WriteFile = typeof fs.promises.writeFile;
// `fs.promises.mkdir` as Astro calls it; its overloads differ only in what they promise.
type Mkdir = (path: fs.PathLike, options?: fs.Mode | fs.MakeDirectoryOptions | null) => Promise<string | undefined>;
/** The synchronous file operations the replacements use (tests count them). */
export type PageIo = Pick<typeof fs, 'writeFileSync' | 'renameSync' | 'mkdirSync'>;

const pathOf = (file: unknown): string | undefined =>
  typeof file === 'string' ? resolve(file) : file instanceof URL ? fileURLToPath(file) : undefined;

/** Wraps `writeFile` so that writes under `outDir` replace files by rename; returns the wrapper. */
export function replacingWrites(writeFile: WriteFile, outDir: string, io: PageIo = fs): WriteFile {
  const root = `${resolve(outDir)}${sep}`;
  // Path → the data last written there, for a few recent writes: Astro writes the cache copy right after the page.
  const recent = new Map<string, unknown>();
  let partials = 0;
  return async (file, data, options) => {
    const path = pathOf(file);
    const flag = typeof options === 'object' && options !== null ? options.flag : undefined;
    // Appends and other flags go through as they are; whole-file writes are replaced by rename.
    if (path === undefined || !path.startsWith(root) || (flag !== undefined && flag !== 'w')) return writeFile(file, data, options);
    if (recent.get(path) === data) {
      recent.delete(path);
      return;
    }
    const partial = `${path}.${process.pid}-${partials++}.writing`;
    // A page's text or bytes, as Astro writes them, synchronously; anything else (streams, options) as asked.
    if (options === undefined && (typeof data === 'string' || ArrayBuffer.isView(data))) io.writeFileSync(partial, data);
    else await writeFile(partial, data, options);
    io.renameSync(partial, path);
    recent.set(path, data);
    if (recent.size > 64) recent.delete(recent.keys().next().value as string);
  };
}

/** Wraps `mkdir` so that `mkdir -p` under `outDir` is made once per folder, synchronously; returns the wrapper. */
export function onceFolders(mkdir: Mkdir, outDir: string, io: PageIo = fs): Mkdir {
  const root = resolve(outDir);
  const made = new Set<string>();
  return async (path, options) => {
    const folder = pathOf(path);
    const recursive = typeof options === 'object' && options !== null && options.recursive === true && options.mode === undefined;
    if (folder === undefined || !recursive || (folder !== root && !folder.startsWith(`${root}${sep}`))) return mkdir(path, options);
    if (made.has(folder)) return undefined;
    const first = io.mkdirSync(folder, { recursive: true });
    made.add(folder);
    return first;
  };
}

const outDir = readPipelineEnv().PAGES_OUT_DIR;
if (outDir) {
  fs.promises.writeFile = replacingWrites(fs.promises.writeFile, outDir);
  fs.promises.mkdir = onceFolders(fs.promises.mkdir, outDir) as typeof fs.promises.mkdir;
}
