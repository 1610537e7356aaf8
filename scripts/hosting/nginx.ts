/**
 * The nginx rules the site's URLs need on a static host (DESIGN.md "Trailing slashes on a static host"):
 * list pages are folders served with a trailing slash (nginx adds it), detail pages are `name-uid.html` files
 * served without extension, a detail URL with a trailing slash is redirected to the one without, and unknown
 * paths get 404.html (the home screen) with status 404.
 */
export interface NginxSiteOptions {
  /** The folder to serve (dist/). */
  readonly root: string;
  /** `listen` value: '80', '127.0.0.1:8080'. */
  readonly listen: string;
  readonly serverName?: string;
}

/** A `server { }` block for nginx. */
export function nginxServerBlock(options: NginxSiteOptions): string {
  return `server {
  listen ${options.listen};
  server_name ${options.serverName ?? '_'};
  root ${options.root};
  index index.html;
  absolute_redirect off;
  charset utf-8;
  error_page 404 /404.html;

  # A detail page asked with a trailing slash: redirect to the address without it.
  location ~ ^(?<detail>.+)/$ {
    if (-f $document_root$detail.html) {
      return 301 $detail$is_args$args;
    }
    try_files $uri/index.html =404;
  }

  # Detail pages are served without their .html; list folders get their trailing slash added by nginx.
  location / {
    try_files $uri.html $uri $uri/ =404;
  }
}
`;
}

/** A whole nginx.conf running one site in the foreground, for tests and local previews (no root needed). */
export function nginxStandaloneConfig(options: NginxSiteOptions & { readonly tempDir: string }): string {
  return `worker_processes 1;
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
