/** `node scripts/pipeline/write-site-files.ts <out>`: the whole-site files of a merged sharded build. */
import { writeSiteFiles } from '../../src/integrations/site-files.ts';

const out = process.argv[2];
if (!out) throw new Error('Usage: write-site-files.ts <built site folder>');
const siteUrl = process.env.SITE_URL || 'http://localhost:4321';
console.log(writeSiteFiles(out, { siteUrl, apiBaseUrl: process.env.PUBLIC_API_BASE_URL || undefined }));
