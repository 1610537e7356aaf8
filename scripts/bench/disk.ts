/** What the benchmark's outputs take on disk: bytes allocated and inodes, by `du` (GNU coreutils). */
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

/** Free space of the file system holding `path`, in MiB. */
export function freeMiBOn(path: string): number {
  const stats = statfsSync(path);
  return Math.round((stats.bavail * stats.bsize) / MiB);
}
