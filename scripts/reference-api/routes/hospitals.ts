/** The hospital endpoints: states, cities, random samples, lists, details and each hospital's doctors. */
import { HttpProblem, placeholders, toMapDirection, type GetHandlers, type HandlerContext } from './context.ts';
import { doctorImage } from './doctors.ts';
import { cityOf, listCities, listStates, stateOf } from './places.ts';

const RANDOM_HOSPITALS = 6;
const SUMMARY = `SELECT st.name AS state, c.name AS city, h.name AS hospitalName, h.uid, h.rating, h.address
  FROM hospitals h JOIN cities c ON c.id = h.city_id JOIN states st ON st.code = h.state_code`;

function randomHospitals(context: HandlerContext, stateCode: string, cityId: number) {
  const ids = context.sampleIds('hospital', stateCode, cityId, RANDOM_HOSPITALS);
  if (ids.length === 0) return [];
  // 'Top Rated': the sample, best recommended first.
  return context.prepare(`${SUMMARY} WHERE h.id IN (${placeholders(ids.length)}) ORDER BY CAST(h.rating AS INTEGER) DESC, h.name`).all(...ids);
}

export const hospitalHandlers: GetHandlers<
  | 'GetRandomHospitalsByStateAndCity'
  | 'GetHospitalStates'
  | 'GetHospitalCity'
  | 'GetRandomHospitalsByState'
  | 'GetHospitals'
  | 'GetHospitalDetails'
  | 'GetDoctorsByHospitals'
> = {
  GetRandomHospitalsByStateAndCity(params, context) {
    const place = cityOf(params, context);
    return place ? randomHospitals(context, place.stateCode, place.cityId) : [];
  },
  GetHospitalStates: listStates,
  GetHospitalCity: listCities('hospital'),
  GetRandomHospitalsByState(params, context) {
    const stateCode = stateOf(params, context);
    return stateCode ? randomHospitals(context, stateCode, 0) : [];
  },
  GetHospitals(params, context) {
    const place = cityOf(params, context);
    return place ? context.prepare(`${SUMMARY} WHERE h.city_id = ? ORDER BY h.name`).all(place.cityId) : [];
  },
  GetHospitalDetails(params, context) {
    const uid = params.require('UID').trim();
    const row = context
      .prepare(
        `SELECT h.name, c.name AS city, h.state_code, h.rating, h.phone, h.address, h.qualities
         FROM hospitals h JOIN cities c ON c.id = h.city_id WHERE h.uid = ?`,
      )
      .get(uid) as Record<string, string> | undefined;
    if (!row) throw new HttpProblem(404, `No hospital with UID '${uid}'`, 'UID');
    return {
      hospitalName: row.name,
      city: row.city,
      stateID: row.state_code,
      rating: row.rating,
      phoneNumber: row.phone,
      address: row.address,
      mapDirection: toMapDirection(row.address ?? ''),
      hospitalQualities: row.qualities,
    };
  },
  GetDoctorsByHospitals(params, context) {
    const place = cityOf(params, context);
    if (!place) return [];
    const hospitalId = context.lookups.hospitalId(place.cityId, params.require('hopitalname'));
    if (hospitalId === undefined) return [];
    const rows = context
      .prepare(
        `SELECT d.name, s.name AS speciality, d.uid, d.has_image, d.rating FROM doctor_hospitals a
         JOIN doctors d ON d.id = a.doctor_id JOIN specialities s ON s.id = d.speciality_id
         WHERE a.hospital_id = ? ORDER BY d.name`,
      )
      .all(hospitalId) as Array<{ name: string; speciality: string; uid: string; has_image: number; rating: string }>;
    return rows.map((row) => ({
      doctorName: row.name,
      specialtyName: row.speciality,
      uid: row.uid,
      docImage: doctorImage(context, row.uid, row.has_image),
      rating: row.rating,
    }));
  },
};
