/**
 * When the site files made from the snapshot alone (search index, host rules, images) can be kept from the last
 * build: their stamp is a digest of everything they are made from (the snapshot's content, the site's addresses
 * and the code), so a nightly rebuild in which nothing changed does not write them again.
 */
import { createHash } from 'node:crypto';
import { openSnapshot } from '../../src/snapshot/read.ts';
import { renderInputsDigest } from './render-inputs.ts';

/** The stamp of the site files for these inputs, or undefined when one of them cannot be known (never kept then). */
export function siteFilesStamp(root: string, snapshotPath: string, env: Readonly<Record<string, string | undefined>>): string | undefined {
  const snapshot = openSnapshot(snapshotPath, 'walk');
  const content = snapshot.contentDigest;
  snapshot.close();
  if (!content) return undefined;
  // The IndexNow key names a site file of its own; pages do not depend on it.
  return createHash('sha1')
    .update(content)
    .update(renderInputsDigest(root, env))
    .update(env.INDEXNOW_KEY ?? '')
    .digest('base64url');
}
