import { describe, expect, it, vi } from 'vitest';
import { memoized } from '../../../src/lib/memo.ts';

describe('memoized', () => {
  it('answers a key it has seen without computing again, undefined answers included', () => {
    const compute = vi.fn((state: string, city: string) => (city === 'nowhere' ? undefined : `${city}, ${state}`));
    const cityName = memoized(compute, (state, city) => `${state}/${city}`);
    expect(cityName('texas', 'austin')).toBe('austin, texas');
    expect(cityName('texas', 'austin')).toBe('austin, texas');
    expect(cityName('texas', 'nowhere')).toBeUndefined();
    expect(cityName('texas', 'nowhere')).toBeUndefined();
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('forgets the oldest answers past its limit', () => {
    const compute = vi.fn((key: string) => key.length);
    const remembered = memoized(compute, (key) => key, 2);
    remembered('a');
    remembered('bb');
    remembered('ccc');
    expect(compute).toHaveBeenCalledTimes(3);
    remembered('bb');
    remembered('ccc');
    expect(compute).toHaveBeenCalledTimes(3);
    remembered('a');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
