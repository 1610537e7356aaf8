/**
 * `npm run deploy` end to end: two nights of the tiny site published to a real S3-protocol server (s3rver, started
 * here) and to a folder. After each night the target holds exactly dist/, byte for byte, with each object's content
 * type and cache lifetime; the second night uploads only the files whose bytes changed; the workflow's changes-only
 * dist/ reaches the same bucket; a dry run changes nothing; deletions that would empty the site are refused. A deploy
 * to object storage warns that the security headers must come from a CDN; one to a folder does not.
 */
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { DatabaseSync } from 'node:sqlite';
import { GetObjectCommand, ListObjectsCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDeployEnv, readSiteEnv } from '../../../src/config/env.ts';
import { cacheControlOf, SECURITY_HEADERS } from '../../../src/hosting/headers.ts';
import { contentTypeOf } from '../../../src/hosting/content-type.ts';
import { digitsFor, INDEX_KEY, MANIFEST_FOLDER } from '../../../scripts/deploy/manifest.ts';
import { eachFileUnder } from '../../../src/lib/files-under.ts';
import { openBacklog } from '../../../scripts/pipeline/deploy-backlog.ts';
import type { BuildPaths } from '../../../scripts/pipeline/paths.ts';
import { buildNight, deployNight } from '../../../scripts/night/night-commands.ts';
import type { NightReport } from '../../../scripts/night/night-report.ts';
import { applyChurn, REALISTIC_NIGHT } from '../../../scripts/reference-api/dataset/churn.ts';
import { TEST_DB_PATH, TEST_SEED } from '../../fixtures/reference-db.ts';
import { scratchBuilds } from '../../fixtures/scratch-builds.ts';
import { digestOf } from '../../fixtures/site-checks.ts';

const { scratch, pathsIn } = scratchBuilds('deploy');
const quiet = { out: () => {}, err: () => {}, quiet: true } as const;
const BUCKET = 'directory-site';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

let s3rver: S3rver;
// Where the server keeps the bucket: a restarted server finds it as it was.
const s3rverDirectory = mkdtempSync(join(tmpdir(), 's3rver-'));
let s3rverPort = 0;
let endpoint = '';

/** Starts the S3-protocol server on its port with the bucket it keeps. */
async function startS3rver(): Promise<void> {
  s3rver = new S3rver({ address: '127.0.0.1', port: s3rverPort, silent: true, directory: s3rverDirectory, configureBuckets: [{ name: BUCKET }] });
  await s3rver.run();
}
let client: S3Client;
const paths: BuildPaths = pathsIn('site');
/** The site after each night, file by file. */
const nights: Array<Map<string, string>> = [];

const night = async (dataset: string) => {
  const report = await buildNight({
    paths,
    env: readSiteEnv({}),
    referenceDbPath: dataset,
    referenceApiEnv: { API_RANDOM_SEED: String(TEST_SEED) },
    ...quiet,
  });
  expect(report.outcome, report.message).toBe('succeeded');
  nights.push(digestOf(paths.dist));
};

const deployTo = (
  target: string,
  options: {
    dryRun?: boolean;
    full?: boolean;
    changes?: string;
    holdDeletions?: boolean;
    siteFiles?: number;
    part?: string;
    dist?: string;
    env?: Record<string, string>;
    err?: (line: string) => void;
  } = {},
): Promise<NightReport> =>
  deployNight({
    paths: { ...paths, dist: options.dist ?? paths.dist },
    env: readSiteEnv(options.env ?? {}),
    deployEnv: readDeployEnv({ DEPLOY_TARGET: target, S3_ENDPOINT_URL: endpoint, AWS_REGION: 'us-east-1' }),
    dryRun: options.dryRun ?? false,
    ...(options.changes ? { changes: options.changes } : {}),
    ...(options.full ? { full: true } : {}),
    ...(options.holdDeletions ? { holdDeletions: true } : {}),
    ...(options.siteFiles !== undefined ? { siteFiles: options.siteFiles } : {}),
    ...(options.part ? { part: options.part } : {}),
    ...quiet,
    ...(options.err ? { err: options.err } : {}),
  });

