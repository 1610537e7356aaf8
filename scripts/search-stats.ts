/**
 * `npm run search-stats [-- SNAPSHOT]`: builds the search index of a snapshot into a scratch folder and reports,
 * per kind, its files and bytes, the time taken, and the most one query can download (manifest + largest shard, gzip).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildSearchIndex } from '../src/search/build-index.ts';
import { CURRENT_SNAPSHOT_PATH, openSnapshot } from '../src/snapshot/read.ts';

const snapshot = openSnapshot(process.argv[2] ?? CURRENT_SNAPSHOT_PATH);
const out = mkdtempSync(join(tmpdir(), 'search-stats-'));
const started = performance.now();
const stats = buildSearchIndex(snapshot, out);
const seconds = (performance.now() - started) / 1000;
const gz = (path: string) => gzipSync(readFileSync(path)).length;
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : []);
const rows = stats.map((kind) => {
  const base = join(out, 'search-index', kind.kind);
  const shards = filesIn(join(base, 'n'));
  const largest = Math.max(0, ...shards.map(gz), ...filesIn(join(base, 't')).map(gz));
  const manifest = gz(join(base, 'manifest.json'));
  const bytes = shards.reduce((sum, path) => sum + statSync(path).size, 0);
  return {
    kind: kind.kind,
    listings: kind.listings,
    files: kind.files,
    mib: +(kind.bytes / 1048576).toFixed(2),
    shardMiB: +(bytes / 1048576).toFixed(2),
    manifestGzipKiB: +(manifest / 1024).toFixed(1),
    worstQueryGzipKiB: +((manifest + largest) / 1024).toFixed(1),
  };
});
rmSync(out, { recursive: true, force: true });
console.table(rows);
console.log(JSON.stringify({ seconds: +seconds.toFixed(1), files: rows.reduce((sum, row) => sum + row.files, 0), kinds: rows }));
