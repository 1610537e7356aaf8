/**
 * The nightly workflow survives a long night (.github/workflows/nightly.yml, read as text): the crawl job saves a
 * crawl cut short whatever happened, restores it on a re-run (or the next night) and resumes it, and its time
 * limit leaves room beyond the crawl's own deadline, so the crawl stops itself and keeps what it fetched; the deploy
 * job's limit is set from the measured national full deploy. Its render matrix is made from the snapshot's size, and
 * a job of a night whose count changed restores the manifests of last night's split that hold its pages. The deploy
 * job never holds the whole site: it takes each render job's pages apart, one job's at a time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const workflow = readFileSync(join(import.meta.dirname, '../../../.github/workflows/nightly.yml'), 'utf8');
/** The text of one job: from its name to the next job's. */
const jobOf = (name: string): string => {
  const start = workflow.indexOf(`\n  ${name}:\n`);
  const next = workflow.slice(start + 1).search(/\n {2}[a-z-]+:\n/);
  return next < 0 ? workflow.slice(start) : workflow.slice(start, start + 1 + next);
};
/** A matrix value as the workflow's text spells it: `${{ matrix.name }}`. */
const matrix = (name: string): string => `$\{{ matrix.${name} }}`;
const crawl = jobOf('crawl');
const render = jobOf('render');
const deploy = jobOf('deploy');

