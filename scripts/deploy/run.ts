/**
 * `npm run deploy`: publishes dist/ to its target, costing what changed. Reads what the target holds (its split
 * deploy manifest, only the parts it needs), checks the deletions against the removal guard, then compares the files
 * part by part, content-named ones first, then pages and site files: each read once, hashed, and uploaded from the
 * same bytes when the target holds others; deletes last (in batches), writing each manifest part it changed once its
 * files are done. What it compares: the files the publish listed since the last deploy (deploy-backlog.ts), when
 * that list applies to this target; else every file of dist/ (a first deploy, another target, `--full`). A deploy
 * that fails part-way is run again: the manifest holds what it did, the list still what changed since the last
 * deploy, so what is missing goes up.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { linesOf, openLineWriter } from '../../src/lib/line-files.ts';
import { forEachConcurrently, mapConcurrently } from '../../src/lib/concurrently.ts';
import type { RemovalLimits, RemovalVerdict } from '../guards/removal-guard.ts';
import { describeRefusal } from '../guards/removal-guard.ts';
import { readBacklog, resetBacklog } from '../pipeline/deploy-backlog.ts';
import { canonicalUrlOf, goneUrlsOf, type IndexNowOptions, type IndexNowResult, submitToIndexNow } from './indexnow.ts';
import { DeployedFiles, digestOfBytes, WHOLE_GROUPS } from './manifest.ts';
import { DELETE_BATCH, type DeployTarget } from './targets.ts';
import {
  type DeployTally,
  deletionsOf,
  emptyTally,
  guardDeletions,
  isHeldAs,
  type PhaseCount,
  type SiteContent,
  UPLOAD_PHASES,
  type UploadPhase,
  uploadPhaseOf,
} from './plan.ts';
import { listSitePaths } from './site-paths.ts';

/** How much of dist/ a deploy compared: the publish's list, every file, the workflow's dist/ of changes, or one
 * render job's pages. */
export type DeployScope = 'listed' | 'whole' | 'changes' | 'part';

export interface DeployOptions {
  readonly dist: string;
  readonly target: DeployTarget;
  readonly content: SiteContent;
  readonly limits: RemovalLimits;
  readonly acceptRemovals: boolean;
  readonly dryRun: boolean;
  /** Uploads in flight at once. */
  readonly concurrency: number;
  /** The files a manifest part is sized for when the manifest is split anew (DEPLOY_MANIFEST_PART_FILES). */
  readonly manifestPartFiles: number;
  /** Use the publish's list of changes beside dist/ when it applies to the target, and reset it once done. */
  readonly backlog?: boolean;
  /** Compare every file of dist/ with the target, whatever the list says. */
  readonly full?: boolean;
  readonly log?: (line: string) => void;
  /** Upload, but leave the deletions (guarded all the same) to a later deploy of the same changes: the workflow
   * uploads its render jobs' pages in between. */
  readonly holdDeletions?: boolean;
  /** The whole site's files when dist/ holds part of it: a first deploy sizes the manifest's parts for it. */
  readonly siteFiles?: number;
  /** With a key: the pages this deploy changed are submitted to IndexNow once it is done. */
  readonly indexNow?: IndexNowOptions;
}

export type DeployResult =
  | {
      readonly ok: true;
      readonly dryRun: boolean;
      readonly scope: DeployScope;
      readonly uploaded: number;
      readonly uploadedBytes: number;
      readonly deleted: number;
      readonly unchanged: number;
      /** Manifest parts written (the index aside). */
      readonly manifestParts: number;
      readonly seconds: number;
      readonly verdict: RemovalVerdict;
      readonly indexNow?: IndexNowResult;
    }
  | { readonly ok: false; readonly refused: true; readonly message: string; readonly verdict: RemovalVerdict };

const MiB = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
const count = (n: number) => n.toLocaleString('en-US');

