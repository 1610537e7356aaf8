/**
 * `npm run check-links [-- dist [dist.shard-*.pages.txt]]`: every internal href and src of the built site must
 * resolve (host rules). A deploy of changed pages only also names the shards' page lists: those pages are on the host.
 */
import { openHostedPages } from './pipeline/hosted-pages.ts';
import { checkLinks } from '../src/hosting/link-check.ts';

const [dist = 'dist', ...pageLists] = process.argv.slice(2);
const onHost = pageLists.length > 0 ? await openHostedPages(pageLists) : undefined;
let report: ReturnType<typeof checkLinks>;
try {
  report = checkLinks(dist, onHost);
} finally {
  onHost?.close();
}
console.log(`${report.files} files, ${report.links} internal links, ${report.broken.length} broken`);
for (const { page, href } of report.broken.slice(0, 50)) console.log(`  ${page} → ${href}`);
if (report.broken.length > 0) process.exitCode = 1;
