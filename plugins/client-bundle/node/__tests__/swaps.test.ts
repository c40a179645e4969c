import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {swaps, themeClassicPrismClientModule} from '../swaps';

const coreClientDir = path.dirname(require.resolve('@docusaurus/core/lib/client/clientEntry.js'));
const coreClientFiles = readdirSync(coreClientDir, {recursive: true, encoding: 'utf8'}).map((file) =>
  path.join(coreClientDir, file),
);
const [windowApi, linkEnvironment, themeClassicPrism] = swaps;

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
