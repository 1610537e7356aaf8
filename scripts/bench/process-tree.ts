/**
 * The memory of a process and every process it starts, sampled from /proc: what a workflow job's runner must hold
 * at once (the build's own process with its Astro processes and site-files writer beside it).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Resident memory (bytes) of `pid` and its descendants now. */
export function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid follows the command's name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  let total = 0;
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${next}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    } catch {
      // Gone meanwhile.
    }
    pending.push(...(children.get(next) ?? []));
  }
  return total;
}

/** Samples the tree of `pid` every `everyMs` until `stop` is called: the largest total seen. */
export function sampleTreePeak(pid: number, everyMs = 250): { stop(): number } {
  let peak = treeRss(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
