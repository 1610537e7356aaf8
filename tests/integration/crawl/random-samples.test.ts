/**
 * Random samples (a city's doctors, a state's hospitals: spec section 7's GetRandom… endpoints) are kept from night
 * to night while they hold: when the crawl finishes, a sample the API drew anew takes last night's back if every item
 * of last night's is still listed, the same, in tonight's lists it was drawn from, and the draw did not grow
 * (src/snapshot/samples.ts). Otherwise tonight's draw stands.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { codeDigest } from '../../../scripts/pipeline/render-inputs.ts';
import { PIPELINE_PATHS } from '../../../scripts/pipeline/paths.ts';
import { indexRoutePages } from '../../../src/routes/index-pages.ts';
import { keepSamples } from '../../../src/snapshot/samples.ts';
import { SNAPSHOT_READ_INDEXES } from '../../../src/snapshot/schema.ts';
import { openSnapshotWriter } from '../../../src/snapshot/write.ts';
import { TEST_SITE } from '../../fixtures/test-site.ts';

const scratch = mkdtempSync(join(PIPELINE_PATHS.root, 'data', 'tmp-random-samples-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Item = Record<string, string>;
interface Answer {
  readonly id: number;
  readonly key: string;
  readonly body: string;
  readonly bodyHash: string;
  readonly changedAt: string;
}
const LAST_NIGHT = '2020-01-01T00:00:00.000Z';

/** Last night's snapshot, its answers dated long ago, and a copy to change and index again as the crawl does. */
function nights(): { lastNight: string; tonight: string } {
  const lastNight = join(scratch, `last-night-${Math.random().toString(36).slice(2)}.sqlite`);
  copyFileSync(TEST_SITE.currentSnapshot, lastNight);
  const db = new DatabaseSync(lastNight);
  db.prepare("UPDATE requests SET changed_at = ? WHERE state = 'done'").run(LAST_NIGHT);
  db.close();
  const tonight = join(scratch, `tonight-${Math.random().toString(36).slice(2)}.sqlite`);
  copyFileSync(lastNight, tonight);
  return { lastNight, tonight };
}

const answersOf = (db: DatabaseSync, endpoint: string): Answer[] =>
  db
    .prepare("SELECT id, key, body, body_hash AS bodyHash, changed_at AS changedAt FROM requests WHERE endpoint = ? AND state = 'done' ORDER BY key")
    .all(endpoint) as unknown as Answer[];
const answerAt = (path: string, key: string) => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare('SELECT body, body_hash AS bodyHash, changed_at AS changedAt, etag FROM requests WHERE key = ?').get(key) as {
      body: string;
      bodyHash: string;
      changedAt: string;
      etag: string | null;
    };
  } finally {
    db.close();
  }
};
/** Tonight's answer to a request: another body, as the API drew it, with its validators. */
const answerTonight = (db: DatabaseSync, id: number, items: readonly Item[]) =>
  db
    .prepare('UPDATE requests SET body = ?, body_hash = ?, changed_at = NULL, etag = \'"tonight"\' WHERE id = ?')
    .run(JSON.stringify(items), `tonight-${id}`, id);
/** The crawl's end. */
function finishCrawl(tonight: string, lastNight: string): { redrawn: number; kept: number } {
  const writer = openSnapshotWriter(tonight);
  writer.index(indexRoutePages, lastNight, codeDigest(PIPELINE_PATHS.root));
  writer.close();
  const db = new DatabaseSync(tonight, { readOnly: true });
  try {
    return JSON.parse((db.prepare("SELECT value FROM meta WHERE key = 'random_samples'").get() as { value: string }).value);
  } finally {
    db.close();
  }
}
/** A city's doctors, from its lists (GetDoctorBySpecialtyData with its state and city). */
const cityDoctors = (db: DatabaseSync, randomKey: string): Array<{ id: number; items: Item[] }> => {
  const query = randomKey.slice(randomKey.indexOf('?') + 1);
  return answersOf(db, 'GetDoctorBySpecialtyData')
    .filter((answer) => answer.key.startsWith(`/api/Doctor/GetDoctorBySpecialtyData?${query}&`))
    .map((answer) => ({ id: answer.id, items: JSON.parse(answer.body) as Item[] }));
};

