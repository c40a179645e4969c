import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {RouteConfig} from '@docusaurus/types';
import {afterEach, beforeEach, expect, test} from 'vitest';
import {emitClientRouteTable} from '../emitClientRouteTable';
import {generatedModules, toClientRoutes} from '../clientRouteTable';

// Docusaurus's own code generator: a change to the files it writes makes these tests fail.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles(params: {generatedFilesDir: string; routes: RouteConfig[]}): Promise<void>;
};

const component = '@theme/ApiPage';
let generatedFilesDir: string;

/**
 * Routes nested like the API reference's: a level per folder (`/api`, `/api/function`), an overview, and a
 * data-file page per path, each with its own props and the instance's shared sidebar module.
 */
function referenceRoutes(base: string, pagePaths: string[], sidebar: string): RouteConfig[] {
  const plugin = {name: 'typedoc-api', id: sidebar};
  const page = (pagePath: string): RouteConfig => ({
    path: pagePath,
    component,
    exact: true,
    sidebar,
    modules: {sidebar: `@generated/typedoc-api/${sidebar}/api-sidebar.json`},
    props: {page: {permalink: pagePath}},
  });
  const folders = [...new Set(pagePaths.map((pagePath) => pagePath.slice(0, pagePath.lastIndexOf('/'))))];
  const level = (levelPath: string, routes: RouteConfig[]): RouteConfig => ({
    path: levelPath,
    component: '@theme/ApiRoot',
    routes,
  });
  const overview = {path: base, component: '@theme/ApiIndex', exact: true, props: {index: []}};
  const root = level(base, [
    overview,
    ...folders.map((folder) =>
      level(folder, pagePaths.filter((pagePath) => pagePath.startsWith(`${folder}/`)).map(page)),
    ),
  ]);
  return [{...root, plugin} as RouteConfig];
}

const pagePaths = ['/api/function/parse', '/api/function/print', '/api/class/Source'];
const docsRoute = {
  path: '/docs/intro',
  component: '@theme/DocItem',
  exact: true,
  props: {id: 'intro'},
  plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'},
} as RouteConfig;

beforeEach(async () => {
  generatedFilesDir = await mkdtemp(path.join(os.tmpdir(), 'client-route-table-'));
  await generateRouteFiles({
    generatedFilesDir,
    routes: [...referenceRoutes('/api', pagePaths, 'api'), docsRoute],
  });
});

afterEach(() => rm(generatedFilesDir, {recursive: true, force: true}));

async function emit(components = [component]) {
  const table = emitClientRouteTable(generatedFilesDir, path.join(generatedFilesDir, 'client'), components);
  const read = (key: keyof typeof generatedModules) =>
    readFile(table.files[generatedModules[key].request], 'utf8');
  return {
    ...table,
    routes: await read('routes'),
    chunkNames: JSON.parse(await read('chunkNames')),
    registry: await read('registry'),
  };
}

test('the browser routes have one route per folder of picked pages, and keep every other route', async () => {
  const {routes} = await emit();
  const patterns = [...routes.matchAll(/\[dataFileRoute\(("[^"]*"), shared\[\d\]\)\]/g)].map((match) =>
    JSON.parse(match[1]),
  );
  expect(patterns.sort()).toEqual(['/api/class/:name([^/.]+)', '/api/function/:name([^/.]+)']);
  for (const pagePath of pagePaths) expect(routes).not.toContain(`ComponentCreator('${pagePath}'`);
  expect(routes).toContain(`ComponentCreator('/api', `);
  expect(routes).toContain(`ComponentCreator('/docs/intro', `);
});

test('a picked page beside other routes, as the overview beside its folders, gets a route of its own path', async () => {
  const before = (await emit()).routes;
  const {routes, dataFiles} = await emit([component, '@theme/ApiIndex']);
  const creators = (source: string) => source.match(/ComponentCreator\('\/api', /g)?.length;
  // The overview's route object goes; the level of the same path, with its routes, stays.
  expect([creators(before), creators(routes)]).toEqual([2, 1]);
  const shared = JSON.parse(/const shared = (.*);\n/.exec(routes)![1]);
  const overview = shared[Number(/dataFileRoute\("\/api", shared\[(\d)\]\)/.exec(routes)![1])];
  expect(overview.attributes).toEqual({exact: true});
  expect(dataFiles.find((file) => file.path === '/api')?.json).toBe(JSON.stringify({index: []}));
  // Its siblings' folders keep their one route each.
  expect(routes).toContain('[dataFileRoute("/api/function/:name([^/.]+)", ');
});

test("the picked pages' chunk names and data loaders leave the browser bundle; shared modules stay", async () => {
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

test("the browser's registry leaves its chunks unnamed, where Docusaurus names each", async () => {
  const generated = await readFile(path.join(generatedFilesDir, 'registry.js'), 'utf8');
  expect(generated).toContain('/* webpackChunkName: ');
  const {registry} = await emit();
  expect(registry).not.toContain('webpackChunkName');
  expect(registry).toContain('() => import("@theme/ApiRoot")');
});

test('each data file is the props module Docusaurus wrote for the route, and the version changes with any of them', async () => {
  const {dataFiles, dataVersion} = await emit();
  expect(dataFiles.map((file) => [file.path, JSON.parse(file.json)]).sort()).toEqual(
    pagePaths.map((pagePath) => [pagePath, {page: {permalink: pagePath}}]).sort(),
  );
  const routes = referenceRoutes('/api', pagePaths, 'api');
  (routes[0].routes![1].routes![0].props as {page: object}).page = {permalink: 'changed'};
  await generateRouteFiles({generatedFilesDir, routes: [...routes, docsRoute]});
  expect((await emit()).dataVersion).not.toBe(dataVersion);
});

test('a generated route table without the expected routes fails the build, naming the file', () => {
  expect(() =>
    toClientRoutes(
      "export default [{path: '/other', component: ComponentCreator('/other', 'abc'), exact: true}];",
      [
        {
          key: '/api/function/parse-abc',
          path: '/api/function/parse',
          chunkNames: {__comp: 'c', __props: 'p'},
        },
      ],
      'v1',
      '/runtime.ts',
    ),
  ).toThrow(/routes\.js .*no route object for \/api\/function\/parse.*clientRouteTable\.ts/);
});

test('one route table covers two instances: each array of pages gets its own shared modules', async () => {
  // A second instance, as the site's v16 reference: its pages under /api/v16, its own sidebar module.
  await generateRouteFiles({
    generatedFilesDir,
    routes: [
      ...referenceRoutes('/api/v16', ['/api/v16/function/parse'], 'api-v16'),
      ...referenceRoutes('/api', pagePaths, 'api'),
    ],
  });
  const {routes} = await emit();
  const shared = JSON.parse(/const shared = (.*);\n/.exec(routes)![1]);
  const groupOf = (folder: string) =>
    Number(routes.match(`dataFileRoute\\("${folder}:name\\(\\[\\^/\\.\\]\\+\\)", shared\\[(\\d)\\]\\)`)![1]);
  const v16 = shared[groupOf('/api/v16/function/')];
  const v17 = shared[groupOf('/api/function/')];
  expect(v16.attributes).toEqual({exact: true, sidebar: 'api-v16'});
  expect(v17.attributes).toEqual({exact: true, sidebar: 'api'});
  expect(v16.chunkNames.sidebar).not.toBe(v17.chunkNames.sidebar);
  expect(v16.chunkNames.__comp).toBe(v17.chunkNames.__comp);
  expect(routes).toContain(`ComponentCreator('/api/v16', `);
});
