/**
 * The deploy's split manifest and the publish's list, on a real S3-protocol server (s3rver) with a made-up site of
 * a few thousand pages: a night that touches one page reads and writes only its manifest part (and the index),
 * never every part; nights that pass without a deploy add up in the list; an earlier single-file manifest is read,
 * split and removed; a manifest that does not read makes the deploy upload everything again.
 */
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allPartsOf,
  digestOfBytes,
  digitsFor,
  INDEX_KEY,
  LEGACY_MANIFEST_KEY,
  MANIFEST_FOLDER,
  partKeyOf,
  partOf,
} from '../../../scripts/deploy/manifest.ts';
import { deploy, type DeployOptions } from '../../../scripts/deploy/run.ts';
import { type DeployTarget, targetOf } from '../../../scripts/deploy/targets.ts';
import { backlogOf, openBacklog } from '../../../scripts/pipeline/deploy-backlog.ts';
import { DEFAULT_REMOVAL_LIMITS } from '../../../scripts/guards/removal-guard.ts';

const BUCKET = 'parts';
const PAGES = 3000;
const root = mkdtempSync(join(tmpdir(), 'deploy-parts-'));
let s3rver: S3rver;
let endpoint = '';

/** A target that counts the manifest objects it reads and writes. */
function counted(target: DeployTarget) {
  const reads: string[] = [];
  const writes: string[] = [];
  const wrapped: DeployTarget = {
    ...target,
    readMeta: (key) => {
      reads.push(key);
      return target.readMeta(key);
    },
    writeMeta: (key, bytes) => {
      writes.push(key);
      return target.writeMeta(key, bytes);
    },
  };
  return { target: wrapped, reads, writes };
}

const s3 = (prefix: string) => targetOf(`s3://${BUCKET}/${prefix}`, { endpoint, region: 'us-east-1' });
const pagePath = (index: number) => `best-doctors/texas/city-${index}/index.html`;

/** A site of PAGES pages and a bundle, with the publish's list of them, as a first build leaves it. */
function madeUpSite(name: string): string {
  const dist = join(root, name);
  const backlog = openBacklog(dist);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
    backlog.added(path);
  };
  write('index.html', '<p>home</p>');
  write('_astro/app.1234.js', 'console.log(1)');
  for (let index = 0; index < PAGES; index++) write(pagePath(index), `<p>city ${index}</p>`);
  backlog.close();
  return dist;
}

/** Publishes `text` at `path` of `dist` (or removes it), listing it as the publish does. */
function publish(dist: string, path: string, text: string | undefined): void {
  const backlog = openBacklog(dist);
  if (text === undefined) {
    backlog.removed(path);
    rmSync(join(dist, path));
  } else {
    backlog.added(path);
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  backlog.close();
}

/** `target`, gone once it took `puts` files: every later put fails. */
function goneAfter(target: DeployTarget, puts: number): DeployTarget {
  let taken = 0;
  return {
    ...target,
    put: async (path, bytes) => {
      if (++taken > puts) throw new Error('the storage went away');
      await target.put(path, bytes);
    },
  };
}

const options = (dist: string, target: DeployTarget, more: Partial<DeployOptions> = {}): DeployOptions => ({
  dist,
  target,
  content: { kind: 'whole' },
  limits: DEFAULT_REMOVAL_LIMITS,
  acceptRemovals: false,
  dryRun: false,
  concurrency: 64,
  // Parts of about 190 files: this test's 3,000 pages split in 16, its grown site in 256.
  manifestPartFiles: 512,
  backlog: true,
  log: () => {},
  ...more,
});

beforeAll(async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  const port = typeof address === 'object' && address ? address.port : 0;
  s3rver = new S3rver({ address: '127.0.0.1', port, silent: true, directory: join(root, 's3rver'), configureBuckets: [{ name: BUCKET }] });
  await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
});

afterAll(async () => {
  // The deploys' clients keep their connections alive: closed here, or the server waits for them.
  const closed = s3rver?.close();
  s3rver?.httpServer?.closeAllConnections();
  await closed;
  rmSync(root, { recursive: true, force: true });
});

