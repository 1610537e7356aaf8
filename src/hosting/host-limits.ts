/**
 * The documented limits of the static hosts `dist/` may be deployed to (src/config/deploy-hosts.ts), each with the page that
 * documents it, and the check of a site against them. The build estimates the site it is about to write as soon as
 * the crawl has listed its pages (scripts/pipeline/build-pipeline.ts) and stops before rendering when it would not
 * fit: a host refusing the deploy after an hour of rendering, or silently truncating it, is worse.
 */
import { DEPLOY_HOSTS, type DeployHost } from '../config/deploy-hosts.ts';

/** What a limit counts. */
export type LimitKind =
  | 'files'
  | 'entries'
  | 'files-per-folder'
  | 'total-bytes'
  | 'file-bytes'
  | 'headers-rules'
  | 'static-redirects'
  | 'dynamic-redirects';

export interface HostLimit {
  readonly kind: LimitKind;
  readonly allowed: number;
  /** The page that documents it (or, where none was found, where the figure comes from). */
  readonly source: string;
  /** How the host words it, when more precise than the kind's label. */
  readonly label?: string;
}

export interface HostRecord {
  readonly name: string;
  readonly limits: readonly HostLimit[];
  /** What else to do when the site outgrows this host (the message also names the hosts it fits). */
  readonly advice?: string;
}

export type HostTable = Readonly<Record<DeployHost, HostRecord>>;

const KiB = 1024;
const MiB = 1024 * KiB;
const GiB = 1024 * MiB;

const CLOUDFLARE_LIMITS = 'https://developers.cloudflare.com/pages/platform/limits/';
/** Cloudflare Pages' rule files are read by the same limits on both plans. */
const CLOUDFLARE_RULES: readonly HostLimit[] = [
  { kind: 'file-bytes', allowed: 25 * MiB, source: CLOUDFLARE_LIMITS },
  { kind: 'headers-rules', allowed: 100, source: 'https://developers.cloudflare.com/pages/configuration/headers/' },
  { kind: 'static-redirects', allowed: 2000, source: 'https://developers.cloudflare.com/pages/configuration/redirects/' },
  { kind: 'dynamic-redirects', allowed: 100, source: 'https://developers.cloudflare.com/pages/configuration/redirects/' },
];

/** The documented limits, one record per host (docs/operations.md, "Hosts and their limits", says where each was checked). */
export const HOST_LIMITS: HostTable = {
  'cloudflare-pages': {
    name: 'Cloudflare Pages (free plan)',
    limits: [{ kind: 'files', allowed: 20_000, source: `${CLOUDFLARE_LIMITS}#files` }, ...CLOUDFLARE_RULES],
  },
  'cloudflare-pages-paid': {
    name: 'Cloudflare Pages (paid plans)',
    limits: [
      { kind: 'files', allowed: 100_000, source: 'https://developers.cloudflare.com/changelog/post/2026-01-23-pages-file-limit-increase/' },
      ...CLOUDFLARE_RULES,
    ],
    advice: "Cloudflare's object storage, R2, has no file limit",
  },
  netlify: {
    name: 'Netlify',
    limits: [
      // No current Netlify page states it; the figure is the issue's, as reported by sites that hit it.
      { kind: 'files-per-folder', allowed: 54_000, source: 'no current Netlify page found (figure from the issue)' },
      { kind: 'file-bytes', allowed: 10_000_000, source: 'https://www.netlify.com/docs/build-gotchas/' },
    ],
  },
  vercel: {
    name: 'Vercel',
    limits: [
      {
        kind: 'files',
        allowed: 15_000,
        label: 'files per CLI upload',
        // The API refuses more: "`files` should NOT have more than 15000 items".
        source: 'https://vercel.com/docs/limits',
      },
    ],
    advice: '`vercel deploy --archive=tgz` uploads one archive, which this count does not limit (deploy that way with DEPLOY_HOST unset)',
  },
  'github-pages': {
    name: 'GitHub Pages',
    limits: [
      { kind: 'total-bytes', allowed: GiB, source: 'https://docs.github.com/en/pages/getting-started-with-github-pages/github-pages-limits' },
      {
        kind: 'file-bytes',
        allowed: 100 * MiB,
        source: 'https://docs.github.com/en/repositories/working-with-files/managing-large-files/about-large-files-on-github',
      },
    ],
  },
  'gitlab-pages': {
    name: 'GitLab Pages (GitLab.com)',
    limits: [
      { kind: 'total-bytes', allowed: GiB, source: 'https://docs.gitlab.com/user/gitlab_com/#gitlab-pages' },
      { kind: 'entries', allowed: 200_000, source: 'https://docs.gitlab.com/user/gitlab_com/#gitlab-pages' },
    ],
    advice: 'a self-managed GitLab can raise both limits',
  },
  firebase: {
    name: 'Firebase Hosting',
    // Only what holds on every plan: the Spark plan's 10 GB of storage is a quota the Blaze plan bills instead.
    limits: [{ kind: 'file-bytes', allowed: 2 * GiB, source: 'https://firebase.google.com/docs/hosting/usage-quotas-pricing' }],
  },
  s3: {
    name: 'S3-compatible object storage',
    // npm run deploy uploads each file with one PUT (scripts/deploy/targets.ts); multipart objects go up to 50 TB.
    limits: [
      {
        kind: 'file-bytes',
        allowed: 5 * GiB,
        label: 'largest file in one PUT',
        source: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/upload-objects.html',
      },
    ],
  },
  nginx: { name: 'your own nginx', limits: [] },
};

