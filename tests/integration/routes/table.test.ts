/**
 * The route table over the test site's snapshot: the crawl asked for exactly the requests the declared pages read,
 * and the built site has exactly the pages the table lists, route by route.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import type { GetEndpointName } from '../../../src/api/endpoints.ts';
import { pageIdOf, propsDigestOf } from '../../../src/routes/page-key.ts';
import { pagesListedBy } from '../../../src/routes/route.ts';
import { routePaths } from '../../../src/page-deps/route-paths.ts';
import { listedPages, pagesAt, pagesAtEach } from '../../../src/routes/paths.ts';
import { bucketsOf } from '../../../src/routes/shard.ts';
import { FOLLOW_UPS, LISTED_ROUTES, SINGLE_ROUTES, SPECIALITY } from '../../../src/routes/table.ts';
import { requestKey, type RequestRecord } from '../../../src/snapshot/records.ts';
import { getSnapshot, openSnapshot } from '../../../src/snapshot/read.ts';
import { codeDigest } from '../../../scripts/pipeline/render-inputs.ts';
import { pageFactsOf } from '../../../scripts/pipeline/cache-layout.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

// The pages list themselves from the test site's snapshot, as a build of the whole site would (no shard).
process.env.SNAPSHOT_PATH = TEST_SITE.currentSnapshot;
delete process.env.BUILD_SHARD;
delete process.env.PAGE_FACTS_PATH;

const snapshot = openSnapshot(TEST_SITE.currentSnapshot);
afterAll(() => snapshot.close());

describe('the route table', () => {
  it('declares exactly the requests the crawl made: what the single pages read, and what every answer’s pages read', () => {
    const declared = new Set<string>();
    const add = (request: RequestRecord | undefined) => request && declared.add(requestKey(request));
    for (const route of SINGLE_ROUTES) for (const request of Object.values(route.page.reads)) add(request);
    const answersOf = (endpoint: GetEndpointName) =>
      [...snapshot.each(endpoint)].map(({ params, context, body }) => ({ request: { endpoint, params, context }, body }));
    const others = { body: <N extends GetEndpointName>(request: RequestRecord<N>) => snapshot.get(request.endpoint, request.params) };
    for (const route of LISTED_ROUTES) {
      for (const endpoint of route.listedBy) {
        for (const answer of answersOf(endpoint))
          for (const page of pagesListedBy(route, answer, others)) for (const request of Object.values(page.reads)) add(request);
      }
    }
    for (const followUp of FOLLOW_UPS)
      for (const { request: asked, body } of answersOf(followUp.after)) for (const request of followUp.reads(body, asked)) add(request);

    const db = new DatabaseSync(TEST_SITE.currentSnapshot, { readOnly: true });
    const crawled = new Set((db.prepare('SELECT key FROM requests').all() as Array<{ key: string }>).map((row) => row.key));
    db.close();
    expect(crawled.size).toBeGreaterThan(100);
    expect(
      [...declared].filter((key) => !crawled.has(key)),
      'declared but not crawled',
    ).toEqual([]);
    expect(
      [...crawled].filter((key) => !declared.has(key)),
      'crawled but read by no page',
    ).toEqual([]);
  });

  it('lists, route by route, exactly the pages the test site was built with', () => {
    const built = new Map<string, number>();
    const shards = join(TEST_SITE.dist, '..', 'site.cache');
    for (const shard of readdirSync(shards).filter((name) => name.startsWith('shard-'))) {
      const manifest = pageFactsOf(join(shards, shard));
      expect(existsSync(manifest), manifest).toBe(true);
      const db = new DatabaseSync(manifest, { readOnly: true });
      for (const { page } of db.prepare('SELECT page FROM pages').all() as Array<{ page: string }>) {
        const pattern = page.slice(0, page.indexOf(' '));
        built.set(pattern, (built.get(pattern) ?? 0) + 1);
      }
      db.close();
    }
    for (const route of LISTED_ROUTES) {
      const pages = listedPages(route, getSnapshot(), undefined);
      expect(pages.length, route.pattern).toBeGreaterThan(0);
      expect(built.get(route.pattern), route.pattern).toBe(pages.length);
      // Each page once, with its declaration as props.
      expect(new Set(pages.map((page) => JSON.stringify(page.params))).size, route.pattern).toBe(pages.length);
      for (const page of pages.slice(0, 3)) expect(page.props.page.params, route.pattern).toEqual(page.params);
    }
  });

  it('stores each route’s pages when the crawl finishes as the route lists them, shard by shard, for the same code only', () => {
    const code = codeDigest(TEST_SITE.root);
    try {
      for (const route of LISTED_ROUTES) {
        for (const shard of [undefined, { index: 0, count: 2 }, { index: 1, count: 2 }, { index: 2, count: 3 }]) {
          if (shard) process.env.BUILD_SHARD = `${shard.index}/${shard.count}`;
          else delete process.env.BUILD_SHARD;
          const listed = listedPages(route, getSnapshot(), shard);
          const stored = snapshot.routePages(route.pattern, shard && bucketsOf(shard), code);
          const where = `${route.pattern} ${process.env.BUILD_SHARD ?? 'whole'}`;
          expect(stored, where).toBeDefined();
          expect(
            stored?.map(({ page }) => page),
            where,
          ).toEqual(listed.map(({ params }) => pageIdOf(route.pattern, params)));
          expect(
            stored?.map(({ props }) => props),
            where,
          ).toEqual(listed.map(({ props }) => propsDigestOf(props)));
          // Without a manifest, getStaticPaths gives every stored page with its declaration, as listed.
          process.env.CODE_DIGEST = code;
          expect(routePaths(route, route.pattern), where).toEqual(listed);
          delete process.env.CODE_DIGEST;
        }
        // Pages listed by other code are not taken: the build lists them again.
        expect(snapshot.routePages(route.pattern, undefined, 'another-code-digest'), route.pattern).toBeUndefined();
        expect(snapshot.routePages(route.pattern, undefined, undefined), route.pattern).toBeUndefined();
      }
    } finally {
      delete process.env.BUILD_SHARD;
      delete process.env.CODE_DIGEST;
    }
  });

  it('takes back the pages of the routes that gather a speciality in one pass: each answer and further page read once', () => {
    const code = codeDigest(TEST_SITE.root);
    const routes = LISTED_ROUTES.filter((route) => route.gathers && route.listedBy.some((endpoint) => endpoint === 'GetDoctorsBySpecialties'));
    expect(routes.length).toBeGreaterThan(1);
    const [first, ...others] = routes.map((route) => ({ route, places: snapshot.routePages(route.pattern, undefined, code) ?? [] }));
    if (!first) throw new Error('no gathering route');
    const answers: number[] = [];
    const bodies: string[] = [];
    const counting: typeof snapshot = {
      ...snapshot,
      answer: (id) => {
        answers.push(id);
        return snapshot.answer(id);
      },
      get: (endpoint, params) => {
        if (endpoint === 'GetDoctorsBySpecialties') bodies.push(JSON.stringify(params));
        return snapshot.get(endpoint, params);
      },
    };
    const shared = pagesAtEach(first, counting, others);
    expect(shared.pages).toEqual(pagesAt(first.route, snapshot, first.places));
    for (const [index, { route, places }] of others.entries()) expect(shared.others[index], route.pattern).toEqual(pagesAt(route, snapshot, places));
    const placed = new Set([first, ...others].flatMap(({ places }) => places.map(({ answer }) => answer)));
    expect(answers.toSorted()).toEqual([...placed].toSorted());
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.length).toBe(new Set(bodies).size);
  });

  it('refuses a page file whose pattern is not its route’s', () => {
    expect(() => routePaths(SPECIALITY, '/specialities/[speciality]/[doctor]')).toThrow(/src\/routes\/table\.ts/);
  });
});
