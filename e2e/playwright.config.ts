import { defineConfig } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser (see README). */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/start-server.ts',
  fullyParallel: true,
  // One browser at a time in CI: on the 2-core machine two took as long in all, each test two to
  // three times longer, past the assertions' timeouts (docs/decisions/011-tests-on-two-cores.md).
  workers: process.env.CI ? 1 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // A trace records the page all along, which made every test about a third slower; CI keeps a
    // failure's screenshot and the page's accessibility snapshot (error-context.md) instead. Run
    // the failing spec locally for a trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // As a reader who asked for less motion: nothing waits for a fade (about a tenth faster).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
  ],
});
