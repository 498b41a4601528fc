import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './support/free-port.ts';

// Chosen once by the runner; the workers inherit them through the environment.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'publia-e2e-'));
// Per run, so that two runs on one machine do not wipe each other's traces.
process.env.E2E_RESULTS_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'publia-e2e-results-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

const chromium = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: '.',
  testMatch: process.env.CAPTURE_SCREENSHOTS
    ? [
        'screenshots/**/*.spec.ts',
        'networks/**/*.capture.ts',
        'create/**/*.capture.ts',
        'publications/**/*.capture.ts',
        'analytics/**/*.capture.ts',
        'inspiration/**/*.capture.ts',
        'comments/**/*.capture.ts',
        'team/**/*.capture.ts',
        'billing/**/*.capture.ts',
        'settings/**/*.capture.ts',
        'scanner/**/*.capture.ts',
        'integrations/**/*.capture.ts',
      ]
    : [
        'auth/**/*.spec.ts',
        'first-visit/**/*.spec.ts',
        'shell/**/*.spec.ts',
        'networks/**/*.spec.ts',
        'publications/**/*.spec.ts',
        'create/**/*.spec.ts',
        'a11y/**/*.spec.ts',
        'analytics/**/*.spec.ts',
        'inspiration/**/*.spec.ts',
        'comments/**/*.spec.ts',
        'team/**/*.spec.ts',
        'billing/**/*.spec.ts',
        'settings/**/*.spec.ts',
        'profile/**/*.spec.ts',
        'scanner/**/*.spec.ts',
        'integrations/**/*.spec.ts',
      ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A scenario does real work (sign-up, uploads, generation, publishing through the sandboxes): on a
  // busy two-core machine with two browsers and the server sharing it, 30 s was seen to be too short.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_RESULTS_DIR,
  use: {
    baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium } }],
  webServer: {
    // The real built app, as `npm start` runs it, on a free port with a fresh data directory.
    command: 'node --enable-source-maps apps/server/dist/main.js',
    cwd: root,
    url: `${baseURL}/api/health`,
    // Its start (the embedded database opened and migrated) was seen to take 30 to 60 s on this
    // two-core machine while other suites load it: past 60 s, the whole run failed before its first test.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The analytics capture runs on a database filled by scripts/demo-history.ts, with its data
      // directory (the photo, the tokens' key).
      ...(process.env.CAPTURE_SCREENSHOTS && process.env.CAPTURE_DATABASE_URL
        ? { DATABASE_URL: process.env.CAPTURE_DATABASE_URL, ...(process.env.CAPTURE_DATA_DIR ? { DATA_DIR: process.env.CAPTURE_DATA_DIR } : {}) }
        : {}),
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX_PER_IP: '10000',
      // The tests arm the sandboxes' faults (each for its own workspace's accounts).
      SANDBOX_CONTROLS: 'true',
    },
  },
});
