/** What the benchmark's outputs take on disk: bytes allocated and inodes, by `du` (GNU coreutils) once, then by what
 * their file system gained since. */
import { execFileSync } from 'node:child_process';
import { existsSync, statfsSync } from 'node:fs';

export interface DiskUse {
  readonly mib: number;
  readonly inodes: number;
}

const MiB = 1048576;

/** Space and inodes used by `paths` (those that exist), counted once each. */
export function diskUseOf(paths: readonly string[]): DiskUse {
  const present = paths.filter((path) => existsSync(path));
  if (present.length === 0) return { mib: 0, inodes: 0 };
  const total = (args: string[]) =>
    Number(
      execFileSync('du', ['-sc', ...args, ...present], { encoding: 'utf8', maxBuffer: 1 << 24 })
        .trim()
        .split('\n')
        .pop()
        ?.split('\t')[0],
    );
  return { mib: Math.round(total(['-B1']) / MiB), inodes: total(['--inodes']) };
}

/** The space and inodes in use on the file system holding `path`, and the space left (MiB). */
function fileSystemUseOn(path: string): { readonly usedMiB: number; readonly usedInodes: number; readonly freeMiB: number } {
  const stats = statfsSync(path);
  return {
    usedMiB: ((stats.blocks - stats.bfree) * stats.bsize) / MiB,
    usedInodes: stats.files - stats.ffree,
    freeMiB: Math.round((stats.bavail * stats.bsize) / MiB),
  };
}

/** What `paths` use on disk now: walked by `du` the first time, then that plus what their file system gained since.
 * A walk of a national site (4 million files, its inodes long out of the cache) takes 10 to 20 minutes; the file
 * system's counts are read at once, and are the outputs' own while nothing else writes there (the bench runs alone). */
export function diskTracker(paths: readonly string[], fileSystemPath: string): () => DiskUse & { readonly freeMiB: number } {
  let base: { readonly walked: DiskUse; readonly usedMiB: number; readonly usedInodes: number } | undefined;
  return () => {
    const now = fileSystemUseOn(fileSystemPath);
    if (!base) {
      base = { walked: diskUseOf(paths), usedMiB: now.usedMiB, usedInodes: now.usedInodes };
      return { ...base.walked, freeMiB: now.freeMiB };
    }
    return {
      mib: Math.max(0, Math.round(base.walked.mib + now.usedMiB - base.usedMiB)),
      inodes: Math.max(0, base.walked.inodes + now.usedInodes - base.usedInodes),
      freeMiB: now.freeMiB,
    };
  };
}
