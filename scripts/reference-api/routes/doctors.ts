/** The doctor endpoints: states, cities, specialities, lists, random samples, paging and details by UID. */
import type { SQLInputValue } from 'node:sqlite';
import { HttpProblem, placeholders, toMapDirection, type GetHandlers, type HandlerContext, type RequestParams } from './context.ts';
import { cityOf, listCities, listStates, stateOf } from './places.ts';

const RANDOM_DOCTORS = 8;
const MAX_PAGE_SIZE = 100;

const SUMMARY_COLUMNS = `d.id, d.uid, d.name, d.gender, d.rating, d.has_image, d.address, s.name AS speciality,
  c.name AS city, st.name AS state`;
const SUMMARY_FROM = `doctors d JOIN specialities s ON s.id = d.speciality_id JOIN cities c ON c.id = d.city_id
  JOIN states st ON st.code = d.state_code`;

interface SummaryRow {
  id: number;
  uid: string;
  name: string;
  gender: string;
  rating: string;
  has_image: number;
  address: string;
  speciality: string;
  city: string;
  state: string;
}

/** A doctor's portrait URL, or '' for the placeholder. */
export function doctorImage(context: HandlerContext, uid: string, hasImage: number): string {
  return hasImage ? context.imageUrl(`/images/doctors/${uid}.svg`) : '';
}

function toSummary(row: SummaryRow, context: HandlerContext) {
  return {
    state: row.state,
    city: row.city,
    specialtyName: row.speciality,
    doctorName: row.name,
    uid: row.uid,
    docImage: doctorImage(context, row.uid, row.has_image),
    gender: row.gender,
    rating: row.rating,
    address: row.address,
  };
}

function selectSummaries(context: HandlerContext, where: string, ...values: SQLInputValue[]) {
  const rows = context.prepare(`SELECT ${SUMMARY_COLUMNS} FROM ${SUMMARY_FROM} WHERE ${where}`).all(...values) as unknown as SummaryRow[];
  return rows.map((row) => toSummary(row, context));
}

function randomDoctors(context: HandlerContext, stateCode: string, cityId: number) {
  const ids = context.sampleIds('doctor', stateCode, cityId, RANDOM_DOCTORS);
  if (ids.length === 0) return [];
  return selectSummaries(context, `d.id IN (${placeholders(ids.length)})`, ...ids);
}

