import {expect, test} from 'vitest';
import {addModulePathOrigins, type ClientManifest} from '../pageChunksInHtml';

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['main'], '17896441': ['theme', '17896441'], '6e130bf3': ['6e130bf3']},
  assets: {},
};

const withEntries = (entries: {chunkName: string; modulePath: string}[]) =>
  addModulePathOrigins(manifest, entries, 'client-manifest.json');

test("adds each registry module path as a key for its chunk's entry", () => {
  const result = withEntries([
    {chunkName: '17896441', modulePath: '@theme/DocItem'},
    {chunkName: '6e130bf3', modulePath: '@site/docs/tutorials/basic-types.mdx'},
  ]);
  expect(result.origins).toEqual({
    ...manifest.origins,
    '@theme/DocItem': ['theme', '17896441'],
    '@site/docs/tutorials/basic-types.mdx': ['6e130bf3'],
  });
});

test('a module path in several entries gets all their chunks once', () => {
  const result = withEntries([
    {chunkName: '17896441', modulePath: '@theme/DocItem'},
    {chunkName: '6e130bf3', modulePath: '@theme/DocItem'},
  ]);
  expect(result.origins['@theme/DocItem']).toEqual(['theme', '17896441', '6e130bf3']);
});

test('fails, naming the manifest, when no registry chunk is in it', () => {
  expect(() =>
    addModulePathOrigins(
      manifest,
      [{chunkName: 'elsewhere', modulePath: '@theme/DocItem'}],
      '/site/client-manifest.json',
    ),
  ).toThrow(/\/site\/client-manifest\.json/);
});
