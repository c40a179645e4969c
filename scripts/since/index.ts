/**
 * `npm run since-table`: writes `docs/api-since.json`, the release in which each export of graphql, and each of
 * its members, first appeared and was first deprecated, from 14.0.0 to the version the site pins.
 *
 * Every release in that range (prereleases aside) is downloaded from the npm registry with `npm pack` into a
 * cache outside the repository (`$GRAPHQL_RELEASES_CACHE`, else `graphql-releases` in the system's temporary
 * folder), and its declarations are read with the TypeScript compiler from its `index.d.ts`, or, for 14.0.0 to
 * 14.4.2, which ship none, with Babel's Flow parser from its `index.js.flow` (readFlowDeclarations.ts).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import {isRelease, toSinceTable, type Declarations} from '../../plugins/typedoc-api/node/since/sinceTable';
import {compareReleases} from '../../plugins/typedoc-api/shared/since';
import {readRelease, SINCE_TABLE_PATH} from './readRelease';

const siteDir = path.resolve(__dirname, '..', '..');
const PACKAGE = 'graphql';
const FIRST_RELEASE = '14.0.0';

/** Downloads and unpacks `graphql@version` into the cache once; returns its package folder. */
function unpacked(cacheDir: string, version: string): string {
  const dir = path.join(cacheDir, version);
  const packageDir = path.join(dir, 'package');
  if (existsSync(path.join(packageDir, 'package.json'))) return packageDir;
  mkdirSync(dir, {recursive: true});
  const tarball = execFileSync(
    'npm',
    ['pack', `${PACKAGE}@${version}`, '--pack-destination', dir, '--silent'],
    {
      encoding: 'utf8',
    },
  ).trim();
  execFileSync('tar', ['xzf', path.join(dir, tarball), '-C', dir]);
  return packageDir;
}

async function main(): Promise<void> {
  const tableFile = path.join(siteDir, SINCE_TABLE_PATH);
  const pinned = JSON.parse(
    readFileSync(path.join(siteDir, 'node_modules', PACKAGE, 'package.json'), 'utf8'),
  ).version;
  const published: string[] = JSON.parse(
    execFileSync('npm', ['view', PACKAGE, 'versions', '--json'], {encoding: 'utf8'}),
  );
  const releases = published
    .filter(isRelease)
    .filter(
      (version) => compareReleases(version, FIRST_RELEASE) >= 0 && compareReleases(version, pinned) <= 0,
    );
  const cacheDir = process.env.GRAPHQL_RELEASES_CACHE ?? path.join(os.tmpdir(), 'graphql-releases');
  const byRelease = new Map<string, Declarations>();
  for (const version of releases) {
    byRelease.set(version, readRelease(unpacked(cacheDir, version)));
    console.log(`${version}: ${byRelease.get(version)!.size} exports`);
  }
  const table = toSinceTable(PACKAGE, byRelease);
  const options = await prettier.resolveConfig(tableFile);
  writeFileSync(tableFile, await prettier.format(JSON.stringify(table), {...options, parser: 'json'}));
  console.log(
    `${path.relative(siteDir, tableFile)}: ${releases.length} releases, ${Object.keys(table.symbols).length} exports`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
