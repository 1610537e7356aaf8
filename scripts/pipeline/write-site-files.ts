/** `node scripts/pipeline/write-site-files.ts <out> [page folder...]`: the whole-site files of built pages. */
import { readSiteEnv } from '../../src/config/env.ts';
import { writeSiteFiles } from '../../src/integrations/site-files.ts';

const [out, ...pageDirs] = process.argv.slice(2);
if (!out) throw new Error('Usage: write-site-files.ts <out> [built page folder...]');
// Validated as the site's other knobs are: a bad address stops here with a message naming it.
const { SITE_URL, PUBLIC_API_BASE_URL } = readSiteEnv(process.env);
console.log(writeSiteFiles(out, { siteUrl: SITE_URL, apiBaseUrl: PUBLIC_API_BASE_URL }, pageDirs.length > 0 ? pageDirs : [out]));