/**
 * Every object under `prefix`, with its bytes' digest, content type and cache lifetime: those listed, and those of
 * `expected` (paths below the prefix), each read by its key. s3rver lists in its folders' order, not S3's key order
 * ('n/pi/…' before 'n/pi.json'), so a page boundary between them can make the next page skip a key; reading the
 * expected keys too finds each missing one, and the listing finds extra ones.
 */
async function bucketUnder(
  prefix: string,
  expected: ReadonlyMap<string, unknown> = new Map(),
): Promise<Map<string, { digest: string; type: string; cache: string }>> {
  const keys: string[] = [];
  // ListObjects (v1): s3rver answers a truncated ListObjectsV2 with an internal error. The deploy itself never lists.
  let marker: string | undefined;
  do {
    const page = await client.send(new ListObjectsCommand({ Bucket: BUCKET, Prefix: `${prefix}/`, Marker: marker }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
    marker = page.IsTruncated ? keys.at(-1) : undefined;
  } while (marker);
  const listed = new Set(keys);
  for (const path of expected.keys()) if (!listed.has(`${prefix}/${path}`)) keys.push(`${prefix}/${path}`);
  const limit = pLimit(16);
  const { createHash } = await import('node:crypto');
  const entries = await Promise.all(
    keys.map((key) =>
      limit(async () => {
        const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key })).catch((error: unknown) => {
          // An expected key the bucket lacks: left out of the map, so the comparison names it.
          if (error instanceof NoSuchKey) return undefined;
          throw error;
        });
        if (!object) return undefined;
        const bytes = await (object.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array()));
        const digest = createHash('sha1').update(bytes).digest('hex');
        return [key.slice(prefix.length + 1), { digest, type: object.ContentType ?? '', cache: object.CacheControl ?? '' }] as const;
      }),
    ),
  );
  return new Map(entries.filter((entry) => entry !== undefined));
}

/** What the bucket must hold for a site: every file but the nginx server block, with its metadata. */
const expectedObjects = (site: Map<string, string>) =>
  new Map(
    [...site]
      .filter(([path]) => path !== '_nginx.conf')
      .map(([path, digest]) => [path, { digest, type: contentTypeOf(path), cache: cacheControlOf(path) }]),
  );

const withoutManifest = <T>(objects: Map<string, T>) => new Map([...objects].filter(([path]) => !path.startsWith(`${MANIFEST_FOLDER}/`)));

/** The files whose bytes differ between two nights of the site (new ones included). */
const changedBetween = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([path, digest]) => before.get(path) !== digest).map(([path]) => path);

const site1 = () => nights[0] ?? new Map<string, string>();
const site2 = () => nights[1] ?? new Map<string, string>();

/** Last night's site as a bucket holds it before tonight's changes: the files tonight kept, and stand-ins for those
 * tonight removes. */
function lastNightFolder(name: string): string {
  const lastNight = join(scratch, name);
  for (const path of site1().keys()) {
    if (site2().has(path) && site1().get(path) !== site2().get(path)) continue;
    mkdirSync(dirname(join(lastNight, path)), { recursive: true });
    if (!site2().has(path)) writeFileSync(join(lastNight, path), `gone tonight: ${path}`);
    else copyFileSync(join(paths.dist, path), join(lastNight, path));
  }
  return lastNight;
}

/** The folders and files the merge writes whole every night (scripts/deploy/manifest.ts). */
const writtenWhole = (path: string) =>
  path.startsWith('media/') ||
  path.startsWith('search-index/') ||
  path.startsWith('near/') ||
  path.startsWith('maps/') ||
  /^sitemap-part-/.test(path);

/** Tonight's changes, as the merge of changed-only shards leaves them: changed files, whole folders, removed pages. */
function changesFolder(name: string): { readonly changes: string; readonly removedList: string } {
  const changes = join(scratch, name);
  for (const path of site2().keys()) {
    if (site1().get(path) === site2().get(path) && !writtenWhole(path)) continue;
    mkdirSync(dirname(join(changes, path)), { recursive: true });
    copyFileSync(join(paths.dist, path), join(changes, path));
  }
  const removedList = join(scratch, `${name}-removed.txt`);
  writeFileSync(
    removedList,
    [...site1().keys()]
      .filter((path) => !site2().has(path) && !writtenWhole(path))
      .map((path) => `${path}\n`)
      .join(''),
  );
  return { changes, removedList };
}

