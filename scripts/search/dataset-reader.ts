/**
 * A snapshot reader over a reference dataset (`npm run seed`) instead of a crawl, for `npm run search-stats --
 * --dataset FILE`: it gives the search index builder the listings, cities, states and specialities the API would
 * answer from that dataset, so that the index of a national dataset is measured without two million requests.
 * Only what the builder reads (src/search/build-index.ts) is answered.
 */
import { DatabaseSync } from 'node:sqlite';
import { toSlug } from '../../src/api/slugs.ts';
import { toListingSlug } from '../../src/routes/addresses.ts';
import type { DoctorPageRef, ListingPageRef, SnapshotReader } from '../../src/snapshot/read.ts';

const CHUNK = 20_000;
const LIST_ENDPOINTS: Record<string, { kind: 'hospital' | 'pharmacy' | 'urgent_care' | 'group_practice'; name: string }> = {
  GetHospitals: { kind: 'hospital', name: 'hospitalName' },
  GetPharmacy: { kind: 'pharmacy', name: 'pharmacyName' },
  GetUrgentCare: { kind: 'urgent_care', name: 'urgentCare' },
  GetGroupPractice: { kind: 'group_practice', name: 'groupPracticeName' },
};
const CITY_ENDPOINTS: Record<string, string> = {
  GetDoctorCity: 'doctor',
  GetHospitalCity: 'hospital',
  GetPharmacyCity: 'pharmacy',
  GetUrgentCareCity: 'urgent_care',
  GetGroupPracticeCity: 'group_practice',
};
const STATE_ENDPOINTS: Record<string, string> = {
  GetDoctorStates: 'doctor',
  GetHospitalStates: 'hospital',
  GetPharmacyStates: 'pharmacy',
  GetUrgentCareStates: 'urgent_care',
  GetGroupPracticeStates: 'group_practice',
};

export function openDatasetReader(path: string): SnapshotReader {
  const db = new DatabaseSync(path, { readOnly: true });
  const doctorPages = new Map<string, DoctorPageRef>();
  const listingPages = new Map<string, ListingPageRef>();
  const reader = {
    *each(endpoint: string) {
      if (endpoint === 'GetDoctorBySpecialtyData') {
        let after = 0;
        for (;;) {
          const rows = db
            .prepare(
              `SELECT d.id, d.uid, d.name, d.gender, d.rating, d.address, s.name AS speciality, st.name AS state, c.name AS city
               FROM doctors d JOIN specialities s ON s.id = d.speciality_id JOIN states st ON st.code = d.state_code JOIN cities c ON c.id = d.city_id
               WHERE d.id > ? ORDER BY d.id LIMIT ?`,
            )
            .all(after, CHUNK) as Array<Record<string, string | number>>;
          if (rows.length === 0) return;
          after = Number(rows[rows.length - 1]?.id);
          doctorPages.clear();
          const body = rows.map((row) => {
            const [uid, name, state, city, speciality] = [row.uid, row.name, row.state, row.city, row.speciality].map(String) as [
              string,
              string,
              string,
              string,
              string,
            ];
            doctorPages.set(uid, {
              uid,
              stateSlug: toSlug(state),
              citySlug: toSlug(city),
              specialitySlug: toSlug(speciality),
              slug: toListingSlug(name, uid),
            });
            return {
              state,
              city,
              specialtyName: speciality,
              doctorName: name,
              uid,
              docImage: '',
              gender: String(row.gender),
              rating: String(row.rating),
              address: String(row.address),
            };
          });
          yield { params: {}, context: {}, body };
        }
      }
      const list = LIST_ENDPOINTS[endpoint];
      if (list) {
        const table = list.kind === 'hospital' ? 'hospitals' : 'facilities';
        const rows = db
          .prepare(
            `SELECT f.uid, f.name, ${list.kind === 'hospital' ? "f.rating, '' AS specialty" : "'' AS rating, f.specialty"}, st.name AS state, st.code, c.name AS city
             FROM ${table} f JOIN states st ON st.code = f.state_code JOIN cities c ON c.id = f.city_id ${list.kind === 'hospital' ? '' : 'WHERE f.kind = ?'}`,
          )
          .all(...(list.kind === 'hospital' ? [] : [list.kind])) as Array<Record<string, string>>;
        listingPages.clear();
        const body = rows.map((row) => {
          const [uid, name, state, city] = [row.uid, row.name, row.state, row.city].map(String) as [string, string, string, string];
          listingPages.set(`${list.kind}|${uid}`, {
            kind: list.kind,
            uid,
            stateSlug: toSlug(state),
            citySlug: toSlug(city),
            slug: toListingSlug(name, uid),
          });
          return { uid, [list.name]: name, state, stateID: row.code, city, specialty: row.specialty, rating: row.rating, address: '' };
        });
        yield { params: {}, context: {}, body };
      }
      const citiesOf = CITY_ENDPOINTS[endpoint];
      if (citiesOf) {
        const states = db
          .prepare(
            'SELECT DISTINCT st.code, st.name FROM directory_cities d JOIN states st ON st.code = d.state_code WHERE d.kind = ? ORDER BY st.name',
          )
          .all(citiesOf) as Array<{ code: string; name: string }>;
        for (const state of states) {
          const cities = db
            .prepare(
              'SELECT c.name AS city FROM directory_cities d JOIN cities c ON c.id = d.city_id WHERE d.kind = ? AND d.state_code = ? ORDER BY c.name',
            )
            .all(citiesOf, state.code) as Array<{ city: string }>;
          yield { params: {}, context: { stateSlug: toSlug(state.name), state: state.name }, body: cities };
        }
      }
      const statesOf = STATE_ENDPOINTS[endpoint];
      if (statesOf) {
        const states = db
          .prepare(
            'SELECT DISTINCT st.name AS state FROM directory_cities d JOIN states st ON st.code = d.state_code WHERE d.kind = ? ORDER BY st.name',
          )
          .all(statesOf) as Array<{ state: string }>;
        yield { params: {}, context: {}, body: states.map(({ state }) => ({ state, flag: '' })) };
      }
      if (endpoint === 'GetDocSpecialties')
        yield { params: {}, context: {}, body: db.prepare('SELECT name AS specialtyName FROM specialities ORDER BY name').all() };
    },
    doctorPage: (uid: string) => doctorPages.get(uid),
    listingPage: (kind: string, uid: string) => listingPages.get(`${kind}|${uid}`),
  };
  return reader as unknown as SnapshotReader;
}