/** The site `dist/` is about to hold, or holds, as the limits count it. */
export interface SiteEstimate {
  readonly files: number;
  /** Folders below the site's root. */
  readonly folders: number;
  readonly bytes: number;
  /** The folder with the most files directly in it, from the site's root ('specialities/best-doctors-for-x/'). */
  readonly largestFolder: { readonly path: string; readonly files: number };
  readonly largestFileBytes: number;
  readonly headersRules: number;
  readonly staticRedirects: number;
  readonly dynamicRedirects: number;
  /** How the figures were had, for the message ('estimated before rendering', 'measured'). */
  readonly basis: string;
}

export interface Violation {
  readonly kind: LimitKind;
  readonly limit: string;
  readonly count: number;
  readonly allowed: number;
  readonly source: string;
}

export interface HostCheck {
  readonly ok: boolean;
  readonly host: DeployHost;
  readonly violations: readonly Violation[];
  /** One line when the site fits; what it exceeds and what to do when it does not. */
  readonly message: string;
}

const LIMIT_LABELS: Readonly<Record<LimitKind, string>> = {
  files: 'files per deployment',
  entries: 'files and folders per site',
  'files-per-folder': 'files in one folder',
  'total-bytes': 'total size',
  'file-bytes': 'largest file',
  'headers-rules': 'rules in _headers',
  'static-redirects': 'static rules in _redirects',
  'dynamic-redirects': 'dynamic rules in _redirects',
};

const countOf = (site: SiteEstimate, kind: LimitKind): number => {
  switch (kind) {
    case 'files':
      return site.files;
    case 'entries':
      return site.files + site.folders;
    case 'files-per-folder':
      return site.largestFolder.files;
    case 'total-bytes':
      return site.bytes;
    case 'file-bytes':
      return site.largestFileBytes;
    case 'headers-rules':
      return site.headersRules;
    case 'static-redirects':
      return site.staticRedirects;
    case 'dynamic-redirects':
      return site.dynamicRedirects;
  }
};

const isBytes = (kind: LimitKind): boolean => kind === 'total-bytes' || kind === 'file-bytes';

/** A size as people read it: 88.1 MiB, 2.60 GiB. */
export function formatBytes(bytes: number): string {
  if (bytes >= GiB) return `${(bytes / GiB).toFixed(2)} GiB`;
  if (bytes >= MiB) return `${(bytes / MiB).toFixed(1)} MiB`;
  return `${(bytes / KiB).toFixed(1)} KiB`;
}

const figure = (kind: LimitKind, value: number): string => (isBytes(kind) ? formatBytes(value) : value.toLocaleString('en-US'));

/** The limits of `record` that `site` exceeds. */
function violationsOf(site: SiteEstimate, record: HostRecord): Violation[] {
  return record.limits
    .map((limit) => ({ limit, count: countOf(site, limit.kind) }))
    .filter(({ limit, count }) => count > limit.allowed)
    .map(({ limit, count }) => ({
      kind: limit.kind,
      limit: limit.label ?? LIMIT_LABELS[limit.kind],
      count,
      allowed: limit.allowed,
      source: limit.source,
    }));
}

