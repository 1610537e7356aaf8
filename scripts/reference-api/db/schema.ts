/**
 * The reference API's SQLite database.
 *
 * Names are stored as the upstream API sends them (HTML-escaped: 'O&#39;Brien', 'Allergy &amp; Immunology').
 * `match_key` columns hold {@link toMatchKey} of a name so that every spelling a caller derives from a URL slug
 * ('new york', 'newyork', 'st louis') finds its row. Listings of each kind are inserted grouped by state and city,
 * so `ranges` can give the contiguous id range of a state or city for fast random samples.
 */
import { DatabaseSync } from 'node:sqlite';

export const SCHEMA_VERSION = 1;

const DDL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS states (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, match_key TEXT NOT NULL UNIQUE, flag TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS cities (
  id INTEGER PRIMARY KEY, state_code TEXT NOT NULL REFERENCES states(code), name TEXT NOT NULL,
  match_key TEXT NOT NULL, population INTEGER NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL,
  zip TEXT NOT NULL, UNIQUE (state_code, match_key)
);
-- The cities each directory lists ('doctor', 'hospital', 'pharmacy', 'urgent_care', 'group_practice'), empty ones included.
CREATE TABLE IF NOT EXISTS directory_cities (
  kind TEXT NOT NULL, state_code TEXT NOT NULL, city_id INTEGER NOT NULL REFERENCES cities(id),
  PRIMARY KEY (kind, state_code, city_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS specialities (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, match_key TEXT NOT NULL UNIQUE, taxonomy TEXT NOT NULL
);
-- The specialities the API lists for a city (usually those of its doctors; some list a speciality with none).
CREATE TABLE IF NOT EXISTS city_specialities (
  city_id INTEGER NOT NULL REFERENCES cities(id), speciality_id INTEGER NOT NULL REFERENCES specialities(id),
  PRIMARY KEY (city_id, speciality_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS doctors (
  id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, name TEXT NOT NULL, gender TEXT NOT NULL, age INTEGER NOT NULL,
  rating TEXT NOT NULL, has_image INTEGER NOT NULL, speciality_id INTEGER NOT NULL REFERENCES specialities(id),
  speciality_rank INTEGER NOT NULL, state_code TEXT NOT NULL, city_id INTEGER NOT NULL REFERENCES cities(id),
  address TEXT NOT NULL, phone TEXT NOT NULL,
  address1 TEXT NOT NULL, phone1 TEXT NOT NULL, fax1 TEXT NOT NULL,
  address2 TEXT NOT NULL, phone2 TEXT NOT NULL, fax2 TEXT NOT NULL,
  address3 TEXT NOT NULL, phone3 TEXT NOT NULL, fax3 TEXT NOT NULL,
  education TEXT NOT NULL, other_specialties TEXT NOT NULL, comments TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS doctors_by_city ON doctors (city_id, speciality_id, name);
CREATE INDEX IF NOT EXISTS doctors_by_speciality ON doctors (speciality_id, speciality_rank);
CREATE TABLE IF NOT EXISTS hospitals (
  id INTEGER PRIMARY KEY, uid TEXT NOT NULL UNIQUE, name TEXT NOT NULL, match_key TEXT NOT NULL,
  state_code TEXT NOT NULL, city_id INTEGER NOT NULL REFERENCES cities(id), rating TEXT NOT NULL,
  phone TEXT NOT NULL, address TEXT NOT NULL, qualities TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS hospitals_by_city ON hospitals (city_id, match_key);
-- Pharmacies, urgent care clinics and group practices share one shape; kind tells them apart.
CREATE TABLE IF NOT EXISTS facilities (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, uid TEXT NOT NULL UNIQUE, name TEXT NOT NULL, match_key TEXT NOT NULL,
  specialty TEXT NOT NULL, state_code TEXT NOT NULL, city_id INTEGER NOT NULL REFERENCES cities(id),
  phone TEXT NOT NULL, address TEXT NOT NULL,
  monday TEXT NOT NULL, tuesday TEXT NOT NULL, wednesday TEXT NOT NULL, thursday TEXT NOT NULL,
  friday TEXT NOT NULL, saturday TEXT NOT NULL, sunday TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS facilities_by_city ON facilities (kind, city_id, match_key);
CREATE TABLE IF NOT EXISTS doctor_hospitals (
  doctor_id INTEGER NOT NULL REFERENCES doctors(id), position INTEGER NOT NULL,
  hospital_id INTEGER NOT NULL REFERENCES hospitals(id), PRIMARY KEY (doctor_id, position)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS doctor_hospitals_by_hospital ON doctor_hospitals (hospital_id);
CREATE TABLE IF NOT EXISTS doctor_group_practices (
  doctor_id INTEGER NOT NULL REFERENCES doctors(id), position INTEGER NOT NULL,
  group_practice_id INTEGER NOT NULL REFERENCES facilities(id), PRIMARY KEY (doctor_id, position)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS doctor_group_practices_by_practice ON doctor_group_practices (group_practice_id);
-- Contiguous id ranges of each kind's listings per state (city_id 0) and per city, for random samples.
CREATE TABLE IF NOT EXISTS ranges (
  kind TEXT NOT NULL, state_code TEXT NOT NULL, city_id INTEGER NOT NULL, first_id INTEGER NOT NULL,
  count INTEGER NOT NULL, PRIMARY KEY (kind, state_code, city_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS blog_sections (
  id INTEGER PRIMARY KEY, heading TEXT NOT NULL, slug TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS blogs (
  id INTEGER PRIMARY KEY, section_id INTEGER NOT NULL REFERENCES blog_sections(id), heading TEXT NOT NULL,
  match_key TEXT NOT NULL UNIQUE, description TEXT NOT NULL, image TEXT NOT NULL, publish_date TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS blog_specialities (
  blog_id INTEGER NOT NULL REFERENCES blogs(id), speciality_id INTEGER NOT NULL REFERENCES specialities(id),
  PRIMARY KEY (speciality_id, blog_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS blog_rows (
  blog_id INTEGER NOT NULL REFERENCES blogs(id), position INTEGER NOT NULL, details_heading TEXT NOT NULL,
  content_type TEXT NOT NULL, content_type_special TEXT NOT NULL, paragraph TEXT NOT NULL, list TEXT NOT NULL,
  PRIMARY KEY (blog_id, position)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS images (path TEXT PRIMARY KEY, content_type TEXT NOT NULL, body BLOB NOT NULL);
-- Every form message the API accepted, in arrival order; nothing accepted is ever dropped.
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY, form TEXT NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, phone TEXT,
  message TEXT NOT NULL, received_at TEXT NOT NULL, origin TEXT
);
`;

/** Creates the tables of an empty reference database. */
export function createSchema(db: DatabaseSync): void {
  db.exec(DDL);
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run('schema_version', String(SCHEMA_VERSION));
}

/** Opens the reference database for the server: WAL, so readers never wait on the outbox writes. */
export function openReferenceDb(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;');
  const version = db.prepare("SELECT value FROM meta WHERE key = 'schema_version'").get() as { value: string } | undefined;
  if (!version) {
    db.close();
    throw new Error(`${path} is not a reference API database (no meta table). Run \`npm run seed\` to create it.`);
  }
  if (Number(version.value) !== SCHEMA_VERSION) {
    db.close();
    throw new Error(`${path} has schema version ${version.value}, expected ${SCHEMA_VERSION}. Run \`npm run seed\` again.`);
  }
  return db;
}
