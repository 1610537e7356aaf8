/**
 * How the benchmark's bucket keeps bodies small: a site's pages share most of their bytes (head, header, footer, the
 * card markup), so each folder of the site gets a zstd dictionary made of the first pages put into it, and later
 * bodies of that folder and type are compressed against it. Plain zstd keeps a national page at a third of its size
 * (41 GB of site in about 14 GB); with a folder's dictionary, a twentieth.
 */
import type { DatabaseSync } from 'node:sqlite';
import { zstdCompressSync, zstdDecompressSync } from 'node:zlib';

// Bodies a dictionary is made of: the first ones of a folder and type, whole, up to this many bytes.
const DICTIONARY_BYTES = 192 * 1024;
const DICTIONARY_SAMPLES = 12;
// Smaller bodies share too little to be worth a sample.
const MIN_SAMPLE_BYTES = 1024;
// Types whose bodies are text, and so share bytes with their neighbours (images are already compressed).
const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|manifest\+json))/;

export interface BucketCompression {
  /** The body to keep for `key` and the dictionary it was compressed with (null: plain zstd). */
  compress(key: string, contentType: string | null, body: Buffer): { kept: Buffer; dictionary: number | null };
  decompress(kept: Uint8Array, dictionary: number | null): Buffer;
}

/** Dictionaries kept in `db` (table `dictionaries`), made as bodies arrive and fixed once made. */
export function openBucketCompression(db: DatabaseSync): BucketCompression {
  db.exec('CREATE TABLE IF NOT EXISTS dictionaries (id INTEGER PRIMARY KEY, family TEXT NOT NULL UNIQUE, body BLOB NOT NULL) STRICT;');
  const insert = db.prepare('INSERT INTO dictionaries (family, body) VALUES (?, ?) RETURNING id');
  const byId = new Map<number, Buffer>();
  const byFamily = new Map<string, number>();
  for (const row of db.prepare('SELECT id, family, body FROM dictionaries').all() as { id: number; family: string; body: Uint8Array }[]) {
    byId.set(row.id, Buffer.from(row.body));
    byFamily.set(row.family, row.id);
  }
  // Samples gathered for families without a dictionary yet (a bucket reopened starts them again).
  const gathering = new Map<string, Buffer[]>();

  const dictionaryFor = (family: string, body: Buffer): number | undefined => {
    const made = byFamily.get(family);
    if (made !== undefined || body.length < MIN_SAMPLE_BYTES) return made;
    const samples = gathering.get(family) ?? [];
    samples.push(body);
    gathering.set(family, samples);
    const bytes = samples.reduce((sum, sample) => sum + sample.length, 0);
    if (samples.length < DICTIONARY_SAMPLES && bytes < DICTIONARY_BYTES) return undefined;
    gathering.delete(family);
    // zstd takes any bytes as a raw-content dictionary; the latest samples last, where matches cost least.
    const dictionary = Buffer.concat(samples).subarray(-DICTIONARY_BYTES);
    const { id } = insert.get(family, dictionary) as { id: number };
    byId.set(id, dictionary);
    byFamily.set(family, id);
    return undefined;
  };

  return {
    compress(key, contentType, body) {
      const type = (contentType ?? '').split(';')[0]?.trim() ?? '';
      const id = TEXT_TYPE.test(type) ? dictionaryFor(`${key.split('/').slice(0, -1).slice(0, 2).join('/')} ${type}`, body) : undefined;
      if (id === undefined) return { kept: zstdCompressSync(body), dictionary: null };
      return { kept: zstdCompressSync(body, { dictionary: dictionaryOf(byId, id) }), dictionary: id };
    },
    decompress(kept, dictionary) {
      return dictionary === null ? zstdDecompressSync(kept) : zstdDecompressSync(kept, { dictionary: dictionaryOf(byId, dictionary) });
    },
  };
}

function dictionaryOf(dictionaries: Map<number, Buffer>, id: number): Buffer {
  const dictionary = dictionaries.get(id);
  if (!dictionary) throw new Error(`The bucket has no dictionary ${id}: its file was changed outside the bucket`);
  return dictionary;
}
