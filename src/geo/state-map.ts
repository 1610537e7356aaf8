/**
 * A small map of one state made from real geography: the Census Bureau's state shapes (public domain, through
 * the `us-atlas` package's TopoJSON), drawn at build time as one SVG file per state that every page of the state
 * shares, and a function placing a city on it. No script, no tile server, no request to a third party.
 *
 * Projection: Albers equal-area conic fitted to each state, standard parallels at one sixth and five sixths of its
 * latitudes, central meridian through its centroid (the USGS rule for state maps). A conic keeps a mid-latitude
 * state's shape and north up; per state, so Maine and Washington are not sheared as on a map of the nation; and
 * rotated to the state, so Alaska, whose Aleutians cross the 180th meridian, is one piece with the USGS's own
 * parallels (55° and 65° N around 154° W), and Hawaii keeps its size. Equirectangular with a cos(latitude) factor
 * would squash Alaska, whose cosines run from 0.63 to 0.33.
 */
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoBounds, geoCentroid, geoConicEqualArea, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { feature, mesh } from 'topojson-client';
import { presimplify, simplify, sphericalTriangleArea } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { z } from 'zod';
import { US_STATES } from '../lib/us-states.ts';
import type { Place } from './gazetteer.ts';

/** The map's frame in CSS pixels: every state's map has this size, its neighbours around it. */
export const MAP_WIDTH = 400;
export const MAP_HEIGHT = 240;
const PADDING = 14;
/** Where the state files are served from: named by their content, so cached for good. */
export const MAP_FOLDER = 'maps';
// Points that move the outline by less than about half a pixel squared are dropped: the file stays a few KB.
const MIN_PIXEL_AREA = 1;

export interface StateMap {
  readonly code: string;
  readonly name: string;
  /** The site path of the state's SVG file, '/maps/ny.1a2b3c4d.svg'. */
  readonly path: string;
  readonly svg: string;
  /** Where a place is on the map, in its pixels; undefined when it falls outside the frame. */
  readonly locate: (place: Place) => { readonly x: number; readonly y: number } | undefined;
}

// What this module reads of the package's file: a topology whose states carry their names.
const AtlasSchema = z.object({
  type: z.literal('Topology'),
  objects: z.object({
    states: z.object({
      type: z.literal('GeometryCollection'),
      geometries: z.array(z.object({ type: z.string(), properties: z.object({ name: z.string() }) }).loose()),
    }),
  }),
});

type StateProperties = { readonly name: string };
type Atlas = Topology<{ states: GeometryCollection<StateProperties> }>;

let atlas: Atlas | undefined;

function loadAtlas(): Atlas {
  if (atlas) return atlas;
  const file = createRequire(import.meta.url).resolve('us-atlas/states-10m.json');
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const checked = AtlasSchema.safeParse(parsed);
  if (!checked.success) throw new Error(`${file} is not the states topology this map expects (us-atlas 3): ${checked.error.message}`);
  // Weighted once: each state's map keeps the points that matter at its own scale (simplify below).
  atlas = presimplify(parsed as Atlas, sphericalTriangleArea);
  return atlas;
}

/** The state's projection, fitted to the frame (see the module's comment for why this one). */
function projectionOf(state: Feature<Polygon | MultiPolygon>): GeoProjection {
  const [[, south], [, north]] = geoBounds(state);
  const [centralMeridian] = geoCentroid(state);
  const sixth = (north - south) / 6;
  return geoConicEqualArea()
    .parallels([south + sixth, north - sixth])
    .rotate([-centralMeridian, 0])
    .fitExtent(
      [
        [PADDING, PADDING],
        [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING],
      ],
      state,
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
}

const round = (value: number): number => Math.round(value * 10) / 10;

function drawState(code: string, name: string): StateMap | undefined {
  const full = loadAtlas();
  const fullStates = feature(full, full.objects.states) as FeatureCollection<Polygon | MultiPolygon, StateProperties>;
  const shape = fullStates.features.find((state) => state.properties.name === name);
  if (!shape) return undefined;
  const projection = projectionOf(shape);
  // One pixel is 1/scale radians at the map's centre: the weight below which a point is not worth its bytes.
  const simple = simplify(full, MIN_PIXEL_AREA / projection.scale() ** 2);
  const states = simple.objects.states;
  const path = geoPath(projection).digits(1);
  const own = states.geometries.find((geometry) => geometry.properties && 'name' in geometry.properties && geometry.properties.name === name);
  if (!own) return undefined;
  const others = { ...states, geometries: states.geometries.filter((geometry) => geometry !== own) };
  const drawn = (d: string | null): string => d ?? '';
  const neighbours = drawn(path(feature(simple, others)));
  const borders = drawn(path(mesh(simple, others, (a, b) => a !== b)));
  const outline = drawn(path(feature(simple, own)));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="#edf0f2"/>`,
    neighbours && `<path d="${neighbours}" fill="#fbfcfc"/>`,
    borders && `<path d="${borders}" fill="none" stroke="#cfd6db" stroke-width="1"/>`,
    `<path d="${outline}" fill="#d7ebcd" stroke="#4f7a45" stroke-width="1.5" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
  return {
    code,
    name,
    path: `/${MAP_FOLDER}/${code.toLowerCase()}.${hash('sha1', svg, 'hex').slice(0, 10)}.svg`,
    svg,
    locate: ({ latitude, longitude }) => {
      const point = projection([longitude, latitude]);
      if (!point) return undefined;
      const [x, y] = point;
      return x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT ? { x: round(x), y: round(y) } : undefined;
    },
  };
}

const drawnMaps = new Map<string, StateMap | undefined>();

/** The map of a state by its USPS code ('NY'); undefined for a code the atlas has no shape for. */
export function stateMapOf(code: string): StateMap | undefined {
  const upper = code.toUpperCase();
  if (!drawnMaps.has(upper)) {
    const state = US_STATES.find((candidate) => candidate.code === upper);
    drawnMaps.set(upper, state && drawState(state.code, state.name));
  }
  return drawnMaps.get(upper);
}

/** The maps of the 50 states and the District of Columbia, for the build to write. */
export function allStateMaps(): StateMap[] {
  return US_STATES.flatMap((state) => stateMapOf(state.code) ?? []);
}
