import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data folder per run: the journeys start from an empty database. It is kept in the
// environment, which the test workers inherit, so a journey can read that database (tests/e2e/support.ts).
const dataDir = (process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `rumo-e2e-${process.pid}-${Date.now()}`));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The built server, as production runs it (npm run test:e2e builds it first).
    command: 'node dist/server/main.js',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Never a default: the journeys buy on the built-in sandbox on purpose.
      PAYMENT_GATEWAY: 'sandbox',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      STAFF_EMAIL_DOMAIN: 'equipe.rumo.test',
      // Every journey comes from 127.0.0.1: the per-address limits (80 sign-ups and 150 logins in 10 minutes) would
      // stop the suite itself once it registers more people than that. The limits keep their own API tests.
      RATE_LIMIT_REGISTER_PER_IP: '5000/10',
      RATE_LIMIT_LOGIN_PER_IP: '5000/10',
    },
  },
});
