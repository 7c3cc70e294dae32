import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath, chromiumArgs } from './support/browser.ts';
import { E2E_PORTS } from './support/ports.ts';
import { demoStatePath } from './support/session.ts';

// The suites drive the built site through the same script as `npm start` (without its build step:
// `npm run test:e2e` builds first), on their own ports and a throwaway database.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'heirloom-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './tests',
  // Signs in as the demo family; pages use that session unless a suite starts signed out.
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // Per port block, so two checkouts running suites at once do not delete each other's artifacts.
  outputDir: `test-results/artifacts-${E2E_PORTS.gateway}`,
  use: {
    baseURL: `http://localhost:${E2E_PORTS.gateway}`,
    storageState: demoStatePath(),
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node ../scripts/start.mjs --no-build',
    url: `http://127.0.0.1:${E2E_PORTS.gateway}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORTS.gateway),
      MFE_MARKETING_PORT: String(E2E_PORTS.marketing),
      MFE_WEALTH_PORT: String(E2E_PORTS.wealth),
      MFE_ADVISORY_PORT: String(E2E_PORTS.advisory),
      API_PORT: String(E2E_PORTS.api),
      AI_PORT: String(E2E_PORTS.ai),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Every test registers families of its own, all from this one address.
      REGISTER_LIMIT_PER_HOUR: '10000',
      CONTACT_LIMIT_PER_HOUR: '10000',
      NEWSLETTER_LIMIT_PER_HOUR: '10000',
    },
  },
});
