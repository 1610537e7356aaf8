import { describe, expect, it } from 'vitest';
import { ASTRO_ISLAND_STYLE, withIslandStyleInHead } from '../../../src/lib/island-style.ts';

describe("Astro's island style", () => {
  it('moves from the body to the end of the head, the rest of the page as it was', () => {
    const page = `<html><head><title>Café · Señor</title></head><body><p>Ünïcödé</p>${ASTRO_ISLAND_STYLE}<astro-island></astro-island></body></html>`;
    expect(withIslandStyleInHead(page)).toBe(
      `<html><head><title>Café · Señor</title>${ASTRO_ISLAND_STYLE}</head><body><p>Ünïcödé</p><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without it, without a head, or with it in the head already, as it was', () => {
    for (const page of [
      '<html><head></head><body><p>No islands</p></body></html>',
      `<p>fragment</p>${ASTRO_ISLAND_STYLE}`,
      `<html><head>${ASTRO_ISLAND_STYLE}</head><body></body></html>`,
    ]) {
      expect(withIslandStyleInHead(page)).toBe(page);
    }
  });
});
