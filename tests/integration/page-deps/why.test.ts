/**
 * `npm run why`: what the last build recorded about a URL, from its shards' manifests: rendered and why (the fact
 * that changed, its digests then and now), reused, removed, or unknown; and the counts of pages per reason that the
 * build report and the night report carry.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { toRequestPath } from '../../../src/api/endpoints.ts';
import { toNameParam } from '../../../src/api/slugs.ts';
import { collectFacts } from '../../../src/lib/read-tracking.ts';
import { pageReads } from '../../../src/page-deps/fact-kinds.ts';
import { openPageManifest } from '../../../src/page-deps/manifest.ts';
import { pageIdOf } from '../../../src/routes/page-key.ts';
import { openSnapshot } from '../../../src/snapshot/read.ts';
import { pageFactsOf, shardCacheOf } from '../../../scripts/pipeline/cache-layout.ts';
import { urlPathOf, whyRendered } from '../../../scripts/pipeline/why-rendered.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

const scratch = mkdtempSync(join(tmpdir(), 'why-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('why a page rendered', () => {
  const snapshotPath = join(scratch, 'snapshot.sqlite');
  const source = new DatabaseSync(TEST_SITE.currentSnapshot, { readOnly: true });
  source.prepare('VACUUM INTO ?').run(snapshotPath);
  source.close();
  const raw = openSnapshot(snapshotPath);
  afterAll(() => raw.close());
  const reader = pageReads(raw);
  const [stateA, stateB] = (raw.get('GetDoctorStates', {}) ?? []).map(({ state }) => toNameParam(state));
  const factsOf = (state: string) => collectFacts(() => [reader.get('GetDoctorStates', {}), reader.get('GetDoctorCity', { state })]).facts;
  const cache = join(scratch, 'dist.cache');
  const manifestPath = pageFactsOf(shardCacheOf(cache, 0, 1));
  mkdirSync(join(cache, 'shard-0-of-1'), { recursive: true });
  const texas = pageIdOf('/best-doctors/[state]', { state: 'texas' });
  const ohio = pageIdOf('/best-doctors/[state]', { state: 'ohio' });
  const utah = pageIdOf('/best-doctors/[state]', { state: 'utah' });

  it('answers rendered with the fact that changed, reused, removed, and unknown, and counts pages per reason', () => {
    const first = openPageManifest(manifestPath, 'code');
    first.beginBuild();
    first.listing(() =>
      first.rendering(
        [texas, ohio, utah].map((page) => ({ page, props: 'p' })),
        raw,
      ),
    );
    first.recordRender(texas, '/best-doctors/texas/', factsOf(stateA!), 'p');
    first.recordRender(ohio, '/best-doctors/ohio/', factsOf(stateB!), 'p');
    first.recordRender(utah, '/best-doctors/utah/', factsOf(stateB!), 'p');
    first.recordRender(pageIdOf('/about', {}), '/about/', []);
    first.finishBuild();
    expect(first.renderedByReason()).toEqual({ new: 3, always: 1 });
    first.close();

    const cityKey = toRequestPath('GetDoctorCity', { state: stateB! });
    const db = new DatabaseSync(snapshotPath);
    const { body_hash: updated } = db.prepare("UPDATE requests SET body_hash = 'tonight' WHERE key = ? RETURNING body_hash").get(cityKey) as {
      body_hash: string;
    };
    db.close();
    expect(updated).toBe('tonight');
    const next = openPageManifest(manifestPath, 'code');
    next.beginBuild();
    const plan = next.listing(() => {
      const decided = next.plan(
        [texas, ohio].map((page) => ({ page, props: 'p' })),
        raw,
      );
      next.recordPlan(decided);
      return decided;
    });
    expect(plan.render.map(({ listed }) => listed.page)).toEqual([ohio]);
    next.recordRender(ohio, '/best-doctors/ohio/', factsOf(stateB!), 'p');
    next.recordRender(pageIdOf('/about', {}), '/about/', []);
    next.finishBuild();
    expect(next.renderedByReason()).toEqual({ always: 1, 'fact:response': 1 });
    next.close();

    const ohioWhy = whyRendered('https://directory.test/best-doctors/ohio/index.html', cache);
    expect(ohioWhy.found).toBe(true);
    expect(ohioWhy.text).toContain('/best-doctors/ohio/: rendered by the last build (build 2');
    expect(ohioWhy.text).toContain(`a fact it read changed: ${JSON.stringify(['response', cityKey])}`);
    expect(ohioWhy.text).toContain('digest now:  tonight');
    expect(whyRendered('/best-doctors/texas', cache).text).toMatch(
      /^\/best-doctors\/texas\/: reused by the last build \(build 2.*\n.*last rendered in build 1, because it was new/,
    );
    expect(whyRendered('/about/', cache).text).toContain('its route lists no pages');
    expect(whyRendered('/best-doctors/utah/', cache)).toEqual({
      found: true,
      text: expect.stringMatching(/^\/best-doctors\/utah\/: removed by the last build/),
    });
    expect(whyRendered('/nowhere/', cache).found).toBe(false);
    expect(whyRendered('/nowhere/', join(scratch, 'no-cache')).text).toContain('npm run build');
  });

  it('reads a URL as the manifests key it', () => {
    expect(urlPathOf('https://example.org/best-doctors/texas/houston/index.html')).toBe('/best-doctors/texas/houston/');
    expect(urlPathOf('/best-doctors/texas/houston')).toBe('/best-doctors/texas/houston/');
    expect(urlPathOf('/best-doctors/texas/houston/?q=1')).toBe('/best-doctors/texas/houston/');
  });
});