/** What a deploy uploaded (or, dry, would upload) in each phase, deleted and found unchanged, in a few lines. */
export function describeTally(tally: DeployTally, target: string, dryRun: boolean): string {
  const { contentNamed, pages } = tally.uploads;
  const sized = ({ files, bytes }: PhaseCount) => `${count(files)} (${MiB(bytes)})`;
  const [upload, del] = dryRun ? ['would upload', 'would delete'] : ['uploaded', 'deleted'];
  return [
    `Deploy to ${target}:`,
    `  ${upload} ${sized(contentNamed)} content-named files first, then ${sized(pages)} pages and site files (${MiB(contentNamed.bytes + pages.bytes)} in all)`,
    `  ${del} ${count(tally.deletions.length)} files last${tally.deletions.length ? `, e.g. ${tally.deletions.slice(0, 3).join(', ')}` : ''}`,
    `  ${count(tally.unchanged)} files unchanged`,
  ].join('\n');
}

/** The warning for a target whose answers lack the site's security headers (none for a folder nginx serves). */
export function describeMissingHeaders(target: DeployTarget): string | undefined {
  if (target.missingHeaders.length === 0) return undefined;
  return [
    `Warning: ${target.name} serves each file with its Content-Type and Cache-Control only, without the site's security`,
    `  headers (${target.missingHeaders.join(', ')}): its forms can be framed. The CDN in front must add them:`,
    '  `npm run --silent deploy -- --cdn-policy cloudfront` (or `cloudflare`, for R2 on a custom domain) prints a ready policy.',
    "  A folder target (file:///…) served with the project's _nginx.conf sends them itself.",
  ].join('\n');
}

/** What a deploy compares and deletes: the files of dist/ it compares with the target, by phase in the order of the
 * manifest's parts (paths, not yet read), and the files the target holds that the site no longer has. */
interface Compared {
  readonly scope: DeployScope;
  readonly count: number;
  readonly inPhase: (phase: UploadPhase) => Iterable<string>;
  /** Held by the target, gone from the site: deleted last, in path order. */
  readonly deletions: readonly string[];
  readonly close: () => void;
}

/** A list of paths as `Compared` gives them: by phase, part by part. */
function comparedList(scope: DeployScope, paths: readonly string[], deletions: readonly string[], deployed: DeployedFiles): Compared {
  return {
    scope,
    count: paths.length,
    inPhase: (phase) =>
      inPartOrder(
        paths.filter((path) => uploadPhaseOf(path) === phase),
        deployed,
      ),
    deletions,
    close: () => {},
  };
}

