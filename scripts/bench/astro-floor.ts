/**
 * Astro's floor: the same Astro building the same number of pages of a trivial template, in a throwaway project
 * inside the repository (so it uses the project's node_modules), split as the build splits the site: as many
 * processes as it has shards, each a disjoint part of the pages, as many at once as it runs. Returns pages/s.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import pLimit from 'p-limit';

const ASTRO_CLI = join(dirname(createRequire(import.meta.url).resolve('astro/package.json')), 'bin', 'astro.mjs');

export interface FloorLayout {
  /** Processes, each building a disjoint part of the pages (the build's shards). */
  readonly processes: number;
  /** How many of them run at once (the build's parallelism). */
  readonly parallel: number;
  /** Where the parts write, each freed as it ends (a tmpfs: the national floor's 2.8 million files do not fit the
   * disk beside the site); by default beside the project, all kept to the end (no deletion slows the next part). */
  readonly partsDir?: string;
}

export async function measureAstroFloor(
  workDir: string,
  pages: number,
  layout: FloorLayout,
): Promise<{ pages: number; seconds: number; pagesPerSecond: number }> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(join(workDir, 'src', 'pages'), { recursive: true });
  writeFileSync(join(workDir, 'astro.config.mjs'), "export default { output: 'static', build: { format: 'preserve' } };\n");
  // Part i of n: the pages whose number is i modulo n.
  writeFileSync(
    join(workDir, 'src', 'pages', '[id].astro'),
    `---\nexport function getStaticPaths() {\n  const [part, parts] = (process.env.FLOOR_PART ?? '0/1').split('/').map(Number);\n  const paths = [];\n  for (let i = part; i < ${pages}; i += parts) paths.push({ params: { id: String(i) } });\n  return paths;\n}\nconst { id } = Astro.params;\n---\n<html lang="en"><head><title>Page {id}</title></head><body><h1>Page {id}</h1></body></html>\n`,
  );
  const outDirOf = (part: number) => join(layout.partsDir ?? workDir, `dist-${part}`);
  const build = async (part: number) => {
    const child = spawn(process.execPath, [ASTRO_CLI, 'build', '--root', workDir, '--outDir', outDirOf(part)], {
      cwd: workDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1', FLOOR_PART: `${part}/${layout.processes}` },
    });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`The trivial Astro build (part ${part}/${layout.processes}) exited with ${code}`);
    if (layout.partsDir) rmSync(outDirOf(part), { recursive: true, force: true });
  };
  const limit = pLimit(Math.max(1, layout.parallel));
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.max(1, layout.processes) }, (_, part) => limit(() => build(part))));
  const seconds = (performance.now() - started) / 1000;
  rmSync(workDir, { recursive: true, force: true });
  return { pages, seconds, pagesPerSecond: pages / seconds };
}
