/**
 * `npm run js-budget [-- dist]`: the JavaScript (gzip bytes) one page of each template fetches at load, and what its
 * islands add once they hydrate (scrolled into view). Follows static imports between the bundled modules, and for
 * the islands also the dynamic ones (the layout's script loads the footer form's React that way).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';

function firstHtml(folder: string, depth: number, detail: boolean): string | undefined {
  const walk = (dir: string, level: number): string | undefined => {
    if (!existsSync(dir)) return undefined;
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    if (level === depth) {
      if (detail) {
        // A detail page: not a folder's index, nor a not-found page (/blogs/404.html).
        const page = entries.find(
          (entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'index.html' && entry.name !== '404.html',
        );
        return page && join(dir, page.name);
      }
      return existsSync(join(dir, 'index.html')) ? join(dir, 'index.html') : undefined;
    }
    for (const entry of entries)
      if (entry.isDirectory() && !entry.name.startsWith('_')) {
        const found = walk(join(dir, entry.name), level + 1);
        if (found) return found;
      }
    return undefined;
  };
  return walk(join(dist, folder), 0);
}

const TEMPLATES: Array<[string, string | undefined]> = [
  ['home', join(dist, 'index.html')],
  ['doctors (level 1)', join(dist, 'best-doctors', 'index.html')],
  ['doctor state', firstHtml('best-doctors', 1, false)],
  ['doctor city', firstHtml('best-doctors', 2, false)],
  ['city speciality list', firstHtml('best-doctors', 3, false)],
  ['doctor detail', firstHtml('best-doctors', 3, true)],
  ['speciality page (Load More)', firstHtml('specialities', 1, false)],
  ['hospital detail', firstHtml('best-hospitals', 2, true)],
  ['pharmacy detail', firstHtml('best-pharmacies', 2, true)],
  ['group practice detail', firstHtml('best-group-practice', 2, true)],
  ['blog list (tabs)', join(dist, 'blogs', 'index.html')],
  ['blog article', firstHtml('blogs', 0, true)],
  ['contact us (form)', join(dist, 'contact-us', 'index.html')],
  ['search results', join(dist, 'search', 'index.html')],
  ['saved listings', join(dist, 'saved', 'index.html')],
];

const gz = new Map<string, number>();
function closure(url: string, seen = new Set<string>(), dynamic = false): Set<string> {
  if (seen.has(url) || !url.startsWith('/_astro/')) return seen;
  seen.add(url);
  const code = readFileSync(join(dist, url), 'utf8');
  if (!gz.has(url)) gz.set(url, gzipSync(code).length);
  for (const match of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) closure(posix.join(posix.dirname(url), match[1]!), seen, dynamic);
  // Vite lists a dynamic import's modules from the site root (`__vite__mapDeps`) to preload them together.
  if (dynamic) for (const match of code.matchAll(/["'](_astro\/[^"']+\.js)["']/g)) closure(`/${match[1]!}`, seen, dynamic);
  return seen;
}
const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + (gz.get(url) ?? 0), 0);

const rows = [];
for (const [template, file] of TEMPLATES) {
  if (!file || !existsSync(file)) continue;
  const html = readFileSync(file, 'utf8');
  const atLoad = new Set<string>();
  // A script kept in a <template> loads only when the page puts it to use (a list's filters): counted with the islands.
  const templates = [...html.matchAll(/<template>[\s\S]*?<\/template>/g)].map((match) => match[0]);
  const loaded = templates.reduce((rest, template) => rest.replace(template, ''), html);
  for (const match of loaded.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) closure(match[1]!, atLoad);
  const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (total, match) => total + gzipSync(match[1]!).length,
    0,
  );
  const all = new Set<string>();
  for (const url of atLoad) closure(url, all, true);
  for (const match of templates.join('').matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) closure(match[1]!, all, true);
  for (const match of html.matchAll(/<astro-island[^>]*component-url="([^"]+)"[^>]*renderer-url="([^"]+)"/g)) {
    closure(match[1]!, all);
    closure(match[2]!, all);
  }
  rows.push({ template, page: file.slice(dist.length), atLoadGzipBytes: sum(atLoad) + inline, withIslandsGzipBytes: sum(all) + inline });
}
console.table(rows);
console.log(JSON.stringify(rows));
