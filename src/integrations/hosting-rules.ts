/**
 * Writes the host rules into the build output: `_headers` and `_redirects` (Netlify, Cloudflare Pages),
 * `_nginx.conf` (a server block to adapt), and robots.txt pointing to the sitemap.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { headersFile, redirectsFile, robotsFile } from '../hosting/headers.ts';
import { nginxServerBlock } from '../hosting/nginx.ts';

export function hostingRules(options: { readonly siteUrl: string; readonly apiBaseUrl: string | undefined }): AstroIntegration {
  return {
    name: 'hosting-rules',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const out = fileURLToPath(dir);
        writeFileSync(join(out, '_headers'), headersFile());
        writeFileSync(join(out, '_redirects'), redirectsFile(options.apiBaseUrl));
        writeFileSync(
          join(out, '_nginx.conf'),
          `# Copy into /etc/nginx/sites-enabled/ and set root to where dist/ is deployed.\n${nginxServerBlock({ root: '/var/www/site', listen: '80', serverName: new URL(options.siteUrl).hostname })}`,
        );
        writeFileSync(join(out, 'robots.txt'), robotsFile(options.siteUrl));
      },
    },
  };
}
