/**
 * `npm run seed [-- --scale tiny|default|100k|national|<doctors>] [--seed N] [--out FILE]`
 * Generates the reference dataset into a SQLite file the reference API opens.
 */
import { parseArgs } from 'node:util';
import { parseScale } from './dataset/scale.ts';
import { DEFAULT_DB_PATH, DEFAULT_SEED } from './paths.ts';
import { seedDatabase } from './seed-database.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'default' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    out: { type: 'string', default: DEFAULT_DB_PATH },
  },
});

try {
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
