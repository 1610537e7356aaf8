import { describe, expect, it } from 'vitest';
import { formatLongDate, personSpeciality, personSpecialityPhrase } from '../../../src/lib/format.ts';

describe('formatLongDate', () => {
  it.each([
    // An API date without a zone is a calendar day: the same day wherever the build runs.
    ['2024-05-13T00:00:00', 'May 13, 2024'],
    ['2026-11-20', 'November 20, 2026'],
    // A dated change (ISO with a zone) is the day it was in UTC.
    ['2026-11-20T23:30:00.000Z', 'November 20, 2026'],
    ['2026-01-01T00:30:00+02:00', 'December 31, 2025'],
  ])('writes %s as %s', (date, expected) => {
    expect(formatLongDate(date)).toBe(expected);
  });

  it('gives nothing for what is not a date', () => {
    expect(formatLongDate('')).toBe('');
    expect(formatLongDate('soon')).toBe('');
  });
});

// Issue 46, item 9: one person's specialty in the singular ('Neurologist'), whatever the list calls it.
describe('personSpeciality', () => {
  it.each([
    ['Neurologists', 'Neurologist'],
    ['Neurology', 'Neurologist'],
    ['Anesthesiologists', 'Anesthesiologist'],
    ['Nurse Practitioners', 'Nurse Practitioner'],
    ['Physician Assistants', 'Physician Assistant'],
    ['Marriage &amp; Family Therapists', 'Marriage & Family Therapist'],
    ['Colon & Rectal Surgeons', 'Colon & Rectal Surgeon'],
    ['Counselors', 'Counselor'],
    ['Midwives', 'Midwife'],
    ['Pediatrics', 'Pediatrician'],
    ['Obstetrics & Gynecology', 'Obstetrician-Gynecologist'],
    ['Dentist', 'Dentist'],
    // Fields with no word for their person stay as they are.
    ['Family Medicine', 'Family Medicine'],
    ['Ear, Nose & Throat', 'Ear, Nose & Throat'],
    ['Infectious Disease', 'Infectious Disease'],
    ['Physical Medicine & Rehabilitation', 'Physical Medicine & Rehabilitation'],
  ])('names one of %j a %j', (name, expected) => {
    expect(personSpeciality(name)).toBe(expected);
  });

  it.each([
    ['Anesthesiologists', 'an anesthesiologist'],
    ['Neurologists', 'a neurologist'],
    ['Family Medicine', 'a family medicine provider'],
    ['Internal Medicine', 'an internal medicine provider'],
  ])('says %j in a sentence as %j', (name, expected) => {
    expect(personSpecialityPhrase(name)).toBe(expected);
  });
});
