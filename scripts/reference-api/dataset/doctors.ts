/** Makes realistic doctors: names, gender, age, credentials and education, ratings, practice locations, reviews. */
import type { PeopleMaker } from './people.ts';
import type { Random } from './random.ts';
import { dentalSchools, medicalSchools, patientComments, residencyPrograms, type SpecialityEntry } from './reference-lists.ts';
import { escapeLikeUpstream } from './upstream-text.ts';

export interface PlaceOfPractice {
  readonly cityName: string;
  readonly stateCode: string;
  readonly zip: string;
}

export interface GeneratedDoctor {
  readonly name: string;
  readonly gender: 'Male' | 'Female';
  readonly age: number;
  readonly rating: string;
  readonly hasImage: boolean;
  /** Main address and phone, then up to three further practice locations with fax numbers. */
  readonly address: string;
  readonly phone: string;
  readonly locations: ReadonlyArray<{ readonly address: string; readonly phone: string; readonly fax: string }>;
  readonly education: string;
  readonly otherSpecialties: string;
  readonly comments: string;
}

// Family names with apostrophes, so that entity cleaning is exercised on names in every region.
const APOSTROPHE_NAMES = ["O'Brien", "O'Connor", "D'Angelo", "O'Neill", "D'Souza", "O'Malley", "O'Hara", "D'Amico"];

// The letters after a provider's name follow from the speciality.
const CREDENTIALS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Dentist|Orthodont|Periodont|Endodont|Oral Surg/, 'DDS'],
  [/Psycholog/, 'PsyD'],
  [/Nurse Pract/, 'MSN, APRN'],
  [/Physician Assist/, 'MPAS, PA-C'],
  [/Physical Ther/, 'DPT'],
  [/Occupational/, 'OTD'],
  [/Speech/, 'MS, CCC-SLP'],
  [/Chiropract/, 'DC'],
  [/Optometr/, 'OD'],
  [/Podiatr/, 'DPM'],
  [/Audiolog/, 'AuD'],
  [/Nutrition/, 'MS, RDN'],
  [/Counselor|Therapists/, 'MA, LPC'],
  [/Midwi/, 'MSN, CNM'],
];

function credentialOf(speciality: SpecialityEntry, random: Random): string {
  for (const [pattern, credential] of CREDENTIALS) if (pattern.test(speciality.name)) return credential;
  return random.chance(0.12) ? 'DO' : 'MD';
}

// 'Johns Hopkins University School of Medicine' → 'Johns Hopkins University', for degrees other than medicine.
function universityOf(school: string): string {
  return school.replace(/\s+(School|College) of .*$|\s+Medical School$|\s+Medical College$/, '');
}

function educationOf(speciality: SpecialityEntry, age: number, random: Random): string {
  const credential = credentialOf(speciality, random);
  const graduated = 2026 - age + random.int(24, 28);
  if (credential === 'DDS') return `DDS, ${random.pick(dentalSchools)}, ${graduated}`;
  if (credential === 'MD' || credential === 'DO') {
    const degree = `${credential}, ${random.pick(medicalSchools)}, ${graduated}`;
    const residency = `Residency, ${random.pick(residencyPrograms)}, ${graduated + random.int(3, 5)}`;
    return random.chance(0.35) ? `${degree}//${residency}//Board Certified, ${speciality.taxonomy}` : `${degree}//${residency}`;
  }
  return `${credential}, ${universityOf(random.pick(medicalSchools))}, ${graduated}`;
}

function ratingText(random: Random): string {
  if (random.chance(0.12)) return '';
  // Skewed towards the high end, as review sites are.
  const percent = Math.round(100 - Math.abs(random.next() + random.next() - 1) * 45);
  return `${Math.min(100, Math.max(55, percent))} ratings`;
}

/** Creates the doctor maker; `speciality` and `place` decide credentials and addresses. */
export function createDoctorMaker(people: PeopleMaker, random: Random, allSpecialities: readonly SpecialityEntry[]) {
  const addressIn = (place: PlaceOfPractice): string => `${people.streetAddress()}, ${place.cityName}, ${place.stateCode} ${place.zip}`;
  const phone = (): string => people.phone();
  const initials = 'ABCDEFGHJKLMNPRSTW';

  return function makeDoctor(speciality: SpecialityEntry, place: PlaceOfPractice, index: number): GeneratedDoctor {
    const gender = random.chance(0.52) ? 'Female' : 'Male';
    const first = people.firstName(gender);
    const middle = random.chance(0.3) ? ` ${random.pick([...initials])}.` : '';
    const last = index % 97 === 13 ? random.pick(APOSTROPHE_NAMES) : people.lastName();
    const age = random.int(29, 76);
    const locationCount = random.pickWeighted([0, 1, 2, 3], (n) => [40, 30, 18, 12][n] ?? 0);
    const locations = Array.from({ length: locationCount }, () => ({
      address: addressIn(place),
      phone: phone(),
      fax: random.chance(0.7) ? phone() : '',
    }));
    const others = random.sample(
      allSpecialities.length,
      random.pickWeighted([0, 1, 2], (n) => [60, 30, 10][n] ?? 0),
    );
    const otherSpecialties = others
      .map((i) => allSpecialities[i])
      .filter((entry): entry is SpecialityEntry => entry !== undefined && entry.name !== speciality.name)
      .map((entry) => entry.taxonomy);
    const commentCount = random.pickWeighted([0, 1, 2, 3, 4], (n) => [25, 25, 22, 16, 12][n] ?? 0);
    const comments = random.sample(patientComments.length, commentCount).map((i) => patientComments[i] ?? '');
    return {
      name: escapeLikeUpstream(`${first}${middle} ${last}`),
      gender,
      age,
      rating: ratingText(random),
      hasImage: random.chance(0.4),
      address: addressIn(place),
      phone: phone(),
      locations,
      education: educationOf(speciality, age, random),
      otherSpecialties: escapeLikeUpstream(otherSpecialties.join('//')),
      comments: escapeLikeUpstream(comments.join('//')),
    };
  };
}

/** One review left as the upstream feed has it, markup included: the site must show it as text, never run it. */
export const HOSTILE_COMMENT = 'Great doctor! <img src=x onerror="alert(1)"> <script>alert("xss")</script>';