describe('the split deploy manifest', () => {
  it('a night touching one page reads and writes only its part and the index', async () => {
    const dist = madeUpSite('one-page');
    const first = counted(s3('one-page'));
    const whole = await deploy(options(dist, first.target));
    expect(whole).toMatchObject({ ok: true, scope: 'whole', uploaded: PAGES + 2, deleted: 0 });
    const parts = allPartsOf(1).length;
    // The index first (naming the parts to come), every part once as its files are up, the index last.
    expect(first.writes[0]).toBe(INDEX_KEY);
    expect(first.writes.at(-1)).toBe(INDEX_KEY);
    expect(first.writes.filter((key) => key !== INDEX_KEY).sort()).toEqual(allPartsOf(1).map(partKeyOf).sort());

    publish(dist, pagePath(7), '<p>city 7, edited</p>');
    const night = counted(s3('one-page'));
    const result = await deploy(options(dist, night.target));
    expect(result).toMatchObject({ ok: true, scope: 'listed', uploaded: 1, deleted: 0, unchanged: 0, manifestParts: 1 });
    const part = partKeyOf(partOf(pagePath(7), 1));
    expect(night.reads).toEqual([INDEX_KEY, part]);
    expect(night.writes).toEqual([part, INDEX_KEY]);
    expect(parts).toBeGreaterThan(10);
  }, 120_000);

  it('adds up the nights that passed without a deploy, and sends each file as it is last', async () => {
    const dist = madeUpSite('two-nights');
    const target = s3('two-nights');
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true, scope: 'whole' });
    // Night 1: a page changes, one goes. Night 2: the changed one changes again, another changes, the gone one is back.
    publish(dist, pagePath(1), 'night 1');
    publish(dist, pagePath(2), undefined);
    publish(dist, pagePath(1), 'night 2');
    publish(dist, pagePath(3), 'night 2');
    publish(dist, pagePath(2), 'back');
    publish(dist, pagePath(4), undefined);
    const result = await deploy(options(dist, target));
    expect(result).toMatchObject({ ok: true, scope: 'listed', uploaded: 3, deleted: 1 });
    // Nothing left to do; the list is one line again.
    expect(readFileSync(backlogOf(dist), 'utf8')).toMatch(/^#deployed \S+\n$/);
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true, scope: 'listed', uploaded: 0, deleted: 0 });
    // What a full comparison finds: the same, nothing.
    expect(await deploy(options(dist, target, { full: true }))).toMatchObject({
      ok: true,
      scope: 'whole',
      uploaded: 0,
      deleted: 0,
      unchanged: PAGES + 1,
    });
  }, 120_000);

  it('is run again after failing half-way: the list stays until a deploy completes', async () => {
    const dist = madeUpSite('again');
    const target = s3('again');
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true });
    publish(dist, pagePath(5), 'changed');
    publish(dist, pagePath(6), 'changed');
    await expect(deploy(options(dist, goneAfter(target, 1), { concurrency: 1 }))).rejects.toThrow('the storage went away');
    expect(readFileSync(backlogOf(dist), 'utf8')).toContain(`+${pagePath(6)}`);
    // The page that went up is in the manifest if its part was done (nothing else planned there).
    const apart = partOf(pagePath(5), 1) !== partOf(pagePath(6), 1);
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true, scope: 'listed', uploaded: apart ? 1 : 2 });
  }, 120_000);

  it('a first deploy that fails part-way leaves a manifest of what it put: its re-run uploads only the rest', async () => {
    const dist = madeUpSite('first-resumed');
    const target = s3('first-resumed');
    await expect(deploy(options(dist, goneAfter(target, PAGES / 2), { concurrency: 1 }))).rejects.toThrow('the storage went away');
    const again = await deploy(options(dist, target));
    expect(again).toMatchObject({ ok: true, scope: 'whole' });
    // The half put, but for the files of the part that was filling when it failed (a part holds about a sixteenth).
    const uploaded = again.ok ? again.uploaded : 0;
    expect(uploaded).toBeGreaterThanOrEqual(PAGES + 2 - PAGES / 2);
    expect(uploaded).toBeLessThan(PAGES + 2 - PAGES / 2 + PAGES / 8);
    expect(await deploy(options(dist, target, { full: true }))).toMatchObject({ ok: true, uploaded: 0, unchanged: PAGES + 2 });
  }, 120_000);

  it('a dry run compares every file and says what it would upload, changing nothing', async () => {
    const dist = madeUpSite('dry');
    const target = s3('dry');
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true });
    publish(dist, pagePath(3), '<p>city 3, edited</p>');
    const lines: string[] = [];
    const dry = await deploy(options(dist, target, { dryRun: true, full: true, log: (line) => lines.push(line) }));
    expect(dry).toMatchObject({ ok: true, dryRun: true, scope: 'whole', uploaded: 0, unchanged: PAGES + 1 });
    expect(lines.join('\n')).toMatch(/would upload 0 \(0\.0 MiB\) content-named files first, then 1 \(0\.0 MiB\) pages/);
    const read = await target.readMeta(partKeyOf(partOf(pagePath(3), 1)));
    expect(read && JSON.parse(gunzipSync(read).toString('utf8'))[pagePath(3)][1]).not.toBe(digestOfBytes(readFileSync(join(dist, pagePath(3)))));
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true, scope: 'listed', uploaded: 1 });
  }, 120_000);

  it('refuses listed deletions that would hollow the site, from the page counts it keeps', async () => {
    const dist = madeUpSite('hollow');
    const target = s3('hollow');
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true });
    for (let index = 0; index < PAGES / 2; index++) publish(dist, pagePath(index), undefined);
    const refused = await deploy(options(dist, target));
    expect(refused).toMatchObject({ ok: false, refused: true });
    expect(refused.ok ? '' : refused.message).toMatch(/^Refused to publish/);
  }, 120_000);

  it('reads an earlier single-file manifest, splits it and removes it', async () => {
    const dist = madeUpSite('legacy');
    const target = s3('legacy');
    // What an earlier deploy left: every file but one page uploaded, in one manifest.
    const files: Record<string, [number, string]> = {};
    for (const path of ['index.html', '_astro/app.1234.js', ...Array.from({ length: PAGES - 1 }, (_, index) => pagePath(index))]) {
      const bytes = readFileSync(join(dist, path));
      await target.put(path, bytes);
      files[path] = [bytes.length, digestOfBytes(bytes)];
    }
    await target.writeMeta(LEGACY_MANIFEST_KEY, gzipSync(JSON.stringify({ version: 1, files })));
    const migrated = await deploy(options(dist, target));
    expect(migrated).toMatchObject({ ok: true, scope: 'whole', uploaded: 1, unchanged: PAGES + 1 });
    expect(await target.readMeta(LEGACY_MANIFEST_KEY)).toBeUndefined();
    expect(await target.readMeta(INDEX_KEY)).toBeDefined();
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true, scope: 'listed', uploaded: 0 });
  }, 120_000);

  it('sizes parts to hold at most the configured files on average, in as few parts as that allows', () => {
    // From one file to five times the national directory's (about 14 million): 16 ** digits parts.
    for (const files of [1, 1024, 1025, 16 * 1024 + 1, 173_128, 632_308, 2_900_000, 14_000_000]) {
      const digits = digitsFor(files, 1024);
      if (digits < 4) expect(files / 16 ** digits, `${files} files`).toBeLessThanOrEqual(1024);
      if (digits > 0) expect(files / 16 ** (digits - 1), `${files} files`).toBeGreaterThan(1024);
    }
    expect(digitsFor(2_900_000, 1024)).toBe(3);
  });

  it('splits the manifest anew when a full comparison finds the site outgrew its parts', async () => {
    const dist = madeUpSite('grown');
    const target = s3('grown');
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true });
    for (let index = PAGES; index < 3 * PAGES; index++) publish(dist, pagePath(index), `<p>city ${index}</p>`);
    const grown = counted(target);
    expect(await deploy(options(dist, grown.target, { full: true }))).toMatchObject({ ok: true, scope: 'whole', uploaded: 2 * PAGES });
    // Every part of the new size written (before the uploads, and again once changed), the index last.
    expect(new Set(grown.writes.filter((key) => key !== INDEX_KEY))).toEqual(new Set(allPartsOf(2).map(partKeyOf)));
    expect(grown.writes.at(-1)).toBe(INDEX_KEY);
    expect(await target.readMeta(partKeyOf('h0'))).toBeUndefined();
    expect(await target.readMeta(partKeyOf(partOf(pagePath(0), 2)))).toBeDefined();
    publish(dist, pagePath(1), 'changed');
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true, scope: 'listed', uploaded: 1, manifestParts: 1 });
  }, 180_000);

  it('uploads everything again over a manifest that does not read', async () => {
    const dist = madeUpSite('unreadable');
    const target = s3('unreadable');
    expect(await deploy(options(dist, target))).toMatchObject({ ok: true });
    await target.writeMeta(INDEX_KEY, new TextEncoder().encode('not gzip'));
    const lines: string[] = [];
    const result = await deploy(options(dist, target, { log: (line) => lines.push(line) }));
    expect(result).toMatchObject({ ok: true, scope: 'whole', uploaded: PAGES + 2 });
    expect(lines[0]).toMatch(new RegExp(`${MANIFEST_FOLDER}/index\\.json\\.gz is not readable.*Every file is uploaded again`));
  }, 120_000);
});
