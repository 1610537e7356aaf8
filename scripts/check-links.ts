/**
 * `npm run check-links [-- dist [dist.shard-*.pages.txt] [dist.shard-*.links.txt]]`: every internal href and src of
 * the built site must resolve (host rules). A deploy of changed pages only also names the shards' page lists: those
 * pages are on the host. The workflow's deploy job, which holds the merge and not the pages, names the links each
 * render job left to it (scripts/pipeline/shard-hand-off.ts): they must resolve too.
 */
import { checkLinks } from '../src/hosting/link-check.ts';
import { openHostedPages } from './pipeline/hosted-pages.ts';
import { checkOutwardLinks } from './pipeline/shard-hand-off.ts';

const [dist = 'dist', ...lists] = process.argv.slice(2);
const pageLists = lists.filter((file) => file.endsWith('.pages.txt'));
const linkLists = lists.filter((file) => file.endsWith('.links.txt'));
const unknown = lists.filter((file) => !pageLists.includes(file) && !linkLists.includes(file));

async function check(): Promise<boolean> {
  if (unknown.length > 0) throw new Error(`Not a page list (*.pages.txt) or a list of links (*.links.txt): ${unknown.join(', ')}`);
  if (linkLists.length > 0 && pageLists.length === 0)
    throw new Error('Links left by the render jobs resolve against their page lists: name those too.');
  const onHost = pageLists.length > 0 ? await openHostedPages(pageLists) : undefined;
  try {
    const report = checkLinks(dist, onHost);
    console.log(`${report.files} files, ${report.links} internal links, ${report.broken.length} broken`);
    for (const { page, href } of report.broken.slice(0, 50)) console.log(`  ${page} → ${href}`);
    if (!onHost || linkLists.length === 0) return report.broken.length === 0;
    const outward = checkOutwardLinks(linkLists, dist, onHost);
    console.log(`${outward.links} links the render jobs left to resolve, ${outward.broken} broken`);
    for (const { page, href } of outward.examples) console.log(`  ${page} → ${href}`);
    return report.broken.length === 0 && outward.broken === 0;
  } finally {
    onHost?.close();
  }
}

try {
  if (!(await check())) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
