import {createRequire} from 'node:module';
import {beforeAll, expect, test} from 'vitest';
import {loadApiModel} from '../loadApiModel';
import type {ApiModel} from '../../shared/types';
import {expectOnePagePerExport, siteDir, siteOptions} from './siteOptions';

// graphql 16, installed beside 17 under the alias `graphql-16`, with the options of the site's `v16` instance.
const require = createRequire(__filename);
const options = siteOptions('v16');

let model: ApiModel;
beforeAll(async () => {
  ({model} = await loadApiModel(siteDir, options));
});

test('the v16 reference documents the installed graphql 16, under /api/v16', () => {
  expect(model.packageVersion).toBe(require('graphql-16/package.json').version);
  expect(model.packageVersion).toMatch(/^16\./);
  expect(model.indexPermalink).toBe('/api/v16');
  expect(model.pages.every((page) => page.permalink.startsWith('/api/v16/'))).toBe(true);
});

test('every export of the installed graphql 16 has exactly one page, and every page an export', () => {
  expectOnePagePerExport(model, Object.keys(require('graphql-16')), options.entryPoint);
});

test('every v16 page links to its source file at the v16 tag', () => {
  const source = new RegExp(
    `^https://github\\.com/graphql/graphql-js/blob/v${model.packageVersion.replace(/\./g, '\\.')}/src/[\\w/]+\\.ts$`,
  );
  for (const page of model.pages) expect(page.sourceUrl, page.id).toMatch(source);
});
