/**
 * `npm run seed [-- --scale tiny|default|100k|national|<doctors>] [--seed N] [--out FILE]`
 * Generates the reference dataset into a SQLite file the reference API opens.
 * `npm run seed -- --churn --from FILE --out FILE [--mix edited=0.005,added=0.001,...] [--seed N]`
 * copies a dataset and applies a night of change to the copy (dataset/churn.ts; default: a realistic night).
 */
import { existsSync, rmSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { applyChurn, parseChurnMix } from './dataset/churn.ts';
import { openReferenceDb } from './db/schema.ts';
import { parseScale } from './dataset/scale.ts';
import { DEFAULT_DB_PATH, DEFAULT_SEED } from './paths.ts';
import { seedDatabase } from './seed-database.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'default' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    out: { type: 'string', default: DEFAULT_DB_PATH },
    churn: { type: 'boolean', default: false },
    from: { type: 'string' },
    mix: { type: 'string' },
  },
});

/** Copies `from` to `out` and applies a night of change to the copy. */
function churn(from: string | undefined, out: string, mixText: string | undefined, seed: number): void {
  if (!from || !existsSync(from)) throw new Error(`--churn needs --from, an existing dataset (got '${from ?? ''}')`);
  if (from === out) throw new Error('--churn writes a copy: give an --out other than --from');
  const mix = parseChurnMix(mixText);
  // VACUUM INTO: a consistent copy, even of a dataset a running API holds open in WAL mode.
  rmSync(out, { force: true });
  const source = new DatabaseSync(from, { readOnly: true });
  source.prepare('VACUUM INTO ?').run(out);
  source.close();
  const db = openReferenceDb(out);
  try {
    const changed = applyChurn(db, mix, seed);
    console.log(JSON.stringify({ churn: mix, changed: Object.fromEntries(Object.entries(changed).map(([name, items]) => [name, items.length])) }));
  } finally {
    db.close();
  }
}

try {
  if (values.churn) {
    const seed = Number(values.seed);
    if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a non-negative integer, got '${values.seed}'`);
    churn(values.from, values.out, values.mix, seed);
    process.exit(0);
  }
  const scale = parseScale(values.scale);
  const seed = Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a non-negative integer, got '${values.seed}'`);
  console.log(`Generating the '${scale.name}' reference dataset (seed ${seed}) into ${values.out}`);
  const result = seedDatabase(values.out, seed, scale, (message) => console.log(`  ${message}`));
  const peakMiB = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`Done in ${(result.durationMs / 1000).toFixed(1)} s, peak RSS ${peakMiB} MiB. Rows per table:`);
  for (const [table, count] of Object.entries(result.rows)) console.log(`  ${table.padEnd(24)} ${count.toLocaleString('en-US')}`);
  console.log(JSON.stringify({ scale: scale.name, seed, seconds: +(result.durationMs / 1000).toFixed(1), peakRssMiB: peakMiB, rows: result.rows }));
} catch (error) {
  console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
