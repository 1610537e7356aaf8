/**
 * When the site files (search index, sitemap index, host rules, images) can be kept from the last build: their
 * stamp is a digest of everything they are made from (the snapshot's content, the sitemap parts of the pages built,
 * the site's addresses and the code), so a nightly rebuild in which nothing changed does not write them again.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PART_FILE } from '../../src/hosting/sitemap.ts';
import { openSnapshot } from '../../src/snapshot/read.ts';
import { renderInputsDigest } from './render-inputs.ts';

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
  const hash = createHash('sha1').update(content).update(renderInputsDigest(root, env));
  for (const dir of pageDirs) {
    for (const name of readdirSync(dir)
      .filter((file) => PART_FILE.test(file))
      .sort())
      hash.update(`${name}\n`).update(readFileSync(join(dir, name)));
  }
  return hash.digest('base64url');
}
