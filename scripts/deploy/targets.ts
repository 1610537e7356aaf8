/**
 * Where a deploy puts the site (DEPLOY_TARGET): S3-compatible object storage (`s3://bucket[/prefix]`, any provider
 * through S3_ENDPOINT_URL, the AWS_* credentials), or a folder an nginx host serves (`file:///srv/site`). Both take
 * whole files with their content type and cache lifetime, delete in batches, and keep the deploy manifest.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { cacheControlOf, SECURITY_HEADERS } from '../../src/hosting/headers.ts';
import { contentTypeOf } from '../../src/hosting/content-type.ts';
import { perRequestRetries } from './retries.ts';

/** What the target keeps its manifest in (manifest.ts): small objects read and written whole. */
export interface ManifestStorage {
  readonly name: string;
  readMeta(key: string): Promise<Uint8Array | undefined>;
  writeMeta(key: string, bytes: Uint8Array): Promise<void>;
  deleteMeta(keys: readonly string[]): Promise<void>;
}

/** A target keeps the deploy manifest's objects (`readMeta`…: keys from its root) beside the site. */
export interface DeployTarget extends ManifestStorage {
  /** Whether the target takes this file of the site (object storage has no use for the nginx server block). */
  takes(path: string): boolean;
  /** The security headers its answers lack: object storage keeps only system metadata (Content-Type,
   * Cache-Control, …), so a CDN in front must add them; a folder's nginx block sends them all. */
  readonly missingHeaders: readonly string[];
  put(path: string, bytes: Uint8Array): Promise<void>;
  /** Deletes up to DELETE_BATCH paths at once. */
  deleteBatch(paths: readonly string[]): Promise<void>;
}

/** Attempts of each S3 request, the first included. */
const MAX_ATTEMPTS = 6;

/** S3's DeleteObjects takes at most this many keys a request. */
export const DELETE_BATCH = 1000;

export interface S3Settings {
  readonly bucket: string;
  readonly prefix: string;
  readonly endpoint?: string | undefined;
  readonly region: string;
}

/** The target a DEPLOY_TARGET names. */
export function targetOf(target: string, s3: Omit<S3Settings, 'bucket' | 'prefix'>): DeployTarget {
  const url = new URL(target);
  if (url.protocol === 'file:') return folderTarget(fileURLToPath(url));
  if (url.protocol === 's3:' && url.hostname) {
    return s3Target({ ...s3, bucket: url.hostname, prefix: url.pathname.replace(/^\/+|\/+$/g, '') });
  }
  throw new Error(`DEPLOY_TARGET must be s3://bucket[/prefix] or file:///absolute/folder (got '${target}').`);
}

function s3Target(settings: S3Settings): DeployTarget {
  const client = new S3Client({
    region: settings.region,
    // Other providers (R2, GCS, MinIO, a test server) address buckets by path.
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    // Throttling, 5xx, timeouts and dropped connections retried with backoff, each request on its own (retries.ts).
    maxAttempts: MAX_ATTEMPTS,
    retryStrategy: perRequestRetries(MAX_ATTEMPTS),
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload, sent as aws-chunked)
    // is refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (path: string) => (settings.prefix ? `${settings.prefix}/${path}` : path);
  const { bucket } = settings;
  const deleteBatch = async (paths: readonly string[]) => {
    const answer = await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: paths.map((path) => ({ Key: keyOf(path) })), Quiet: true } }),
    );
    const failed = answer.Errors ?? [];
    if (failed.length > 0) {
      throw new Error(`${failed.length} object(s) could not be deleted, e.g. ${failed[0]?.Key}: ${failed[0]?.Code} ${failed[0]?.Message ?? ''}`);
    }
  };
  return {
    name: `s3://${bucket}${settings.prefix ? `/${settings.prefix}` : ''}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    takes: (path) => path !== '_nginx.conf',
    missingHeaders: Object.keys(SECURITY_HEADERS),
    async readMeta(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return await (answer.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array()));
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async put(path, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(path),
          Body: bytes,
          ContentType: contentTypeOf(path),
          CacheControl: cacheControlOf(path),
        }),
      );
    },
    deleteBatch,
    async writeMeta(key, bytes) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: bytes, ContentType: 'application/gzip', CacheControl: 'no-store' }),
      );
    },
    deleteMeta: deleteBatch,
  };
}

/** A folder served by your own nginx: each file written beside and renamed over (no visitor reads half of one). */
function folderTarget(folder: string): DeployTarget {
  const root = resolve(folder);
  const write = (path: string, bytes: Uint8Array) => {
    const target = join(root, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(`${target}.deploying`, bytes);
    renameSync(`${target}.deploying`, target);
  };
  const deleteBatch = async (paths: readonly string[]) => {
    for (const path of paths) {
      const target = join(root, path);
      rmSync(target, { force: true });
      // A folder the deletion left empty goes too, as a fresh deploy would not have it.
      const isEmptyFolder = (folder: string) => statSync(folder, { throwIfNoEntry: false })?.isDirectory() && readdirSync(folder).length === 0;
      for (let folder = dirname(target); folder.startsWith(`${root}/`) && isEmptyFolder(folder); folder = dirname(folder)) rmdirSync(folder);
    }
  };
  return {
    name: root,
    takes: () => true,
    missingHeaders: [],
    async readMeta(key) {
      const path = join(root, key);
      return statSync(path, { throwIfNoEntry: false }) ? readFileSync(path) : undefined;
    },
    async put(path, bytes) {
      write(path, bytes);
    },
    deleteBatch,
    async writeMeta(key, bytes) {
      write(key, bytes);
    },
    deleteMeta: deleteBatch,
  };
}
