/**
 * Layers run one way: no two folders of src/ or scripts/ import each other, directly or round a longer loop. Imports
 * are read from every source file, `.astro` components included (a picture drawn from TypeScript alone misses them).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../../src/lib/files-under.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCE = /\.(?:ts|tsx|mts|mjs|js|astro)$/;
// `import x from './y'`, `export … from './y'`, `import('./y')`, `import './y'`, `new URL('./y', import.meta.url)`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

/** Each folder (relative to the project) and the folders its files import from. */
function folderGraph(root: string, tops: readonly string[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const top of tops) {
    for (const file of filesUnder(join(root, top), (name) => name !== 'node_modules')) {
      if (!SOURCE.test(file)) continue;
      const path = join(root, top, file);
      const from = relative(root, dirname(path));
      const edges = graph.get(from) ?? new Set<string>();
      graph.set(from, edges);
      for (const match of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
        const to = relative(root, dirname(resolve(dirname(path), match[2] as string)));
        if (to !== from && tops.some((name) => to === name || to.startsWith(`${name}/`))) edges.add(to);
      }
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan): each is a cycle. */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      group.push(member);
      if (member === node) break;
    }
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

describe('folders import one way', () => {
  it('finds a cycle through an .astro import (the check can fail)', () => {
    const graph = new Map([
      ['src/layouts', new Set(['src/components'])],
      ['src/components', new Set(['src/layouts'])],
      ['src/lib', new Set<string>()],
    ]);
    expect(cyclesOf(graph)).toEqual([['src/components', 'src/layouts']]);
  });

  it('has no folder cycle in src/ or scripts/', () => {
    const graph = folderGraph(ROOT, ['src', 'scripts']);
    expect(graph.get('src/layouts')?.size ?? 0, 'the .astro files are read').toBeGreaterThan(0);
    expect(cyclesOf(graph)).toEqual([]);
  });
});
