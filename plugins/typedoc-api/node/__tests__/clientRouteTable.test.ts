import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {afterEach, beforeEach, expect, test} from 'vitest';
import {emitClientRouteTable} from '../emitClientRouteTable';
import {generatedModules, toClientRoutes} from '../clientRouteTable';
import {toOutlines} from '../outline/toOutlines';
import {toVersionProps} from '../versionMarks';
import {API_SIDEBAR_ID, buildApiRoutes, toSidebarId} from '../routes';
import type {ApiModel} from '../../shared/types';
import {makeApiModel, makeApiPage} from './makeApiPage';

// Docusaurus's own code generator: a change to the files it writes makes these tests fail.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles(params: {generatedFilesDir: string; routes: RouteConfig[]}): Promise<void>;
};

const pages = [
  makeApiPage({name: 'parse', kind: 'function'}),
  makeApiPage({name: 'print', kind: 'function'}),
  makeApiPage({name: 'Source', kind: 'class'}),
];
const pagePaths = pages.map((page) => page.permalink);
let generatedFilesDir: string;

/** The routes of an instance's model, as the plugin builds them. */
function apiRoutesOf(model: ApiModel, instanceId: string): RouteConfig[] {
  return buildApiRoutes(model, toOutlines(model), {
    apiPageComponent: '@theme/ApiPage',
    apiIndexComponent: '@theme/ApiIndex',
    apiRootComponent: '@theme/ApiRoot',
    sidebarModule: `@generated/typedoc-api/${instanceId}/api-sidebar.json`,
    sidebarId: toSidebarId(instanceId),
    versionProps: toVersionProps(model, toOutlines(model), []),
    baseUrl: '/',
  });
}

beforeEach(async () => {
  generatedFilesDir = await mkdtemp(path.join(os.tmpdir(), 'client-route-table-'));
  const apiRoutes = apiRoutesOf(makeApiModel(pages), 'default');
  const plugin = {name: 'typedoc-api', id: 'default'};
  const docsRoute = {
    path: '/docs/intro',
    component: '@theme/DocItem',
    exact: true,
    props: {id: 'intro'},
    plugin,
  };
  await generateRouteFiles({
    generatedFilesDir,
    routes: [...apiRoutes.map((route) => ({...route, plugin})), docsRoute],
  });
});

afterEach(() => rm(generatedFilesDir, {recursive: true, force: true}));

async function emit() {
  const outputDir = path.join(generatedFilesDir, 'client');
  const files = emitClientRouteTable(generatedFilesDir, outputDir, [
    {
      pages: pagePaths.map((pagePath) => ({path: pagePath, json: '{}'})),
      attributes: {exact: true, sidebar: API_SIDEBAR_ID},
      dataVersion: 'v1',
    },
  ]);
  const read = (key: keyof typeof generatedModules) => readFile(files[generatedModules[key].request], 'utf8');
  return {
    routes: await read('routes'),
    chunkNames: JSON.parse(await read('chunkNames')),
    registry: await read('registry'),
  };
}

test('the browser routes list the API pages by path, in one call per kind, and keep every other route', async () => {
  const {routes} = await emit();
  const calls = [...routes.matchAll(/apiPageRoutes\((\[[^\]]*\])/g)].map((match) => JSON.parse(match[1]));
  expect(calls.sort()).toEqual([['/api/class/Source'], ['/api/function/parse', '/api/function/print']]);
  for (const pagePath of pagePaths) expect(routes).not.toContain(`ComponentCreator('${pagePath}'`);
  expect(routes).toContain(`ComponentCreator('/api', `);
  expect(routes).toContain(`ComponentCreator('/docs/intro', `);
});

test("the API pages' chunk names and data loaders leave the browser bundle; shared modules stay", async () => {
  const generated = JSON.parse(await readFile(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'));
  const {chunkNames, registry} = await emit();
  const isPage = (key: string) => pagePaths.includes(key.replace(/-[^-]+$/, ''));
  expect(Object.keys(chunkNames)).toEqual(Object.keys(generated).filter((key) => !isPage(key)));
  const pageEntries = Object.entries(generated).filter(([key]) => isPage(key));
  const {__props, sidebar, __comp} = pageEntries[0][1] as Record<string, string>;
  expect(registry).not.toContain(`"${__props}"`);
  expect(registry).toContain(`"${sidebar}"`);
  expect(registry).toContain(`"${__comp}"`);
  // The docs page's data stays a chunk.
  const docsKey = Object.keys(generated).find((key) => key.startsWith('/docs/intro-'))!;
  expect(registry).toContain(`"${generated[docsKey].__props}"`);
});

test('a generated route table without the expected API routes fails the build, naming the file', () => {
  expect(() =>
    toClientRoutes(
      "export default [{path: '/other', component: ComponentCreator('/other', 'abc'), exact: true}];",
      [
        {
          pagePaths: new Set(['/api/function/parse']),
          shared: {attributes: {exact: true}, chunkNames: {}, dataVersion: 'x'},
        },
      ],
      '@theme/ApiPageRoutes',
    ),
  ).toThrow(/routes\.js .*no route object for \/api\/function\/parse.*clientRouteTable\.ts/);
});

test('one route table covers two instances: each block of pages gets its own instance’s shared modules', async () => {
  // A second instance, as the site's v16 reference: its pages under /api/v16, its own sidebar module.
  const olderPages = [makeApiPage({name: 'parse', kind: 'function', permalink: '/api/v16/function/parse'})];
  const olderModel = {...makeApiModel(olderPages), indexPermalink: '/api/v16'};
  const olderRoutes = apiRoutesOf(olderModel, 'v16');
  const newerRoutes = apiRoutesOf(makeApiModel(pages), 'default');
  const withPlugin = (routes: RouteConfig[], id: string) =>
    routes.map((route) => ({...route, plugin: {name: 'typedoc-api', id}}));
  await generateRouteFiles({
    generatedFilesDir,
    routes: [...withPlugin(olderRoutes, 'v16'), ...withPlugin(newerRoutes, 'default')],
  });
  const files = emitClientRouteTable(generatedFilesDir, path.join(generatedFilesDir, 'client'), [
    {
      pages: pagePaths.map((pagePath) => ({path: pagePath, json: '{}'})),
      attributes: {exact: true, sidebar: API_SIDEBAR_ID},
      dataVersion: 'v17',
    },
    {
      pages: [{path: '/api/v16/function/parse', json: '{}'}],
      attributes: {exact: true, sidebar: 'api-v16'},
      dataVersion: 'v16',
    },
  ]);
  const routes = await readFile(files[generatedModules.routes.request], 'utf8');
  expect(routes).toContain('apiPageRoutes(["/api/v16/function/parse"], shared[1])');
  expect(routes).toContain('apiPageRoutes(["/api/function/parse","/api/function/print"], shared[0])');
  const shared = JSON.parse(/const shared = (.*);\n/.exec(routes)![1]);
  expect(shared.map((group: {dataVersion: string}) => group.dataVersion)).toEqual(['v17', 'v16']);
  expect(shared[0].chunkNames.sidebar).not.toBe(shared[1].chunkNames.sidebar);
  expect(routes).toContain(`ComponentCreator('/api/v16', `);
});
