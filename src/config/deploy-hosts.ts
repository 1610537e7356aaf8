/** The static hosts `dist/` may be deployed to (DEPLOY_HOST); their limits are in src/hosting/host-limits.ts. */
import { z } from 'zod';

export const DEPLOY_HOSTS = [
  'cloudflare-pages',
  'cloudflare-pages-paid',
  'netlify',
  'vercel',
  'github-pages',
  'gitlab-pages',
  'firebase',
  's3',
  'nginx',
] as const;
export type DeployHost = (typeof DEPLOY_HOSTS)[number];

export const DeployHostSchema = z.enum(DEPLOY_HOSTS, { error: `DEPLOY_HOST must be one of ${DEPLOY_HOSTS.join(', ')}` });
