/** `node scripts/pipeline/write-site-files.ts <out> [page folder...]`: the whole-site files of built pages. */
import { writeSiteFiles } from '../../src/integrations/site-files.ts';

const [out, ...pageDirs] = process.argv.slice(2);
if (!out) throw new Error('Usage: write-site-files.ts <out> [built page folder...]');
const siteUrl = process.env.SITE_URL || 'http://localhost:4321';
console.log(writeSiteFiles(out, { siteUrl, apiBaseUrl: process.env.PUBLIC_API_BASE_URL || undefined }, pageDirs.length > 0 ? pageDirs : [out]));
