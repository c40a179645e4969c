// Runs before the end-to-end tests: they drive Debian's Chromium, which npm cannot install.
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';

const chromium = '/usr/bin/chromium';
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

if (!existsSync(chromium)) {
  if (!canInstall) {
    console.error(`Chromium is missing at ${chromium}: install it with "sudo apt-get install chromium".`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${chromium}: installing Debian's chromium with apt-get.`);
  execSync('apt-get update && apt-get install -y chromium', {stdio: 'inherit'});
}
