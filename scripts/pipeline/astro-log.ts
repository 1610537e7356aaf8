/** Reads Astro's build log: which pages it rendered and which it reused from the incremental cache. */
export interface RenderCounts {
  readonly rendered: string[];
  readonly reused: number;
}

// '  ├─ /best-doctors/index.html (+12ms)' is rendered; '... (cached)' or '(restored)' is reused.
export function readRenderLog(log: string): RenderCounts {
  const plain = log.replace(/\u001b\[[0-9;]*m/g, '');
  const rendered = [...plain.matchAll(/[├└]─ (\S+) \(\+[\d.]+m?s\)/g)].map((match) => match[1] ?? '');
  const reused = [...plain.matchAll(/[├└]─ \S+ \((cached|restored)\)/g)].length;
  return { rendered, reused };
}
