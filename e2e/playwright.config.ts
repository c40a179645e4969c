import {defineConfig, devices} from '@playwright/test';
import {chromiumFlags, chromiumPath} from '../scripts/chromium';

// The tests drive Debian's Chromium (npm cannot download browsers here) against the production build.
const port = Number(process.env.E2E_PORT ?? 3210);
const isCI = !!process.env.CI;

export const chromiumLaunchOptions = {executablePath: chromiumPath, args: chromiumFlags};

export default defineConfig({
  testDir: '.',
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  reporter: isCI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, channel: undefined},
    },
    {
      // Tests that matter on phones carry the @mobile tag; the rest run once, on desktop.
      name: 'mobile',
      grep: /@mobile/,
      use: {...devices['Pixel 7'], viewport: {width: 390, height: 844}, channel: undefined},
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