/** What the deploy compares and deletes; reads the manifest parts it needs to know what to delete. */
async function comparedPaths(options: DeployOptions, deployed: DeployedFiles, log: (line: string) => void): Promise<Compared> {
  const { dist, target, content } = options;
  if (content.kind !== 'whole') {
    // dist/ holds only tonight's changes (or one render job's pages): all of it is compared. The paths are kept on
    // disk and the manifest read part by part as the uploads reach it; only the parts of what is gone are read now.
    const site = listSitePaths(dist, (path) => target.takes(path));
    try {
      deployed.startAfresh(Math.max(site.count, options.siteFiles ?? 0));
      // The folders the merge writes whole say what is gone; a part of the pages deletes nothing.
      const removed = content.kind === 'changes' ? content.removed : [];
      const groups = content.kind === 'changes' ? WHOLE_GROUPS : [];
      await deployed.load(removed, groups, options.concurrency);
      const gone = [...removed, ...deployed.paths(groups)].filter((path) => !site.has(path));
      const deletions = deletionsOf(gone, (path) => deployed.get(path));
      deployed.releaseUnchanged();
      site.assignParts((path) => deployed.partOfPath(path));
      return { scope: content.kind, count: site.count, inPhase: (phase) => site.inPhase(phase), deletions, close: site.close };
    } catch (error) {
      site.close();
      throw error;
    }
  }
  const backlog = options.backlog && !options.full ? await readBacklog(dist) : undefined;
  if (backlog && deployed.generation !== undefined && backlog.deployedAs === deployed.generation) {
    // dist/ is what the target holds plus the listed changes: dist/ says what each listed path is now. Only the parts
    // of what is gone are read now, to know what the target holds of it; the others as the uploads reach them.
    const listed = [...backlog.changes.keys()].filter((path) => target.takes(path));
    const isFile = (path: string) => statSync(join(dist, path), { throwIfNoEntry: false })?.isFile() === true;
    const gone = listed.filter((path) => !isFile(path));
    await deployed.load(gone, [], options.concurrency);
    const deletions = deletionsOf(gone, (path) => deployed.get(path));
    deployed.releaseUnchanged();
    return comparedList('listed', listed.filter(isFile), deletions, deployed);
  }
  if (options.backlog && !options.full) {
    log(
      !backlog
        ? `No list of what publishing changed beside ${dist}: every file is compared.`
        : deployed.generation === undefined
          ? `${target.name} holds no split manifest yet: every file is compared.`
          : `The list of what publishing changed does not start from what ${target.name} holds: every file is compared.`,
    );
  }
  // Every file: the site's paths on disk, the manifest read part by part; what it holds that the site lacks goes.
  const site = listSitePaths(dist, (path) => target.takes(path));
  try {
    deployed.startAfresh(site.count);
    const gone: string[] = [];
    if (deployed.outgrows(site.count)) {
      // The parts are split anew for the site's size: the whole manifest is read into memory for it (rare: a site
      // sixteen times the size it had).
      await deployed.loadAll(options.concurrency);
      deployed.resizeFor(site.count);
      for (const path of deployed.paths()) if (!site.has(path)) gone.push(path);
    } else {
      await deployed.scan((path) => {
        if (!site.has(path)) gone.push(path);
      }, options.concurrency);
    }
    site.assignParts((path) => deployed.partOfPath(path));
    return { scope: 'whole', count: site.count, inPhase: (phase) => site.inPhase(phase), deletions: [...new Set(gone)].sort(), close: site.close };
  } catch (error) {
    site.close();
    throw error;
  }
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const { target } = options;
  const deployed = await DeployedFiles.open(target, options.manifestPartFiles);
  if (deployed.state.kind === 'unreadable') log(`${deployed.state.reason} Every file is uploaded again and the manifest written anew.`);
  const compared = await comparedPaths(options, deployed, log);
  const changedUrls = options.indexNow ? openUrlList() : undefined;
  try {
    return await deployCompared(options, deployed, compared, log, started, changedUrls);
  } finally {
    compared.close();
    changedUrls?.dispose();
  }
}

/** The canonical URLs of the pages a deploy uploaded, in a file: a first national deploy's are millions. */
interface UrlList {
  add(url: string): void;
  readonly count: number;
  /** Done adding: the URLs, read back a chunk at a time. */
  read(): Iterable<string>;
  dispose(): void;
}

