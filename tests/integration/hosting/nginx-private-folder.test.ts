/**
 * nginx serves a site from a private folder (root's home and `mktemp -d` folders are 0700): started as root, its
 * workers must run as the site's owner, not nginx's default `nobody`, who gets 403 Forbidden there.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningNginx, startNginx } from '../../../scripts/hosting/serve-nginx.ts';

// Only root's nginx switches its workers to another user; any other user's workers read as that user already.
const asRoot = process.getuid?.() === 0;

describe.skipIf(!asRoot)('nginx serving a site from a 0700 folder (skipped unless run as root: only root can reproduce it)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'private-site-'));
  const site = join(scratch, 'site');
  let nginx: RunningNginx | undefined;

  beforeAll(async () => {
    mkdirSync(join(site, 'best-doctors', 'texas'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<h1>home</h1>');
    writeFileSync(join(site, '404.html'), '<h1>not found</h1>');
    writeFileSync(join(site, 'best-doctors', 'index.html'), '<h1>list</h1>');
    writeFileSync(join(site, 'best-doctors', 'texas', 'ann-lee-1.html'), '<h1>detail</h1>');
    chmodSync(scratch, 0o700);
    nginx = await startNginx(site);
  });

  afterAll(async () => {
    await nginx?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each([
    ['/', 'home'],
    ['/best-doctors/', 'list'],
    ['/best-doctors/texas/ann-lee-1', 'detail'],
  ])('answers %s with 200', async (path, text) => {
    const response = await fetch(`${nginx?.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(text);
  });
});
