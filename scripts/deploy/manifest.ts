/**
 * What a deploy left on its target: every file's path with its size and content digest, kept on the target itself
 * so the next deploy compares with it instead of listing the bucket (millions of objects are thousands of list calls).
 * It is split into parts (gzipped JSON), each holding the files whose path hashes to it, plus a small index: a night
 * that touches a few thousand of the national 2.8 million pages reads and writes the few parts they fall in, not one
 * 330 MB file (whose JSON text V8 cannot even hold past 1.7 million doctors). The folders the workflow's merge writes
 * whole have a part of their own each, read whole when the night must find what is gone from them.
 * A deploy writes each part as soon as the files it planned in it are up (or deleted), so one that fails part-way
 * leaves a manifest of what it did, and its re-run uploads only the rest.
 */
import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { mapConcurrently } from '../../src/lib/concurrently.ts';
import { PART_FILE } from '../../src/hosting/sitemap.ts';
import { countPageFile, type PageCounts, pageCountsOf } from '../guards/removal-guard.ts';
import { DELETE_BATCH, type ManifestStorage } from './targets.ts';

/** The single-file manifest of earlier deploys: read once, split, then deleted. */
export const LEGACY_MANIFEST_KEY = '.deploy-manifest.json.gz';
/** Where the split manifest lives, from the target's root: a name no page of the site can have. */
export const MANIFEST_FOLDER = '.deploy-manifest';
export const INDEX_KEY = `${MANIFEST_FOLDER}/index.json.gz`;
export const partKeyOf = (part: string): string => `${MANIFEST_FOLDER}/${part}.json.gz`;

/** A file as the target holds it: [size in bytes, sha-256 of the bytes, base64url]. */
export type HeldFile = readonly [size: number, digest: string];
const HeldFileSchema = z.tuple([z.number().int().nonnegative(), z.string()]);

const LegacyManifestSchema = z.object({ version: z.literal(1), files: z.record(z.string(), HeldFileSchema) });
const PartSchema = z.record(z.string(), HeldFileSchema);
const IndexSchema = z.object({
  version: z.literal(2),
  /** Hex digits of the path's hash naming its part: 16^digits parts besides the folders' own. */
  digits: z.number().int().min(0).max(4),
  /** Written anew by each deploy: a list of changes made since the deploy that wrote it applies to this target. */
  generation: z.string(),
  /** The pages the target holds, by route and area: what the removal guard weighs deletions against. */
  pages: z.object({ site: z.number().int(), routes: z.record(z.string(), z.number().int()), areas: z.record(z.string(), z.number().int()) }),
});
export type ManifestIndex = z.infer<typeof IndexSchema>;

/** A file of the site as the deploy sees it. */
export interface SiteFile {
  readonly path: string;
  readonly size: number;
  readonly digest: string;
}

export const digestOfBytes = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('base64url');

/** The folders (and files) the workflow's merge writes whole every night: each has a part of its own, named after it. */
export const WHOLE_GROUPS: readonly string[] = ['media', 'search-index', 'near', 'maps', 'sitemap-parts'];
const WHOLE_FOLDERS: ReadonlySet<string> = new Set(WHOLE_GROUPS.slice(0, -1));

/** The group `path` belongs to, if any: a folder the merge writes whole, or the sitemap parts. */
export function wholeGroupOf(path: string): string | undefined {
  const top = path.slice(0, Math.max(0, path.indexOf('/')));
  if (WHOLE_FOLDERS.has(top)) return top;
  return PART_FILE.test(path) ? 'sitemap-parts' : undefined;
}

/** The part holding `path`: its whole group's, or the one its hash names. */
export function partOf(path: string, digits: number): string {
  return wholeGroupOf(path) ?? `h${createHash('sha1').update(path).digest('hex').slice(0, digits)}`;
}

/** Every part of a manifest of `digits`, the groups' included. */
export const allPartsOf = (digits: number): string[] => [
  ...Array.from({ length: 16 ** digits }, (_, index) => `h${digits === 0 ? '' : index.toString(16).padStart(digits, '0')}`),
  ...WHOLE_GROUPS,
];

/** How many hex digits a site of `files` files gets for parts of at most `partFiles` files on average (with the
 * default of 1,024, DEPLOY_MANIFEST_PART_FILES: 4,096 parts of about 700 files nationally). */
export function digitsFor(files: number, partFiles: number): number {
  let digits = 0;
  while (digits < 4 && files / 16 ** digits > partFiles) digits++;
  return digits;
}

