/** Detail endpoints accept every shape the spec leaves open: the entity, or a list whose first item is the entity. */
import { describe, expect, it } from 'vitest';
import { endpoints, isGone } from '../../../src/api/endpoints.ts';

const hospital = {
  hospitalName: 'St. Mary&#39;s Medical Center',
  city: 'St. Louis',
  stateID: 'MO',
  rating: '80',
  phoneNumber: '3145550100',
  address: '1 Main St',
  mapDirection: '',
  hospitalQualities: 'Stroke, Critical Care',
};
const DETAIL_ENDPOINTS = [
  'GetDoctorSpecialtyDetails',
  'GetDoctorSpecialityDetailsByUID',
  'GetHospitalDetails',
  'GetPharmacyDetails',
  'GetUrgentCareDetails',
  'GetGroupPracticeDetails',
] as const;

describe('detail shapes', () => {
  it('reads an object and a one-item list as the same entity', () => {
    const schema = endpoints.GetHospitalDetails.response;
    expect(schema.parse(hospital)).toMatchObject({ hospitalName: hospital.hospitalName });
    expect(schema.parse([hospital])).toEqual(schema.parse(hospital));
  });

  it.each(DETAIL_ENDPOINTS)('%s reads an empty list as gone, not as an error', (name) => {
    const parsed = endpoints[name].response.parse([]);
    expect(isGone(parsed)).toBe(true);
  });

  it('still refuses a list whose first item breaks the contract, and a body of another kind', () => {
    const schema = endpoints.GetHospitalDetails.response;
    expect(schema.safeParse([{ ...hospital, hospitalName: 12345 }]).success).toBe(false);
    expect(schema.safeParse('not a hospital').success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});
