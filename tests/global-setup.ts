import { SCALES } from '../scripts/reference-api/dataset/scale.ts';
import { seedDatabase } from '../scripts/reference-api/seed-database.ts';
import { TEST_DB_PATH, TEST_SEED } from './fixtures/reference-db.ts';

/** Seeds the tiny reference dataset once for the whole run (about a second). */
export default function setup(): void {
  seedDatabase(TEST_DB_PATH, TEST_SEED, SCALES.tiny!);
}
