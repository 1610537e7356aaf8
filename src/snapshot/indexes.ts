/**
 * Page indexes derived from the crawled responses when a crawl finishes, so pages can find a listing's URL by
 * uid or by name without holding the directory in memory:
 * - `doctor_pages`: every doctor detail page under /best-doctors/ (state, city, speciality and name-uid slugs),
 *   from the city + speciality lists. A doctor listed twice keeps the first by request key (not by arrival).
 * - `listing_pages`: every hospital, pharmacy, urgent care and group practice detail page (kind, uid, state and
 *   city slugs, name-uid slug, name key for look-ups by name), from the city lists.
 */
import type { DatabaseSync } from 'node:sqlite';
import { toRequestPath, type GetEndpointName } from '../api/endpoints.ts';
import { toListingSlug, toMatchKey } from '../api/slugs.ts';
import type { RequestContext } from './records.ts';

/** The kinds of listing with a detail page of their own (doctors have theirs in doctor_pages). */
export const LISTING_KINDS = ['hospital', 'pharmacy', 'urgent_care', 'group_practice'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const INDEX_DDL = `
DROP TABLE IF EXISTS doctor_pages;
DROP TABLE IF EXISTS listing_pages;
CREATE TABLE doctor_pages (
  uid TEXT PRIMARY KEY, state_slug TEXT NOT NULL, city_slug TEXT NOT NULL, speciality_slug TEXT NOT NULL, slug TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE listing_pages (
  kind TEXT NOT NULL, uid TEXT NOT NULL, state_slug TEXT NOT NULL, city_slug TEXT NOT NULL, slug TEXT NOT NULL,
  name_key TEXT NOT NULL, PRIMARY KEY (kind, uid)
) WITHOUT ROWID;
CREATE INDEX listing_pages_by_name ON listing_pages (kind, state_slug, name_key, city_slug);
`;

// The list endpoint each kind's detail pages come from, the field holding the listing's name, and its detail.
const LISTING_SOURCES: ReadonlyArray<{ kind: ListingKind; endpoint: GetEndpointName; nameField: string; details: DetailEndpoint }> = [
  { kind: 'hospital', endpoint: 'GetHospitals', nameField: 'hospitalName', details: 'GetHospitalDetails' },
  { kind: 'pharmacy', endpoint: 'GetPharmacy', nameField: 'pharmacyName', details: 'GetPharmacyDetails' },
  { kind: 'urgent_care', endpoint: 'GetUrgentCare', nameField: 'urgentCare', details: 'GetUrgentCareDetails' },
  { kind: 'group_practice', endpoint: 'GetGroupPractice', nameField: 'groupPracticeName', details: 'GetGroupPracticeDetails' },
];

type DetailEndpoint = 'GetDoctorSpecialtyDetails' | 'GetHospitalDetails' | 'GetPharmacyDetails' | 'GetUrgentCareDetails' | 'GetGroupPracticeDetails';

interface Row {
  context: string;
  body: string;
}

/** (Re)builds the page indexes from the responses in a snapshot opened for writing. */
export function indexSnapshot(db: DatabaseSync): void {
  db.exec(INDEX_DDL);
  db.exec('BEGIN');
  try {
    const rows = db.prepare("SELECT context, body FROM requests WHERE endpoint = ? AND state = 'done' ORDER BY key");
    // A listing has a page only when its detail was had: a gone listing (or one whose detail failed) is not linked.
    const detailDone = db.prepare("SELECT 1 FROM requests WHERE key = ? AND state = 'done'");
    const hasDetail = (endpoint: DetailEndpoint, uid: string): boolean => detailDone.get(toRequestPath(endpoint, { UID: uid })) !== undefined;
    const putDoctor = db.prepare('INSERT OR IGNORE INTO doctor_pages (uid, state_slug, city_slug, speciality_slug, slug) VALUES (?, ?, ?, ?, ?)');
    for (const row of rows.iterate('GetDoctorBySpecialtyData') as Iterable<Row>) {
      const context = JSON.parse(row.context) as RequestContext;
      const specialitySlug = context.specialitySlug ?? '';
      for (const doctor of JSON.parse(row.body) as Array<{ uid: string; doctorName: string }>) {
        if (!hasDetail('GetDoctorSpecialtyDetails', doctor.uid)) continue;
        putDoctor.run(doctor.uid, context.stateSlug ?? '', context.citySlug ?? '', specialitySlug, toListingSlug(doctor.doctorName, doctor.uid));
      }
    }
    const putListing = db.prepare('INSERT OR IGNORE INTO listing_pages (kind, uid, state_slug, city_slug, slug, name_key) VALUES (?, ?, ?, ?, ?, ?)');
    for (const source of LISTING_SOURCES) {
      for (const row of rows.iterate(source.endpoint) as Iterable<Row>) {
        const context = JSON.parse(row.context) as RequestContext;
        for (const listing of JSON.parse(row.body) as Array<Record<string, string>>) {
          const name = listing[source.nameField] ?? '';
          const uid = listing.uid ?? '';
          if (!hasDetail(source.details, uid)) continue;
          putListing.run(source.kind, uid, context.stateSlug ?? '', context.citySlug ?? '', toListingSlug(name, uid), toMatchKey(name));
        }
      }
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
