import {toVersionProps} from '../versionMarks';
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, test} from 'vitest';
import {buildApiRoutes, buildApiSidebar} from '../routes';
import {toOutlines} from '../outline/toOutlines';
import type {ApiOutline} from '../../shared/outline';
import type {ApiIndexEntry, ApiModel, ApiPage} from '../../shared/types';
import {makeApiPage} from './makeApiPage';

function page(kind: ApiPage['kind'], name: string, category: string): ApiPage {
  return makeApiPage({
    kind,
    name,
    category,
    import: {module: 'graphql', typeOnly: false},
    summary: `About ${name}.`,
    description: `About ${name}, see [Source](/api/class/Source).`,
    sourceUrl: `https://example.com/${name}.ts`,
    sourcePath: `${name}.d.ts`,
  });
}

const parse = page('function', 'parse', 'Parsing');
const source = page('class', 'Source', 'Source');
const print = page('function', 'print', 'Printing');
const model: ApiModel = {
  packageName: 'graphql',
  packageVersion: '1.0.0',
  indexPermalink: '/api',
  pages: [source, parse, print],
  index: [parse, print, source].map((p) => ({
    name: p.name,
    kind: p.kind,
    category: p.category,
    summary: p.summary,
    href: p.permalink,
  })),
  categories: [
    {name: 'Parsing', pageIds: ['function/parse']},
    {name: 'Printing', pageIds: ['function/print']},
    {name: 'Source', pageIds: ['class/Source']},
  ],
};
const options = {
  apiPageComponent: '@theme/ApiPage',
  apiIndexComponent: '@theme/ApiIndex',
  apiRootComponent: '@theme/ApiRoot',
  sidebarModule: '/site/.docusaurus/typedoc-api/default/api-sidebar.json',
  sidebarId: 'api',
  versionProps: toVersionProps(model, toOutlines(model), []),
  baseUrl: '/',
};

/** The leaf routes, in order: the ones that are pages. */
function pagesOf(routes: RouteConfig[]): RouteConfig[] {
  return routes.flatMap((r) => (r.routes ? pagesOf(r.routes) : [r]));
}

describe('buildApiRoutes', () => {
  const outlines = toOutlines(model);
  const routes = pagesOf(buildApiRoutes(model, outlines, options));

  test('one exact route per page plus the overview, all in the api sidebar', () => {
    expect(routes.map((r) => [r.path, r.component, r.exact, r.sidebar])).toEqual([
      ['/api', '@theme/ApiIndex', true, 'api'],
      ['/api/function/parse', '@theme/ApiPage', true, 'api'],
      ['/api/function/print', '@theme/ApiPage', true, 'api'],
      ['/api/class/Source', '@theme/ApiPage', true, 'api'],
    ]);
  });

  test('pages are nested by folder under the overview path, so matching a URL tests one folder', () => {
    const outline = (r: RouteConfig): unknown =>
      r.routes ? [r.path, r.component, r.exact, r.routes.map(outline)] : r.path;
    expect(buildApiRoutes(model, outlines, {...options, baseUrl: '/base/'}).map(outline)).toEqual([
      [
        '/base/api',
        '@theme/ApiRoot',
        undefined,
        [
          '/base/api',
          [
            '/base/api/function',
            '@theme/ApiRoot',
            undefined,
            ['/base/api/function/parse', '/base/api/function/print'],
          ],
          ['/base/api/class', '@theme/ApiRoot', undefined, ['/base/api/class/Source']],
        ],
      ],
    ]);
  });

  test('every route shares the one sidebar module', () => {
    expect(new Set(routes.map((r) => r.modules?.sidebar))).toEqual(new Set([options.sidebarModule]));
  });

  test('a page route carries only its own outline, with rendered text and navigation', () => {
    const props = routes[1].props as {page: ApiOutline};
    // Its own outline, and its version switch and marks: with one major, the switch holds its own version only.
    expect(Object.keys(routes[1].props!)).toEqual(['page', 'versions', 'marks']);
    expect(routes[1].props!.versions).toEqual([
      {version: '1.0.0', href: '/api/function/parse', current: true},
    ]);
    expect(props.page.name).toBe('parse');
    expect(props.page.description).toEqual([
      ['p', null, 'About parse, see ', ['a', {href: '/api/class/Source'}, 'Source'], '.'],
    ]);
    expect(props.page).toMatchObject({
      previous: {title: 'Overview', permalink: '/api'},
      next: {title: 'print', permalink: '/api/function/print'},
      breadcrumbs: [{label: 'API', href: '/api'}, {label: 'Parsing', href: '/api#parsing'}, {label: 'parse'}],
      toc: [],
    });
    expect(JSON.stringify(props)).not.toContain('Source.d.ts');
  });

  test('the overview carries the overview of the model: each entry its name, kind and summary', () => {
    const overviewEntry = ({name, kind, summary}: ApiIndexEntry) => ({name, kind, summary});
    expect(routes[0].props).toEqual({
      index: {
        packageName: 'graphql',
        packageVersion: '1.0.0',
        indexPermalink: '/api',
        categories: [
          {name: 'Parsing', id: 'parsing', groups: [{entries: [overviewEntry(model.index[0])]}]},
          {name: 'Printing', id: 'printing', groups: [{entries: [overviewEntry(model.index[1])]}]},
          {name: 'Source', id: 'source', groups: [{entries: [overviewEntry(model.index[2])]}]},
        ],
      },
      versions: [{version: '1.0.0', href: '/api', current: true}],
      marks: [],
    });
  });

  test('route paths include the base URL; links inside props do not', () => {
    const withBase = pagesOf(buildApiRoutes(model, outlines, {...options, baseUrl: '/graphql-js/'}));
    expect(withBase[1].path).toBe('/graphql-js/api/function/parse');
    expect((withBase[1].props as {page: ApiOutline}).page.permalink).toBe('/api/function/parse');
  });
});

describe('buildApiSidebar', () => {
  test('the overview link, then one collapsed category per model category, with base URL', () => {
    expect(buildApiSidebar(model, '/docs-base/')).toEqual([
      {type: 'link', label: 'Overview', href: '/docs-base/api'},
      {
        type: 'category',
        label: 'Parsing',
        collapsed: true,
        collapsible: true,
        items: [{type: 'link', label: 'parse', href: '/docs-base/api/function/parse'}],
      },
      {
        type: 'category',
        label: 'Printing',
        collapsed: true,
        collapsible: true,
        items: [{type: 'link', label: 'print', href: '/docs-base/api/function/print'}],
      },
      {
        type: 'category',
        label: 'Source',
        collapsed: true,
        collapsible: true,
        items: [{type: 'link', label: 'Source', href: '/docs-base/api/class/Source'}],
      },
    ]);
  });

  test('categories above the threshold are split by kind', () => {
    const big: ApiModel = {
      ...model,
      categories: [{name: 'All', pageIds: ['class/Source', 'function/parse']}],
    };
    const [, all] = buildApiSidebar(big, '/', 1);
    expect(all).toMatchObject({
      label: 'All',
      items: [
        {type: 'category', label: 'Classes', items: [{label: 'Source'}]},
        {type: 'category', label: 'Functions', items: [{label: 'parse'}]},
      ],
    });
  });
});
