/** Chooses the crawl's transport (http-transport.ts says what each one must do; `npm run bench:crawl -- --transports`
 * measures them against each other). */
import { Agent, fetch as undiciFetch } from 'undici';
import type { HttpTransport, TransportKind, TransportOptions } from './http-transport.ts';
import { createKyTransport } from './ky-transport.ts';
import { createUndiciTransport } from './undici-transport.ts';

export function createTransport(kind: TransportKind, options: TransportOptions): HttpTransport {
  switch (kind) {
    case 'ky': {
      // Node's own fetch cannot take undici 8's Agent (its bundled undici is 7), so ky calls undici's fetch with it;
      // that fetch does not know Node's Request class, so the request goes to it as its parts.
      const dispatcher = new Agent({ keepAliveTimeout: 30_000 });
      const fetch = async (input: Request, init?: RequestInit) =>
        (await undiciFetch(input.url, {
          method: input.method,
          headers: [...input.headers],
          ...(input.body ? { body: await input.arrayBuffer() } : {}),
          signal: input.signal,
          ...(init as object),
          dispatcher,
        })) as unknown as Response;
      return createKyTransport({ ...options, fetch: fetch as typeof globalThis.fetch });
    }
    case 'ky-node':
      return createKyTransport(options);
    case 'undici':
      return createUndiciTransport(options);
  }
}
