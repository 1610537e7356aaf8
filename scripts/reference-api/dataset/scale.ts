/** How big a dataset to generate: named presets, or a doctor count with the rest in national proportions. */
export interface Scale {
  readonly name: string;
  readonly doctors: number;
  readonly hospitals: number;
  readonly pharmacies: number;
  readonly urgentCares: number;
  readonly groupPractices: number;
  /** Cities across all states that host listings (the empty-state cities come on top). */
  readonly cities: number;
}

/** National scale: about the size of the US directory the site must handle. */
const NATIONAL: Scale = {
  name: 'national',
  doctors: 1_050_000,
  hospitals: 6_100,
  pharmacies: 62_000,
  urgentCares: 14_000,
  groupPractices: 20_000,
  cities: 9_000,
};

export const SCALES: Readonly<Record<string, Scale>> = {
  // Small and quick: the test suites seed this one.
  tiny: { name: 'tiny', doctors: 700, hospitals: 70, pharmacies: 110, urgentCares: 55, groupPractices: 60, cities: 80 },
  // The embedded default `npm run build` crawls: every route family and empty state, built in a few minutes.
  default: {
    name: 'default',
    doctors: 2_500,
    hospitals: 180,
    pharmacies: 350,
    urgentCares: 140,
    groupPractices: 170,
    cities: 150,
  },
  '100k': {
    name: '100k',
    doctors: 100_000,
    hospitals: 1_800,
    pharmacies: 7_000,
    urgentCares: 1_600,
    groupPractices: 2_200,
    cities: 2_500,
  },
  national: NATIONAL,
};

/** The most doctors `--scale` takes: every US clinician with an NPI, about five times the national directory (the
 * size the pipeline must still fit; its identifiers and cities hold at that size). */
export const MAX_DOCTORS = 5_000_000;

/** Reads `--scale`: a preset name (tiny, default, 100k, national) or a number of doctors. */
export function parseScale(value: string): Scale {
  const preset = SCALES[value];
  if (preset) return preset;
  const doctors = Number(value.replace(/_/g, ''));
  if (!Number.isInteger(doctors) || doctors < 100 || doctors > MAX_DOCTORS) {
    throw new Error(`--scale must be one of ${Object.keys(SCALES).join(', ')} or a number of doctors between 100 and ${MAX_DOCTORS}, got '${value}'`);
  }
  const base = SCALES.default as Scale;
  const share = doctors / NATIONAL.doctors;
  const scaled = (key: Exclude<keyof Scale, 'name'>): number => Math.max(base[key], Math.round(NATIONAL[key] * share));
  return {
    name: String(doctors),
    doctors,
    hospitals: scaled('hospitals'),
    pharmacies: scaled('pharmacies'),
    urgentCares: scaled('urgentCares'),
    groupPractices: scaled('groupPractices'),
    cities: Math.min(NATIONAL.cities, Math.max(base.cities, Math.round(Math.sqrt(share) * NATIONAL.cities))),
  };
}
