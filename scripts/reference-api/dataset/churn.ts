/**
 * A night of change in the reference dataset, as a real directory sees one: some doctors' details edited, a few
 * added, removed, renamed or moved to another city of their state, a few facilities edited and a blog edited.
 * Applied to a copy of a dataset (`npm run seed -- --churn`), so a second crawl sees what a real next night would.
 * Deterministic for a seed. Random lists are left to the API's own sampling.
 */
import type { DatabaseSync } from 'node:sqlite';
import { toNpi } from './identifiers.ts';
import { createRandom } from './random.ts';

/** Shares of doctors per change (0.005 = 0.5%), and how many facilities and blogs are edited. */
export interface ChurnMix {
  readonly edited: number;
  readonly added: number;
  readonly removed: number;
  readonly renamed: number;
  readonly moved: number;
  readonly facilitiesEdited: number;
  readonly blogsEdited: number;
}

/** A realistic night: 0.5% of doctors edited, 0.1% added, 0.1% removed, 0.05% renamed, 0.05% moved, 5 facilities and 1 blog edited. */
export const REALISTIC_NIGHT: ChurnMix = {
  edited: 0.005,
  added: 0.001,
  removed: 0.001,
  renamed: 0.0005,
  moved: 0.0005,
  facilitiesEdited: 5,
  blogsEdited: 1,
};

const SHARES = ['edited', 'added', 'removed', 'renamed', 'moved'] as const;
const COUNTS = ['facilitiesEdited', 'blogsEdited'] as const;

