/** `node scripts/pipeline/write-site-files.ts <out>`: the site files made from the snapshot alone (see writeSiteData). */
import { readSiteEnv } from '../../src/config/env.ts';
import { writeSiteData } from '../../src/integrations/site-files.ts';

const [out] = process.argv.slice(2);
if (!out) throw new Error('Usage: write-site-files.ts <out>');
// Validated as the site's other knobs are: a bad address stops here with a message naming it.
const { SITE_URL, PUBLIC_API_BASE_URL, INDEXNOW_KEY } = readSiteEnv(process.env);
console.log(writeSiteData(out, { siteUrl: SITE_URL, apiBaseUrl: PUBLIC_API_BASE_URL, indexNowKey: INDEXNOW_KEY }));
