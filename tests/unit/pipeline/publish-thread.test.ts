/** The publish on its own thread (publish-step.ts): the same outcome as on the pipeline's, and its errors as thrown. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removedPagesFileOf, renderedPagesFileOf } from '../../../src/integrations/build-report.ts';
import { backlogOf } from '../../../scripts/pipeline/deploy-backlog.ts';
import { publishOnThread, type PublishTask } from '../../../scripts/pipeline/publish-step.ts';

const scratch = mkdtempSync(join(tmpdir(), 'publish-thread-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const write = (root: string, files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
};

/** A build as the render leaves it: a staged folder with its list, the site files, one shard's reports. */
function build(name: string, pages: Record<string, string>, siteFiles: Record<string, string>): PublishTask {
  const root = join(scratch, name);
  const staged = { folder: join(root, 'staged'), list: join(root, 'staged.files.txt') };
  write(staged.folder, pages);
  writeFileSync(
    staged.list,
    Object.keys(pages)
      .map((page) => `${page}\n`)
      .join(''),
  );
  write(join(root, 'site-files'), siteFiles);
  const shard = join(root, 'cache', 'shard-0-of-1');
  mkdirSync(shard, { recursive: true });
  writeFileSync(
    renderedPagesFileOf(shard),
    Object.keys(pages)
      .map((page) => `/${page}\n`)
      .join(''),
  );
  writeFileSync(removedPagesFileOf(shard), '');
  return {
    dist: join(root, 'dist'),
    cacheDir: join(root, 'cache'),
    staged,
    siteFiles: join(root, 'site-files'),
    shardCaches: [shard],
    onlyChanges: false,
  };
}

describe('publishOnThread', () => {
  it('publishes the staged pages and the site files into dist/, and reports what the lists counted', async () => {
    const task = build('first', { 'index.html': 'home', 'doctors/jane-doe.html': 'Jane' }, { 'sitemap.xml': '<urlset/>', 'media/a.webp': 'image' });
    const outcome = await publishOnThread(task);
    if (!outcome.ok) throw new Error(outcome.failure.message);
    expect(outcome.pages).toEqual({ rendered: 2, removed: 0, lists: join(task.cacheDir, 'build-lists.sqlite') });
    expect(outcome.published).toMatchObject({ moved: 2, removed: 0 });
    expect(readFileSync(join(task.dist, 'doctors/jane-doe.html'), 'utf8')).toBe('Jane');
    expect(readFileSync(join(task.dist, 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
    // The deploy's list names every file written.
    const backlog = readFileSync(backlogOf(task.dist), 'utf8').split('\n').filter(Boolean).sort();
    expect(backlog).toEqual(['+doctors/jane-doe.html', '+index.html', '+media/a.webp', '+sitemap.xml']);
  });

  it('rejects with the error the publish met, and leaves dist/ as it was', async () => {
    const task = build('broken', { 'index.html': 'home' }, {});
    // A staged folder gone between the render and the publish: its file cannot be moved.
    rmSync(task.staged.folder, { recursive: true });
    await expect(publishOnThread(task)).rejects.toThrow(/ENOENT/);
    expect(existsSync(join(task.dist, 'index.html'))).toBe(false);
  });
});
