import { chmodSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_LAUNCH } from './scripts/chromium'

const port = Number(process.env.E2E_PORT || 3210)
// A fresh data folder, where the server starts its embedded PostgreSQL. As root, PostgreSQL runs
// as another user, who must reach it: mkdtemp makes it 0700.
const dataDir = mkdtempSync(join(tmpdir(), 'ally-e2e-'))
chmodSync(dataDir, 0o755)
export const E2E_ACCESS_KEY = 'pk_e2e_local'

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two cores run the server, the browser and the tests: one test at a time stays predictable.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./scripts/playwright-summary-reporter.ts']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
  },
  webServer: {
    // The real server, serving the built full app, on a fresh data folder (its embedded
    // PostgreSQL), with the demo business loaded.
    command: 'bash scripts/e2e-server.sh',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // SIGTERM, so that the server stops its PostgreSQL when the tests are done.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      ALLY_DATA_DIR: dataDir,
      ALLY_ACCESS_KEYS: E2E_ACCESS_KEY,
      // Every test signs in from 127.0.0.1; the per-address limit is tested in the server suite.
      ALLY_AUTH_RATE_LIMIT: '1000',
      ALLY_WEBSITE_RATE_LIMIT: '1000',
      // Lets a test look at a later day: a shipment late after its expected delivery.
      ALLY_DEV_CLOCK: '1',
      APP_URL: `http://localhost:${port}`,
      // A marketing site on another origin whose page uses the website widgets (website.spec.ts).
      ALLY_WEBSITE_ORIGINS: 'http://127.0.0.1:4599',
    },
  },
})
