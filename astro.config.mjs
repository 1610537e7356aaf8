// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { snapshotMedia } from './src/integrations/snapshot-media.ts';

// Static output; list routes are folders (served with a trailing slash), detail routes are files (served without).
export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'preserve' },
  integrations: [react(), snapshotMedia()],
});
