/**
 * The rules the site's URLs need on a static host (DESIGN.md "Trailing slashes on a static host"), for nginx:
 * list pages are folders served with a trailing slash (nginx adds it), detail pages are `name-uid.html` files
 * served without extension, a detail URL with a trailing slash is redirected to the one without, unknown paths
 * get 404.html (the home screen) with status 404, those under /blogs/ 'Blogs Not Found'; hashed assets are cached for a year, HTML for minutes; text is
 * compressed; security headers on every answer.
 */
import { BLOG_NOT_FOUND_PATH, BLOGS_URL } from '../routes/urls.ts';
import { CACHE_RULES, SECURITY_HEADERS, WORKER_PATH } from './headers.ts';

/** The folder whose unknown addresses get 'Blogs Not Found' instead of the home screen. */
const BLOG_NOT_FOUND_PREFIX = BLOGS_URL;

export interface NginxSiteOptions {
  /** The folder to serve (dist/). */
  readonly root: string;
  /** `listen` value: '80', '127.0.0.1:8080'. */
  readonly listen: string;
  readonly serverName?: string;
  /** Proxies /api/ to the directory API (the forms' same-origin default). */
  readonly apiUpstream?: string;
}

// add_header in a location replaces the server's: every location repeats the security headers.
const securityHeaders = (indent: string): string =>
  Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join('\n');

const cacheHeader = (indent: string, value: string): string => `${indent}add_header Cache-Control "${value}" always;`;

/** A `server { }` block for nginx. */
export function nginxServerBlock(options: NginxSiteOptions): string {
  const api = options.apiUpstream
    ? `
  location /api/ {
    proxy_pass ${options.apiUpstream.replace(/\/+$/, '')};
    proxy_set_header Host $proxy_host;
    client_max_body_size 64k;
  }
`
    : '';
  return `server {
  listen ${options.listen};
  server_name ${options.serverName ?? '_'};
  root ${options.root};
  index index.html;
  absolute_redirect off;
  charset utf-8;
  charset_types text/css application/javascript application/json image/svg+xml;
  # Unknown paths get the home screen, those under /blogs/ 'Blogs Not Found' (spec section 8); status 404 either way.
  set $not_found /404.html;
  if ($uri ~ ^${BLOG_NOT_FOUND_PREFIX}) {
    set $not_found ${BLOG_NOT_FOUND_PATH}.html;
  }
  error_page 404 $not_found;

  gzip on;
  gzip_vary on;
  gzip_min_length 512;
  gzip_comp_level 6;
  gzip_types text/css application/javascript application/json image/svg+xml application/xml text/xml text/plain;
${api}
  # Host files (_headers, _redirects, this file) are not part of the site; _astro/ is.
  location ~ ^/_(?!astro/) {
    return 404;
  }

  # Hashed bundles and content-named images never change.
  location ~ ^/(_astro|media)/ {
${cacheHeader('    ', CACHE_RULES.immutable)}
${securityHeaders('    ')}
    try_files $uri =404;
  }

  # The offline worker: revalidated on every check, so a new deploy's worker is found at once.
  location = ${WORKER_PATH} {
${cacheHeader('    ', CACHE_RULES.worker)}
${securityHeaders('    ')}
    try_files $uri =404;
  }

  # A detail page asked with a trailing slash: redirect to the address without it.
  location ~ ^(?<detail>.+)/$ {
    if (-f $document_root$detail.html) {
      return 301 $detail$is_args$args;
    }
${cacheHeader('    ', CACHE_RULES.page)}
${securityHeaders('    ')}
    try_files $uri/index.html =404;
  }

  # Detail pages are served without their .html; list folders get their trailing slash added by nginx.
  location / {
${cacheHeader('    ', CACHE_RULES.page)}
${securityHeaders('    ')}
    try_files $uri.html $uri $uri/ =404;
  }

  location = /404.html {
${cacheHeader('    ', CACHE_RULES.page)}
${securityHeaders('    ')}
    internal;
  }

  location = ${BLOG_NOT_FOUND_PATH}.html {
${cacheHeader('    ', CACHE_RULES.page)}
${securityHeaders('    ')}
    internal;
  }
}
`;
}

/** The account nginx's workers run as (the `user` directive): names, as nginx looks them up with getpwnam/getgrnam. */
export interface NginxWorkerUser {
  readonly name: string;
  readonly group: string;
}

export interface NginxStandaloneOptions extends NginxSiteOptions {
  /** Where the pid, error log and temporary files go. */
  readonly tempDir: string;
  /** Only for an nginx started as root, which otherwise runs its workers as `nobody`; others cannot switch users. */
  readonly user?: NginxWorkerUser;
}

/** A whole nginx.conf running one site in the foreground, for tests and local previews (no root needed). */
export function nginxStandaloneConfig(options: NginxStandaloneOptions): string {
  // The `user` directive is main-context only, so it lives here and never in the server block hosts copy.
  const user = options.user ? `user ${options.user.name} ${options.user.group};\n` : '';
  return `${user}worker_processes 1;
daemon off;
pid ${options.tempDir}/nginx.pid;
error_log ${options.tempDir}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${options.tempDir}/body;
  proxy_temp_path ${options.tempDir}/proxy;
  fastcgi_temp_path ${options.tempDir}/fastcgi;
  uwsgi_temp_path ${options.tempDir}/uwsgi;
  scgi_temp_path ${options.tempDir}/scgi;
  sendfile on;
${nginxServerBlock(options)
  .split('\n')
  .map((line) => (line ? `  ${line}` : line))
  .join('\n')}
}
`;
}
