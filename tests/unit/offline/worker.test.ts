/** The offline worker's pure parts (issue 46, item 7): what the shell loads, the bound on what is kept, the text served. */
import { describe, expect, it } from 'vitest';
import { WORKER_LIMITS, workerSource } from '../../../src/hosting/worker-file.ts';
import { filesOfPage, overflowOf, pageKeyOf, staticImportsOf } from '../../../src/offline/worker.ts';

describe('the files a page loads', () => {
  it('are the content-named ones its HTML names', () => {
    const html = `<link rel="stylesheet" href="/_astro/index.Ab1.css"><script type="module" src="/_astro/page.X2.js"></script>
      <link rel="icon" href="/favicon.svg"><a href="/saved/">Saved</a><img src="/media/a.webp" alt=""><a href="https://x.test/_astro/y.js">x</a>
      <link rel="stylesheet" href="/_astro/index.Ab1.css">`;
    expect(filesOfPage(html, ['_astro/', 'media/'])).toEqual(['/_astro/index.Ab1.css', '/_astro/page.X2.js', '/media/a.webp']);
  });

  it('and the modules a script imports statically, not those it loads when used', () => {
    const code = 'import{a as b}from"./progress.C1.js";import"./side.D2.js";export{c}from"./e.F3.js";const m=()=>import("./react.G4.js");';
    expect(staticImportsOf(code, '/_astro/page.X2.js')).toEqual(['/_astro/progress.C1.js', '/_astro/side.D2.js', '/_astro/e.F3.js']);
  });
});

describe('what the worker keeps', () => {
  it('drops the oldest past the bound', () => {
    expect(overflowOf(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
    expect(overflowOf(['a', 'b'], 2)).toEqual([]);
    expect(overflowOf([], 2)).toEqual([]);
  });

  it('keys a page by its address without query or fragment', () => {
    expect(pageKeyOf('https://site.test/best-doctors/?q=x#top')).toBe('https://site.test/best-doctors/');
  });
});

describe('the worker file', () => {
  const source = workerSource();

  it('is plain JavaScript that runs the worker with its limits and shell', () => {
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('"shell":["/offline/","/saved/"]');
    expect(source).toContain(`"maxPages":${WORKER_LIMITS.maxPages}`);
    expect(source).not.toMatch(/:\s*(string|number|Response|WorkerScope)\b[,)]/);
  });

  it('names its caches by a version that changes with its text, and is the same on every build', () => {
    const version = /"version":"([a-z0-9]+)"/.exec(source)?.[1];
    expect(version).toMatch(/^[a-z0-9]{4,}$/);
    expect(workerSource()).toBe(source);
  });
});