function positiveInteger(params: RequestParams, name: string, fallback?: number): number {
  const raw = fallback === undefined ? params.require(name) : (params.get(name) ?? String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new HttpProblem(400, `'${name}' must be a positive integer`, name);
  return value;
}

function doctorDetail(params: RequestParams, context: HandlerContext) {
  const uid = params.require('UID').trim();
  const row = context
    .prepare(
      `SELECT d.*, s.name AS speciality, s.taxonomy, c.name AS city FROM doctors d
       JOIN specialities s ON s.id = d.speciality_id JOIN cities c ON c.id = d.city_id WHERE d.uid = ?`,
    )
    .get(uid) as Record<string, string | number> | undefined;
  if (!row) throw new HttpProblem(404, `No doctor with UID '${uid}'`, 'UID');
  const text = (key: string): string => String(row[key] ?? '');
  const hospitals = context
    .prepare('SELECT h.name FROM doctor_hospitals a JOIN hospitals h ON h.id = a.hospital_id WHERE a.doctor_id = ? ORDER BY a.position')
    .all(row.id as number) as Array<{ name: string }>;
  const practices = context
    .prepare('SELECT f.name FROM doctor_group_practices m JOIN facilities f ON f.id = m.group_practice_id WHERE m.doctor_id = ? ORDER BY m.position')
    .all(row.id as number) as Array<{ name: string }>;
  return {
    doctorName: text('name'),
    specialtyName: text('speciality'),
    doctorSpecialty: text('taxonomy'),
    gender: text('gender'),
    age: Number(row.age),
    rating: text('rating'),
    city: text('city'),
    stateID: text('state_code'),
    docImage: doctorImage(context, uid, Number(row.has_image)),
    address: text('address'),
    address1: text('address1'),
    address2: text('address2'),
    address3: text('address3'),
    phoneNumber: text('phone'),
    phoneNumber1: text('phone1'),
    phoneNumber2: text('phone2'),
    phoneNumber3: text('phone3'),
    fax1: text('fax1'),
    fax2: text('fax2'),
    fax3: text('fax3'),
    mapDirection: toMapDirection(text('address')),
    mapDirection1: toMapDirection(text('address1')),
    mapDirection2: toMapDirection(text('address2')),
    mapDirection3: toMapDirection(text('address3')),
    groupPractice1: practices[0]?.name ?? '',
    groupPractice2: practices[1]?.name ?? '',
    groupPractice3: practices[2]?.name ?? '',
    education: text('education'),
    otherSpecialties: text('other_specialties'),
    comments: text('comments'),
    affiliatedHospital1: hospitals[0]?.name ?? '',
    affiliatedHospital2: hospitals[1]?.name ?? '',
    affiliatedHospital3: hospitals[2]?.name ?? '',
    affiliatedHospital4: hospitals[3]?.name ?? '',
    affiliatedHospital5: hospitals[4]?.name ?? '',
  };
}

export const doctorHandlers: GetHandlers<
  | 'GetDoctorStates'
  | 'GetDoctorCity'
  | 'GetRandomDoctorsByState'
  | 'GetDoctorSpecialties'
  | 'GetRandomDoctorsByCity'
  | 'GetDoctorBySpecialtyData'
  | 'GetDoctorSpecialtyDetails'
  | 'GetDoctorSpecialityDetailsByUID'
  | 'GetDocSpecialties'
  | 'GetDoctorsBySpecialties'
> = {
  GetDoctorStates: listStates,
  GetDoctorCity: listCities('doctor'),
  GetRandomDoctorsByState(params, context) {
    const stateCode = stateOf(params, context);
    return stateCode ? randomDoctors(context, stateCode, 0) : [];
  },
  GetDoctorSpecialties(params, context) {
    const place = cityOf(params, context);
    if (!place) return [];
    return context
      .prepare(
        `SELECT s.name AS specialtyName FROM city_specialities cs JOIN specialities s ON s.id = cs.speciality_id
         WHERE cs.city_id = ? ORDER BY s.name`,
      )
      .all(place.cityId);
  },
  GetRandomDoctorsByCity(params, context) {
    const place = cityOf(params, context);
    return place ? randomDoctors(context, place.stateCode, place.cityId) : [];
  },
  GetDoctorBySpecialtyData(params, context) {
    const place = cityOf(params, context);
    const specialityId = context.lookups.specialityId(params.require('specialty'));
    if (!place || specialityId === undefined) return [];
    return selectSummaries(context, 'd.city_id = ? AND d.speciality_id = ? ORDER BY d.name', place.cityId, specialityId);
  },
  GetDoctorSpecialtyDetails: doctorDetail,
  GetDoctorSpecialityDetailsByUID: doctorDetail,
  GetDocSpecialties(_params, context) {
    return context.prepare('SELECT name AS specialtyName FROM specialities ORDER BY name').all();
  },
  GetDoctorsBySpecialties(params, context) {
    const specialityId = context.lookups.specialityId(params.require('specialty'));
    const page = positiveInteger(params, 'pageNumber');
    const size = positiveInteger(params, 'pageSize', 10);
    if (size > MAX_PAGE_SIZE) throw new HttpProblem(400, `'pageSize' must be at most ${MAX_PAGE_SIZE}`, 'pageSize');
    if (specialityId === undefined) return [];
    const first = (page - 1) * size + 1;
    return selectSummaries(
      context,
      'd.speciality_id = ? AND d.speciality_rank BETWEEN ? AND ? ORDER BY d.speciality_rank',
      specialityId,
      first,
      first + size - 1,
    );
  },
};
