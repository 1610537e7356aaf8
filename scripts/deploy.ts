/**
 * `npm run deploy [-- --dry-run] [--full] [--changes dist.removed.txt [--hold-deletions] [--site-files N]]
 * [--part FOLDER] [--accept-removals]`: publishes dist/ to DEPLOY_TARGET (s3://bucket[/prefix], with S3_ENDPOINT_URL
 * for other providers, or file:///folder), uploading only the files whose bytes differ from what the target holds:
 * those publishing listed since the last deploy, or with `--full` (or when the list does not apply to the target)
 * every file of dist/.
 * The workflow's deploy job: `--changes FILE`, dist/ holds only the night's changes (its merge) and FILE the pages to
 * delete; `--hold-deletions` uploads and leaves the deletions to a later run; `--site-files N` sizes a first deploy's
 * manifest for the whole site when dist/ holds part of it; `--part FOLDER` uploads one render job's pages and deletes
 * nothing. One run at a time with the nights; its report is data/snapshot/deploy-report.json.
 * `npm run deploy -- --cdn-policy cloudfront|cloudflare` prints the security headers policy the CDN in front of object
 * storage needs, and deploys nothing.
 */
import { parseArgs } from 'node:util';
import { readDeployEnv, readSiteEnv } from '../src/config/env.ts';
import { CDN_POLICY_KINDS, cdnPolicyOf } from '../src/hosting/cdn-policies.ts';
import { deployNight } from './night/night-commands.ts';
import { EXIT_STATUS } from './night/night-report.ts';
import { PIPELINE_PATHS } from './pipeline/paths.ts';

try {
  const { values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      changes: { type: 'string' },
      full: { type: 'boolean', default: false },
      'hold-deletions': { type: 'boolean', default: false },
      'site-files': { type: 'string' },
      part: { type: 'string' },
      'accept-removals': { type: 'boolean', default: false },
      'cdn-policy': { type: 'string' },
    },
  });
  const cdnPolicy = values['cdn-policy'];
  if (cdnPolicy !== undefined) {
    const kind = CDN_POLICY_KINDS.find((known) => known === cdnPolicy);
    if (!kind) throw new Error(`--cdn-policy must be ${CDN_POLICY_KINDS.join(' or ')} (got '${cdnPolicy}').`);
    // Cloudflare's rule is narrowed to the site's host when SITE_URL names it (the default, localhost, names none).
    const hostname = process.env.SITE_URL ? new URL(readSiteEnv(process.env).SITE_URL).hostname : undefined;
    process.stdout.write(cdnPolicyOf(kind, hostname));
  } else {
    const siteFiles = values['site-files'];
    if (siteFiles !== undefined && !/^\d+$/.test(siteFiles)) throw new Error(`--site-files must be a count of files (got '${siteFiles}').`);
    if (values.part !== undefined && (values.changes !== undefined || values.full))
      throw new Error('--part uploads one folder of pages and deletes nothing: it goes without --changes and --full.');
    const report = await deployNight({
      paths: PIPELINE_PATHS,
      env: readSiteEnv(process.env),
      deployEnv: readDeployEnv(process.env),
      dryRun: values['dry-run'],
      acceptRemovals: values['accept-removals'],
      ...(values.changes ? { changes: values.changes } : {}),
      ...(values.full ? { full: true } : {}),
      ...(values['hold-deletions'] ? { holdDeletions: true } : {}),
      ...(siteFiles !== undefined ? { siteFiles: Number(siteFiles) } : {}),
      ...(values.part !== undefined ? { part: values.part } : {}),
    });
    process.exitCode = report.exitStatus;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = EXIT_STATUS.error;
}
