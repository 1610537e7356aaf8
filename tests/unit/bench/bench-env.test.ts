import { describe, expect, it } from 'vitest';
import { readBenchEnv } from '../../../scripts/bench/bench-env.ts';

describe('readBenchEnv', () => {
  it("reads the transport of the benchmark crawl, undici's unless named", () => {
    expect(readBenchEnv({})).toEqual({ CRAWL_TRANSPORT: 'undici' });
    expect(readBenchEnv({ CRAWL_TRANSPORT: '' })).toEqual({ CRAWL_TRANSPORT: 'undici' });
    expect(readBenchEnv({ CRAWL_TRANSPORT: 'ky' })).toEqual({ CRAWL_TRANSPORT: 'ky' });
    expect(readBenchEnv({ CRAWL_TRANSPORT: 'ky-node' })).toEqual({ CRAWL_TRANSPORT: 'ky-node' });
    expect(() => readBenchEnv({ CRAWL_TRANSPORT: 'hand' })).toThrow(/CRAWL_TRANSPORT: CRAWL_TRANSPORT must be one of undici, ky, ky-node/);
  });
});