const gunzipJson = (bytes: Uint8Array, from: string): unknown => {
  try {
    return JSON.parse(gunzipSync(bytes).toString('utf8'));
  } catch (error) {
    throw new Error(`The deploy manifest at ${from} is not readable (${error instanceof Error ? error.message : String(error)}).`);
  }
};
const parsed = <T>(schema: z.ZodType<T>, bytes: Uint8Array, from: string): T => {
  const result = schema.safeParse(gunzipJson(bytes, from));
  if (!result.success) throw new Error(`The deploy manifest at ${from} is not readable (${result.error.issues[0]?.message ?? 'invalid'}).`);
  return result.data;
};
const gzipJson = (value: unknown): Uint8Array => gzipSync(JSON.stringify(value));

/** Why the manifest was not used: none on the target (a first deploy), or one that does not read. */
export type ManifestState =
  | { readonly kind: 'split'; readonly index: ManifestIndex }
  | { readonly kind: 'legacy' | 'none' | 'unreadable'; readonly reason?: string };

/**
 * The target's manifest, read part by part as the deploy needs it and written back with only the parts it changed.
 * An earlier single-file manifest is read whole, and written back split.
 */
export class DeployedFiles {
  private readonly parts = new Map<string, Map<string, HeldFile>>();
  /** Parts being read, so that the paths of one part asking at once read it once. */
  private readonly loading = new Map<string, Promise<void>>();
  /** Parts this deploy wrote: read back from the target when needed again, even where it held no manifest before. */
  private readonly written = new Set<string>();
  private readonly changed = new Set<string>();
  private digits: number;
  private pages: PageCounts;
  private legacy = false;
  /** Parts of an earlier size, deleted after the index that no longer names them. */
  private stale: string[] = [];
  /** Parts split anew from what the target holds (a legacy manifest, a resize, an unreadable one): written whole
   * before the first upload, as the index naming them must not point at the old ones. */
  private splitAnew = false;
  /** The deploy's planned changes not yet done, by part: a part is written once its count reaches zero. */
  private readonly pending = new Map<string, number>();
  private partsWritten = 0;
  /** The generation the index keeps while the deploy writes it part by part. */
  private writingAs: string | undefined;
  private indexWrittenAt = 0;
  private indexWriting: Promise<void> | undefined;

  private readonly storage: ManifestStorage;
  readonly state: ManifestState;
  /** The files a part is sized for, on average, when the manifest is split anew. */
  private readonly partFiles: number;

  private constructor(storage: ManifestStorage, state: ManifestState, partFiles: number) {
    this.storage = storage;
    this.state = state;
    this.partFiles = partFiles;
    this.digits = state.kind === 'split' ? state.index.digits : 0;
    this.pages = state.kind === 'split' ? structuredClone(state.index.pages) : { site: 0, routes: {}, areas: {} };
  }

