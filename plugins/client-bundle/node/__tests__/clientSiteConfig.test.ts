import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {emitClientSiteConfig, siteConfigModule, toClientSiteConfig} from '../clientSiteConfig';

// Docusaurus's own code generator: a change to the site config module it writes makes this test fail.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {generateSiteFiles} = require('@docusaurus/core/lib/server/codegen/codegen.js') as {
  generateSiteFiles(params: object): Promise<void>;
};

const siteConfig = {
  title: 'graphql-js',
  baseUrl: '/',
  themeConfig: {navbar: {title: 'graphql-js'}},
  plugins: [
    null,
    ['@docusaurus/plugin-sitemap', {ignorePatterns: ['/search']}],
    [null, {categoryOrder: ['AST']}],
  ],
};

test("the browser's site config is Docusaurus's generated one without plugin options", async () => {
  const generatedFilesDir = await mkdtemp(path.join(os.tmpdir(), 'client-site-config-'));
  try {
    await generateSiteFiles({
      generatedFilesDir,
      siteConfig,
      clientModules: [],
      globalData: {},
      siteMetadata: {},
      siteStorage: {},
      i18n: {},
      codeTranslations: {},
      routes: [],
    });
    const files = emitClientSiteConfig(generatedFilesDir, path.join(generatedFilesDir, 'client'));
    const client = await readFile(files[siteConfigModule.request], 'utf8');
    const {default: config} = await import(`data:text/javascript,${encodeURIComponent(client)}`);
    expect(config).toEqual({...siteConfig, plugins: []});
  } finally {
    await rm(generatedFilesDir, {recursive: true, force: true});
  }
});

test('a site config module of another shape fails the build, naming the file', () => {
  expect(() => toClientSiteConfig('export default siteConfig;')).toThrow(
    /docusaurus\.config\.mjs .*not JSON.*clientSiteConfig\.ts/,
  );
  expect(() => toClientSiteConfig('export default {"title": "x"};')).toThrow(/no `plugins` array/);
});
