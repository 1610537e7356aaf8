/** The night lock: one run at a time, a dead or half-written lock taken over, never someone else's lock released. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acquireNightLock, describeOwner, type LockOwner, type NightLock } from '../../../scripts/pipeline/night-lock.ts';

const scratch = mkdtempSync(join(tmpdir(), 'night-lock-'));
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

let lockCount = 0;
const newLockPath = (): string => {
  const folder = join(scratch, `case-${lockCount++}`);
  mkdirSync(folder);
  return join(folder, 'night.lock');
};
const ownerOf = (lock: NightLock): LockOwner => {
  if (lock.acquired) throw new Error('expected the lock to be held by another');
  return lock.owner;
};
const writeLock = (lockPath: string, owner: LockOwner): void => writeFileSync(lockPath, JSON.stringify(owner));
const ownerWith = (pid: number, host = hostname()): LockOwner => ({ pid, startedAt: new Date().toISOString(), command: 'another run', host });

// A process doing nothing, to own a lock while it lives.
function startSleeper(): { child: ChildProcess; pid: number; exited: Promise<unknown> } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
  children.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, pid: child.pid!, exited };
}
async function deadPid(): Promise<number> {
  const { child, pid, exited } = startSleeper();
  child.kill('SIGKILL');
  await exited;
  return pid;
}

describe('acquireNightLock', () => {
  it('gives the lock to one acquisition at a time, and again once released', () => {
    const lockPath = join(scratch, 'not/yet/made/night.lock');
    const first = acquireNightLock(lockPath, 'npm run build');
    expect(first).toMatchObject({ acquired: true });
    expect(first.acquired && first.tookOverFrom).toBeUndefined();
    // The folder was created; the lock is the only file in it (no temp file left).
    expect(readdirSync(dirname(lockPath))).toEqual(['night.lock']);

    const second = acquireNightLock(lockPath, 'npm run crawl');
    expect(ownerOf(second)).toMatchObject({ pid: process.pid, command: 'npm run build', host: hostname() });
    expect(Number.isNaN(Date.parse(ownerOf(second).startedAt))).toBe(false);

    if (first.acquired) first.release();
    expect(readdirSync(dirname(lockPath))).toEqual([]);
    const third = acquireNightLock(lockPath, 'npm run crawl');
    expect(third.acquired).toBe(true);
    if (third.acquired) third.release();
  });

  it('is held while its owner lives, and taken over from it once it is killed', async () => {
    const lockPath = newLockPath();
    const { child, pid, exited } = startSleeper();
    writeLock(lockPath, ownerWith(pid));

    expect(ownerOf(acquireNightLock(lockPath, 'npm run build')).pid).toBe(pid);
    child.kill('SIGKILL');
    await exited;
    const lock = acquireNightLock(lockPath, 'npm run build');
    expect(lock.acquired && lock.tookOverFrom?.pid).toBe(pid);
    expect(readdirSync(dirname(lockPath))).toEqual(['night.lock']);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid, command: 'npm run build' });
    if (lock.acquired) lock.release();
  });

  it.each([
    ['empty (killed while writing it)', ''],
    ['half-written', '{"pid": 12'],
    ['not an owner', JSON.stringify({ pid: -1, startedAt: 'yesterday' })],
  ])('takes over a lock file that is %s', (_, text) => {
    const lockPath = newLockPath();
    writeFileSync(lockPath, text);
    const lock = acquireNightLock(lockPath, 'npm run build');
    expect(lock).toMatchObject({ acquired: true });
    expect(lock.acquired && lock.tookOverFrom).toBeUndefined();
    expect(readdirSync(dirname(lockPath))).toEqual(['night.lock']);
    expect(JSON.parse(readFileSync(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    if (lock.acquired) lock.release();
  });

  it('counts an owner on another host as alive, its pid meaning nothing here', async () => {
    const lockPath = newLockPath();
    const pid = await deadPid();
    writeLock(lockPath, ownerWith(pid, `not-${hostname()}`));
    expect(ownerOf(acquireNightLock(lockPath, 'npm run build'))).toMatchObject({ pid, host: `not-${hostname()}` });
    // The same owner on this host is dead, and its lock taken over.
    writeLock(lockPath, ownerWith(pid));
    const lock = acquireNightLock(lockPath, 'npm run build');
    expect(lock).toMatchObject({ acquired: true, tookOverFrom: { pid } });
    if (lock.acquired) lock.release();
  });
});

describe('release', () => {
  it('leaves alone a lock that another owner wrote after ours was taken', () => {
    const lockPath = newLockPath();
    const lock = acquireNightLock(lockPath, 'npm run build');
    if (!lock.acquired) expect.fail('the lock should start free');
    const { pid } = startSleeper();
    const other = JSON.stringify(ownerWith(pid));
    rmSync(lockPath);
    writeFileSync(lockPath, other);
    lock.release();
    expect(readFileSync(lockPath, 'utf8')).toBe(other);
  });

  it('does nothing the second time, even once the lock is someone else’s', () => {
    const lockPath = newLockPath();
    const first = acquireNightLock(lockPath, 'npm run build');
    if (!first.acquired) expect.fail('the lock should start free');
    first.release();
    const second = acquireNightLock(lockPath, 'npm run crawl');
    if (!second.acquired) expect.fail('the lock should be free again');
    first.release();
    expect(ownerOf(acquireNightLock(lockPath, 'npm run build')).command).toBe('npm run crawl');
    second.release();
  });
});

describe('acquireNightLock, runs in processes of their own', () => {
  // A run in a process of its own: says "ready" once loaded, acquires on "go", releases and exits on "release".
  const WORKER = `
    import { createInterface } from 'node:readline';
    import { acquireNightLock } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, '../../../scripts/pipeline/night-lock.ts')).href)};
    let lock;
    process.stdout.write('ready\\n');
    for await (const line of createInterface({ input: process.stdin })) {
      if (line === 'go') {
        try {
          lock = acquireNightLock(process.env.NIGHT_LOCK_PATH, 'worker');
          const report = lock.acquired ? { pid: process.pid, tookOverFrom: lock.tookOverFrom?.pid } : { pid: process.pid, heldBy: lock.owner.pid };
          process.stdout.write(JSON.stringify(report) + '\\n');
        } catch (error) {
          process.stdout.write(JSON.stringify({ pid: process.pid, error: String(error) }) + '\\n');
        }
      } else if (line === 'release') {
        if (lock?.acquired) lock.release();
        process.exit(0);
      }
    }`;
  const Report = z.object({ pid: z.number(), tookOverFrom: z.number().optional(), heldBy: z.number().optional(), error: z.string().optional() });

  function startWorker(lockPath: string) {
    const child = spawn(process.execPath, ['--input-type=module', '-e', WORKER], {
      env: { ...process.env, NIGHT_LOCK_PATH: lockPath },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.add(child);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const nextLine = async (): Promise<string> => {
      const next = await lines.next();
      if (next.done) throw new Error(`worker ${child.pid} ended: ${stderr}`);
      return next.value;
    };
    return { child, exited, nextLine };
  }

  async function race(lockPath: string, runs: number) {
    const workers = Array.from({ length: runs }, () => startWorker(lockPath));
    await Promise.all(workers.map(async (worker) => expect(await worker.nextLine()).toBe('ready')));
    for (const worker of workers) worker.child.stdin!.write('go\n');
    const reports = await Promise.all(workers.map(async (worker) => Report.parse(JSON.parse(await worker.nextLine()))));
    // Every run still holds what it got while the others report, so two owners would both show.
    for (const worker of workers) worker.child.stdin!.write('release\n');
    await Promise.all(workers.map((worker) => worker.exited));
    return reports;
  }

  it('gives a free lock to exactly one of 20 runs, the others naming it', async () => {
    const lockPath = newLockPath();
    const reports = await race(lockPath, 20);
    expect(reports.filter((report) => report.error)).toEqual([]);
    const winners = reports.filter((report) => report.heldBy === undefined);
    expect(winners).toHaveLength(1);
    expect(reports.filter((report) => report.heldBy !== undefined).map((report) => report.heldBy)).toEqual(Array(19).fill(winners[0]!.pid));
    expect(readdirSync(dirname(lockPath))).toEqual([]);
  });

  it('gives a dead run’s lock to exactly one of 20 runs taking it over at once', async () => {
    for (let round = 0; round < 3; round++) {
      const lockPath = newLockPath();
      const pid = await deadPid();
      writeLock(lockPath, ownerWith(pid));
      const reports = await race(lockPath, 20);
      expect(reports.filter((report) => report.error)).toEqual([]);
      const winners = reports.filter((report) => report.heldBy === undefined);
      expect(winners).toHaveLength(1);
      expect(reports.filter((report) => report.heldBy !== undefined).map((report) => report.heldBy)).toEqual(Array(19).fill(winners[0]!.pid));
      // Only the run that got the lock can say it took it over (another may have moved the stale one aside for it).
      expect(reports.filter((report) => report.tookOverFrom !== undefined).every((report) => report.tookOverFrom === pid)).toBe(true);
      expect(readdirSync(dirname(lockPath))).toEqual([]);
    }
  });

  it('waits for a takeover in progress in another run', async () => {
    const lockPath = newLockPath();
    const dead = await deadPid();
    writeLock(lockPath, ownerWith(dead));
    const takingOver = startSleeper();
    writeLock(`${lockPath}.takeover`, ownerWith(takingOver.pid));
    const worker = startWorker(lockPath);
    expect(await worker.nextLine()).toBe('ready');
    worker.child.stdin!.write('go\n');
    const report = worker.nextLine();
    const waited = await Promise.race([report.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 500))]);
    expect(waited).toBe(true);
    // The run taking over died before it could: the one waiting removes its takeover and the stale lock.
    takingOver.child.kill('SIGKILL');
    expect(Report.parse(JSON.parse(await report))).toEqual({ pid: worker.child.pid, tookOverFrom: dead });
    worker.child.stdin!.write('release\n');
    await worker.exited;
    expect(readdirSync(dirname(lockPath))).toEqual([]);
  });
});

describe('acquireNightLock, the takeover of a stale lock', () => {
  it('removes a takeover left by a run killed in the middle of one', async () => {
    const lockPath = newLockPath();
    const pid = await deadPid();
    writeLock(lockPath, ownerWith(pid));
    writeLock(`${lockPath}.takeover`, ownerWith(pid));
    const lock = acquireNightLock(lockPath, 'npm run build');
    expect(lock).toMatchObject({ acquired: true, tookOverFrom: { pid } });
    expect(readdirSync(dirname(lockPath))).toEqual(['night.lock']);
    if (lock.acquired) lock.release();
  });
});

describe('describeOwner', () => {
  it('names the pid, command, start and host', () => {
    const owner: LockOwner = { pid: 1234, startedAt: '2026-11-25T21:00:00.000Z', command: 'npm run build', host: 'X' };
    expect(describeOwner(owner)).toBe('pid 1234 (npm run build), started 2026-11-25T21:00:00.000Z on host X');
  });
});