/** Reads a mix like 'edited=0.01,removed=0.002,blogsEdited=2'; what it does not name keeps the realistic night's value. */
export function parseChurnMix(text: string | undefined): ChurnMix {
  const mix: Record<string, number> = { ...REALISTIC_NIGHT };
  for (const part of (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [name = '', value = ''] = part.split('=');
    const number = Number(value);
    if ((SHARES as readonly string[]).includes(name)) {
      if (!(number >= 0 && number <= 1)) throw new Error(`--mix ${name} must be a share between 0 and 1, got '${value}'`);
    } else if ((COUNTS as readonly string[]).includes(name)) {
      if (!Number.isInteger(number) || number < 0) throw new Error(`--mix ${name} must be a whole number, got '${value}'`);
    } else {
      throw new Error(`--mix: unknown change '${name}'; use ${[...SHARES, ...COUNTS].join(', ')}`);
    }
    mix[name] = number;
  }
  return mix as unknown as ChurnMix;
}

/** What a night changed, by uid (facilities) or id (blogs). */
export interface ChurnResult {
  readonly edited: string[];
  readonly added: string[];
  readonly removed: string[];
  readonly renamed: string[];
  readonly moved: string[];
  readonly facilitiesEdited: string[];
  readonly blogsEdited: number[];
}

const SURNAMES = ['Alvarez', 'Brennan', 'Castillo', 'Dubois', 'Eriksen', 'Farouk', 'Gallagher', 'Haddad', 'Ibarra', 'Jovanovic'];

interface DoctorRow {
  id: number;
  uid: string;
  name: string;
  rating: string;
  state_code: string;
  city_id: number;
  speciality_id: number;
  address: string;
}

/** Applies a night's changes to an opened reference database, in one transaction. */
export function applyChurn(db: DatabaseSync, mix: ChurnMix, seed: number): ChurnResult {
  const random = createRandom(seed);
  const doctors = db
    .prepare('SELECT id, uid, name, rating, state_code, city_id, speciality_id, address FROM doctors ORDER BY id')
    .all() as unknown as DoctorRow[];
  // Each doctor changes in one way at most: the picks are disjoint, drawn at once. At least one of each share asked for.
  const countOf = (share: number): number => (share > 0 ? Math.max(1, Math.round(share * doctors.length)) : 0);
  const order = random.sample(
    doctors.length,
    SHARES.reduce((sum, name) => sum + countOf(mix[name]), 0),
  );
  let next = 0;
  const take = (share: number): DoctorRow[] => {
    const picked = order.slice(next, next + countOf(share)).map((index) => doctors[index] as DoctorRow);
    next += picked.length;
    return picked;
  };
  const result: ChurnResult = { edited: [], added: [], removed: [], renamed: [], moved: [], facilitiesEdited: [], blogsEdited: [] };
  db.exec('BEGIN');
  try {
    const setRating = db.prepare('UPDATE doctors SET rating = ?, phone = ? WHERE id = ?');
    for (const doctor of take(mix.edited)) {
      const rating = `${random.int(60, 99)} ratings`;
      setRating.run(rating === doctor.rating ? '100 ratings' : rating, `555${String(random.int(0, 9_999_999)).padStart(7, '0')}`, doctor.id);
      result.edited.push(doctor.uid);
    }
    const rename = db.prepare('UPDATE doctors SET name = ? WHERE id = ?');
    for (const doctor of take(mix.renamed)) {
      const surname = random.pick(SURNAMES.filter((name) => !doctor.name.endsWith(` ${name}`)));
      rename.run(doctor.name.replace(/\S+$/, surname), doctor.id);
      result.renamed.push(doctor.uid);
    }
    // A move goes to another city of the state whose doctor directory lists the doctor's speciality.
    const targets = db.prepare(
      `SELECT c.id, c.name FROM city_specialities cs JOIN cities c ON c.id = cs.city_id
       JOIN directory_cities d ON d.kind = 'doctor' AND d.city_id = c.id
       WHERE c.state_code = ? AND cs.speciality_id = ? AND c.id <> ? ORDER BY c.id`,
    );
    const cityName = db.prepare('SELECT name FROM cities WHERE id = ?');
    const move = db.prepare('UPDATE doctors SET city_id = ?, address = ? WHERE id = ?');
    for (const doctor of take(mix.moved)) {
      const options = targets.all(doctor.state_code, doctor.speciality_id, doctor.city_id) as Array<{ id: number; name: string }>;
      if (options.length === 0) continue;
      const target = random.pick(options);
      const from = (cityName.get(doctor.city_id) as { name: string }).name;
      move.run(target.id, doctor.address.replace(from, target.name), doctor.id);
      result.moved.push(doctor.uid);
    }
    const drop = [
      'DELETE FROM doctor_hospitals WHERE doctor_id = ?',
      'DELETE FROM doctor_group_practices WHERE doctor_id = ?',
      'DELETE FROM doctors WHERE id = ?',
    ].map((sql) => db.prepare(sql));
    for (const doctor of take(mix.removed)) {
      for (const statement of drop) statement.run(doctor.id);
      result.removed.push(doctor.uid);
    }
    // A new doctor joins the practice of a doctor already listed: same city and speciality, a new name and NPI.
    const copy = db.prepare(
      `INSERT INTO doctors SELECT ?, ?, ?, gender, age, rating, 0, speciality_id, speciality_rank, state_code, city_id, address, phone,
         address1, phone1, fax1, address2, phone2, fax2, address3, phone3, fax3, education, other_specialties, comments FROM doctors WHERE id = ?`,
    );
    let id = (db.prepare('SELECT MAX(id) AS id FROM doctors').get() as { id: number }).id;
    for (const colleague of take(mix.added)) {
      id++;
      const uid = toNpi(id - 1);
      copy.run(id, uid, colleague.name.replace(/\S+$/, random.pick(SURNAMES)), colleague.id);
      result.added.push(uid);
    }
    // The speciality pages are cut by rank: close the gaps removals left and place each newcomer after its colleague.
    renumberSpecialityRanks(db);
    const facilities = db.prepare('SELECT id, uid FROM facilities ORDER BY id').all() as Array<{ id: number; uid: string }>;
    const setPhone = db.prepare('UPDATE facilities SET phone = ? WHERE id = ?');
    for (const index of random.sample(facilities.length, Math.min(mix.facilitiesEdited, facilities.length))) {
      const facility = facilities[index] as { id: number; uid: string };
      setPhone.run(`555${String(random.int(0, 9_999_999)).padStart(7, '0')}`, facility.id);
      result.facilitiesEdited.push(facility.uid);
    }
    const blogs = db.prepare('SELECT id FROM blogs ORDER BY id').all() as Array<{ id: number }>;
    const editBlog = db.prepare("UPDATE blog_rows SET paragraph = paragraph || ' Reviewed and updated.' WHERE blog_id = ? AND position = 1");
    for (const index of random.sample(blogs.length, Math.min(mix.blogsEdited, blogs.length))) {
      const blog = blogs[index] as { id: number };
      editBlog.run(blog.id);
      result.blogsEdited.push(blog.id);
    }
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
  return result;
}

/** Ranks 1..n within each speciality again, in the order they had (a newcomer after the colleague it copied). */
export function renumberSpecialityRanks(db: DatabaseSync): void {
  db.exec(`CREATE TEMP TABLE new_ranks (id INTEGER PRIMARY KEY, rank INTEGER NOT NULL);
    INSERT INTO new_ranks SELECT id, ROW_NUMBER() OVER (PARTITION BY speciality_id ORDER BY speciality_rank, id) FROM doctors;
    UPDATE doctors SET speciality_rank = (SELECT rank FROM new_ranks WHERE new_ranks.id = doctors.id)
      WHERE speciality_rank <> (SELECT rank FROM new_ranks WHERE new_ranks.id = doctors.id);
    DROP TABLE new_ranks;`);
}
