/**
 * `npm run why -- <url> [--cache <folder>]`: why the page at a URL rendered in the last build (which fact changed,
 * its digest then and now), or that it was reused or removed, from what that build recorded. `--cache`: the build's
 * cache folder (default: dist.cache beside dist/).
 */
import { parseArgs } from 'node:util';
import { cacheDirOf } from './pipeline/cache-layout.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';
import { whyRendered } from './pipeline/why-rendered.ts';

const { values, positionals } = parseArgs({ options: { cache: { type: 'string' } }, allowPositionals: true });
const [url] = positionals;
if (!url) {
  console.error('Usage: npm run why -- <url> [--cache <folder>], e.g. npm run why -- /best-doctors/texas/houston/');
  process.exitCode = 2;
} else {
  const { found, text } = whyRendered(url, values.cache ?? cacheDirOf({ dist: PIPELINE_PATHS.dist }));
  console.log(text);
  process.exitCode = found ? 0 : 1;
}
