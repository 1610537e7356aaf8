/** `npm run check-links [-- dist]`: every internal href and src of the built site must resolve (host rules). */
import { checkLinks } from '../src/hosting/link-check.ts';

const dist = process.argv[2] ?? 'dist';
const report = checkLinks(dist);
console.log(`${report.files} files, ${report.links} internal links, ${report.broken.length} broken`);
for (const { page, href } of report.broken.slice(0, 50)) console.log(`  ${page} → ${href}`);
if (report.broken.length > 0) process.exitCode = 1;
