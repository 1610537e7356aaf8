/**
 * Astro's floor: the same Astro building the same number of pages of a trivial template, in a throwaway project
 * inside the repository (so it uses the project's node_modules). Returns pages/s.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const ASTRO_CLI = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');

export async function measureAstroFloor(workDir: string, pages: number): Promise<{ pages: number; seconds: number; pagesPerSecond: number }> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(join(workDir, 'src', 'pages'), { recursive: true });
  writeFileSync(join(workDir, 'astro.config.mjs'), "export default { output: 'static', build: { format: 'preserve' } };\n");
  writeFileSync(
    join(workDir, 'src', 'pages', '[id].astro'),
    `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${pages} }, (_, i) => ({ params: { id: String(i) } }));\n}\nconst { id } = Astro.params;\n---\n<html lang="en"><head><title>Page {id}</title></head><body><h1>Page {id}</h1></body></html>\n`,
  );
  const started = performance.now();
  const child = spawn(process.execPath, [ASTRO_CLI, 'build', '--root', workDir], {
    cwd: workDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`The trivial Astro build exited with ${code}`);
  const seconds = (performance.now() - started) / 1000;
  rmSync(workDir, { recursive: true, force: true });
  return { pages, seconds, pagesPerSecond: pages / seconds };
}
