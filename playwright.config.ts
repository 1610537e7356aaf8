import { defineConfig, devices } from '@playwright/test';

// Browser tests in Debian's Chromium (browser downloads do not work here) against the test site served by nginx.
const PORT = Number(process.env.E2E_PORT ?? 4455);
// The reference API the test site's forms post to (as tests/fixtures/test-site.ts reads it).
const TEST_API_PORT = Number(process.env.E2E_API_PORT ?? 4456);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  // Screenshot baselines, one file per template and width, beside the tests that compare them.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // The offline worker answers a page's requests itself, past page.route(): only tests/e2e/offline.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node scripts/hosting/serve-nginx.ts data/test/site ${PORT}`,
      url: `http://127.0.0.1:${PORT}/best-doctors/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The reference API the test site's forms post to (TEST_PUBLIC_API_BASE_URL).
      command: 'node scripts/reference-api/server.ts',
      env: { PORT: String(TEST_API_PORT), API_DB_PATH: 'data/test/tiny.sqlite' },
      url: `http://127.0.0.1:${TEST_API_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
