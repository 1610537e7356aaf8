/**
 * What a deploy left on its target: every file's path with its size and content digest, kept on the target itself
 * (gzipped JSON). The next deploy compares the site with it instead of listing the bucket (millions of objects are
 * thousands of list calls), and uploads only what differs.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { filesUnder } from '../../src/lib/files-under.ts';

/** Where the manifest lives, from the target's root: a name no page of the site can have. */
export const MANIFEST_KEY = '.deploy-manifest.json.gz';

const DeployManifestSchema = z.object({
  version: z.literal(1),
  /** path from the site root → [size in bytes, sha-256 of the bytes, base64url] */
  files: z.record(z.string(), z.tuple([z.number().int().nonnegative(), z.string()])),
});
export type DeployManifest = z.infer<typeof DeployManifestSchema>;

/** A file of the site as the deploy sees it. */
export interface SiteFile {
  readonly path: string;
  readonly size: number;
  readonly digest: string;
}

export const digestOfBytes = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url');

/** Every file of `dist` with its size and digest, in path order. */
export function siteFilesOf(dist: string): SiteFile[] {
  return filesUnder(dist)
    .sort()
    .map((path) => {
      const bytes = readFileSync(join(dist, path));
      return { path, size: bytes.length, digest: digestOfBytes(bytes) };
    });
}

export function encodeManifest(manifest: DeployManifest): Uint8Array {
  return gzipSync(JSON.stringify(manifest));
}

/** The manifest in `bytes`; throws, saying where it came from, when it is not one. */
export function decodeManifest(bytes: Uint8Array, from: string): DeployManifest {
  try {
    return DeployManifestSchema.parse(JSON.parse(gunzipSync(bytes).toString('utf8')));
  } catch (error) {
    throw new Error(
      `The deploy manifest at ${from} is not readable (${error instanceof Error ? error.message : String(error)}). ` +
        'Delete it to deploy every file again.',
    );
  }
}
