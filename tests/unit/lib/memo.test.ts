import { describe, expect, it, vi } from 'vitest';
import { memoized } from '../../../src/lib/memo.ts';
import { collectFacts, factsSoFar, isRecording, latestChange, recordFact, untracked } from '../../../src/lib/read-tracking.ts';

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

describe('memoized, while a page records what it reads', () => {
  it('replays the facts its first computation read to every later caller', () => {
    const cityName = memoized(
      (city: string) => {
        recordFact({ call: `["cityName","${city}"]`, digest: city.toUpperCase(), changedAt: '2026-11-20T00:00:00.000Z' });
        return city;
      },
      (city) => city,
    );
    // First computed outside any page (a getStaticPaths), then answered from the memo inside two pages.
    cityName('austin');
    const first = collectFacts(() => cityName('austin'));
    const second = collectFacts(() => [cityName('austin'), cityName('dallas')]);
    expect(first.facts.map((fact) => fact.call)).toEqual(['["cityName","austin"]']);
    expect(second.facts.map((fact) => fact.call)).toEqual(['["cityName","austin"]', '["cityName","dallas"]']);
    expect(latestChange(second.facts)).toBe('2026-11-20T00:00:00.000Z');
  });

  it('records nothing for reads made untracked, and nothing outside a page', () => {
    const page = collectFacts(() => untracked(() => recordFact({ call: 'hidden', digest: '-' })));
    expect(page.facts).toEqual([]);
    expect(isRecording()).toBe(false);
    expect(factsSoFar()).toBeUndefined();
  });
});
