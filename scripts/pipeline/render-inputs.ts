/**
 * What the site's files are made from besides the snapshot: the code (every source, the configuration, the exact
 * packages) and the site's addresses. A page renders again when this digest changes (src/page-deps/manifest.ts),
 * and the site files are written again (site-files-stamp.ts).
 */
import { createHash, type Hash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '../../src/lib/files-under.ts';

const CODE = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];

/** Feeds the code's files, by name and content, into `hash`. */
function hashCode(root: string, hash: Hash): Hash {
  for (const entry of CODE) {
    const isFolder = statSync(join(root, entry), { throwIfNoEntry: false })?.isDirectory() ?? false;
    const files = isFolder
      ? filesUnder(join(root, entry))
          .sort()
          .map((name) => `${entry}/${name}`)
      : [entry];
    for (const file of files) {
      const path = join(root, file);
      hash.update(`${file}\n`).update(existsSync(path) ? readFileSync(path) : '');
    }
  }
  return hash;
}

/** The digest of the code alone: a snapshot's stored route pages are taken by a build of the code that listed them. */
export function codeDigest(root: string): string {
  return hashCode(root, createHash('sha1')).digest('base64url');
}

/** The digest of the render inputs: the code (its digest, `codeDigest`), and the addresses pages are made with. */
export function renderInputsDigest(root: string, env: Readonly<Record<string, string | undefined>>, code: string = codeDigest(root)): string {
  return createHash('sha1')
    .update(JSON.stringify([env.SITE_URL ?? '', env.PUBLIC_API_BASE_URL ?? '', code]))
    .digest('base64url');
}
