/**
 * The pharmacy, urgent care and group practice endpoints: one implementation, parameterised by kind,
 * since the three directories have the same four levels and differ only in names and fields.
 */
import { cleanEntities } from '../../../src/api/slugs.ts';
import { HttpProblem, placeholders, toMapDirection, type GetHandler, type GetHandlers, type HandlerContext, type RequestParams } from './context.ts';
import { doctorImage } from './doctors.ts';
import { cityOf, listCities, listStates, stateOf } from './places.ts';

type FacilityKind = 'pharmacy' | 'urgent_care' | 'group_practice';

const RANDOM_FACILITIES = 6;
const SELECT = `SELECT f.*, c.name AS city_name, st.name AS state_name FROM facilities f
  JOIN cities c ON c.id = f.city_id JOIN states st ON st.code = f.state_code`;

interface FacilityRow {
  kind: FacilityKind;
  uid: string;
  name: string;
  specialty: string;
  state_code: string;
  city_name: string;
  state_name: string;
  phone: string;
  address: string;
  monday: string;
  tuesday: string;
  wednesday: string;
  thursday: string;
  friday: string;
  saturday: string;
  sunday: string;
}

/** The entity of spec section 3 for a facility row; the name field differs per kind. */
function toEntity(row: FacilityRow) {
  const name =
    row.kind === 'pharmacy'
      ? { pharmacyName: row.name }
      : row.kind === 'urgent_care'
        ? { urgentCare: row.name }
        : { groupPracticeName: row.name, specialty: row.specialty };
  return {
    uid: row.uid,
    ...name,
    address: row.address,
    city: row.city_name,
    state: row.state_name,
    stateID: row.state_code,
    phoneNumber: row.phone,
    mapDirection: toMapDirection(row.address),
    monday: row.monday,
    tuesday: row.tuesday,
    wednesday: row.wednesday,
    thursday: row.thursday,
    friday: row.friday,
    saturday: row.saturday,
    sunday: row.sunday,
  };
}

function select(context: HandlerContext, where: string, ...values: Array<string | number>) {
  return (context.prepare(`${SELECT} WHERE ${where}`).all(...values) as unknown as FacilityRow[]).map(toEntity);
}

function random(kind: FacilityKind): GetHandler {
  return (params, context) => {
    const stateCode = stateOf(params, context);
    if (stateCode === undefined) return [];
    const ids = context.sampleIds(kind, stateCode, 0, RANDOM_FACILITIES);
    return ids.length === 0 ? [] : select(context, `f.id IN (${placeholders(ids.length)}) ORDER BY f.name`, ...ids);
  };
}

function inCity(kind: FacilityKind): GetHandler {
  return (params, context) => {
    const place = cityOf(params, context);
    return place ? select(context, 'f.kind = ? AND f.city_id = ? ORDER BY f.name', kind, place.cityId) : [];
  };
}

function findByUid(kind: FacilityKind, params: RequestParams, context: HandlerContext) {
  return select(context, 'f.kind = ? AND f.uid = ?', kind, params.require('UID').trim())[0];
}

function details(kind: FacilityKind, label: string): GetHandler {
  return (params, context) => {
    const entity = findByUid(kind, params, context);
    if (!entity) throw new HttpProblem(404, `No ${label} with UID '${params.require('UID').trim()}'`, 'UID');
    return entity;
  };
}

export const facilityHandlers: GetHandlers<
  | 'GetPharmacyStates'
  | 'GetPharmacyCity'
  | 'GetRandomPharmacyByState'
  | 'GetPharmacy'
  | 'GetPharmacyDetails'
  | 'GetUrgentCareStates'
  | 'GetUrgentCareCity'
  | 'GetRandomUrgentCareByState'
  | 'GetUrgentCare'
  | 'GetUrgentCareDetails'
  | 'GetGroupPracticeStates'
  | 'GetGroupPracticeCity'
  | 'GetRandomGroupPracticeByState'
  | 'GetGroupPractice'
  | 'GetGroupPracticeDetails'
  | 'GetDoctorsByGroupPractice'
> = {
  GetPharmacyStates: listStates,
  GetPharmacyCity: listCities('pharmacy'),
  GetRandomPharmacyByState: random('pharmacy'),
  GetPharmacy: inCity('pharmacy'),
  // The one detail endpoint that answers with a list whose first item is the pharmacy.
  GetPharmacyDetails(params, context) {
    const entity = findByUid('pharmacy', params, context);
    return entity ? [entity] : [];
  },
  GetUrgentCareStates: listStates,
  GetUrgentCareCity: listCities('urgent_care'),
  GetRandomUrgentCareByState: random('urgent_care'),
  GetUrgentCare: inCity('urgent_care'),
  GetUrgentCareDetails: details('urgent_care', 'urgent care clinic'),
  GetGroupPracticeStates: listStates,
  GetGroupPracticeCity: listCities('group_practice'),
  GetRandomGroupPracticeByState: random('group_practice'),
  GetGroupPractice: inCity('group_practice'),
  GetGroupPracticeDetails: details('group_practice', 'group practice'),
  GetDoctorsByGroupPractice(params, context) {
    const place = cityOf(params, context);
    if (!place) return [];
    const practiceId = context.lookups.groupPracticeId(place.cityId, params.require('grouppracticename'));
    if (practiceId === undefined) return [];
    const rows = context
      .prepare(
        `SELECT d.uid, d.name, s.name AS speciality, d.has_image, d.rating FROM doctor_group_practices m
         JOIN doctors d ON d.id = m.doctor_id JOIN specialities s ON s.id = d.speciality_id
         WHERE m.group_practice_id = ? ORDER BY d.name`,
      )
      .all(practiceId) as Array<{ uid: string; name: string; speciality: string; has_image: number; rating: string }>;
    return rows.map((row) => ({
      uid: row.uid,
      doctorName: row.name,
      specialtyName: row.speciality,
      // The plain speciality name: the site links the provider and asks for blogs with it.
      specialty: cleanEntities(row.speciality),
      docImage: doctorImage(context, row.uid, row.has_image),
      rating: row.rating,
    }));
  },
};