/** The pages of `dist` moved into two folders, as two render jobs hand them off (shard-hand-off.ts). */
function pagesApart(dist: string, name: string): string[] {
  const parts = [join(scratch, `${name}-0`), join(scratch, `${name}-1`)];
  let moved = 0;
  for (const path of eachFileUnder(dist)) {
    if (!path.endsWith('.html') || path.split('/').length < 2) continue;
    const to = join(parts[moved++ % 2] ?? '', path);
    mkdirSync(dirname(to), { recursive: true });
    renameSync(join(dist, path), to);
  }
  expect(moved).toBeGreaterThan(10);
  return parts;
}

beforeAll(async () => {
  s3rverPort = await freePort();
  await startS3rver();
  endpoint = `http://127.0.0.1:${s3rverPort}`;
  process.env.AWS_ACCESS_KEY_ID = CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = CREDENTIALS.secretAccessKey;
  client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // Two nights of the tiny site: the second with a realistic night of change.
  await night(TEST_DB_PATH);
  nights.push(nights[0] ?? new Map());
}, 180_000);

afterAll(async () => {
  client?.destroy();
  await s3rver?.close();
  rmSync(s3rverDirectory, { recursive: true, force: true });
});

describe('npm run deploy to S3-compatible storage', () => {
  it('publishes the first night whole, then only what the second changed, the bucket holding exactly dist/ each time', async () => {
    const target = `s3://${BUCKET}/nightly`;
    const errors: string[] = [];
    const first = await deployTo(target, { err: (line) => errors.push(line) });
    expect(first.outcome, first.message).toBe('succeeded');
    expect(first.exitStatus).toBe(0);
    // Objects carry no security headers: said once, naming each and the command that prints the CDN's policy.
    expect(errors).toEqual([expect.stringMatching(/^Warning: s3:\/\/directory-site\/nightly at .* without the site's security/)]);
    for (const header of Object.keys(SECURITY_HEADERS)) expect(errors[0]).toContain(header);
    expect(errors[0]).toContain('npm run --silent deploy -- --cdn-policy cloudfront');
    expect(first.deploy?.warnings).toEqual(errors);
    const site1 = nights[0] ?? new Map<string, string>();
    expect(first.deploy).toMatchObject({ scope: 'whole', uploaded: site1.size - 1, deleted: 0, unchanged: 0 });
    const objects = await bucketUnder('nightly', expectedObjects(site1));
    expect(withoutManifest(objects)).toEqual(expectedObjects(site1));
    // What a browser and a CDN get: pages revalidated after ten minutes, content-named files kept for good.
    const page = { type: 'text/html; charset=utf-8', cache: 'public, max-age=600, must-revalidate' };
    expect(objects.get('index.html')).toMatchObject(page);
    expect(objects.get('best-doctors/index.html')).toMatchObject(page);
    const bundle = [...objects.keys()].find((key) => key.startsWith('_astro/') && key.endsWith('.js')) ?? '';
    expect(objects.get(bundle)).toMatchObject({ type: 'text/javascript; charset=utf-8', cache: 'public, max-age=31536000, immutable' });
    const image = [...objects.keys()].find((key) => key.startsWith('media/') && key.endsWith('.webp')) ?? '';
    expect(objects.get(image)).toMatchObject({ type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    expect(objects.has('_nginx.conf')).toBe(false);
    // The offline worker: revalidated on every check, so the next deploy's worker takes over at once.
    expect(objects.get('sw.js')).toMatchObject({ type: 'text/javascript; charset=utf-8', cache: 'no-cache' });

    // The same site again: publishing listed nothing since, so nothing is even compared.
    const again = await deployTo(target);
    expect(again.deploy).toMatchObject({ scope: 'listed', uploaded: 0, deleted: 0, unchanged: 0, manifestParts: 0 });
    // Compared in full, the same: nothing to upload.
    const full = await deployTo(target, { full: true });
    expect(full.deploy).toMatchObject({ scope: 'whole', uploaded: 0, deleted: 0, unchanged: site1.size - 1 });

    const dataset = join(scratch, 'night-2.sqlite');
    copyFileSync(TEST_DB_PATH, dataset);
    const db = new DatabaseSync(dataset);
    applyChurn(db, REALISTIC_NIGHT, 11);
    db.close();
    nights.pop();
    await night(dataset);
    const site2 = nights[1] ?? new Map<string, string>();
    const changed = changedBetween(site1, site2).filter((path) => path !== '_nginx.conf');
    const gone = [...site1.keys()].filter((path) => !site2.has(path));
    expect(changed.length).toBeGreaterThan(0);
    expect(gone.length).toBeGreaterThan(0);

    // A dry run says what it would do and does nothing.
    const dry = await deployTo(target, { dryRun: true });
    expect(dry.deploy).toMatchObject({ dryRun: true, uploaded: 0, deleted: 0 });
    expect(withoutManifest(await bucketUnder('nightly', expectedObjects(site1)))).toEqual(expectedObjects(site1));

    // The night's deploy compares only what its publish listed: it uploads what changed and deletes what went.
    const second = await deployTo(target);
    expect(second.outcome, second.message).toBe('succeeded');
    expect(second.deploy).toMatchObject({ scope: 'listed', uploaded: changed.length, deleted: gone.length });
    expect(second.deploy?.unchanged).toBeLessThan(site2.size / 2);
    expect(withoutManifest(await bucketUnder('nightly', expectedObjects(site2)))).toEqual(expectedObjects(site2));
  }, 300_000);

  it("takes the workflow's dist/ of changes only, with its list of pages to delete, to the same bucket", async () => {
    const target = `s3://${BUCKET}/changes`;
    expect((await deployTo(target, { dist: lastNightFolder('last-night') })).outcome).toBe('succeeded');
    const { changes, removedList } = changesFolder('changes');
    const deployed = await deployTo(target, { dist: changes, changes: removedList });
    expect(deployed.outcome, deployed.message).toBe('succeeded');
    expect(withoutManifest(await bucketUnder('changes', expectedObjects(site2())))).toEqual(expectedObjects(site2()));
    rmSync(changes, { recursive: true });
  }, 300_000);

  it("takes the workflow's changes in three runs, one render job's pages at a time, deleting only in the last", async () => {
    const target = `s3://${BUCKET}/streamed`;
    expect((await deployTo(target, { dist: lastNightFolder('streamed-last-night') })).outcome).toBe('succeeded');
    const { changes, removedList } = changesFolder('streamed-changes');
    const parts = pagesApart(changes, 'streamed-pages');
    const removed = readFileSync(removedList, 'utf8').split('\n').filter(Boolean);
    expect(removed.length).toBeGreaterThan(0);

    const held = await deployTo(target, { dist: changes, changes: removedList, holdDeletions: true });
    expect(held.outcome, held.message).toBe('succeeded');
    expect(held.deploy?.deleted).toBe(0);
    // Last night's removed pages stay until the pages are all up; tonight's are not there yet.
    const midway = await bucketUnder('streamed');
    for (const path of removed) expect(midway.has(path), path).toBe(true);
    for (const part of parts) {
      const uploaded = await deployTo(target, { part });
      expect(uploaded.outcome, uploaded.message).toBe('succeeded');
      expect(uploaded.deploy).toEqual(expect.objectContaining({ scope: 'part', deleted: 0 }));
      expect(uploaded.deploy?.uploaded).toBeGreaterThan(0);
    }
    const last = await deployTo(target, { dist: changes, changes: removedList });
    expect(last.outcome, last.message).toBe('succeeded');
    expect(last.deploy).toEqual(expect.objectContaining({ uploaded: 0, deleted: removed.length }));
    expect(withoutManifest(await bucketUnder('streamed', expectedObjects(site2())))).toEqual(expectedObjects(site2()));
  }, 300_000);

  it("sizes a first deploy's manifest for the whole site when the first run holds all but the pages", async () => {
    const target = `s3://${BUCKET}/streamed-first`;
    const first = join(scratch, 'streamed-first');
    cpSync(paths.dist, first, { recursive: true });
    const parts = pagesApart(first, 'streamed-first-pages');
    const removedList = join(scratch, 'streamed-first-removed.txt');
    writeFileSync(removedList, '');
    // Declared as a site sixteen times as many parts as the first run's files need (the workflow counts the page
    // lists' lines): the parts are sized for it, not for the first run.
    const partFiles = readDeployEnv({ DEPLOY_TARGET: target }).DEPLOY_MANIFEST_PART_FILES;
    const firstDigits = digitsFor([...eachFileUnder(first)].length, partFiles);
    const files = 16 ** (firstDigits + 1) * partFiles;
    expect(digitsFor(files, partFiles)).toBeGreaterThan(firstDigits);
    const held = await deployTo(target, { dist: first, changes: removedList, holdDeletions: true, siteFiles: files });
    expect(held.outcome, held.message).toBe('succeeded');
    for (const part of parts) expect((await deployTo(target, { part })).outcome).toBe('succeeded');
    const index = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `streamed-first/${INDEX_KEY}` }));
    const { digits } = JSON.parse(gunzipSync(await (index.Body?.transformToByteArray() ?? Promise.resolve(new Uint8Array()))).toString('utf8')) as {
      digits: number;
    };
    expect(digits).toBe(digitsFor(files, partFiles));
    expect(withoutManifest(await bucketUnder('streamed-first', expectedObjects(site2())))).toEqual(expectedObjects(site2()));
  }, 300_000);

  it('is run again after the storage went away half-way, and finishes the job', async () => {
    const target = `s3://${BUCKET}/interrupted`;
    const deploying = deployTo(target);
    // The storage goes away once the content-named files are going up, with pages still to come.
    const stored = join(s3rverDirectory, BUCKET, 'interrupted', '_astro');
    while (!existsSync(stored)) await new Promise((resolve) => setTimeout(resolve, 5));
    // Kept-alive connections too: the storage is gone, not just closed to new clients.
    const closed = s3rver.close();
    s3rver.httpServer?.closeAllConnections();
    await closed;
    const failed = await deploying;
    expect(failed.outcome, failed.message).toBe('deploy-failed');
    expect(failed.exitStatus).toBe(25);
    expect(failed.message).toMatch(/did not finish: .*Run it again: it uploads what is missing\.$/);

    await startS3rver();
    const again = await deployTo(target);
    expect(again.outcome, again.message).toBe('succeeded');
    expect(withoutManifest(await bucketUnder('interrupted', expectedObjects(digestOf(paths.dist))))).toEqual(expectedObjects(digestOf(paths.dist)));
  }, 180_000);

  it('refuses a deploy whose deletions would empty the site, deleting nothing', async () => {
    const target = `s3://${BUCKET}/nightly`;
    const before = await bucketUnder('nightly');
    const hollow = join(scratch, 'hollow');
    mkdirSync(hollow, { recursive: true });
    copyFileSync(join(paths.dist, 'index.html'), join(hollow, 'index.html'));
    const refused = await deployTo(target, { dist: hollow });
    expect(refused.outcome).toBe('guard-refused');
    expect(refused.exitStatus).toBe(21);
    expect(refused.message).toMatch(/^Refused to publish: tonight's answers would remove/);
    expect(await bucketUnder('nightly', before)).toEqual(before);
  }, 120_000);
});

describe('npm run deploy to a folder (your own nginx)', () => {
  it('leaves the folder holding exactly dist/, and uploads only what changed', async () => {
    const folder = join(scratch, 'srv', 'site');
    const target = pathToFileURL(folder).href;
    const errors: string[] = [];
    const first = await deployTo(target, { err: (line) => errors.push(line) });
    expect(first.outcome, first.message).toBe('succeeded');
    // Its nginx block sends the security headers: no warning.
    expect(errors).toEqual([]);
    expect(first.deploy?.warnings).toBeUndefined();
    const onHost = () => withoutManifest(digestOf(folder));
    expect(onHost()).toEqual(digestOf(paths.dist));
    const again = await deployTo(target);
    expect(again.deploy).toMatchObject({ uploaded: 0, deleted: 0 });
    // One page edited in dist/ behind the publish's back: not listed, so not seen; `--full` finds it, one upload.
    const page = join(paths.dist, 'contact-us', 'index.html');
    writeFileSync(page, `${readFileSync(page, 'utf8')}<!-- edited -->`);
    expect((await deployTo(target)).deploy).toMatchObject({ scope: 'listed', uploaded: 0 });
    const edited = await deployTo(target, { full: true });
    expect(edited.deploy).toMatchObject({ scope: 'whole', uploaded: 1, deleted: 0 });
    expect(onHost()).toEqual(digestOf(paths.dist));
  }, 120_000);
});

describe('IndexNow', () => {
  it('gets the key file published and, after each deploy, exactly the pages it changed; a failed submission is not fatal', async () => {
    const key = 'a1b2c3d4e5f6a7b8';
    const received: Array<{ host: string; key: string; keyLocation: string; urlList: string[] }> = [];
    let status = 200;
    const receiver = createHttpServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.method === 'POST' && request.url === '/indexnow') received.push(JSON.parse(body));
        response.writeHead(status).end();
      });
    }).listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const address = receiver.address();
    const env = { INDEXNOW_KEY: key, INDEXNOW_ENDPOINT: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/indexnow` };
    try {
      const built = await buildNight({
        paths,
        env: readSiteEnv(env),
        referenceDbPath: TEST_DB_PATH,
        referenceApiEnv: { API_RANDOM_SEED: String(TEST_SEED) },
        ...quiet,
      });
      expect(built.outcome, built.message).toBe('succeeded');
      expect(readFileSync(join(paths.dist, `${key}.txt`), 'utf8')).toBe(key);

      const target = pathToFileURL(join(scratch, 'indexnow-site')).href;
      const first = await deployTo(target, { env });
      expect(first.outcome, first.message).toBe('succeeded');
      // Every page but the not-found one, less the duplicates: a doctor's page under /specialities/ whose canonical
      // page is the doctor's /best-doctors/ one.
      const pages = [...digestOf(paths.dist).keys()].filter((path) => path.endsWith('.html') && path !== '404.html');
      const duplicates = pages.filter(
        (path) =>
          /^specialities\/[^/]+\/[^/]+\.html$/.test(path) &&
          /<link rel="canonical" href="http:\/\/localhost:4321\/best-doctors\//.test(readFileSync(join(paths.dist, path), 'utf8')),
      );
      expect(duplicates.length).toBeGreaterThan(0);
      const submitted = received.flatMap((batch) => batch.urlList);
      expect(submitted).toHaveLength(pages.length - duplicates.length);
      expect(submitted.filter((url) => /^http:\/\/localhost:4321\/specialities\/[^/]+\/[^/]+$/.test(url)).length).toBeLessThan(
        pages.filter((path) => /^specialities\/[^/]+\/[^/]+\.html$/.test(path)).length,
      );
      expect(received[0]).toMatchObject({ host: 'localhost:4321', key, keyLocation: `http://localhost:4321/${key}.txt` });
      expect(received[0]?.urlList).toContain('http://localhost:4321/best-doctors/');

      // A page the publish rewrote (and listed, as it does).
      const publish = (path: string) => {
        const file = join(paths.dist, path);
        writeFileSync(file, `${readFileSync(file, 'utf8')}<!-- edited -->`);
        const backlog = openBacklog(paths.dist);
        backlog.added(path);
        backlog.close();
      };
      received.length = 0;
      publish('write-for-us/index.html');
      const second = await deployTo(target, { env });
      expect(second.deploy?.indexNow).toEqual({ submitted: 1, batches: 1 });
      expect(received).toEqual([expect.objectContaining({ urlList: ['http://localhost:4321/write-for-us/'] })]);

      // The endpoint fails: the deploy succeeds, and the URL waits for the next one.
      status = 500;
      publish('write-for-us/index.html');
      const refused = await deployTo(target, { env });
      expect(refused.outcome, refused.message).toBe('succeeded');
      expect(refused.deploy?.indexNow).toMatchObject({ submitted: 0, carriedOver: 1 });
      expect(refused.deploy?.indexNow?.failed).toMatch(/batch 1 of 1: .*500/);

      // The next deploy submits it first, with its own.
      status = 200;
      received.length = 0;
      publish('contact-us/index.html');
      const next = await deployTo(target, { env });
      expect(next.deploy?.indexNow).toEqual({ submitted: 2, batches: 1, carriedIn: 1 });
      expect(received).toEqual([expect.objectContaining({ urlList: ['http://localhost:4321/write-for-us/', 'http://localhost:4321/contact-us/'] })]);
    } finally {
      receiver.close();
    }
  }, 180_000);
});
