/** The benchmark's resumable stages (scripts/bench/stages.ts): a re-run takes what finished, skipped stages included. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStages } from '../../../scripts/bench/stages.ts';

const scratch = mkdtempSync(join(tmpdir(), 'bench-stages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('openStages', () => {
  it('takes every finished stage on a re-run with the same inputs, one that returned nothing too', async () => {
    const ledger = join(scratch, 'stages.json');
    const first = openStages(ledger, scratch, () => {});
    await first.run(
      'crawl',
      { scale: 1 },
      () => true,
      async () => ({ requests: 10 }),
    );
    // The deploy without --deploy: finished, with no figures.
    await first.run(
      'deploy',
      { deploy: false },
      () => true,
      async () => undefined,
    );
    const log: string[] = [];
    const again = openStages(ledger, scratch, (line) => log.push(line));
    const ran: string[] = [];
    const crawl = await again.run(
      'crawl',
      { scale: 1 },
      () => true,
      async () => {
        ran.push('crawl');
        return { requests: 0 };
      },
    );
    const deploy = await again.run(
      'deploy',
      { deploy: false },
      () => true,
      async () => {
        ran.push('deploy');
        return undefined;
      },
    );
    expect(ran).toEqual([]);
    expect(crawl).toEqual({ figures: { requests: 10 }, resumed: true });
    expect(deploy).toEqual({ figures: undefined, resumed: true });
    expect(log.filter((line) => line.includes('not readable'))).toEqual([]);
  });

  it('runs a stage again, and every one after it, once its inputs changed', async () => {
    const ledger = join(scratch, 'changed.json');
    const first = openStages(ledger, scratch, () => {});
    await first.run(
      'crawl',
      { scale: 1 },
      () => true,
      async () => 1,
    );
    await first.run(
      'build',
      { code: 'a' },
      () => true,
      async () => 2,
    );
    const again = openStages(ledger, scratch, () => {});
    expect(
      await again.run(
        'crawl',
        { scale: 1 },
        () => true,
        async () => 10,
      ),
    ).toEqual({ figures: 1, resumed: true });
    expect(
      await again.run(
        'build',
        { code: 'b' },
        () => true,
        async () => 20,
      ),
    ).toEqual({ figures: 20, resumed: false });
    expect(again.broken).toBe(true);
  });
});
