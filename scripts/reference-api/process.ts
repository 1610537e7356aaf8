/**
 * Runs the reference API in a child process, so that it has a core of its own while the crawl or a load test
 * runs in this one. Resolves with its URL once it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

export interface ApiProcess {
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `server.ts` on a free port with the given extra environment (API_DB_PATH, fault variables...). */
export async function startApiProcess(env: Readonly<Record<string, string>> = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => reject(new Error(`The reference API exited with code ${code} before listening:\n${output}`)));
  });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