  /** The manifest `storage` holds; one that does not read is reported in `state`, and the deploy starts afresh. */
  static async open(storage: ManifestStorage, partFiles: number): Promise<DeployedFiles> {
    try {
      const index = await storage.readMeta(INDEX_KEY);
      if (index) return new DeployedFiles(storage, { kind: 'split', index: parsed(IndexSchema, index, `${storage.name}/${INDEX_KEY}`) }, partFiles);
      const legacy = await storage.readMeta(LEGACY_MANIFEST_KEY);
      if (!legacy) return new DeployedFiles(storage, { kind: 'none' }, partFiles);
      const { files } = parsed(LegacyManifestSchema, legacy, `${storage.name}/${LEGACY_MANIFEST_KEY}`);
      const store = new DeployedFiles(storage, { kind: 'legacy' }, partFiles);
      store.repartition(Object.entries(files));
      store.legacy = true;
      return store;
    } catch (error) {
      return new DeployedFiles(storage, { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) }, partFiles);
    }
  }

  /** Whether the target's manifest is known in full: a split one, or a legacy one migrated. */
  get known(): boolean {
    return this.state.kind === 'split' || this.state.kind === 'legacy';
  }

  get generation(): string | undefined {
    return this.state.kind === 'split' ? this.state.index.generation : undefined;
  }

  /** The pages the target holds, by route and area. */
  get pageCounts(): PageCounts {
    return this.pages;
  }

  /** Splits `files` anew into parts sized for `count` files: every part is written. */
  private repartition(files: ReadonlyArray<readonly [string, HeldFile]>, count = files.length): void {
    this.digits = digitsFor(count, this.partFiles);
    this.parts.clear();
    for (const part of allPartsOf(this.digits)) {
      this.parts.set(part, new Map());
      this.changed.add(part);
    }
    for (const [path, held] of files) this.parts.get(partOf(path, this.digits))?.set(path, held);
    this.pages = pageCountsOf(files.map(([path]) => path));
    this.splitAnew = this.state.kind !== 'none';
  }

  /** The files of `part` as the target holds them (none where it holds no manifest and this deploy wrote none). */
  private async readPart(part: string): Promise<Map<string, HeldFile>> {
    const bytes = this.known || this.written.has(part) ? await this.storage.readMeta(partKeyOf(part)) : undefined;
    return new Map(Object.entries(bytes ? parsed(PartSchema, bytes, `${this.storage.name}/${partKeyOf(part)}`) : {}));
  }

  /** Reads the parts holding `paths` (and the `groups`' parts), each once. */
  async load(paths: Iterable<string>, groups: readonly string[] = [], concurrency = 16): Promise<void> {
    const wanted = new Set(groups);
    for (const path of paths) wanted.add(partOf(path, this.digits));
    await mapConcurrently([...wanted], concurrency, (part) => this.loadPart(part));
  }

  private loadPart(part: string): Promise<void> {
    if (this.parts.has(part)) return Promise.resolve();
    let loading = this.loading.get(part);
    if (!loading) {
      loading = this.readPart(part)
        .then((files) => void this.parts.set(part, files))
        .finally(() => this.loading.delete(part));
      this.loading.set(part, loading);
    }
    return loading;
  }

  /** Reads the part holding `path` unless it is in memory: a deploy reads each part as its first file comes, in part
   * order, and lets it go once done (`recorded`), so it holds a few parts at a time, not the manifest. */
  ensureLoaded(path: string): Promise<void> {
    return this.loadPart(partOf(path, this.digits));
  }

  /** Lets go of the parts read and not changed (read to weigh deletions before any upload). */
  releaseUnchanged(): void {
    for (const part of [...this.parts.keys()]) if (!this.changed.has(part) && !this.pending.has(part)) this.parts.delete(part);
  }

  /** Reads every part: a full comparison of the site with the target, kept in memory (only when the site outgrew its
   * parts and they are split anew; else `scan`). The page counts are taken from the parts then, so a count a failed
   * deploy left off is set right. */
  async loadAll(concurrency = 16): Promise<void> {
    await this.load([], allPartsOf(this.digits), concurrency);
    this.pages = pageCountsOf(this.paths());
  }

  /** Reads every part, one at a time per reader and without keeping it, telling `visit` each path the target holds:
   * a full comparison of the site with the target in the memory of a few parts. The page counts are taken from the
   * parts, so a count a failed deploy left off is set right. */
  async scan(visit: (path: string) => void, concurrency = 16): Promise<void> {
    const pages: PageCounts = { site: 0, routes: {}, areas: {} };
    await mapConcurrently(allPartsOf(this.digits), concurrency, async (part) => {
      for (const path of (this.parts.get(part) ?? (await this.readPart(part))).keys()) {
        countPageFile(pages, path, 1);
        visit(path);
      }
    });
    this.pages = pages;
  }

  /** The part `path` falls in: files uploaded part by part let each part be written early. */
  partOfPath(path: string): string {
    return partOf(path, this.digits);
  }

  /** What the target holds at `path` (its part must be loaded). */
  get(path: string): HeldFile | undefined {
    return this.parts.get(partOf(path, this.digits))?.get(path);
  }

  /** Every path of the loaded parts of `groups`, or of every loaded part. */
  *paths(groups?: readonly string[]): Generator<string> {
    for (const [part, files] of this.parts) if (!groups || groups.includes(part)) yield* files.keys();
  }

  private partFor(path: string): Map<string, HeldFile> {
    const part = partOf(path, this.digits);
    const files = this.parts.get(part);
    if (!files) throw new Error(`The deploy manifest's part ${part} was changed before it was read.`);
    this.changed.add(part);
    return files;
  }

  /** Records that the target now holds `file`. */
  set(file: SiteFile): void {
    const files = this.partFor(file.path);
    if (!files.has(file.path)) countPageFile(this.pages, file.path, 1);
    files.set(file.path, [file.size, file.digest]);
  }

  /** Records that the target no longer holds `path`. */
  delete(path: string): void {
    const files = this.partFor(path);
    if (files.delete(path)) countPageFile(this.pages, path, -1);
  }

  /** When the target holds nothing known (a first deploy, an unreadable manifest): parts sized for `files`. */
  startAfresh(files: number): void {
    if (!this.known) this.repartition([], files);
  }

  /** Whether a site of `files` files needs parts of another size than the target's manifest has. */
  outgrows(files: number): boolean {
    return this.known && digitsFor(files, this.partFiles) !== this.digits;
  }

  /** After `loadAll`: parts sized anew when the site has outgrown (or shrunk far below) the ones it has; the old
   * parts are deleted once the new index is written. */
  resizeFor(files: number): void {
    if (!this.known || digitsFor(files, this.partFiles) === this.digits) return;
    const stale = allPartsOf(this.digits).filter((part) => part.startsWith('h'));
    this.repartition(
      [...this.parts.values()].flatMap((part) => [...part]),
      files,
    );
    this.stale = stale.filter((part) => !this.changed.has(part));
  }

  /** Plans a stage of the deploy: `paths` are what it will upload, or delete, or (a dry run) compare; each part is
   * written (when changed) and let go once the last of them is `recorded`. */
  plan(paths: Iterable<string>): void {
    for (const path of paths) {
      const part = partOf(path, this.digits);
      this.pending.set(part, (this.pending.get(part) ?? 0) + 1);
    }
  }

  /**
   * Before the first change: makes the target's manifest one the deploy can write part by part, and plans the first
   * stage (`plan`). A first deploy writes its index (parts not yet written read as empty); parts split anew
   * are written whole, then their index. The generation stays: the publish's list since the last deploy still
   * covers whatever the target lacks if this deploy stops part-way.
   */
  async beginWriting(paths: Iterable<string>, concurrency = 16): Promise<void> {
    this.plan(paths);
    this.writingAs = this.generation ?? newGeneration();
    if (this.splitAnew) await this.writeManifest(this.writingAs, concurrency);
    else if (this.state.kind !== 'split') await this.writeIndex(this.writingAs);
    this.splitAnew = false;
  }

  /** After `set` or `delete` of a path `beginWriting` was given: writes its part if it was the last one planned
   * there, and the index now and then, so the page counts a re-run starts from stay close. */
  async recorded(path: string): Promise<void> {
    const part = partOf(path, this.digits);
    const left = (this.pending.get(part) ?? 1) - 1;
    this.pending.set(part, left);
    if (left > 0) return;
    // Done with: written if changed, then let go (a whole comparison would otherwise end holding the manifest). A dry
    // run, which writes nothing, only lets go.
    this.pending.delete(part);
    if (!this.changed.has(part) || this.writingAs === undefined) {
      this.parts.delete(part);
      return;
    }
    await this.writePart(part);
    this.parts.delete(part);
    if (!this.indexWriting && performance.now() - this.indexWrittenAt > INDEX_EVERY_MS) {
      this.indexWriting = this.writeIndex(this.writingAs ?? newGeneration()).finally(() => {
        this.indexWriting = undefined;
      });
      await this.indexWriting;
    }
  }

  /** Writes the parts still changed, then the index under a new generation, which it returns, with the parts this
   * deploy wrote in all; a legacy manifest and parts of an earlier size go last. */
  async save(concurrency = 16): Promise<{ readonly generation: string; readonly partsWritten: number }> {
    await this.indexWriting;
    const generation = newGeneration();
    await this.writeManifest(generation, concurrency);
    return { generation, partsWritten: this.partsWritten };
  }

  private async writeManifest(generation: string, concurrency: number): Promise<void> {
    await mapConcurrently([...this.changed], concurrency, (part) => this.writePart(part));
    await this.writeIndex(generation);
    if (this.legacy) await this.storage.deleteMeta([LEGACY_MANIFEST_KEY]);
    this.legacy = false;
    for (let start = 0; start < this.stale.length; start += DELETE_BATCH) {
      await this.storage.deleteMeta(this.stale.slice(start, start + DELETE_BATCH).map(partKeyOf));
    }
    this.stale = [];
  }

  private async writePart(part: string): Promise<void> {
    this.changed.delete(part);
    this.written.add(part);
    await this.storage.writeMeta(partKeyOf(part), gzipJson(Object.fromEntries(this.parts.get(part) ?? [])));
    this.partsWritten++;
  }

  private async writeIndex(generation: string): Promise<void> {
    const index: ManifestIndex = { version: 2, digits: this.digits, generation, pages: this.pages };
    this.indexWrittenAt = performance.now();
    await this.storage.writeMeta(INDEX_KEY, gzipJson(index));
  }
}

/** How often a deploy writes the index while it writes parts: its page counts, should the deploy stop there. */
const INDEX_EVERY_MS = 30_000;

const newGeneration = (): string => `${new Date().toISOString()}-${createHash('sha1').update(String(Math.random())).digest('hex').slice(0, 8)}`;
