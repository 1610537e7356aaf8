/** Builds the test site for the browser tests when no earlier run (`vitest`) left one. */
import { SCALES } from '../../scripts/reference-api/dataset/scale.ts';
import { seedDatabase } from '../../scripts/reference-api/seed-database.ts';
import { existsSync } from 'node:fs';
import { TEST_DB_PATH, TEST_SEED } from '../fixtures/reference-db.ts';
import { buildTestSite, hasTestSite } from '../fixtures/test-site.ts';

if (!hasTestSite() || process.argv.includes('--force')) {
  if (!existsSync(TEST_DB_PATH)) seedDatabase(TEST_DB_PATH, TEST_SEED, SCALES.tiny!);
  console.log('Building the test site ...');
  await buildTestSite();
}
