import {defineConfig, devices} from '@playwright/test';
import {chromiumLaunchOptions} from '../scripts/chromium';

// The tests drive Debian's Chromium (npm cannot download browsers here) against the production build.
const port = Number(process.env.E2E_PORT ?? 3210);
const isCI = !!process.env.CI;

const desktop = {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, channel: undefined};

export default defineConfig({
  testDir: '.',
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  reporter: isCI ? [['list'], ['github']] : 'list',
  // Waits for what a page shows (a run's "Done.") get 15 s, not 5: on a 2-core machine running a second build,
  // a worker that loads graphql can take longer than 5 s to answer, and that is load, not a defect.
  expect: {timeout: 15_000},
  // A test makes several such waits: 90 s for the whole test, so that a loaded machine stretches it without
  // failing it, while a test that hangs still fails in reasonable time.
  timeout: 90_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    // A trace costs every test its recording; CI keeps only the printed output, so it records none.
    trace: isCI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@timing/,
      use: desktop,
    },
    {
      // Tests that matter on phones carry the @mobile tag; the rest run once, on desktop.
      name: 'mobile',
      grep: /@mobile/,
      grepInvert: /@timing/,
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, channel: undefined},
    },
    {
      // Tests that hold the page to a time limit (the playground's 5 s) carry the @timing tag. They run alone,
      // once the others are done, so that the other worker's load does not stretch what they time.
      name: 'timing',
      grep: /@timing/,
      dependencies: ['desktop', 'mobile'],
      workers: 1,
      use: desktop,
    },
  ],
  webServer: {
    command: `npx docusaurus serve --host 127.0.0.1 --port ${port} --no-open`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !isCI,
    timeout: 60_000,
  },
});
