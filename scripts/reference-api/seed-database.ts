/** Writes a reference database file atomically: generated into a temporary file, renamed over the target at the end. */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { generateDataset } from './dataset/generate.ts';
import { SCALES, type Scale } from './dataset/scale.ts';
import { DEFAULT_SEED } from './paths.ts';

export interface SeedResult {
  readonly path: string;
  readonly rows: Record<string, number>;
  readonly durationMs: number;
}

/** Generates a dataset into `path`; an existing file there stays untouched until the new one is complete. */
export function seedDatabase(path: string, seed: number, scale: Scale, onProgress?: (message: string) => void): SeedResult {
  const started = performance.now();
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  const db = new DatabaseSync(temporary);
  try {
    const rows = generateDataset(db, { seed, scale, ...(onProgress ? { onProgress } : {}) });
    db.close();
    for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    renameSync(temporary, path);
    return { path, rows, durationMs: performance.now() - started };
  } catch (error) {
    if (db.isOpen) db.close();
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Generates the embedded default dataset (the one `npm run build` crawls when no API is configured). */
export function seedDefaultDataset(path: string): SeedResult {
  return seedDatabase(path, DEFAULT_SEED, SCALES.default!);
}