/** What the site exceeds on `host`, by `hosts`' limits (the documented ones unless a test gives its own). */
export function checkSiteAgainstHost(site: SiteEstimate, host: DeployHost, hosts: HostTable = HOST_LIMITS): HostCheck {
  const record = hosts[host];
  const violations = violationsOf(site, record);
  const summary =
    `${site.files.toLocaleString('en-US')} files, ${formatBytes(site.bytes)}, at most ` +
    `${site.largestFolder.files.toLocaleString('en-US')} in one folder (${site.basis})`;
  if (violations.length === 0) return { ok: true, host, violations, message: `The site fits ${record.name}, DEPLOY_HOST=${host}: ${summary}.` };
  const lines = violations.map((violation) => {
    const where = violation.kind === 'files-per-folder' ? ` (/${site.largestFolder.path})` : '';
    return `  ${violation.limit}: ${figure(violation.kind, violation.count)}${where}, the limit is ${figure(violation.kind, violation.allowed)} (${violation.source})`;
  });
  const fitting = DEPLOY_HOSTS.filter((other) => other !== host && violationsOf(site, hosts[other]).length === 0).map(
    (other) => `${hosts[other].name} (DEPLOY_HOST=${other})`,
  );
  return {
    ok: false,
    host,
    violations,
    message: [
      `The site does not fit ${record.name}, DEPLOY_HOST=${host}: ${summary}.`,
      ...lines,
      `What to do: ${record.advice ? `${record.advice}; or ` : ''}deploy it where it fits, by the same estimate: ${fitting.join(', ')}. ` +
        'Object storage (npm run deploy with DEPLOY_TARGET=s3://bucket: S3, Cloudflare R2, Google Cloud Storage) and your own nginx ' +
        '(DEPLOY_TARGET=file:///folder) have no file limit. docs/operations.md, "Hosts and their limits", compares the hosts.',
    ].join('\n'),
  };
}

/** Rules in a `_headers` file: each unindented line that is not a comment starts one. */
export function countHeaderRules(text: string): number {
  return text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#') && !/^\s/.test(line)).length;
}

/** Rules in a `_redirects` file, static and dynamic (a source with a splat or a placeholder). */
export function countRedirectRules(text: string): { readonly static: number; readonly dynamic: number } {
  const sources = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/)[0] ?? '');
  const dynamic = sources.filter((source) => source.includes('*') || /(^|\/):\w/.test(source)).length;
  return { static: sources.length - dynamic, dynamic };
}

/**
 * Files and folders of a site, counted as they are added (paths from the site's root), without keeping the paths:
 * a folder is kept with its count of files, so a national site's 2.6 million pages cost its folders, not its files.
 */
export class SiteTally {
  private readonly filesIn = new Map<string, number>();
  private placed = 0;
  private unplaced = 0;

  /** A file at `path` ('best-doctors/texas/index.html'). */
  addFile(path: string): void {
    const slash = path.lastIndexOf('/');
    const folder = slash < 0 ? '' : path.slice(0, slash + 1);
    const known = this.filesIn.get(folder);
    this.filesIn.set(folder, (known ?? 0) + 1);
    this.placed++;
    if (known !== undefined) return;
    // A new folder: its parents, up to the first one already counted (whose own parents are then counted too).
    for (let parent = parentOf(folder); parent !== undefined && !this.filesIn.has(parent); parent = parentOf(parent)) {
      this.filesIn.set(parent, 0);
    }
  }

  /** Files whose folders are not known (an allowance for files not listed yet). */
  addUnplaced(count: number): void {
    this.unplaced += count;
  }

  get files(): number {
    return this.placed + this.unplaced;
  }

  /** Folders below the root, and the one with the most files directly in it. */
  folders(): { readonly count: number; readonly largest: { readonly path: string; readonly files: number } } {
    let largest = { path: '', files: 0 };
    for (const [path, files] of this.filesIn) if (files > largest.files) largest = { path, files };
    return { count: this.filesIn.size - (this.filesIn.has('') ? 1 : 0), largest };
  }
}

/** 'a/b/' → 'a/', 'a/' → '' (the root), '' → none. */
function parentOf(folder: string): string | undefined {
  if (folder === '') return undefined;
  const slash = folder.lastIndexOf('/', folder.length - 2);
  return slash < 0 ? '' : folder.slice(0, slash + 1);
}
