import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium';

/**
 * Browser tests run with Debian's Chromium against the production build, served on loopback
 * by nginx with the production configuration (headers, redirects, 404), as users will get it.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
/** The build to serve: build-stock for the LEAN_BUNDLE=off sweep (npm run test:stock). */
const buildDir = process.env.E2E_BUILD_DIR ?? 'build';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  // Search loads its index on first use; on a loaded 2-core CI machine that can take seconds.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1500, height: 900 } },
    },
  ],
  webServer: {
    command: `npm run serve:prod -- --port ${port} --build ${buildDir}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // serve:prod passes SIGTERM on to nginx, which then exits cleanly instead of being killed.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
