import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closureDigest, codeClosure } from '../../../scripts/bench/code-closure.ts';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};
const project = () => {
  root = mkdtempSync(join(tmpdir(), 'closure-'));
  write(
    'scripts/entry.ts',
    "import { a } from '../src/a.ts';\nconst w = new URL('./worker.ts', import.meta.url);\nconst db = new URL('../data/x.sqlite', import.meta.url);\n",
  );
  write('scripts/worker.ts', "const lazy = await import('./lazy.ts');\n");
  write('scripts/lazy.ts', 'export const lazy = 1;\n');
  write('src/a.ts', "export { b } from './b.ts';\nimport 'node:fs';\nimport z from 'zod';\n");
  write('src/b.ts', 'export const b = 1;\n');
  write('src/unrelated.ts', 'export const c = 1;\n');
  write('data/x.sqlite', 'not code');
};
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the code a benchmark stage runs', () => {
  it('follows static, dynamic and worker imports, and leaves out packages, data and unreached files', () => {
    project();
    expect(codeClosure(root, ['scripts/entry.ts'])).toEqual(['scripts/entry.ts', 'scripts/lazy.ts', 'scripts/worker.ts', 'src/a.ts', 'src/b.ts']);
  });

  it('changes its digest with code the stage reaches, not with other code or data', () => {
    project();
    const before = closureDigest(root, ['scripts/entry.ts']);
    write('src/unrelated.ts', 'export const c = 2;\n');
    write('data/x.sqlite', 'other data');
    expect(closureDigest(root, ['scripts/entry.ts'])).toBe(before);
    write('src/b.ts', 'export const b = 2;\n');
    expect(closureDigest(root, ['scripts/entry.ts'])).not.toBe(before);
  });
});