describe('the nightly workflow', () => {
  it("saves a stopped crawl on failure and timeout too, under a key each attempt's retry finds", () => {
    const save = /- if: always\(\)[^\n]*\n\s+uses: actions\/cache\/save@v4\n\s+with:\n\s+path: data\/snapshot\/next\.sqlite\*\n\s+key: ([^\n]+)/.exec(
      crawl,
    );
    expect(save, 'a cache save of the stopped crawl that runs always').not.toBeNull();
    const key = save?.[1] ?? '';
    expect(key).toContain('github.run_attempt');
    const restore =
      /uses: actions\/cache\/restore@v4\n\s+with:\n\s+path: data\/snapshot\/next\.sqlite\*\n\s+key: [^\n]+\n\s+restore-keys: \|\n\s+([^\n]+)/.exec(
        crawl,
      );
    expect(restore, 'a restore of the stopped crawl').not.toBeNull();
    // The run's earlier attempts are found first.
    expect(key.startsWith(restore?.[1] ?? '-')).toBe(true);
    expect(crawl.indexOf('actions/cache/restore@v4\n        with:\n          path: data/snapshot/next.sqlite*')).toBeLessThan(
      crawl.indexOf('npm run crawl'),
    );
  });

  it('resumes the crawl when a stopped one was restored', () => {
    expect(crawl).toMatch(/if \[ -f data\/snapshot\/next\.sqlite \]; then npm run crawl -- --resume; else npm run crawl; fi/);
  });

  it("gives the crawl job more time than the crawl's own deadline, with a margin for the caches", () => {
    const limit = Number(/timeout-minutes: (\d+)/.exec(crawl)?.[1]);
    const deadline = Number(/CRAWL_DEADLINE_SECONDS: (\d+)/.exec(crawl)?.[1]);
    // The first national crawl as measured (docs/benchmarks.md, "National directory"), with a margin of 1.5 at least.
    const FIRST_NATIONAL_CRAWL_SECONDS = 2734.4;
    expect(deadline).toBeGreaterThanOrEqual(1.5 * FIRST_NATIONAL_CRAWL_SECONDS);
    expect(limit * 60 - deadline).toBeGreaterThanOrEqual(20 * 60);
  });

  it("makes the render matrix from the snapshot's size, with the split recorded for the next night", () => {
    expect(workflow).not.toMatch(/SHARDS: \d/);
    expect(crawl).toMatch(/id: matrix\n\s+run: npm run --silent render-matrix >> "\$GITHUB_OUTPUT"/);
    expect(crawl.indexOf('render-matrix')).toBeGreaterThan(crawl.indexOf('npm run crawl'));
    expect(crawl).toMatch(/matrix: \$\{\{ steps\.matrix\.outputs\.matrix \}\}/);
    expect(render).toMatch(/matrix: \$\{\{ fromJSON\(needs\.crawl\.outputs\.matrix\) \}\}/);
    // The split travels with the snapshots: restored and saved with them.
    expect(crawl.match(/data\/snapshot\/render-split\.json/g)).toHaveLength(2);
    expect(render).toMatch(/npm run build -- --shard \$\{\{ matrix\.shard \}\}\/\$\{\{ matrix\.count \}\} --changed-only/);
  });

  it("restores, for a new count, each manifest of last night's split the matrix names, where the build looks for it", () => {
    const build = render.indexOf('npm run build -- --shard');
    for (const seed of ['seed_a', 'seed_b']) {
      const step = new RegExp(
        `- if: matrix\\.${seed} != ''\\n\\s+uses: actions/cache/restore@v4\\n\\s+with:\\n\\s+path: dist\\.cache/shard-\\$\\{\\{ matrix\\.${seed} \\}\\}/page-facts\\.sqlite\\n\\s+key: [^\\n]+\\n\\s+restore-keys: page-facts-\\$\\{\\{ matrix\\.${seed} \\}\\}-\\n`,
      ).exec(render);
      expect(step, seed).not.toBeNull();
      expect(step?.index ?? Infinity).toBeLessThan(build);
    }
    // The cache the seeds are found in is the one each job saves after its build: the same path, and a key the
    // seeds' prefix finds; its own is restored only when the matrix says it is last night's.
    const shardOf = `shard-${matrix('shard')}-of-${matrix('count')}`;
    const own = `path: dist.cache/${shardOf}/page-facts.sqlite\n          key: page-facts-${matrix('shard')}-of-${matrix('count')}-`;
    expect(render).toContain(`- if: matrix.restore_own\n        uses: actions/cache/restore@v4\n        with:\n          ${own}`);
    expect(render.indexOf(`uses: actions/cache/save@v4\n        with:\n          ${own}`)).toBeGreaterThan(build);
  });

  it("hands the deploy job each render job's pages apart, uploaded one job's at a time between the guard and the deletions", () => {
    // The render job: the hand-off after the build, then the rest and the pages as two artifacts.
    const handOff = render.indexOf(`npm run shard-hand-off -- dist.shard-${matrix('shard')}`);
    expect(handOff).toBeGreaterThan(render.indexOf('npm run build -- --shard'));
    expect(render.indexOf(`tar --remove-files -cf pages.tar dist.shard-${matrix('shard')}.pages`)).toBeGreaterThan(handOff);
    expect(render).toContain(`name: pages-${matrix('shard')}\n          path: pages.tar`);
    expect(render).toMatch(/dist\.shard-\$\{\{ matrix\.shard \}\}\.links\.txt/);
    // The deploy job: only the rests are downloaded together; the links checked before the first upload.
    expect(deploy).toMatch(/pattern: shard-\*/);
    expect(deploy).not.toMatch(/pattern: pages-/);
    const check = deploy.indexOf('npm run check-links -- dist dist.shard-*.pages.txt dist.shard-*.links.txt');
    const held = deploy.indexOf('npm run deploy -- --changes dist.removed.txt --hold-deletions --site-files');
    const loop = deploy.indexOf('for list in dist.shard-*.pages.txt; do');
    const part = deploy.indexOf('npm run deploy -- --part "$shard.pages"');
    const dropped = deploy.indexOf('rm -rf "$shard.pages"');
    const last = deploy.lastIndexOf('npm run deploy -- --changes dist.removed.txt\n');
    expect(check).toBeGreaterThan(deploy.indexOf('npm run build -- --merge'));
    expect(
      [check, held, loop, part, dropped, deploy.indexOf('done', dropped), last].every((at, i, all) => at >= 0 && (i === 0 || at > (all[i - 1] ?? 0))),
    ).toBe(true);
    expect(deploy).toMatch(/gh run download "\$GITHUB_RUN_ID" --name "pages-\$\{shard#dist\.shard-\}"/);
    expect(deploy).toMatch(/GH_TOKEN: \$\{\{ github\.token \}\}/);
    expect(deploy).toMatch(/permissions:\n\s+actions: read/);
  });

  it('gives the deploy job twice the national full deploy, which a re-run resumes', () => {
    const limit = Number(/timeout-minutes: (\d+)/.exec(deploy)?.[1]);
    // As measured (docs/benchmarks.md, "National directory"): reading the site to hash it, then every upload.
    const NATIONAL_FULL_DEPLOY_MINUTES = 20 + 63;
    expect(limit).toBeGreaterThanOrEqual(2 * NATIONAL_FULL_DEPLOY_MINUTES);
    // GitHub-hosted runners stop any job at six hours.
    expect(limit).toBeLessThanOrEqual(360);
    expect(deploy).toMatch(/npm run deploy -- --changes dist\.removed\.txt/);
  });
});
