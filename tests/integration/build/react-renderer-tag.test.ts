/**
 * The one Astro internal the site leans on (src/lib/react-renderer-tag.ts): a React component tagged with Astro's
 * `astro:renderer` symbol goes straight to React's renderer, so it renders once per use; untagged, React's `check`
 * renders it first to see whether it is React's. A real `astro build` of a one-page site counts the renders of a
 * tagged and an untagged component: when Astro stops honouring the tag, this fails.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const fixture = fileURLToPath(new URL('../../fixtures/renderer-tag', import.meta.url));
const astroCli = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'renderer-tag-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  for (const output of ['dist', '.astro', 'node_modules']) rmSync(join(fixture, output), { recursive: true, force: true });
});

describe('the React renderer tag', () => {
  it('makes Astro render a tagged React component once, where an untagged one renders twice', () => {
    const log = join(scratch, 'renders.log');
    const build = spawnSync(process.execPath, [astroCli, 'build', '--root', fixture], {
      env: { ...process.env, NODE_ENV: 'production', RENDER_LOG: log },
      encoding: 'utf8',
    });
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
    const renders = readFileSync(log, 'utf8').trim().split('\n');
    const count = (name: string) => renders.filter((line) => line === name).length;
    // Untagged, React's check renders the component before its real render: the test can see the difference.
    expect(count('untagged')).toBe(2);
    expect(count('tagged')).toBe(1);
    const html = readFileSync(join(fixture, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('<p>tagged</p>');
    expect(html).toContain('<p>untagged</p>');
  }, 120_000);
});
