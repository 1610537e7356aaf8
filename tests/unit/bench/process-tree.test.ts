/** A job's memory is that of its process and every process it started: a grandchild's counts. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { sampleTreePeak, treeRss } from '../../../scripts/bench/process-tree.ts';

const MiB = 1048576;

describe('the memory of a process tree', () => {
  it('counts the processes a process started, and keeps the largest total seen', async () => {
    // A child that starts a grandchild holding 200 MiB, written so that every page is resident.
    const grandchild = 'const b = Buffer.alloc(200 * 1048576, 1); setInterval(() => b[0]++, 50)';
    const child = spawn(
      process.execPath,
      [
        '-e',
        `require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(grandchild)}], { stdio: 'inherit' }); setInterval(() => {}, 1000)`,
      ],
      {
        detached: true,
        stdio: 'ignore',
      },
    );
    try {
      const pid = child.pid ?? 0;
      const sampler = sampleTreePeak(pid, 50);
      let now = 0;
      for (let tries = 0; tries < 100 && now < 200 * MiB; tries++) {
        await sleep(100);
        now = treeRss(pid);
      }
      expect(now).toBeGreaterThan(200 * MiB);
      // The child alone holds far less: the grandchild's memory is what makes the total.
      const own = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      expect(own).toBeLessThan(150 * MiB);
      await sleep(150);
      expect(sampler.stop()).toBeGreaterThan(200 * MiB);
    } finally {
      process.kill(-(child.pid ?? 0), 'SIGKILL');
    }
  });
});
