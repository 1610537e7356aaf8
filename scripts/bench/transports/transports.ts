/** The transports the benchmarks compare (src/api/http-transport.ts says what each one must do; `npm run bench:crawl
 * -- --transports` measures them against each other). The crawl itself always sends through undici's. */
import { Agent, fetch as undiciFetch } from 'undici';
import type { HttpTransport, TransportFactory, TransportOptions } from '../../../src/api/http-transport.ts';
import { createUndiciTransport } from '../../../src/api/undici-transport.ts';
import { createKyTransport } from './ky-transport.ts';

/** undici's `request` with its retry interceptor (the crawl's), ky on undici's fetch with a shared keep-alive Agent,
 * ky on Node's own fetch (its global dispatcher). */
export const TRANSPORT_KINDS = ['undici', 'ky', 'ky-node'] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

/** The factory the crawl's client takes for a transport kind. */
export const transportFactoryOf =
  (kind: TransportKind): TransportFactory =>
  (options) =>
    createTransport(kind, options);

function createTransport(kind: TransportKind, options: TransportOptions): HttpTransport {
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
