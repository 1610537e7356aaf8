/**
 * Room for a publish, checked before it starts: a disk that fills half-way leaves dist/ half last night's site and
 * half tonight's. The night knows the files it will write, so it counts what they need on dist/'s file system and
 * stops, with dist/ untouched, when that (with a margin) is not free.
 */
import { statfsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { linkable, type ListedSource, sameFile } from './publish.ts';

/** Kept free beyond what the files need: folders, the publish's own records, and what else writes to that disk. */
const MARGIN_BYTES = 16 * 1024 * 1024;
const MARGIN_SHARE = 0.05;
const MARGIN_INODES = 1000;

export interface SpaceNeeded {
  readonly bytes: number;
  readonly files: number;
}

export interface SpaceCheck {
  readonly ok: boolean;
  readonly needed: SpaceNeeded;
  /** What dist/'s file system had free. */
  readonly available: SpaceNeeded;
  readonly message?: string;
}

/** The nearest existing folder at or above `path` (dist/ may not exist yet on a first build). */
function existingFolderOf(path: string): string {
  let folder = path;
  while (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return folder;
}

/**
 * What publishing `sources` into `dist` needs there: a file already published with the same size and time needs
 * nothing; one that can be moved or hard-linked (same file system, a page or an image) needs no data blocks; any
 * other is written whole. Counted in the file system's blocks. An upper bound: a file with the same bytes but
 * another time is counted although the publish keeps it. Each path is listed once across the sources (the build's
 * lists give them so: a set of the whole site's paths here would not fit memory at five times national).
 */
export function spaceNeededFor(sources: readonly ListedSource[], dist: string): SpaceNeeded {
  const distFolder = existingFolderOf(dist);
  const distDevice = statSync(distFolder).dev;
  const block = statfsSync(distFolder).bsize;
  let bytes = 0;
  let files = 0;
  for (const [folder, paths] of sources) {
    const sameDevice = statSync(folder).dev === distDevice;
    for (const path of paths) {
      // On dist/'s file system a page or image is moved or linked: no blocks, no new inode.
      if (sameDevice && linkable(path)) continue;
      const source = statSync(join(folder, path));
      const published = statSync(join(dist, path), { throwIfNoEntry: false });
      if (published && sameFile(source, published)) continue;
      bytes += Math.ceil(source.size / block) * block;
      files++;
    }
  }
  return { bytes, files };
}

const MiB = (bytes: number): string => `${(bytes / 1048576).toFixed(1)} MiB`;

/** Whether `dist`'s file system has room for `needed` with a margin; the message says what to do when not. */
export function checkSpaceFor(needed: SpaceNeeded, dist: string): SpaceCheck {
  const stats = statfsSync(existingFolderOf(dist));
  const available = { bytes: stats.bavail * stats.bsize, files: stats.ffree };
  const bytes = Math.ceil(needed.bytes * (1 + MARGIN_SHARE)) + MARGIN_BYTES;
  // Some file systems report no inode limit (0 free of 0).
  const inodesShort = stats.files > 0 && needed.files + MARGIN_INODES > available.files;
  if (bytes <= available.bytes && !inodesShort) return { ok: true, needed, available };
  const short = inodesShort
    ? `${needed.files.toLocaleString('en-US')} new files and only ${available.files.toLocaleString('en-US')} inodes free`
    : `${MiB(needed.bytes)} to write (${MiB(bytes)} with the margin) and only ${MiB(available.bytes)} free`;
  return {
    ok: false,
    needed,
    available,
    message:
      `Not enough space to publish into ${dist}: ${short}. Nothing was published; dist/ is last night's site as it was. ` +
      'Free space on that disk (or move dist/ to a larger one) and run the night again.',
  };
}

/** Whether an error is a full disk or quota (the publish then says so in words, not as a raw ENOSPC). */
export const isDiskFull = (error: unknown): boolean => ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | undefined)?.code ?? '');
