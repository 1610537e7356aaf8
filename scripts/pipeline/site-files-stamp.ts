/**
 * When the site files (search index, sitemap, host rules, images) can be kept from the last build: their stamp
 * is a digest of everything they are made from (the snapshot's content, the pages each kept output holds, the
 * site's addresses and the code), so a nightly rebuild in which nothing changed does not write them again.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BUILT_PAGES_FILE } from '../../src/integrations/kept-out-dir.ts';
import { filesUnder } from '../../src/lib/files-under.ts';
import { openSnapshot } from '../../src/snapshot/read.ts';

// What the build's code is: every source, the configuration and the exact packages.
const CODE = ['src', 'astro.config.mjs', 'package-lock.json'];

/** The stamp of the site files for these inputs, or undefined when one of them cannot be known (never kept then). */
export function siteFilesStamp(
  root: string,
  snapshotPath: string,
  pageDirs: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const snapshot = openSnapshot(snapshotPath);
  const content = snapshot.contentDigest;
  snapshot.close();
  if (!content) return undefined;
  const hash = createHash('sha1').update(content);
  for (const dir of pageDirs) {
    const list = join(dirname(dir), BUILT_PAGES_FILE);
    if (!existsSync(list)) return undefined;
    hash.update(readFileSync(list));
  }
  hash.update(JSON.stringify([env.SITE_URL ?? '', env.PUBLIC_API_BASE_URL ?? '']));
  for (const entry of CODE) {
    const isFolder = statSync(join(root, entry), { throwIfNoEntry: false })?.isDirectory() ?? false;
    for (const file of isFolder
      ? filesUnder(join(root, entry))
          .sort()
          .map((name) => `${entry}/${name}`)
      : [entry]) {
      const path = join(root, file);
      hash.update(`${file}\n`).update(existsSync(path) ? readFileSync(path) : '');
    }
  }
  return hash.digest('base64url');
}