function openUrlList(): UrlList {
  const folder = mkdtempSync(join(tmpdir(), 'deploy-urls-'));
  const file = join(folder, 'urls.txt');
  const out = openLineWriter(file);
  let open = true;
  let count = 0;
  const close = () => {
    if (open) out.close();
    open = false;
  };
  return {
    add(url) {
      out.write(url);
      count++;
    },
    get count() {
      return count;
    },
    read() {
      close();
      return linesOf(file);
    },
    dispose() {
      close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function deployCompared(
  options: DeployOptions,
  deployed: DeployedFiles,
  { scope, count: compared, inPhase, deletions }: Compared,
  log: (line: string) => void,
  started: number,
  changedUrls: UrlList | undefined,
): Promise<DeployResult> {
  const { target, dist, dryRun } = options;
  log(`Deploy to ${target.name}: ${count(compared)} files to compare, part by part; ${count(deletions.length)} to delete last.`);
  const verdict = guardDeletions(deployed.pageCounts, deletions, options.limits);
  if (verdict.refused && !options.acceptRemovals) {
    return { ok: false, refused: true, verdict, message: describeRefusal(verdict, undefined, 'Nothing was uploaded or deleted.') };
  }
  // Guarded above all the same: the deploy that does them checks them again against what the target then holds.
  const deleting = options.holdDeletions ? [] : deletions;
  const tally = emptyTally(deleting);
  // Each part is read as its first file comes and let go (written, if changed) once its last is done.
  const planned = function* () {
    for (const phase of UPLOAD_PHASES) yield* inPhase(phase);
  };
  if (dryRun) deployed.plan(planned());
  else await deployed.beginWriting(planned(), options.concurrency);
  // Each file read once: hashed, compared with what the target holds, and uploaded from the same bytes if it differs.
  for (const phase of UPLOAD_PHASES) {
    await forEachConcurrently(inPhase(phase), options.concurrency, async (path) => {
      await deployed.ensureLoaded(path);
      const bytes = await readFile(join(dist, path));
      const file = { path, size: bytes.length, digest: digestOfBytes(bytes) };
      if (isHeldAs(deployed.get(path), file.size, file.digest)) tally.unchanged++;
      else {
        tally.uploads[phase].files++;
        tally.uploads[phase].bytes += file.size;
        if (!dryRun) {
          await target.put(path, bytes);
          // The canonical pages among those uploaded, found in their bytes as they go up.
          const url = options.indexNow && canonicalUrlOf(path, bytes, options.indexNow.siteUrl);
          if (url) changedUrls?.add(url);
          deployed.set(file);
        }
      }
      await deployed.recorded(path);
    });
  }
  log(describeTally(tally, target.name, dryRun));
  if (deleting !== deletions) log(`  ${count(deletions.length)} deletions held for the deploy that ends the night.`);
  const done = (manifestParts: number, indexNow?: IndexNowResult) => ({
    ok: true as const,
    dryRun,
    scope,
    uploaded: dryRun ? 0 : tally.uploads.contentNamed.files + tally.uploads.pages.files,
    uploadedBytes: dryRun ? 0 : tally.uploads.contentNamed.bytes + tally.uploads.pages.bytes,
    deleted: dryRun ? 0 : deleting.length,
    unchanged: tally.unchanged,
    manifestParts,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
    verdict,
    ...(indexNow ? { indexNow } : {}),
  });
  if (dryRun) return done(0);
  // The deletions, a stage of their own: their parts are read again as each batch comes.
  deployed.plan(deleting);
  const batches = Array.from({ length: Math.ceil(deleting.length / DELETE_BATCH) }, (_, index) =>
    deleting.slice(index * DELETE_BATCH, (index + 1) * DELETE_BATCH),
  );
  await mapConcurrently(batches, options.concurrency, async (batch) => {
    await target.deleteBatch(batch);
    for (const path of batch) {
      await deployed.ensureLoaded(path);
      deployed.delete(path);
      await deployed.recorded(path);
    }
  });
  const saved = await deployed.save(options.concurrency);
  // The target now holds dist/: the list starts again from here.
  if (options.backlog && options.content.kind === 'whole') resetBacklog(options.dist, saved.generation);
  // Only now are the changed pages there (or gone) for a search engine to fetch.
  const gone = options.indexNow ? goneUrlsOf(deleting, options.indexNow.siteUrl) : [];
  const indexNow =
    options.indexNow && changedUrls
      ? await submitChanges(
          (function* () {
            yield* changedUrls.read();
            yield* gone;
          })(),
          changedUrls.count + gone.length,
          options.indexNow,
          log,
        )
      : undefined;
  return done(saved.partsWritten, indexNow);
}

/** `paths` grouped by their manifest part, so that parts fill one after the other and each is written early. */
function inPartOrder(paths: readonly string[], deployed: DeployedFiles): string[] {
  const parts = paths.map((path) => deployed.partOfPath(path));
  const order = paths.map((_, index) => index);
  order.sort((a, b) => ((parts[a] ?? '') < (parts[b] ?? '') ? -1 : (parts[a] ?? '') > (parts[b] ?? '') ? 1 : a - b));
  return order.map((index) => paths[index] as string);
}

/** Submits a deploy's changed URLs (and those carried over) to IndexNow, saying how it went. */
async function submitChanges(
  urls: Iterable<string>,
  count: number,
  options: IndexNowOptions,
  log: (line: string) => void,
): Promise<IndexNowResult | undefined> {
  const carried = options.carryOverFile !== undefined && existsSync(options.carryOverFile);
  if (count === 0 && !carried) return undefined;
  const result = await submitToIndexNow(urls, options, count);
  if (result.failed)
    log(`IndexNow: ${result.submitted} URLs submitted; the rest failed (${result.failed}); ${result.carriedOver ?? 0} kept for the next deploy.`);
  else log(`IndexNow: ${result.submitted} changed URLs submitted in ${result.batches} batch(es).`);
  return result;
}
