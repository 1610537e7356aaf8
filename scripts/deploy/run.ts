/**
 * `npm run deploy`: publishes dist/ to its target, costing what changed. Reads what the target holds (its deploy
 * manifest), plans, checks the plan's deletions against the removal guard, then uploads the content-named files,
 * then the pages and site files, deletes last (in batches), and writes the new manifest. A deploy that fails part-way
 * is run again: the manifest is the last one written, so what is missing is uploaded and nothing is lost.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pLimit from 'p-limit';
import type { RemovalLimits, RemovalVerdict } from '../pipeline/removal-guard.ts';
import { describeRefusal } from '../pipeline/removal-guard.ts';
import { type IndexNowResult, pageUrlsOf, submitToIndexNow } from './indexnow.ts';
import { siteFilesOf } from './manifest.ts';
import { DELETE_BATCH, type DeployTarget } from './targets.ts';
import { type DeployPlan, guardDeletions, planDeploy, type SiteContent } from './plan.ts';

export interface DeployOptions {
  readonly dist: string;
  readonly target: DeployTarget;
  readonly content: SiteContent;
  readonly limits: RemovalLimits;
  readonly acceptRemovals: boolean;
  readonly dryRun: boolean;
  /** Uploads in flight at once. */
  readonly concurrency: number;
  readonly log?: (line: string) => void;
  /** With a key: the pages this deploy changed are submitted to IndexNow once it is done. */
  readonly indexNow?: { readonly key: string; readonly endpoint: string; readonly siteUrl: string };
}

export type DeployResult =
  | {
      readonly ok: true;
      readonly dryRun: boolean;
      readonly uploaded: number;
      readonly uploadedBytes: number;
      readonly deleted: number;
      readonly unchanged: number;
      readonly seconds: number;
      readonly verdict: RemovalVerdict;
      readonly indexNow?: IndexNowResult;
    }
  | { readonly ok: false; readonly refused: true; readonly message: string; readonly verdict: RemovalVerdict };

const MiB = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** The plan in a few lines: what goes up in each phase, what is deleted. */
export function describePlan(plan: DeployPlan, target: string): string {
  const sized = (files: DeployPlan['first']) => `${files.length.toLocaleString('en-US')} (${MiB(files.reduce((sum, file) => sum + file.size, 0))})`;
  return [
    `Deploy to ${target}:`,
    `  upload ${sized(plan.first)} content-named files first, then ${sized(plan.then)} pages and site files (${MiB(plan.bytes)} in all)`,
    `  delete ${plan.deletions.length.toLocaleString('en-US')} files last${plan.deletions.length ? `, e.g. ${plan.deletions.slice(0, 3).join(', ')}` : ''}`,
    `  ${plan.unchanged.toLocaleString('en-US')} files unchanged`,
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

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const { target } = options;
  const site = siteFilesOf(options.dist).filter((file) => target.takes(file.path));
  const deployed = await target.readManifest();
  const plan = planDeploy(site, deployed, options.content);
  log(describePlan(plan, target.name));
  const verdict = guardDeletions(deployed, plan, options.limits);
  if (verdict.refused && !options.acceptRemovals) {
    return { ok: false, refused: true, verdict, message: describeRefusal(verdict, undefined, 'Nothing was uploaded or deleted.') };
  }
  const done = (uploaded: number, indexNow?: IndexNowResult) => ({
    ok: true as const,
    dryRun: options.dryRun,
    uploaded,
    uploadedBytes: options.dryRun ? 0 : plan.bytes,
    deleted: options.dryRun ? 0 : plan.deletions.length,
    unchanged: plan.unchanged,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
    verdict,
    ...(indexNow ? { indexNow } : {}),
  });
  if (options.dryRun) return done(0);
  const limit = pLimit(options.concurrency);
  const upload = (files: DeployPlan['first']) =>
    Promise.all(files.map((file) => limit(() => target.put(file.path, readFileSync(join(options.dist, file.path))))));
  await upload(plan.first);
  await upload(plan.then);
  const batches = Array.from({ length: Math.ceil(plan.deletions.length / DELETE_BATCH) }, (_, index) =>
    plan.deletions.slice(index * DELETE_BATCH, (index + 1) * DELETE_BATCH),
  );
  await Promise.all(batches.map((batch) => limit(() => target.deleteBatch(batch))));
  await target.writeManifest(plan.manifest);
  // Only now are the changed pages there (or gone) for a search engine to fetch.
  const urls = options.indexNow ? pageUrlsOf([...plan.then.map((file) => file.path), ...plan.deletions], options.indexNow.siteUrl) : [];
  const indexNow = options.indexNow && urls.length > 0 ? await submitToIndexNow(urls, options.indexNow) : undefined;
  if (indexNow?.failed) log(`IndexNow: ${indexNow.submitted} of ${urls.length} changed URLs submitted; the rest failed (${indexNow.failed}).`);
  else if (indexNow) log(`IndexNow: ${indexNow.submitted} changed URLs submitted in ${indexNow.batches} batch(es).`);
  return done(plan.first.length + plan.then.length, indexNow);
}
