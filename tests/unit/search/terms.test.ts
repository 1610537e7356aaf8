/** How the search reads the words of a query: specialities by their practitioners, states, titles and credentials. */
import { describe, expect, it } from 'vitest';
import { findSpeciality, parsePlace, parseQuery, specialityStem, toSpeciality } from '../../../src/search/terms.ts';
import { searchWords } from '../../../src/search/normalize.ts';

// The reference dataset's names (plural practitioners) and the names a real API gives (fields of medicine).
const SPECIALITIES = [
  'Cardiologists',
  'Cardiology',
  'Dentist',
  'Pediatric Dentists',
  'Pediatrics',
  'Family Medicine',
  'Internal Medicine',
  'Obstetrics & Gynecology',
  'Orthopedic Surgeons',
  'General Surgeons',
  'Psychiatrists',
  'Physical Therapists',
  'Marriage & Family Therapists',
  'Ear, Nose & Throat',
  'Sleep Medicine',
].map(toSpeciality);
const named = (text: string) => findSpeciality(searchWords(text), SPECIALITIES)?.speciality.name;

describe('specialities by the names of their practitioners', () => {
  it.each([
    ['cardiologist', 'cardiolog'],
    ['Cardiology', 'cardiolog'],
    ['cardiologists', 'cardiolog'],
    ['pediatrician', 'pediatr'],
    ['pediatrics', 'pediatr'],
    ['dentist', 'dent'],
    ['dentistry', 'dent'],
    ['dental', 'dent'],
    ['surgeon', 'surg'],
    ['surgery', 'surg'],
    ['psychiatrist', 'psychiatr'],
    ['psychiatry', 'psychiatr'],
    ['gynecologist', 'gynecolog'],
    ['obstetrician', 'obstetr'],
  ])('%s stems to %s', (word, stem) => {
    expect(specialityStem(searchWords(word)[0] ?? '')).toBe(stem);
  });

  it('finds the speciality a practitioner is named by, whichever form the directory uses', () => {
    const cardiology = [toSpeciality('Cardiology')];
    expect(findSpeciality(['cardiologist'], cardiology)?.speciality.name).toBe('Cardiology');
    expect(findSpeciality(['cardiologists'], [toSpeciality('Cardiologists')])?.speciality.name).toBe('Cardiologists');
    expect(named('pediatrician')).toBe('Pediatrics');
    expect(named('dentist')).toBe('Dentist');
    expect(named('pediatric dentist')).toBe('Pediatric Dentists');
    expect(named('gynecologist')).toBe('Obstetrics & Gynecology');
    expect(named('OB-GYN')).toBe('Obstetrics & Gynecology');
    expect(named('internist')).toBe('Internal Medicine');
    expect(named('family doctor')).toBe('Family Medicine');
    expect(named('orthopedic surgeon')).toBe('Orthopedic Surgeons');
    expect(named('ENT')).toBe('Ear, Nose & Throat');
    expect(named('sleep')).toBe('Sleep Medicine');
  });

  it('leaves names alone: a surname that is a bare stem is not a speciality', () => {
    expect(named('Arthur Dent')).toBeUndefined();
    expect(named('Bonnie')).toBeUndefined();
    expect(named('surgeon')).toBeUndefined();
  });
});

describe('parseQuery', () => {
  it('sets titles and credentials aside', () => {
    expect(parseQuery('Dr. Bonnie', 'doctor', SPECIALITIES).nameWords).toEqual(['bonnie']);
    expect(parseQuery('Smith MD', 'doctor', SPECIALITIES).nameWords).toEqual(['smith']);
    expect(parseQuery('Jane Smith, M.D., FACC', 'doctor', SPECIALITIES).nameWords).toEqual(['jane', 'smith']);
    expect(parseQuery('Dr Smith DDS', 'doctor', SPECIALITIES).nameWords).toEqual(['smith']);
  });

  it('keeps a word that would otherwise leave nothing to look for (Do is a surname)', () => {
    expect(parseQuery('Do', 'doctor', SPECIALITIES).nameWords).toEqual(['do']);
  });

  it('reads a speciality and a state out of the name box, with the words that join them', () => {
    expect(parseQuery('cardiologist', 'doctor', SPECIALITIES)).toEqual({
      nameWords: [],
      speciality: expect.objectContaining({ name: 'Cardiologists' }),
    });
    expect(parseQuery('best pediatrician in Illinois', 'doctor', SPECIALITIES)).toEqual({
      nameWords: [],
      speciality: expect.objectContaining({ name: 'Pediatrics' }),
      stateCode: 'IL',
    });
    expect(parseQuery('Dr. Bonnie cardiologist', 'doctor', SPECIALITIES)).toMatchObject({
      nameWords: ['bonnie'],
      speciality: { name: 'Cardiologists' },
    });
    expect(parseQuery('dentist west virginia', 'doctor', SPECIALITIES)).toMatchObject({ nameWords: [], stateCode: 'WV' });
  });

  it('sets the kind’s own nouns aside: “pharmacies in San Francisco” asks for no pharmacy named so', () => {
    expect(parseQuery('pharmacies in San Francisco', 'pharmacy', []).nameWords).toEqual(['san', 'francisco']);
    expect(parseQuery('urgent care near me', 'urgent_care', []).nameWords).toEqual(['urgent', 'care', 'near', 'me']);
  });
});

describe('parsePlace (the city box)', () => {
  it.each([
    ['Chicago', { cityWords: ['chicago'] }],
    ['Chicago, IL', { cityWords: ['chicago'], stateCode: 'IL' }],
    ['chicago illinois', { cityWords: ['chicago'], stateCode: 'IL' }],
    ['Illinois', { cityWords: [], stateCode: 'IL' }],
    ['IL', { cityWords: [], stateCode: 'IL' }],
    ['MD', { cityWords: [], stateCode: 'MD' }],
    ['San Francisco, California', { cityWords: ['san', 'francisco'], stateCode: 'CA' }],
  ])('%s', (text, place) => {
    expect(parsePlace(text)).toEqual(place);
  });
});
