/** The hosts' documented limits and the check of a site against them (src/hosting/host-limits.ts). */
import { DEPLOY_HOSTS, type DeployHost } from '../../../src/config/deploy-hosts.ts';
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { headersFile, redirectsFile } from '../../../src/hosting/headers.ts';
import {
  checkSiteAgainstHost,
  countHeaderRules,
  countRedirectRules,
  HOST_LIMITS,
  type HostTable,
  type SiteEstimate,
  SiteTally,
} from '../../../src/hosting/host-limits.ts';

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;

/** A small site: fits every host. */
const SMALL: SiteEstimate = {
  files: 4068,
  folders: 1458,
  bytes: 30 * MiB,
  largestFolder: { path: 'search-index/doctor/n/', files: 151 },
  largestFileBytes: 200_000,
  headersRules: 3,
  staticRedirects: 0,
  dynamicRedirects: 1,
  basis: 'measured',
};

const over = (host: DeployHost, site: Partial<SiteEstimate>) => checkSiteAgainstHost({ ...SMALL, ...site }, host);

describe('checkSiteAgainstHost', () => {
  it('passes a site within every limit, saying so in one line', () => {
    for (const host of DEPLOY_HOSTS) {
      const check = checkSiteAgainstHost(SMALL, host);
      expect(check.ok, host).toBe(true);
      expect(check.violations).toEqual([]);
      expect(check.message).toMatch(
        new RegExp(`^The site fits .+, DEPLOY_HOST=${host}: 4,068 files, 30\\.0 MiB, at most 151 in one folder \\(measured\\)\\.$`),
      );
    }
  });

  it('stops at files per deployment, naming the limit, the count, its source and what to do', () => {
    const check = over('cloudflare-pages', { files: 20_001 });
    expect(check.ok).toBe(false);
    expect(check.violations).toEqual([
      {
        kind: 'files',
        limit: 'files per deployment',
        count: 20_001,
        allowed: 20_000,
        source: 'https://developers.cloudflare.com/pages/platform/limits/#files',
      },
    ]);
    expect(check.message).toContain('The site does not fit Cloudflare Pages (free plan), DEPLOY_HOST=cloudflare-pages');
    expect(check.message).toContain(
      'files per deployment: 20,001, the limit is 20,000 (https://developers.cloudflare.com/pages/platform/limits/#files)',
    );
    // What to do: the hosts the same site fits, object storage among them.
    expect(check.message).toMatch(
      /What to do: deploy it where it fits, by the same estimate: .*Cloudflare Pages \(paid plans\) \(DEPLOY_HOST=cloudflare-pages-paid\)/,
    );
    expect(check.message).toContain('S3-compatible object storage (DEPLOY_HOST=s3)');
    expect(check.message).toContain('DEPLOY_TARGET=s3://bucket');
  });

  it('allows exactly the limit', () => {
    expect(over('cloudflare-pages', { files: 20_000 }).ok).toBe(true);
    expect(over('netlify', { largestFolder: { path: 'a/', files: 54_000 } }).ok).toBe(true);
  });

  it('stops at the files of one folder, naming the folder', () => {
    const check = over('netlify', { largestFolder: { path: 'specialities/best-doctors-for-family-medicine/', files: 90_000 } });
    expect(check.violations.map(({ kind, count, allowed }) => ({ kind, count, allowed }))).toEqual([
      { kind: 'files-per-folder', count: 90_000, allowed: 54_000 },
    ]);
    expect(check.message).toContain('files in one folder: 90,000 (/specialities/best-doctors-for-family-medicine/), the limit is 54,000');
  });

  it('counts folders with files where the host limits entries (GitLab Pages)', () => {
    const check = over('gitlab-pages', { files: 150_000, folders: 50_001 });
    expect(check.violations.map(({ limit, count }) => ({ limit, count }))).toEqual([{ limit: 'files and folders per site', count: 200_001 }]);
    expect(check.message).toContain('What to do: a self-managed GitLab can raise both limits; or deploy it where it fits');
  });

  it('stops at the total size, in bytes people read', () => {
    const check = over('github-pages', { bytes: 2.78 * GiB });
    expect(check.violations.map(({ kind }) => kind)).toEqual(['total-bytes']);
    expect(check.message).toContain('total size: 2.78 GiB, the limit is 1.00 GiB (https://docs.github.com/en/pages/');
  });

  it('stops at the largest file', () => {
    const check = over('cloudflare-pages', { largestFileBytes: 25 * MiB + 1 });
    expect(check.violations.map(({ kind, allowed }) => ({ kind, allowed }))).toEqual([{ kind: 'file-bytes', allowed: 25 * MiB }]);
    expect(check.message).toContain('largest file: 25.0 MiB, the limit is 25.0 MiB');
    expect(over('s3', { largestFileBytes: 6 * GiB }).violations.map(({ limit }) => limit)).toEqual(['largest file in one PUT']);
  });

  it('stops at the rules of _headers and _redirects (Cloudflare Pages, both plans)', () => {
    for (const host of ['cloudflare-pages', 'cloudflare-pages-paid'] as const) {
      const check = over(host, { headersRules: 101, staticRedirects: 2001, dynamicRedirects: 101 });
      expect(check.violations.map(({ limit, count, allowed }) => `${limit} ${count}/${allowed}`)).toEqual([
        'rules in _headers 101/100',
        'static rules in _redirects 2001/2000',
        'dynamic rules in _redirects 101/100',
      ]);
    }
    // Netlify documents no such limit.
    expect(over('netlify', { headersRules: 10_000, staticRedirects: 10_000 }).ok).toBe(true);
  });

  it('lists every limit exceeded, and no host for a site nothing but object storage and nginx fit', () => {
    const national = over('vercel', { files: 2_600_000, folders: 570_000, bytes: 26e9, largestFolder: { path: 'x/', files: 90_000 } });
    expect(national.violations.map(({ limit }) => limit)).toEqual(['files per CLI upload']);
    expect(national.message).toMatch(
      /by the same estimate: Firebase Hosting \(DEPLOY_HOST=firebase\), S3-compatible object storage \(DEPLOY_HOST=s3\), your own nginx \(DEPLOY_HOST=nginx\)\./,
    );
    expect(over('gitlab-pages', { files: 2_600_000, bytes: 26e9 }).violations.map(({ kind }) => kind)).toEqual(['total-bytes', 'entries']);
  });

  it('checks against the table it is given (tests), the documented one otherwise', () => {
    const tight: HostTable = { ...HOST_LIMITS, nginx: { name: 'a tiny nginx', limits: [{ kind: 'files', allowed: 10, source: 'test' }] } };
    expect(checkSiteAgainstHost(SMALL, 'nginx').ok).toBe(true);
    const check = checkSiteAgainstHost(SMALL, 'nginx', tight);
    expect(check.violations).toEqual([{ kind: 'files', limit: 'files per deployment', count: 4068, allowed: 10, source: 'test' }]);
  });

  it('gives every limit a source', () => {
    for (const host of DEPLOY_HOSTS) for (const limit of HOST_LIMITS[host].limits) expect(limit.source, `${host} ${limit.kind}`).not.toBe('');
  });
});

