/**
 * `npm run check-links [-- dist [dist.shard-*.pages.json]]`: every internal href and src of the built site must
 * resolve (host rules). A deploy of changed pages only also names the shards' page lists: those pages are on the host.
 */
import { readFileSync } from 'node:fs';
import { ShardPages } from './pipeline/render-shard.ts';
import { checkLinks } from '../src/hosting/link-check.ts';

const [dist = 'dist', ...pageLists] = process.argv.slice(2);
const onHost = new Set<string>();
for (const file of pageLists) for (const page of ShardPages.parse(JSON.parse(readFileSync(file, 'utf8'))).pages) onHost.add(page.slice(1));
const report = checkLinks(dist, onHost);
console.log(`${report.files} files, ${report.links} internal links, ${report.broken.length} broken`);
for (const { page, href } of report.broken.slice(0, 50)) console.log(`  ${page} → ${href}`);
if (report.broken.length > 0) process.exitCode = 1;
