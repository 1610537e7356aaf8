/**
 * The lock that makes nightly runs one at a time: a file naming its owner (pid, start, command, host). A run that
 * finds it held by a live process stops; one that finds it left by a dead run (or half-written, or not JSON) takes it
 * over. The lock is created whole or not at all (a link of a fully written file), and taking over a stale one is safe
 * when two runs try at once. Owners on another host are never judged dead: their pid cannot be checked from here.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { z } from 'zod';

const LockOwner = z.object({
  // Positive: kill(0 or below, 0) would ask about a whole process group, not a process.
  pid: z.number().int().positive(),
  startedAt: z.iso.datetime(),
  command: z.string(),
  host: z.string(),
});
/** Who holds the lock, as its file says. */
export type LockOwner = z.infer<typeof LockOwner>;

/** The lock, ours until `release()`; `tookOverFrom` is the dead run whose stale lock this replaced (a corrupt one has
 * no owner to name). */
export interface AcquiredNightLock {
  acquired: true;
  release(): void;
  tookOverFrom?: LockOwner;
}
/** The lock is held by `owner`, a live process (or one on another host). */
export interface BusyNightLock {
  acquired: false;
  owner: LockOwner;
}
/** What `acquireNightLock` got. */
export type NightLock = AcquiredNightLock | BusyNightLock;

interface LockFile {
  text: string;
  ino: number;
  /** Undefined when the file is corrupt. */
  owner: LockOwner | undefined;
}

const hasCode = (error: unknown, code: string): boolean => error instanceof Error && 'code' in error && error.code === code;

function parseOwner(text: string): LockOwner | undefined {
  try {
    const parsed = LockOwner.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The file at `path` read through one descriptor, so its inode and its text are of the same file; undefined if none. */
function readLockFile(path: string): LockFile | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return undefined;
    throw error;
  }
  try {
    const text = readFileSync(fd, 'utf8');
    return { text, ino: fstatSync(fd).ino, owner: parseOwner(text) };
  } finally {
    closeSync(fd);
  }
}

/** Creates the lock holding `text`, whole, unless a lock exists; the created file's inode, or undefined if one existed. */
function tryCreate(lockPath: string, text: string): number | undefined {
  const temp = `${lockPath}.${process.pid}-${randomUUID()}.writing`;
  try {
    const fd = openSync(temp, 'wx');
    let ino: number;
    try {
      writeFileSync(fd, text);
      ino = fstatSync(fd).ino;
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(temp, lockPath);
    } catch (error) {
      if (hasCode(error, 'EEXIST')) return undefined;
      throw error;
    }
    return ino;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Whether `owner` may still be running. On another host we cannot tell, so it is; a pid the system has given to
 * another process since also reads as alive (the lock then waits for that process, or for someone removing it). */
function mayBeAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is not ours to signal.
    if (hasCode(error, 'EPERM')) return true;
    if (hasCode(error, 'ESRCH')) return false;
    throw error;
  }
}

// Taking over a stale lock: a few file operations. Runs finding another run doing it wait for it, this long at most.
const TAKEOVER_WAIT_MS = 10_000;
// A takeover mutex older than this was left by a run killed in the middle (on another host, say, or its pid reused).
const TAKEOVER_STALE_MS = 60_000;

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Removes the file at `path` if it is still `seen` (same inode, same text): renamed to a name of our own first, then
 * checked. If another run replaced it between our read and our rename we moved its file, which goes back if the path
 * is still free. Whether `seen` was removed. */
function removeIfSame(path: string, seen: LockFile): boolean {
  const aside = `${path}.${process.pid}-${randomUUID()}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if (hasCode(error, 'ENOENT')) return false; // Another run removed it first.
    throw error;
  }
  try {
    const moved = readLockFile(aside);
    if (moved !== undefined && moved.ino === seen.ino && moved.text === seen.text) return true;
    try {
      linkSync(aside, path);
    } catch (error) {
      if (!hasCode(error, 'EEXIST')) throw error;
    }
    return false;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Removes the file at `path` if it is still the one we created (inode `ino`, holding `text`). */
function removeOwn(path: string, text: string, ino: number): void {
  const current = readLockFile(path);
  if (current !== undefined && current.ino === ino && current.text === text) rmSync(path, { force: true });
}

function isStaleTakeover(mutex: LockFile): boolean {
  if (mutex.owner === undefined || !mayBeAlive(mutex.owner)) return true;
  return Date.now() - Date.parse(mutex.owner.startedAt) > TAKEOVER_STALE_MS;
}

/**
 * Takes the night lock at `lockPath` for this process running `command`, or says who holds it. Throws if the lock
 * kept changing hands for 10 seconds, or on file system errors other than the races it expects.
 *
 * A stale lock is removed only under a takeover mutex (`<lockPath>.takeover`, created like the lock): without it a
 * run that judged the lock stale could move aside the fresh lock another run had just put in its place, and while it
 * put that back a third run could create its own, leaving two runs each holding the lock (20 runs at once did).
 * A takeover mutex left by a run killed mid-takeover is removed the same careful way; only that, raced by three runs
 * at once, could still let two runs through.
 */
export function acquireNightLock(lockPath: string, command: string): NightLock {
  mkdirSync(dirname(lockPath), { recursive: true });
  const own: LockOwner = { pid: process.pid, startedAt: new Date().toISOString(), command, host: hostname() };
  const text = JSON.stringify(own);
  const mutexPath = `${lockPath}.takeover`;
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  let tookOverFrom: LockOwner | undefined;

  while (Date.now() < deadline) {
    const ino = tryCreate(lockPath, text);
    if (ino !== undefined) return acquired(lockPath, text, ino, tookOverFrom);

    const seen = readLockFile(lockPath);
    if (seen === undefined) continue; // Released since: try again.
    if (seen.owner !== undefined && mayBeAlive(seen.owner)) return { acquired: false, owner: seen.owner };

    const mutexText = JSON.stringify({ ...own, startedAt: new Date().toISOString() });
    const mutexIno = tryCreate(mutexPath, mutexText);
    if (mutexIno === undefined) {
      const mutex = readLockFile(mutexPath);
      if (mutex === undefined) continue;
      if (isStaleTakeover(mutex)) removeIfSame(mutexPath, mutex);
      else sleep(5); // Another run is taking the lock over: it, or a run quicker than it, will hold it.
      continue;
    }
    try {
      // Under the mutex no other run removes the lock, and its dead owner cannot: the stale lock we read stays put.
      const stale = readLockFile(lockPath);
      if (stale !== undefined && !(stale.owner !== undefined && mayBeAlive(stale.owner)) && removeIfSame(lockPath, stale)) {
        tookOverFrom = stale.owner;
      }
    } finally {
      removeOwn(mutexPath, mutexText, mutexIno);
    }
  }
  throw new Error(`could not take the night lock ${lockPath}: it kept changing hands for ${TAKEOVER_WAIT_MS / 1000} s`);
}

function acquired(lockPath: string, text: string, ino: number, tookOverFrom: LockOwner | undefined): AcquiredNightLock {
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    // Only our own file: once taken from us (by hand, or a run on another host), the lock is someone else's.
    removeOwn(lockPath, text, ino);
  };
  return tookOverFrom === undefined ? { acquired: true, release } : { acquired: true, release, tookOverFrom };
}

/** The owner for messages: "pid 1234 (npm run build), started 2026-11-25T21:00:00.000Z on host X". */
export const describeOwner = (owner: LockOwner): string => `pid ${owner.pid} (${owner.command}), started ${owner.startedAt} on host ${owner.host}`;
