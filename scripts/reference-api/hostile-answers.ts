/**
 * Answers of a badly behaved or compromised API, for the tests and benchmarks of the crawl's limits (issue 45): a body
 * that never ends, a decompression bomb, an answer far too large, and a list that fans out into far more items than
 * the directory has. Each is a fault mode of faults.ts, named by endpoint like the others.
 */
import { gzipSync } from 'node:zlib';

const MiB = 1024 * 1024;

/** A body that sends its headers, then one byte a second, for ever (until the caller hangs up). */
export function trickleResponse(): Response {
  let timer: NodeJS.Timeout | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('['));
      timer = setInterval(() => controller.enqueue(new TextEncoder().encode(' ')), 1000);
    },
    cancel: () => clearInterval(timer),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

// One gzip member of a MiB of spaces weighs about 1 KB; a gzip stream may hold many members, read as one body.
let spacesMember: Buffer | undefined;

/** A gzip answer of a JSON list that inflates to about `bytes` (2 MB on the wire per 2 GiB), sent a member at a time. */
export function bombResponse(bytes: number): Response {
  spacesMember ??= gzipSync(Buffer.alloc(MiB, ' '));
  const member = spacesMember;
  let left = Math.ceil(bytes / MiB);
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(gzipSync('[')),
    pull(controller) {
      if (left-- > 0) return controller.enqueue(member);
      controller.enqueue(gzipSync(']'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } });
}

/** The answer `json` padded to about `bytes` with whitespace, sent a MiB at a time without a length. */
export function oversizedResponse(json: string, bytes: number): Response {
  const padding = new Uint8Array(MiB).fill(0x20);
  let left = Math.ceil(Math.max(0, bytes - json.length) / MiB);
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(json)),
    pull(controller) {
      if (left-- > 0) return controller.enqueue(padding);
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

/** Copies a value with every string in it suffixed, so each copy names other places, listings and pages. */
function renamed(value: unknown, suffix: string): unknown {
  if (typeof value === 'string') return `${value} ${suffix}`;
  if (Array.isArray(value)) return value.map((item) => renamed(item, suffix));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renamed(item, suffix)]));
  return value;
}

/** A list grown to `items` entries, the extra ones copies of its own with other names: one answer that would make
 * the crawl queue `items` requests where the directory has a few. */
export function fannedOut(list: readonly unknown[], items: number): unknown[] {
  if (list.length === 0) return [];
  return Array.from({ length: Math.max(items, list.length) }, (_, i) =>
    i < list.length ? list[i] : renamed(list[i % list.length], `fan${Math.floor(i / list.length)}`),
  );
}
