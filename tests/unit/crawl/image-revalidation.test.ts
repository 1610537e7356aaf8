/** A night revalidates a share of the images whose address did not change, each once within the period. */
import { describe, expect, it } from 'vitest';
import { isImageDue, nightNumberOf } from '../../../src/crawl/image-revalidation.ts';

const urls = Array.from({ length: 7000 }, (_, i) => `http://127.0.0.1:4567/images/doctors/${i}.jpg`);

describe('image revalidation', () => {
  it('checks every image exactly once in any run of 7 consecutive nights, about a seventh each night', () => {
    const first = nightNumberOf(new Date('2026-11-27T02:00:00Z'));
    const checks = new Map<string, number>();
    for (let night = first; night < first + 7; night++) {
      const due = urls.filter((url) => isImageDue(url, night, 7));
      expect(due.length).toBeGreaterThan(700);
      expect(due.length).toBeLessThan(1300);
      for (const url of due) checks.set(url, (checks.get(url) ?? 0) + 1);
    }
    expect(checks.size).toBe(urls.length);
    expect(new Set(checks.values())).toEqual(new Set([1]));
  });

  it('gives an image the same slot whatever port the image host listens on', () => {
    for (let night = 0; night < 7; night++) {
      expect(isImageDue('http://127.0.0.1:9999/images/doctors/5.jpg', night, 7)).toBe(isImageDue(urls[5] ?? '', night, 7));
    }
  });

  it('revalidates every image every night with a period of one night', () => {
    expect(urls.every((url) => isImageDue(url, 12345, 1))).toBe(true);
  });

  it('numbers consecutive nights consecutively', () => {
    expect(nightNumberOf(new Date('2026-11-28T01:00:00Z')) - nightNumberOf(new Date('2026-11-27T23:00:00Z'))).toBe(1);
  });
});
