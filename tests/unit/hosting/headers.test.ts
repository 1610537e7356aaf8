/** The security headers every host sends: geolocation is the site's own (near-me's "Use my location", issue 35),
 * everything else as strict as before. */
import { describe, expect, it } from 'vitest';
import { cacheControlOf, headersFile, SECURITY_HEADERS } from '../../../src/hosting/headers.ts';
import { nginxServerBlock } from '../../../src/hosting/nginx.ts';

const policyOf = (header: string): Map<string, string> =>
  new Map(
    header.split(',').map((rule) => {
      const [feature = '', allowlist = ''] = rule.trim().split('=');
      return [feature, allowlist] as const;
    }),
  );

describe('Permissions-Policy', () => {
  const policy = policyOf(SECURITY_HEADERS['Permissions-Policy'] ?? '');

  it.each([
    ['geolocation', '(self)'],
    ['camera', '()'],
    ['microphone', '()'],
  ])('%s=%s', (feature, allowlist) => {
    expect(policy.get(feature)).toBe(allowlist);
  });

  it('is what _headers and the nginx block send', () => {
    const value = SECURITY_HEADERS['Permissions-Policy'];
    expect(headersFile()).toContain(`  Permissions-Policy: ${value}`);
    expect(nginxServerBlock({ root: '/srv/site', listen: '80', serverName: 'example.test' })).toContain(`Permissions-Policy "${value}"`);
  });
});

describe('the offline worker, /sw.js (issue 46, item 7)', () => {
  it('is never cached by a host: a new deploy takes over at the next visit', () => {
    expect(cacheControlOf('sw.js')).toBe('no-cache');
    expect(cacheControlOf('/sw.js')).toBe('no-cache');
    expect(headersFile()).toContain('/sw.js\n  Cache-Control: no-cache');
    expect(nginxServerBlock({ root: '/srv/site', listen: '80' })).toMatch(/location = \/sw\.js \{\n\s+add_header Cache-Control "no-cache" always;/);
  });

  it('leaves the other files as they were', () => {
    expect(cacheControlOf('index.html')).toBe('public, max-age=600, must-revalidate');
    expect(cacheControlOf('blogs/sw.js')).toBe('public, max-age=600, must-revalidate');
    expect(cacheControlOf('_astro/sw.js')).toBe('public, max-age=31536000, immutable');
  });
});
