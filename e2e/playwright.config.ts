import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded one (downloads fail on these machines).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // Builds once; each worker then starts its own stack (support/test.ts) on its own ports.
  globalSetup: './support/global-setup.ts',
  workers: 2,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  outputDir: './test-results',
  use: {
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: chromiumArgs,
        },
      },
    },
  ],
});
