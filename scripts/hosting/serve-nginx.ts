/**
 * Serves a built site through a real nginx with the site's rules, in the foreground: for tests and for looking
 * at the output as a host would serve it. `startNginx()` resolves once nginx answers.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type NginxWorkerUser, nginxStandaloneConfig } from '../../src/hosting/nginx.ts';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  readonly url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server.close();
  return port;
}

/** The account of a uid, by name as nginx's `user` wants it; `id` asks NSS, so LDAP and friends count too. */
function account(uid: number): NginxWorkerUser | undefined {
  // `+` makes `id` read the number as a uid even where an account is named with digits.
  const lookup = (flag: string): string => execFileSync('id', [flag, `+${uid}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { name: lookup('-nu'), group: lookup('-ng') };
  } catch {
    return undefined;
  }
}

/**
 * Who nginx's workers run as. Started as root, nginx runs them as `nobody`, who cannot read a site in a private
 * folder (root's home, `mktemp -d`): they run as the site folder's owner instead, or as root when that uid has no
 * account. Started as anyone else, nginx cannot switch users and its workers already read as the invoking user.
 */
export function workerUser(root: string): (NginxWorkerUser & { readonly uid: number }) | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const { uid } = statSync(root);
  const owner = account(uid);
  if (owner) return { ...owner, uid };
  const self = account(0);
  return self ? { ...self, uid: 0 } : undefined;
}

/** Starts nginx serving `root` on a local port (a free one unless given), proxying /api/ when an upstream is given. */
export async function startNginx(root: string, requestedPort?: number, apiUpstream?: string): Promise<RunningNginx> {
  const tempDir = mkdtempSync(join(tmpdir(), 'nginx-'));
  const port = requestedPort ?? (await freePort());
  const config = join(tempDir, 'nginx.conf');
  const user = workerUser(root);
  // Workers write request bodies and proxied answers under tempDir (0700): a non-root worker must be able to enter it.
  if (user && user.uid !== 0) chownSync(tempDir, user.uid, -1);
  writeFileSync(
    config,
    nginxStandaloneConfig({
      root: resolve(root),
      listen: `127.0.0.1:${port}`,
      tempDir,
      ...(user ? { user: { name: user.name, group: user.group } } : {}),
      ...(apiUpstream ? { apiUpstream } : {}),
    }),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', tempDir, '-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    try {
      await fetch(url, { redirect: 'manual' });
      break;
    } catch (error) {
      if (attempt > 100) throw new Error(`nginx did not answer on ${url}: ${errors || String(error)}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await once(child, 'exit');
      }
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.main) {
  const root = process.argv[2] ?? 'dist';
  const port = process.argv[3] ? Number(process.argv[3]) : undefined;
  // `--with-api`: the reference API behind /api/, where the forms post when no PUBLIC_API_BASE_URL was set.
  const api = process.argv.includes('--with-api') ? await (await import('../reference-api/process.ts')).startApiProcess() : undefined;
  const nginx = await startNginx(root, port, api?.url);
  console.log(
    `Serving ${root} with nginx at ${nginx.url}${api ? ` (forms post to the reference API at ${api.url} through /api/)` : ''} (Ctrl+C stops)`,
  );
  const stop = () => void Promise.all([nginx.stop(), api?.stop()]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
