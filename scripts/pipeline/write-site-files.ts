/** `node scripts/pipeline/write-site-files.ts <out>`: the site files made from the snapshot alone (see writeSiteData). */
import { readSiteEnv } from '../../src/config/env.ts';
import { writeSiteData } from '../../src/integrations/site-files.ts';
import { openSnapshot } from '../../src/snapshot/read.ts';

const [out] = process.argv.slice(2);
if (!out) throw new Error('Usage: write-site-files.ts <out>');
// Validated as the site's other knobs are: a bad address stops here with a message naming it.
const { SITE_URL, PUBLIC_API_BASE_URL, INDEXNOW_KEY } = readSiteEnv(process.env);
// A walk of the snapshot, not the pages' random look-ups: its memory stays flat in the snapshot's size.
const snapshot = openSnapshot(undefined, 'walk');
console.log(writeSiteData(out, { siteUrl: SITE_URL, apiBaseUrl: PUBLIC_API_BASE_URL, indexNowKey: INDEXNOW_KEY }, snapshot));
snapshot.close();
