/**
 * A shard's manifest gathered from another split's: each page's record with the facts it read, a fact two sources
 * answered differently recorded as answered by neither, and nothing gathered from a manifest of another format.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_DDL, MANIFEST_FORMAT } from '../../../src/page-deps/manifest-schema.ts';
import { seedManifest } from '../../../src/page-deps/seed-manifest.ts';

const scratch = mkdtempSync(join(tmpdir(), 'seed-manifest-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface PageRecord {
  readonly page: string;
  readonly facts: Readonly<Record<string, string>>;
}

/** A manifest of these pages, each with the calls it read and their digests. */
function manifest(name: string, pages: readonly PageRecord[], meta: Readonly<Record<string, string>> = {}): string {
  const path = join(scratch, `${name}.sqlite`);
  const db = new DatabaseSync(path);
  db.exec(MANIFEST_DDL);
  const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries({
    format: MANIFEST_FORMAT,
    render_inputs: 'code-1',
    build: '4',
    built_at: '2026-11-01T00:00:00Z',
    ...meta,
  }))
    setMeta.run(key, value);
  for (const { page, facts } of pages) {
    const { lastInsertRowid: id } = db
      .prepare("INSERT INTO pages (page, url, changed_at, props, indexable, reason, rendered_in) VALUES (?, ?, NULL, '', 1, '{}', 4)")
      .run(page, `/${page}/`);
    for (const [call, digest] of Object.entries(facts)) {
      db.prepare('INSERT OR IGNORE INTO facts (call, digest, kind) VALUES (?, ?, ?)').run(call, digest, 'detail');
      const fact = (db.prepare('SELECT id FROM facts WHERE call = ?').get(call) as { id: number }).id;
      db.prepare('INSERT INTO page_facts (page, fact) VALUES (?, ?)').run(id, fact);
    }
  }
  db.close();
  return path;
}

/** What a manifest holds: each page with its facts' digests, and its meta. */
function contents(path: string): { pages: Record<string, Record<string, string>>; meta: Record<string, string> } {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    const pages: Record<string, Record<string, string>> = {};
    const rows = db
      .prepare('SELECT p.page, f.call, f.digest FROM pages p JOIN page_facts pf ON pf.page = p.id JOIN facts f ON f.id = pf.fact')
      .all() as Array<{
      page: string;
      call: string;
      digest: string;
    }>;
    for (const { page, call, digest } of rows) pages[page] = { ...pages[page], [call]: digest };
    const meta = Object.fromEntries(
      (db.prepare('SELECT key, value FROM meta').all() as Array<{ key: string; value: string }>).map((row) => [row.key, row.value]),
    );
    return { pages, meta };
  } finally {
    db.close();
  }
}

describe('a manifest gathered from another split', () => {
  const first = manifest('first', [
    { page: 'a', facts: { x: 'x1', shared: 's1' } },
    { page: 'b', facts: { y: 'y1' } },
  ]);
  const second = manifest('second', [
    { page: 'c', facts: { shared: 's1', z: 'z1' } },
    { page: 'd', facts: { w: 'w1' } },
  ]);

  it('holds the records of the pages it takes, with the facts each read, from every source', () => {
    const target = join(scratch, 'ac.sqlite');
    const seeded = seedManifest(target, [first, second], (page) => page === 'a' || page === 'c');
    expect(seeded).toEqual({ pages: 2, conflictingFacts: 0 });
    const { pages, meta } = contents(target);
    expect(pages).toEqual({ a: { x: 'x1', shared: 's1' }, c: { shared: 's1', z: 'z1' } });
    expect(meta).toMatchObject({ format: MANIFEST_FORMAT, render_inputs: 'code-1', build: '4', built_at: '2026-11-01T00:00:00Z' });
  });

  it('records a fact two sources answered differently as answered by neither, so its readers render', () => {
    const older = manifest('older', [{ page: 'e', facts: { shared: 's0' } }], { build: '2', built_at: '2026-10-01T00:00:00Z' });
    const target = join(scratch, 'ae.sqlite');
    expect(seedManifest(target, [first, older], (page) => page !== 'b')).toEqual({ pages: 2, conflictingFacts: 1 });
    const { pages, meta } = contents(target);
    expect(pages.a).toEqual({ x: 'x1', shared: '' });
    expect(pages.e).toEqual({ shared: '' });
    expect(meta).toMatchObject({ build: '4', built_at: '2026-11-01T00:00:00Z' });
  });

  it('keeps the pages of sources built by other code listed, every one to render again', () => {
    const otherCode = manifest('other-code', [{ page: 'f', facts: { v: 'v1' } }], { render_inputs: 'code-2' });
    const target = join(scratch, 'af.sqlite');
    expect(seedManifest(target, [first, otherCode], () => true)?.pages).toBe(3);
    expect(contents(target).meta.render_inputs).toBe('');
  });

  it('gathers nothing from a manifest of another format', () => {
    const older = manifest('format', [{ page: 'g', facts: {} }], { format: 'old' });
    expect(seedManifest(join(scratch, 'g.sqlite'), [first, older], () => true)).toBeUndefined();
  });
});
