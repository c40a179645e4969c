/** Debian's Chromium; npm cannot download browsers on the machines this runs on. */
export const chromiumPath = '/usr/bin/chromium';

/** The flags every Chromium the project drives gets (the end-to-end tests and the benchmark). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** How Playwright launches it, for the end-to-end tests and the benchmark alike. */
export const chromiumLaunchOptions = {executablePath: chromiumPath, args: chromiumFlags};
