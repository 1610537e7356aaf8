import { SCALES } from '../scripts/reference-api/dataset/scale.ts';
import { seedDatabase } from '../scripts/reference-api/seed-database.ts';
import { TEST_DB_PATH, TEST_SEED } from './fixtures/reference-db.ts';
import { buildTestSite } from './fixtures/test-site.ts';

/** Seeds the tiny reference dataset, then crawls it and builds the test site (about 15 seconds). */
export default async function setup(): Promise<void> {
  seedDatabase(TEST_DB_PATH, TEST_SEED, SCALES.tiny!);
  await buildTestSite();
}