/** The table in docs/operations.md ("Hosts and their limits"): which of the measured sites fits which host. */
describe('the measured sites against the documented limits', () => {
  const sites: Record<string, SiteEstimate> = {
    // dist/ of `npm run build`, and data/bench/100k-site, counted file by file; national projected from 100k.
    default: { ...SMALL, files: 10_181, folders: 3024, bytes: 92_406_024, largestFolder: { path: 's/', files: 218 }, largestFileBytes: 475_499 },
    '100k': {
      ...SMALL,
      files: 288_133,
      folders: 63_731,
      bytes: 2_988_486_264,
      largestFolder: { path: 's/', files: 8514 },
      largestFileBytes: 6_879_401,
    },
    national: {
      ...SMALL,
      files: 2_600_000,
      folders: 570_000,
      bytes: 26e9,
      largestFolder: { path: 's/', files: 90_000 },
      largestFileBytes: 6_900_000,
    },
  };
  const fits = (host: DeployHost) => Object.keys(sites).filter((name) => checkSiteAgainstHost(sites[name] as SiteEstimate, host).ok);

  it.each([
    ['cloudflare-pages', ['default']],
    ['cloudflare-pages-paid', ['default']],
    ['netlify', ['default', '100k']],
    ['vercel', ['default']],
    ['github-pages', ['default']],
    ['gitlab-pages', ['default']],
    ['firebase', ['default', '100k', 'national']],
    ['s3', ['default', '100k', 'national']],
    ['nginx', ['default', '100k', 'national']],
  ] as const)('%s fits %j', (host, expected) => {
    expect(fits(host)).toEqual(expected);
  });
});

describe('rule counts', () => {
  it("counts the build's own _headers and _redirects", () => {
    expect(countHeaderRules(headersFile())).toBe(5); // every answer, the content-named folders (_astro/, media/, maps/), /sw.js
    // 'Blogs Not Found' for unknown blog addresses (issue 46, item 8), and the API when it lives elsewhere.
    expect(countRedirectRules(redirectsFile(undefined))).toEqual({ static: 0, dynamic: 1 });
    expect(countRedirectRules(redirectsFile('https://api.example.org'))).toEqual({ static: 0, dynamic: 2 });
  });

  it('tells static rules from dynamic ones (splats and placeholders)', () => {
    const redirects = ['# comment', '/old /new 301', '', '/blog/* /news/:splat', '/news/:year/:month /archive 302', '/a:b /c'].join('\n');
    expect(countRedirectRules(redirects)).toEqual({ static: 2, dynamic: 2 });
    expect(countHeaderRules('# c\n/*\n  X-A: 1\n\n/b\n  X-B: 2\n  X-C: 3\n')).toBe(2);
  });
});

describe('SiteTally', () => {
  it('counts files, every folder above them, and the folder with the most files', () => {
    const tally = new SiteTally();
    for (const file of ['index.html', '404.html', 'a/b/c/one.html', 'a/b/c/two.html', 'a/b/index.html', 'a/x/y/z.json', 'media/f.webp'])
      tally.addFile(file);
    tally.addUnplaced(5);
    expect(tally.files).toBe(12);
    // a/, a/b/, a/b/c/, a/x/, a/x/y/, media/
    expect(tally.folders()).toEqual({ count: 6, largest: { path: '', files: 2 } });
    tally.addFile('a/b/c/three.html');
    expect(tally.folders().largest).toEqual({ path: 'a/b/c/', files: 3 });
  });
});

describe('DEPLOY_HOST', () => {
  it('is one of the hosts, or unset', () => {
    expect(readSiteEnv({ DEPLOY_HOST: 'netlify' }).DEPLOY_HOST).toBe('netlify');
    expect(readSiteEnv({ DEPLOY_HOST: ' ' }).DEPLOY_HOST).toBeUndefined();
    expect(readSiteEnv({}).DEPLOY_HOST).toBeUndefined();
    expect(() => readSiteEnv({ DEPLOY_HOST: 'heroku' })).toThrow(
      /DEPLOY_HOST: DEPLOY_HOST must be one of cloudflare-pages, cloudflare-pages-paid, netlify, vercel/,
    );
  });
});
