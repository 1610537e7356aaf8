/**
 * The code a benchmark stage runs: every project file reachable from its entry files through relative imports
 * (static, dynamic, and worker `new URL('./x.ts', import.meta.url)`), hashed by name and content. A stage's recorded
 * outputs stay valid across changes to code it never runs, so a national run can go on across sessions of work.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// `from './x'`, `import './x'`, `import('./x')`, `new URL('./x', import.meta.url)`: the specifiers that name a file.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
const SOURCE = /\.(?:ts|tsx|mts|js|mjs|astro)$/;

/** The project files `entries` reach (themselves included), sorted, relative to `root`. */
export function codeClosure(root: string, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const pending = entries.map((entry) => resolve(root, entry));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file) || !existsSync(file) || !statSync(file).isFile()) continue;
    seen.add(file);
    if (!SOURCE.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), match[2] as string);
      // Code only: a data file a module names (a database, a snapshot) is an input of its own, or an output.
      if (target.startsWith(`${root}/`) && SOURCE.test(target)) pending.push(target);
    }
  }
  return [...seen].map((file) => relative(root, file)).sort();
}

/** The digest of the files `entries` reach (codeClosure), by name and content. */
export function closureDigest(root: string, entries: readonly string[]): string {
  const hash = createHash('sha1');
  for (const file of codeClosure(root, entries)) hash.update(`${file}\n`).update(readFileSync(join(root, file)));
  return hash.digest('base64url');
}
