/** Near-me's distances: great-circle miles, and how a result says them (one decimal under 10 miles, issue 35). */
import { describe, expect, it } from 'vitest';
import { formatMiles, milesBetween, milesToMeridian, milesToParallel } from '../../../src/near/distance.ts';

describe('milesBetween', () => {
  // Known great-circle distances: JFK–LAX is about 2,475 statute miles; a degree of latitude about 69 miles.
  it.each([
    ['the same point', { latitude: 40.7128, longitude: -74.006 }, { latitude: 40.7128, longitude: -74.006 }, 0, 0.001],
    ['JFK to LAX', { latitude: 40.6398, longitude: -73.7789 }, { latitude: 33.9425, longitude: -118.4081 }, 2475, 12],
    ['one degree of latitude', { latitude: 40, longitude: -100 }, { latitude: 41, longitude: -100 }, 69.1, 0.2],
    ['one degree of longitude at 60°N (half of the equator’s)', { latitude: 60, longitude: 10 }, { latitude: 60, longitude: 11 }, 34.5, 0.2],
    ['across the antimeridian (Aleutians)', { latitude: 52, longitude: 179.5 }, { latitude: 52, longitude: -179.5 }, 42.6, 0.3],
  ])('%s', (_name, a, b, miles, tolerance) => {
    expect(Math.abs(milesBetween(a, b) - miles)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(milesBetween(b, a) - miles)).toBeLessThanOrEqual(tolerance);
  });
});

describe('bounds used to stop reading cells', () => {
  it('are never more than the distance to any point beyond them', () => {
    const point = { latitude: 45.3, longitude: -93.2 };
    for (let step = 0; step < 200; step++) {
      const other = { latitude: 20 + ((step * 7.3) % 50), longitude: -160 + ((step * 13.1) % 95) };
      if (other.latitude >= 46) expect(milesToParallel(point, 46)).toBeLessThanOrEqual(milesBetween(point, other) + 1e-9);
      const east = other.longitude - point.longitude;
      if (east > 0) expect(milesToMeridian(point, east)).toBeLessThanOrEqual(milesBetween(point, other) + 1e-9);
    }
  });
});

describe('formatMiles', () => {
  it.each([
    [0.04, '0.0 miles'],
    [0.35, '0.3 miles'],
    [4.24, '4.2 miles'],
    [9.94, '9.9 miles'],
    [9.96, '10 miles'],
    [12.4, '12 miles'],
    [1234.5, '1,235 miles'],
  ])('%d → %s', (miles, text) => {
    expect(formatMiles(miles)).toBe(text);
  });
});
