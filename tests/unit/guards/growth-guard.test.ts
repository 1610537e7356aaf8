/** The growth guard's limit: half as many again, at least NIGHT_MIN_GROWTH more, a first night up to its own cap. */
import { describe, expect, it } from 'vitest';
import { readSiteEnv } from '../../../src/config/env.ts';
import { describeGrowth, growthLimit, growthLimitsOf, judgeGrowth } from '../../../scripts/guards/growth-guard.ts';

const limits = growthLimitsOf(readSiteEnv({}));

describe('the growth guard', () => {
  it('lets a large site grow by half, a small one by 1,000, a first night to 3 million requests', () => {
    expect(growthLimit(2_000_000, limits)).toBe(3_000_000);
    expect(growthLimit(400, limits)).toBe(1_400);
    expect(growthLimit(undefined, limits)).toBe(3_000_000);
  });

  it('refuses only past the limit, and says how to accept it', () => {
    expect(judgeGrowth('pages', 10_000, 15_000, limits).refused).toBe(false);
    const verdict = judgeGrowth('pages', 10_000, 15_001, limits, ['/best-doctors/[state]/[city]: 5,001 pages added to 8,000']);
    expect(verdict).toMatchObject({ refused: true, before: 10_000, after: 15_001, limit: 15_000 });
    const message = describeGrowth(verdict, limits, 'Kept.');
    expect(message).toContain("tonight's answers would publish 15,001 pages against 10,000 last night; the limit is 15,000");
    expect(message).toContain('/best-doctors/[state]/[city]: 5,001 pages added');
    expect(message).toContain('--accept-growth (or NIGHT_ACCEPT_GROWTH=1)');
  });
});
