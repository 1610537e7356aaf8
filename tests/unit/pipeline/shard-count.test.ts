import { describe, expect, it } from 'vitest';
import { MAX_PAGES_PER_SHARD, shardCountFor } from '../../../scripts/pipeline/render-shard.ts';

describe('the default split of a build into shards', () => {
  it('is one shard per process that runs at once while each holds fewer pages than the cap', () => {
    expect(shardCountFor(1_000, 2)).toBe(2);
    expect(shardCountFor(2 * MAX_PAGES_PER_SHARD, 2)).toBe(2);
    expect(shardCountFor(0, 4)).toBe(4);
  });

  it('grows by whole rounds, so no last round leaves cores idle', () => {
    // Three shards' worth of pages on two cores: four shards in two rounds, not a third shard alone.
    expect(shardCountFor(2 * MAX_PAGES_PER_SHARD + 1, 2)).toBe(4);
    expect(shardCountFor(5 * MAX_PAGES_PER_SHARD, 4)).toBe(8);
    expect(shardCountFor(3 * MAX_PAGES_PER_SHARD, 1)).toBe(3);
  });
});
