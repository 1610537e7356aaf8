/** The benchmark's resumable stages (scripts/bench/stages.ts): a re-run takes what finished, skipped stages included. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStages, type Stages } from '../../../scripts/bench/stages.ts';

const scratch = mkdtempSync(join(tmpdir(), 'bench-stages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs stage `name` with `inputs`: the stage, when it runs, returns `figures`; its outputs exist unless said. */
const runStage = <T>(stages: Stages, name: string, inputs: unknown, figures: T, outputsExist = true) =>
  stages.run(
    name,
    inputs,
    () => outputsExist,
    async () => figures,
  );

describe('openStages', () => {
  it('takes every finished stage on a re-run with the same inputs, one that returned nothing too', async () => {
    const ledger = join(scratch, 'stages.json');
    const first = openStages(ledger, scratch, () => {});
    await runStage(first, 'crawl', { scale: 1 }, { requests: 10 });
    // The deploy without --deploy: finished, with no figures.
    await runStage(first, 'deploy', { deploy: false }, undefined);
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
    await runStage(first, 'crawl', { scale: 1 }, 1);
    await runStage(first, 'build', { code: 'a' }, 2);
    const again = openStages(ledger, scratch, () => {});
    expect(await runStage(again, 'crawl', { scale: 1 }, 10)).toEqual({ figures: 1, resumed: true });
    expect(await runStage(again, 'build', { code: 'b' }, 20)).toEqual({ figures: 20, resumed: false });
    expect(again.broken).toBe(true);
  });

  it('keeps a stage named in keep though its inputs changed, and goes on from it; not once a stage before it ran', async () => {
    const ledger = join(scratch, 'kept.json');
    const first = openStages(ledger, scratch, () => {});
    await runStage(first, 'crawl', { code: 'a' }, 1);
    await runStage(first, 'build', { code: 'a' }, 2);
    await runStage(first, 'night', { code: 'a' }, 3);
    const log: string[] = [];
    const again = openStages(ledger, scratch, (line) => log.push(line), new Set(['crawl', 'night']));
    // The crawl's code changed: kept, as asked, and said so; the build's changed too and is not kept: it runs.
    expect(await runStage(again, 'crawl', { code: 'b' }, 10)).toEqual({ figures: 1, resumed: true });
    expect(again.broken).toBe(false);
    expect(log.some((line) => line.startsWith('crawl:') && line.includes('kept as asked though its inputs changed'))).toBe(true);
    expect(await runStage(again, 'build', { code: 'b' }, 20)).toEqual({ figures: 20, resumed: false });
    // The night works on what the build just left: it runs, whatever keep says, and says why.
    expect(await runStage(again, 'night', { code: 'a' }, 30)).toEqual({ figures: 30, resumed: false });
    expect(log).toContain('night: not kept: a stage before it runs again');
  });

  it('does not keep a stage whose outputs are gone', async () => {
    const ledger = join(scratch, 'kept-gone.json');
    await openStages(ledger, scratch, () => {}).run(
      'crawl',
      { code: 'a' },
      () => true,
      async () => 1,
    );
    const log: string[] = [];
    const again = openStages(ledger, scratch, (line) => log.push(line), new Set(['crawl']));
    expect(await runStage(again, 'crawl', { code: 'b' }, 10, false)).toEqual({ figures: 10, resumed: false });
    expect(log).toContain('crawl: not kept: its outputs are gone');
  });
});
