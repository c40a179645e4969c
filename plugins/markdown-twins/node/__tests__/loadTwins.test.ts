import {readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from 'vitest';
import {outlineDocs, toOutlines, type DocPage} from '../../../typedoc-api';
import {makeApiModel, makeApiPage} from '../../../typedoc-api/testing';
import sidebars from '../../../../sidebars';
import {loadTwins, type TwinsInput} from '../loadTwins';

const siteDir = path.resolve(__dirname, '../../../..');

/** The site's sidebars, normalised as the docs plugin gives them: a doc as `{type: 'doc', id}`. */
type SidebarItem = {type: 'doc'; id: string} | {type: 'category'; label: string; items: SidebarItem[]};
const normalise = (item: unknown): SidebarItem =>
  typeof item === 'string'
    ? {type: 'doc', id: item}
    : {
        ...(item as {label: string}),
        type: 'category',
        items: (item as {items: unknown[]}).items.map(normalise),
      };
const siteSidebars = Object.fromEntries(
  Object.entries(sidebars).map(([name, items]) => [name, (items as unknown[]).map(normalise)]),
);
const docIdsOf = (items: SidebarItem[]): string[] =>
  items.flatMap((item) => (item.type === 'doc' ? [item.id] : docIdsOf(item.items)));
const sidebarOf = (id: string) =>
  Object.keys(siteSidebars).find((name) => docIdsOf(siteSidebars[name]).includes(id));

function doc(id: string, permalink: string, title: string) {
  return {
    id,
    title,
    permalink,
    description: 'Cut mid-',
    source: `@site/docs/${id}.mdx`,
    sidebar: sidebarOf(id),
    draft: false,
    unlisted: false,
    frontMatter: {},
  };
}

// Every real docs page (they link to each other), with only the fields the plugin reads, in the site's
// sidebars. The index doc's permalink ends in `/`, as Docusaurus gives it.
const ids = readdirSync(path.join(siteDir, 'docs'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.mdx') && file !== 'tutorials/index.mdx')
  .map((file) => file.replace(/\.mdx$/, ''))
  .sort()
  .reverse();
const docs = {
  loadedVersions: [
    {
      docs: [
        ...ids.map((id) => doc(id, `/docs/${id}`, id)),
        doc('tutorials/index', '/docs/tutorials/', 'Getting Started'),
      ],
      sidebars: siteSidebars,
    },
  ],
} as unknown as TwinsInput['docs'];

const parse = makeApiPage({
  name: 'parse',
  kind: 'function',
  import: {module: 'graphql', typeOnly: false},
  summary: 'Parses a source.',
});

const api = makeApiModel([parse]);

const files = loadTwins({
  siteDir,
  site: {url: 'https://graphql-js.org', baseUrl: '/', title: 'graphql-js', tagline: 'GraphQL for JavaScript'},
  summary: 'Tutorials and an API reference.',
  docs,
  apis: [{model: api, outlines: toOutlines(api)}],
  outlines: await outlineDocs(
    siteDir,
    docs!.loadedVersions.flatMap((version) => version.docs as (DocPage & {unlisted: boolean})[]),
  ),
});

test('writes a twin per page at its path plus .md, and both llms files', () => {
  const keys = [...files.keys()];
  expect(keys).toEqual(
    expect.arrayContaining(['index.md', 'api.md', 'api/function/parse.md', 'llms.txt', 'llms-full.txt']),
  );
  // The index doc's page is /docs/tutorials, so its twin is /docs/tutorials.md.
  expect(keys).toContain('docs/tutorials.md');
  expect(keys).not.toContain('docs/tutorials/index.md');
  expect(keys.filter((key) => key.startsWith('docs/'))).toHaveLength(ids.length + 1);
});

test('llms.txt lists the tutorials in sidebar order, then the API by category', () => {
  const llms = files.get('llms.txt')!;
  const lines = llms.split('\n').filter((line) => line.startsWith('- '));
  expect(lines[0]).toBe(
    '- [Getting Started](https://graphql-js.org/docs/tutorials.md): GraphQL.js (the graphql package on npm) is the reference implementation of GraphQL in JavaScript.',
  );
  // The sidebars' order, one sidebar after the other; the ids are listed in reverse, so file order fails.
  const inSidebars = Object.values(siteSidebars).flatMap(docIdsOf);
  const expected = [...inSidebars, ...ids.filter((id) => !inSidebars.includes(id))].filter(
    (id) => id !== 'tutorials/index',
  );
  expect(lines.slice(1, -1).map((line) => /\(([^)]+)\)/.exec(line)![1])).toEqual(
    expected.map((id) => `https://graphql-js.org/docs/${id}.md`),
  );
  expect(llms).toContain(
    '\n## API: Parsing\n\n- [parse](https://graphql-js.org/api/function/parse.md): Parses a source.\n',
  );
});

test('llms-full.txt has the tutorials, then the API overview and pages', () => {
  const full = files.get('llms-full.txt')!;
  const at = (title: string) => full.indexOf(`\n# ${title}\n`);
  expect(full.startsWith('# graphql-js\n')).toBe(true);
  expect(at('Getting Started')).toBeGreaterThan(0);
  expect(at('Getting Started')).toBeLessThan(at('API reference'));
  expect(at('API reference')).toBeLessThan(at('parse'));
  expect(full).toContain(files.get('docs/tutorials/basic-types.md')!.trimEnd());
});
