import {expect, test} from 'vitest';
import type {RouteConfig} from '@docusaurus/types';
import {buildAllRoutes} from '@docusaurus/plugin-content-docs/lib/routes.js';
import {splitBySidebar} from '../versionSidebars';

const where = 'plugins/client-bundle/node/versionSidebars.ts';

const doc = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: 'DocItem',
  exact: true,
  ...(sidebar && {sidebar}),
});

/** The docs plugin's routes as it adds them: its root route, the version route, DocRoot, the docs. */
function docsRoutes(docs: RouteConfig[], sidebars: Record<string, unknown>): RouteConfig {
  return {
    path: '/docs',
    exact: false,
    component: 'DocsRoot',
    routes: [
      {
        path: '/docs',
        exact: false,
        component: 'DocVersionRoot',
        props: {version: {label: 'Next', docsSidebars: sidebars}},
        routes: [
          {path: '/docs', exact: false, component: 'DocRoot', routes: docs},
          {path: '/docs/tags', exact: true, component: 'DocTagsListPage'},
        ],
      },
    ],
  };
}

const versionRoutes = (route: RouteConfig) => route.routes!;
const sidebarsOf = (route: RouteConfig) =>
  (route.props as {version: {docsSidebars: Record<string, unknown>}}).version.docsSidebars;
const docPaths = (version: RouteConfig) => version.routes![0].routes!.map((r) => r.path);

test('each sidebar gets a version route under its docs’ path, with its own sidebar only', () => {
  const [root] = splitBySidebar(
    docsRoutes(
      [
        doc('/docs/tutorials/', 'tutorialSidebar'),
        doc('/docs/tutorials/basic-types', 'tutorialSidebar'),
        doc('/docs/guides/errors', 'guidesSidebar'),
        doc('/docs/guides/testing', 'guidesSidebar'),
        doc('/docs/unlisted'),
      ],
      {tutorialSidebar: ['t'], guidesSidebar: ['g']},
    ),
  );
  const [tutorials, guides, rest] = versionRoutes(root);
  expect(
    versionRoutes(root).map((r) => r.path),
    where,
  ).toEqual(['/docs/tutorials', '/docs/guides', '/docs']);
  expect(sidebarsOf(tutorials)).toEqual({tutorialSidebar: ['t']});
  expect(docPaths(tutorials)).toEqual(['/docs/tutorials/', '/docs/tutorials/basic-types']);
  // DocRoot sits at the same path as its version route, so that it matches every doc under it.
  expect(tutorials.routes![0].path).toBe('/docs/tutorials');
  expect(sidebarsOf(guides)).toEqual({guidesSidebar: ['g']});
  expect(docPaths(guides)).toEqual(['/docs/guides/errors', '/docs/guides/testing']);
  // The plugin's own version route comes last, with the rest: docs of no sidebar, the tag pages, no sidebars.
  expect(sidebarsOf(rest)).toEqual({});
  expect(docPaths(rest)).toEqual(['/docs/unlisted']);
  expect(rest.routes![1].path).toBe('/docs/tags');
  expect((rest.props as {version: {label: string}}).version.label).toBe('Next');
});

test('a sidebar whose docs share no folder of their own fails the build, naming the file', () => {
  const mixed = docsRoutes(
    [doc('/docs/tutorials/a', 'one'), doc('/docs/tutorials/b', 'one'), doc('/docs/tutorials/c', 'two')],
    {one: [], two: []},
  );
  expect(() => splitBySidebar(mixed)).toThrow(
    `${where}: the docs of one share no path of their own (/docs/tutorials, also the path of /docs/tutorials/c)`,
  );
  const spread = docsRoutes([doc('/docs/a', 'one'), doc('/docs/b', 'one')], {one: []});
  expect(() => splitBySidebar(spread)).toThrow(
    `${where}: the docs of one share no path of their own (/docs)`,
  );
});

test('routes without version data are kept as they are', () => {
  const page: RouteConfig = {path: '/search', component: 'SearchPage', exact: true};
  expect(splitBySidebar(page)).toEqual([page]);
});

test("the installed docs plugin's routes still have the shape versionSidebars.ts splits", async () => {
  const docOf = (id: string, sidebar: string) => ({
    id,
    title: id,
    description: '',
    source: `@site/docs/${id}.mdx`,
    permalink: `/docs/${id}`,
    sidebar,
    tags: [],
    unlisted: false,
    frontMatter: {},
  });
  const ids = {tutorialSidebar: ['tutorials/a', 'tutorials/b'], guidesSidebar: ['guides/c', 'guides/d']};
  const docs = Object.entries(ids).flatMap(([sidebar, docIds]) => docIds.map((id) => docOf(id, sidebar)));
  const sidebars = Object.fromEntries(
    Object.entries(ids).map(([sidebar, docIds]) => [sidebar, docIds.map((id) => ({type: 'doc', id}))]),
  );
  const [root] = await buildAllRoutes({
    baseUrl: '/',
    versions: [
      {
        versionName: 'current',
        label: 'Next',
        path: '/docs',
        tagsPath: '/docs/tags',
        isLast: true,
        docs,
        drafts: [],
        sidebars,
        categoryGeneratedIndices: [],
      },
    ],
    options: {
      id: 'default',
      routeBasePath: 'docs',
      docsRootComponent: 'DocsRoot',
      docVersionRootComponent: 'DocVersionRoot',
      docRootComponent: 'DocRoot',
      docItemComponent: 'DocItem',
      docTagsListComponent: 'DocTagsListPage',
      docTagDocListComponent: 'DocTagDocListPage',
      docCategoryGeneratedIndexComponent: 'DocCategoryGeneratedIndexPage',
    },
    actions: {createData: async () => ''},
  } as never);
  const [split] = splitBySidebar(root);
  expect(
    split.routes!.map((version) => [version.path, Object.keys(sidebarsOf(version)), docPaths(version)]),
    `${where}: the docs plugin's routes changed shape`,
  ).toEqual([
    ['/docs/tutorials', ['tutorialSidebar'], ['/docs/tutorials/a', '/docs/tutorials/b']],
    ['/docs/guides', ['guidesSidebar'], ['/docs/guides/c', '/docs/guides/d']],
    ['/docs', [], []],
  ]);
});
