/** The states' maps (issue 46, item 6): real outlines, one small file per state, cities placed where they are. */
import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, allStateMaps, stateMapOf } from '../../../src/geo/state-map.ts';
import { US_STATES } from '../../../src/lib/us-states.ts';

const at = (code: string, latitude: number, longitude: number) => stateMapOf(code)?.locate({ latitude, longitude });

describe('state maps', () => {
  it('draws every state and D.C., each a file of a few KB named by its content', () => {
    const maps = allStateMaps();
    expect(maps.map((map) => map.code)).toEqual(US_STATES.map((state) => state.code));
    for (const map of maps) {
      expect(map.path).toMatch(new RegExp(`^/maps/${map.code.toLowerCase()}\\.[0-9a-f]{10}\\.svg$`));
      expect(map.svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`));
      expect(Buffer.byteLength(map.svg), map.code).toBeLessThan(20_000);
    }
    const total = maps.reduce((sum, map) => sum + Buffer.byteLength(map.svg), 0);
    expect(total / maps.length).toBeLessThan(10_000);
  });

  it('is drawn the same on every build', () => {
    expect(stateMapOf('ny')?.path).toBe(stateMapOf('NY')?.path);
    expect(stateMapOf('XX')).toBeUndefined();
  });

  it('places cities where they are, north up', () => {
    const buffalo = at('NY', 42.886, -78.878);
    const newYork = at('NY', 40.713, -74.006);
    expect(buffalo && newYork && buffalo.x < newYork.x && buffalo.y < newYork.y).toBe(true);
    const honolulu = at('HI', 21.307, -157.858);
    const hilo = at('HI', 19.707, -155.09);
    expect(honolulu && hilo && honolulu.x < hilo.x && honolulu.y < hilo.y).toBe(true);
  });

  it('keeps Alaska whole across the 180th meridian, the Aleutians west of the Panhandle', () => {
    const adak = at('AK', 51.88, -176.658);
    const attu = at('AK', 52.9, 173.2); // east longitude: beyond the 180th meridian
    const ketchikan = at('AK', 55.342, -131.646);
    const utqiagvik = at('AK', 71.29, -156.789);
    for (const place of [adak, attu, ketchikan, utqiagvik]) expect(place).toBeDefined();
    expect(attu!.x).toBeLessThan(adak!.x);
    expect(adak!.x).toBeLessThan(ketchikan!.x);
    expect(utqiagvik!.y).toBeLessThan(adak!.y);
  });

  it('places nothing outside the frame', () => {
    expect(at('NY', 48.857, 2.352)).toBeUndefined();
  });
});
