import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// The journeys run against the product started exactly as the README says (`npm start`), on a port
// and data folder of their own, in Debian's Chromium (never a downloaded browser).
const port = Number(process.env.E2E_PORT ?? 18_180);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'po-e2e-data');
const repoRoot = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey's whole-test limit is a safety net, not a speed check: the multi-user journeys (a seller, then
  // the operator, then the seller again) take about 50 s on an idle 2-core machine and twice that beside a CPU
  // hog. Each step still waits for its state within `expect.timeout`.
  timeout: 240_000,
  // A state may take a while on a busy machine: a public page once took over 10 s to show after `goto` beside a
  // CPU hog and the Vitest suites. Waiting longer only slows a failure.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, '.test-results/e2e.json') }]],
  use: {
    // An action (click, fill) waits for its element to be actionable; one that waits this long waits for
    // something that will not come (an element of a view now hidden), and says so here, not at the journey's limit.
    actionTimeout: 30_000,
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
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
  outputDir: path.join(repoRoot, '.test-results/e2e-artifacts'),
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/health/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: { PORT: String(port), DATA_DIR: dataDir, APP_PROFILE: 'dev', HOST: '127.0.0.1', CLOCK_CONTROL: 'true' },
  },
});