describe('A random sample', () => {
  it('keeps last night’s draw while its doctors are all still listed in the city, unchanged', () => {
    const { lastNight, tonight } = nights();
    const db = new DatabaseSync(tonight);
    const samples = answersOf(db, 'GetRandomDoctorsByCity').filter((answer) => (JSON.parse(answer.body) as Item[]).length >= 2);
    expect(samples.length).toBeGreaterThan(2);
    const [kept, edited] = samples;
    // Tonight the API drew the same doctors in another order: a new body for both cities.
    for (const sample of [kept!, edited!]) answerTonight(db, sample.id, (JSON.parse(sample.body) as Item[]).reverse());
    // In the second city, a doctor of last night's sample has another rating tonight: in its list and in the draw.
    const doctor = (JSON.parse(edited!.body) as Item[])[0]!;
    const list = cityDoctors(db, edited!.key).find(({ items }) => items.some((item) => item.uid === doctor.uid))!;
    const rerated = (item: Item): Item => (item.uid === doctor.uid ? { ...item, rating: '1 ratings' } : item);
    answerTonight(db, list.id, list.items.map(rerated));
    answerTonight(db, edited!.id, (JSON.parse(edited!.body) as Item[]).reverse().map(rerated));
    db.close();

    expect(finishCrawl(tonight, lastNight)).toEqual({ redrawn: 2, kept: 1 });
    // The first city's page shows last night's sample, dated last night; the next night asks again in full.
    expect(answerAt(tonight, kept!.key)).toEqual({ body: kept!.body, bodyHash: kept!.bodyHash, changedAt: LAST_NIGHT, etag: null });
    // The second city's shows tonight's draw, with the new rating.
    const drawn = answerAt(tonight, edited!.key);
    expect(drawn.body).not.toBe(edited!.body);
    expect((JSON.parse(drawn.body) as Item[]).find((item) => item.uid === doctor.uid)?.rating).toBe('1 ratings');
    expect(drawn.etag).toBe('"tonight"');
  });

  it('takes tonight’s draw when it holds more than last night’s, or a doctor of it left the city', () => {
    const { lastNight, tonight } = nights();
    const db = new DatabaseSync(tonight);
    const samples = answersOf(db, 'GetRandomDoctorsByCity');
    // A city with doctors its sample did not show: tonight's draw holds one more.
    const grown = samples.find((sample) => {
      const shown = new Set((JSON.parse(sample.body) as Item[]).map((item) => item.uid));
      return shown.size > 0 && cityDoctors(db, sample.key).some(({ items }) => items.some((item) => !shown.has(item.uid)));
    })!;
    const shown = JSON.parse(grown.body) as Item[];
    const extra = cityDoctors(db, grown.key)
      .flatMap(({ items }) => items)
      .find((item) => !shown.some((doctor) => doctor.uid === item.uid))!;
    answerTonight(db, grown.id, [extra, ...shown]);
    // Another city: a doctor of its sample is no longer in any of its lists.
    const left = samples.find((sample) => sample.key !== grown.key && (JSON.parse(sample.body) as Item[]).length >= 2)!;
    const [gone, ...rest] = JSON.parse(left.body) as Item[];
    for (const list of cityDoctors(db, left.key))
      answerTonight(
        db,
        list.id,
        list.items.filter((item) => item.uid !== gone!.uid),
      );
    answerTonight(db, left.id, rest);
    db.close();

    expect(finishCrawl(tonight, lastNight)).toEqual({ redrawn: 2, kept: 0 });
    expect(JSON.parse(answerAt(tonight, grown.key).body)).toEqual([extra, ...shown]);
    expect(JSON.parse(answerAt(tonight, left.key).body)).toEqual(rest);
  });

  it('of a state’s listings is drawn from every city of the state', () => {
    const { lastNight, tonight } = nights();
    const db = new DatabaseSync(tonight);
    // A sample that spans cities: each of its listings is in its own city's list, none lists them all.
    const spansCities = (answer: Answer) => new Set((JSON.parse(answer.body) as Item[]).map((item) => item.city)).size > 1;
    const states = ['GetRandomHospitalsByState', 'GetRandomPharmacyByState', 'GetRandomUrgentCareByState', 'GetRandomGroupPracticeByState'];
    const sample = states.flatMap((endpoint) => answersOf(db, endpoint)).find(spansCities)!;
    expect(sample).toBeDefined();
    const listings = JSON.parse(sample.body) as Item[];
    answerTonight(db, sample.id, [...listings].reverse());
    db.close();

    expect(finishCrawl(tonight, lastNight)).toEqual({ redrawn: 1, kept: 1 });
    expect(answerAt(tonight, sample.key).body).toBe(sample.body);
  });

  it('is met once, whichever page of redrawn samples it falls in', () => {
    const { lastNight, tonight } = nights();
    const db = new DatabaseSync(tonight);
    // Every city's draw is another tonight: in another order (kept), or every other one with one more doctor (a draw
    // that grew: not kept, so it stays a redraw a walk that does not move on would meet again).
    const redrawn = answersOf(db, 'GetRandomDoctorsByCity').filter((answer) => (JSON.parse(answer.body) as Item[]).length >= 2);
    expect(redrawn.length).toBeGreaterThan(20);
    const grows = (index: number) => index % 2 === 1;
    redrawn.forEach((sample, index) => {
      const reordered = (JSON.parse(sample.body) as Item[]).reverse();
      answerTonight(db, sample.id, grows(index) ? [...reordered, { uid: `new-${index}` }] : reordered);
    });
    db.exec(SNAPSHOT_READ_INDEXES);
    db.prepare('ATTACH DATABASE ? AS previous').run(lastNight);
    // Pages of 7: the walk goes on past each page's last sample, none met twice, none left out.
    const kept = redrawn.filter((_, index) => !grows(index));
    expect(keepSamples(db, 7)).toEqual({ redrawn: redrawn.length, kept: kept.length });
    db.exec('DETACH DATABASE previous');
    db.close();
    for (const sample of kept) expect(answerAt(tonight, sample.key).body).toBe(sample.body);
  });
});
