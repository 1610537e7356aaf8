/** Makes realistic hospitals, pharmacies, urgent care clinics and group practices: names, hours, qualities. */
import type { PeopleMaker } from './people.ts';
import type { Random } from './random.ts';
import {
  groupPracticeNamePatterns,
  hospitalNamePatterns,
  hospitalQualities,
  officeHourPatterns,
  pharmacyNamePatterns,
  practiceFields,
  saints,
  urgentCareNamePatterns,
} from './reference-lists.ts';
import { fillPattern } from './upstream-text.ts';

export type FacilityKind = 'pharmacy' | 'urgent_care' | 'group_practice';

/** The speciality a group practice of each field lists, by its display name. */
export const SPECIALITY_OF_FIELD: Readonly<Record<string, string>> = {
  Cardiology: 'Cardiologists',
  Orthopedics: 'Orthopedic Surgeons',
  Pediatrics: 'Pediatrics',
  'Family Medicine': 'Family Medicine',
  'Internal Medicine': 'Internal Medicine',
  Dermatology: 'Dermatologists',
  Gastroenterology: 'Gastroenterologists',
  Neurology: 'Neurologists',
  Urology: 'Urologists',
  Ophthalmology: 'Ophthalmologists',
  "Women's Health": 'Obstetrics & Gynecology',
  'Obstetrics & Gynecology': 'Obstetrics & Gynecology',
  Endocrinology: 'Endocrinologists',
  Pulmonology: 'Pulmonologists',
  Rheumatology: 'Rheumatologists',
  Oncology: 'Oncologists',
  'Allergy & Asthma': 'Allergy & Immunology',
  Psychiatry: 'Psychiatrists',
  Podiatry: 'Podiatrists',
  'Primary Care': 'Family Medicine',
};

export interface WeekHours {
  readonly monday: string;
  readonly tuesday: string;
  readonly wednesday: string;
  readonly thursday: string;
  readonly friday: string;
  readonly saturday: string;
  readonly sunday: string;
}

const NO_HOURS: WeekHours = { monday: '', tuesday: '', wednesday: '', thursday: '', friday: '', saturday: '', sunday: '' };
const WEEKDAY_PATTERNS = officeHourPatterns.filter((hours) => hours !== 'Closed' && hours !== '24 Hours');

/** Office hours as the API sends them: text per day; some days empty, some listings with no hours at all. */
export function makeWeekHours(kind: FacilityKind, random: Random): WeekHours {
  if (random.chance(0.08)) return NO_HOURS;
  if (kind === 'pharmacy' && random.chance(0.1)) {
    return {
      monday: '24 Hours',
      tuesday: '24 Hours',
      wednesday: '24 Hours',
      thursday: '24 Hours',
      friday: '24 Hours',
      saturday: '24 Hours',
      sunday: '24 Hours',
    };
  }
  const weekday =
    kind === 'urgent_care' ? random.pick(['8:00 AM - 8:00 PM', '9:00 AM - 9:00 PM', '7:00 AM - 7:00 PM']) : random.pick(WEEKDAY_PATTERNS);
  const weekend = (openChance: number): string => {
    if (random.chance(openChance))
      return kind === 'urgent_care' ? weekday : random.pick(['9:00 AM - 1:00 PM', '10:00 AM - 6:00 PM', '9:00 AM - 5:00 PM']);
    return random.chance(0.6) ? 'Closed' : '';
  };
  const saturday = weekend(kind === 'group_practice' ? 0.25 : 0.8);
  const sunday = weekend(kind === 'group_practice' ? 0.05 : kind === 'urgent_care' ? 0.8 : 0.4);
  // A few listings leave a weekday blank (a half-filled record upstream).
  const blankDay = random.chance(0.06) ? random.int(0, 4) : -1;
  const day = (index: number): string => (index === blankDay ? '' : weekday);
  return { monday: day(0), tuesday: day(1), wednesday: day(2), thursday: day(3), friday: day(4), saturday, sunday };
}

/** Hospital qualities: a comma-separated list of services. */
export function makeHospitalQualities(random: Random): string {
  return random
    .sample(hospitalQualities.length, random.int(3, 10))
    .sort((a, b) => a - b)
    .map((i) => hospitalQualities[i])
    .join(', ');
}

/** Creates name makers that never repeat a name within one state. */
export function createNameMakers(people: PeopleMaker, random: Random) {
  const used = new Set<string>();
  const unique = (stateCode: string, cityName: string, make: () => string): string => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const name = make();
      if (!used.has(`${stateCode}|${name.toLowerCase()}`)) {
        used.add(`${stateCode}|${name.toLowerCase()}`);
        return name;
      }
    }
    // Crowded states run out of distinct patterns: a branch name keeps the listing distinct.
    for (let branch = 2; ; branch++) {
      const name = `${make()} - ${cityName} ${branch}`;
      if (!used.has(`${stateCode}|${name.toLowerCase()}`)) {
        used.add(`${stateCode}|${name.toLowerCase()}`);
        return name;
      }
    }
  };
  const slots = (cityName: string, field = ''): Record<string, string> => ({
    city: cityName,
    county: cityName,
    surname: people.lastName(),
    surname2: people.lastName(),
    street: people.street(),
    saint: random.pick(saints),
    field,
  });
  return {
    hospital: (stateCode: string, cityName: string): string =>
      unique(stateCode, cityName, () => fillPattern(random.pick(hospitalNamePatterns), slots(cityName))),
    pharmacy: (stateCode: string, cityName: string): string =>
      unique(stateCode, cityName, () => fillPattern(random.pick(pharmacyNamePatterns), slots(cityName))),
    urgentCare: (stateCode: string, cityName: string): string =>
      unique(stateCode, cityName, () => fillPattern(random.pick(urgentCareNamePatterns), slots(cityName))),
    groupPractice: (stateCode: string, cityName: string): { name: string; speciality: string } => {
      const field = random.pick(practiceFields);
      const name = unique(stateCode, cityName, () => fillPattern(random.pick(groupPracticeNamePatterns), slots(cityName, field)));
      return { name, speciality: SPECIALITY_OF_FIELD[field] ?? 'Family Medicine' };
    },
  };
}
