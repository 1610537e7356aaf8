/** Great-circle distances in miles, and how the near-me results say them. */

/** The Earth's mean radius in miles. */
export const EARTH_RADIUS_MILES = 3958.8;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

export interface Point {
  readonly latitude: number;
  readonly longitude: number;
}

/** The great-circle (haversine) distance between two points, in miles. */
export function milesBetween(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The shortest distance in miles from a point to a parallel of latitude (along the meridian). */
export function milesToParallel(point: Point, latitude: number): number {
  return EARTH_RADIUS_MILES * radians(Math.abs(point.latitude - latitude));
}

/** The shortest distance in miles from a point to a meridian `degrees` of longitude east or west of it (capped at 90). */
export function milesToMeridian(point: Point, degrees: number): number {
  const apart = radians(Math.min(Math.abs(degrees), 90));
  return EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.cos(radians(point.latitude)) * Math.sin(apart)));
}

/** A distance as shown: one decimal under 10 miles ('4.2 miles'), whole miles above ('12 miles'). */
export function formatMiles(miles: number): string {
  const shown = miles < 9.95 ? miles.toFixed(1) : Math.round(miles).toLocaleString('en-US');
  return `${shown} miles`;
}
