// The npm registry this project is built against lacks some other-platform binaries (e.g.
// @swc/core-darwin-arm64), so `npm install` leaves them out of package-lock.json and `npm ci` then
// rejects the lock as out of sync. This adds a lock entry for each missing optional platform package,
// with the os/cpu/libc constraints its name encodes, so npm skips it on other machines instead of
// fetching it. Run it after `npm install` changes the lock (`npm run lockfile`); it is idempotent.
import {readFileSync, writeFileSync} from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));

const osNames = ['darwin', 'linux', 'win32', 'freebsd', 'android'];
const cpuNames = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];

/** The platform constraints encoded in a binary package's name, e.g. `@swc/html-linux-x64-musl`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => osNames.includes(part));
  const cpu = parts.find((part) => cpuNames.includes(part));
  if (!os || !cpu) return undefined;
  const libc = parts.includes('musl') ? ['musl'] : parts.includes('gnu') ? ['glibc'] : undefined;
  return {os: [os], cpu: [cpu], ...(libc && {libc})};
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const dependencyLocation = `node_modules/${dependency}`;
    const platform = platformOf(dependency);
    if (
      lock.packages[dependencyLocation] ||
      lock.packages[`${location}/${dependencyLocation}`] ||
      !platform
    ) {
      continue;
    }
    lock.packages[dependencyLocation] = {version, ...platform, optional: true, ...(entry.dev && {dev: true})};
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} missing platform package entr${added === 1 ? 'y' : 'ies'}.`);
