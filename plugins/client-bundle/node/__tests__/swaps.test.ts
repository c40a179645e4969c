import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {swaps, themeClassicPrismClientModule} from '../swaps';

const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
const coreClientFiles = readdirSync(coreClientDir, {recursive: true, encoding: 'utf8'}).map((file) =>
  path.join(coreClientDir, file),
);
const swapTo = (file: string) => swaps.find((swap) => path.basename(swap.replacement) === file)!;
const [windowApi, linkEnvironment, preload, utilsCommon, themeClassicPrism] = [
  'windowApi.ts',
  'linkEnvironment.ts',
  'preload.ts',
  'utilsCommon.ts',
  'noClientModule.ts',
].map(swapTo);

// The swaps name imports inside Docusaurus's client code. If an upgrade moved one, the build would keep
// Docusaurus's own module without a word, and links in view would be prefetched again.
describe.each([windowApi, linkEnvironment])('the swap of $request', (swap) => {
  test('matches exactly one module of the installed Docusaurus, which imports it so', () => {
    const issuers = coreClientFiles.filter((file) => swap.issuer.test(file));
    expect(issuers, `no module of ${coreClientDir} matches ${swap.issuer}`).toHaveLength(1);
    expect(readFileSync(issuers[0], 'utf8')).toContain(`from '${swap.request}';`);
    expect(existsSync(path.join(path.dirname(issuers[0]), `${swap.request}.js`))).toBe(true);
  });
});

test('the preload swap covers every browser module of Docusaurus that imports its preload, which is still the one it rewrites', () => {
  const importers = coreClientFiles.filter(
    (file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes("from './preload';"),
  );
  expect(
    importers
      .filter((file) => preload.issuer.test(file))
      .map((file) => path.basename(file))
      .sort(),
  ).toEqual(['PendingNavigation.js', 'clientEntry.js', 'docusaurus.js']);
  // The server renderer keeps Docusaurus's: it renders from Docusaurus's own route table.
  expect(importers.map((file) => path.basename(file)).sort()).toEqual([
    'PendingNavigation.js',
    'clientEntry.js',
    'docusaurus.js',
    'serverEntry.js',
  ]);
  const core = readFileSync(path.join(coreClientDir, 'preload.js'), 'utf8').replace(
    /\/\*[\s\S]*?\*\/|\s+/g,
    '',
  );
  expect(
    core,
    '@docusaurus/core/lib/client/preload.js changed: compare it with plugins/client-bundle/theme/preload.ts',
  ).toBe(
    "importroutesfrom'@generated/routes';import{matchRoutes}from'react-router-config';exportdefaultfunctionpreload(pathname){constmatches=Array.from(newSet([pathname,decodeURI(pathname)])).map((p)=>matchRoutes(routes,p)).flat();returnPromise.all(matches.map((match)=>match.route.component.preload?.()));}",
  );
});

test('theme-classic still loads prism-react-renderer through the client module the swaps drop', () => {
  expect(themeClassicPrism.request).toBe(themeClassicPrismClientModule);
  const themeClassicDir = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
  expect(readFileSync(path.join(themeClassicDir, 'lib/index.js'), 'utf8')).toContain(
    "'./prism-include-languages'",
  );
  expect(readFileSync(`${themeClassicPrismClientModule}.js`, 'utf8')).toContain(
    "from 'prism-react-renderer'",
  );
});

test.each(swaps)('the swap of $request has a replacement', (swap) => {
  expect(existsSync(swap.replacement)).toBe(true);
});

test("Docusaurus's browser code imports from @docusaurus/utils-common only names the replacement has, with the same values", async () => {
  const docusaurusDir = path.dirname(path.dirname(require.resolve('@docusaurus/core/package.json')));
  const browserFiles = [
    'core/lib/client',
    'theme-common/lib',
    'theme-classic/lib/theme',
    'plugin-content-docs/lib/client',
  ]
    .map((dir) => path.join(docusaurusDir, dir))
    .flatMap((dir) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file)),
    )
    .filter((file) => file.endsWith('.js'));
  const imported = new Set(
    browserFiles.flatMap((file) =>
      [
        ...readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@docusaurus\/utils-common';/g),
      ].flatMap((match) => match[1].split(',').map((name) => name.trim())),
    ),
  );
  expect(imported.size, 'no import of @docusaurus/utils-common found: the swap may be stale').toBeGreaterThan(
    0,
  );
  expect(browserFiles.some((file) => utilsCommon.issuer.test(file))).toBe(true);
  const replacement = await import(utilsCommon.replacement);
  const index = await import('@docusaurus/utils-common');
  for (const name of imported) expect(replacement[name], name).toBe(index[name as keyof typeof index]);
});

test("every browser module of Docusaurus that imports react-helmet-async gets the site's, which has the names it imports", async () => {
  const helmet = swapTo('helmet.tsx');
  const importers = coreClientFiles.filter(
    (file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes("from 'react-helmet-async';"),
  );
  // The server renderer keeps react-helmet-async: it writes each page's head into its HTML.
  expect(importers.map((file) => path.basename(file)).sort()).toEqual([
    'Head.js',
    'clientEntry.js',
    'serverEntry.js',
  ]);
  const swapped = importers.filter((file) => helmet.issuer.test(file));
  expect(swapped.map((file) => path.basename(file)).sort()).toEqual(['Head.js', 'clientEntry.js']);
  const replacement = await import(helmet.replacement);
  for (const file of swapped) {
    const [, names] = /import \{([^}]*)\} from 'react-helmet-async';/.exec(readFileSync(file, 'utf8'))!;
    for (const name of names.split(',').map((each) => each.trim()))
      expect(typeof replacement[name], `${name}, imported by ${file}`).toBe('function');
  }
});
