import {readdirSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, test} from 'vitest';
import type {ApiModel} from '../../../typedoc-api';
import {ALL_VERSIONS, searchIndex, type SearchIndex} from '../../shared/searchIndex';
import {respell} from '../../shared/searchEngine';
import type {SearchRecord} from '../../shared/types';
import {readDocsSections} from './readDocsSections';
import {loadSiteApi, siteDir, toSiteIndex} from './siteSearchIndex';

// Sections in the shape the build takes from the docs outline (toDocsRecords), taken from the site's
// pages and shortened, to rank against the whole real API of both majors.
const tutorialSections: SearchRecord[] = [
  {
    path: '/docs/tutorials#the-schema',
    kind: 'tutorial',
    title: 'Getting Started',
    heading: 'The schema',
    text:
      'buildSchema turns a schema written in the GraphQL schema definition language (SDL) into a schema object. ' +
      'Every schema has a Query type: its fields are the entry points a client can read.',
  },
  {
    path: '/docs/guides/resolver-anatomy',
    kind: 'tutorial',
    title: 'Anatomy of a Resolver',
    text:
      "Every field in a response was produced by a resolver: a function graphql-js calls to get that field's " +
      'value. This guide takes one resolver apart, argument by argument.',
  },
  {
    path: '/docs/guides/resolver-anatomy#replacing-the-default-resolver',
    kind: 'tutorial',
    title: 'Anatomy of a Resolver',
    heading: 'Replacing the default resolver',
    text:
      'graphql and execute accept a fieldResolver option: a resolver used for every field that has no resolve ' +
      'of its own, in place of defaultFieldResolver.',
  },
  {
    path: '/docs/tutorials/passing-arguments#read-the-arguments-in-a-resolver',
    kind: 'tutorial',
    title: 'Passing Arguments',
    heading: 'Read the arguments in a resolver',
    text:
      "A resolver in rootValue receives the field's arguments as its first parameter: one object with a " +
      'property per argument. Destructuring it keeps the code short.',
  },
  {
    path: '/docs/tutorials/mutations-and-input-types#input-types',
    kind: 'tutorial',
    title: 'Mutations and Input Types',
    heading: 'Input types',
    text: 'An input type groups the arguments of a mutation into one object the client sends.',
  },
];

/** The site's docs pages, as far as counting the links to API pages goes. */
function docsPages() {
  const docsDir = path.join(siteDir, 'docs');
  return readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => ({
      source: `@site/docs/${file}`,
      permalink: `/docs/${file.replace(/\.mdx?$/, '')}`,
      title: file,
    }));
}

let models: ApiModel[];
let apiRecords: SearchRecord[];
let index: SearchIndex;
const hrefs = (query: string, version = '17') => searchIndex(index, query, version).map((hit) => hit.href);
const firstHref = (query: string, version = '17') => searchIndex(index, query, version)[0]?.href;

const toIndex = (records: SearchRecord[]) => toSiteIndex(records, models);

beforeAll(async () => {
  ({models, apiRecords} = await loadSiteApi(docsPages()));
  index = await toIndex([...apiRecords, ...tutorialSections]);
});

describe('exact names on the real graphql API, in each major', () => {
  test.each([
    ['17', 0],
    ['16', 1],
  ])(
    'every exported symbol of graphql %s is the first result for its exact name, in any case',
    (version, i) => {
      const model = models[i];
      expect(model.packageVersion.startsWith(`${version}.`)).toBe(true);
      expect(model.pages.length).toBeGreaterThan(300);
      // An unexported type may share an export's name (`Location`): the export comes first.
      const wrong = model.pages
        .filter((page) => !page.notExported)
        .flatMap((page) =>
          [page.name, page.name.toLowerCase(), page.name.toUpperCase()]
            .filter((query) => firstHref(query, version) !== page.permalink)
            .map((query) => `${query}: ${firstHref(query, version)}`),
        );
      expect(wrong).toEqual([]);
    },
  );

  test('the examples of the issue', () => {
    expect(firstHref('buildSchema')).toBe('/api/function/buildSchema');
    expect(firstHref('GraphQLObjectType')).toBe('/api/class/GraphQLObjectType');
    expect(firstHref('Kind')).toBe('/api/enum/Kind');
    // graphql exports the class Location and references an unexported type of the same name.
    expect(hrefs('Location')).toContain('/api/internal/Location');
    expect(firstHref('location')).toBe('/api/class/Location');
  });

  test('a prefix finds the symbol', () => {
    expect(firstHref('buildSch')).toBe('/api/function/buildSchema');
    expect(firstHref('GraphQLObjectTyp')).toBe('/api/class/GraphQLObjectType');
  });
});

describe('members', () => {
  test('a member name finds the member, at its anchor on its page', () => {
    const [hit] = searchIndex(index, 'getQueryType', '17');
    const member = models[0].pages
      .find((page) => page.id === 'class/GraphQLSchema')!
      .members.find((candidate) => candidate.name === 'getQueryType')!;
    expect(hit).toMatchObject({
      href: `/api/class/GraphQLSchema#${member.anchor}`,
      kind: 'member',
      title: 'GraphQLSchema',
      heading: 'getQueryType',
      memberKind: 'method',
      text: member.summary,
    });
    expect(member.summary).not.toBe('');
  });

  test("a member several classes have lists each class's, the more central classes first", () => {
    const hits = searchIndex(index, 'toConfig', '17');
    const toConfigs = hits.filter((hit) => hit.heading === 'toConfig');
    expect(toConfigs.length).toBeGreaterThanOrEqual(10);
    expect(hits.slice(0, toConfigs.length)).toEqual(toConfigs);
    const owners = toConfigs.map((hit) => hit.title);
    expect(owners.indexOf('GraphQLSchema')).toBeLessThan(owners.indexOf('GraphQLEnumValue'));
  });
});

describe('common words', () => {
  test('schema: the schema class and the functions the guides use, and the tutorial section, before AST nodes', () => {
    const results = hrefs('schema');
    const rank = (href: string) => {
      expect(results).toContain(href);
      return results.indexOf(href);
    };
    const definitionNode = rank('/api/interface/SchemaDefinitionNode');
    for (const href of [
      '/api/class/GraphQLSchema',
      '/api/function/buildSchema',
      '/api/function/printSchema',
      '/docs/tutorials#the-schema',
    ])
      expect(rank(href), href).toBeLessThan(definitionNode);
  });

  test('resolver: the tutorials first', () => {
    const kinds = searchIndex(index, 'resolver', '17').map((hit) => hit.kind);
    expect(kinds.slice(0, 3)).toEqual(['tutorial', 'tutorial', 'tutorial']);
  });

  test('a multi-word question ranks the tutorial section among the first five', () => {
    expect(hrefs('input types mutation').slice(0, 5)).toContain(
      '/docs/tutorials/mutations-and-input-types#input-types',
    );
  });
});

describe('graphql 16', () => {
  test('searches list 17 by default; a name only 16 has is offered from 16, labelled', () => {
    const [hit] = searchIndex(index, 'formatError', '17');
    expect(hit).toMatchObject({href: '/api/v16/function/formatError', version: '16', versionLabel: 'v16'});
    expect(models[0].pages.some((page) => page.name === 'formatError')).toBe(false);

    const hits = searchIndex(index, 'parse', '17');
    expect(hits.map((hit) => hit.href)).not.toContain('/api/v16/function/parse');
    const names17 = new Set(
      models[0].pages.flatMap((page) => [
        page.name,
        ...page.members.map((member) => `${page.name}.${member.name}`),
      ]),
    );
    const offered = hits.filter((hit) => hit.versionLabel);
    for (const hit of offered)
      expect(names17, hit.href).not.toContain(hit.heading ? `${hit.title}.${hit.heading}` : hit.title);
  });

  test('with every version, a 16 hit comes right after the 17 hit of the same name', () => {
    const hits = searchIndex(index, 'parse', ALL_VERSIONS);
    expect(hits.slice(0, 2).map((hit) => [hit.href, hit.versionLabel])).toEqual([
      ['/api/function/parse', undefined],
      ['/api/v16/function/parse', 'v16'],
    ]);
    for (const [i, hit] of hits.entries()) {
      if (!hit.versionLabel) continue;
      const newer = hits.findIndex(
        (other) => !other.versionLabel && other.title === hit.title && other.heading === hit.heading,
      );
      expect(newer, hit.href).toBeLessThan(i);
    }
  });

  test("the 16 filter lists 16's pages and members only", () => {
    const hits = searchIndex(index, 'getQueryType', '16');
    expect(hits[0]).toMatchObject({href: '/api/v16/class/GraphQLSchema#getQueryType', versionLabel: 'v16'});
    expect(hits.every((hit) => hit.href.startsWith('/api/v16/'))).toBe(true);
  });
});

test('results carry what the theme shows and the matched terms', () => {
  const [hit] = searchIndex(index, 'parse', '17');
  expect(hit).toMatchObject({href: '/api/function/parse', kind: 'function', title: 'parse'});
  expect(hit.text).toBe(models[0].pages.find((page) => page.id === 'function/parse')!.summary);
  expect(hit.terms).toContain('parse');
});

describe("what readers mean, on the real API and the site's docs pages", () => {
  let sections: SearchRecord[];
  let siteIndex: SearchIndex;
  beforeAll(async () => {
    sections = await readDocsSections(siteDir);
    siteIndex = await toIndex([...apiRecords, ...sections]);
  });

  const firstResult = (searched: SearchIndex, query: string) => searchIndex(searched, query, '17')[0]?.href;
  /** Sections of guides about what an operation costs: the ones that teach a cost limit. */
  const isCostSection = (record: SearchRecord) =>
    record.path.startsWith('/docs/guides/') && /\bcost\b/i.test(record.heading ?? '');

  test('"query complexity" lists the section on limiting what an operation costs first', () => {
    const costSections = sections.filter(isCostSection);
    expect(costSections.length).toBeGreaterThan(0);
    // graphql-query-complexity calls the cost a complexity; the guide says cost, and names the package once.
    expect(costSections.map((section) => section.path)).toContain(firstResult(siteIndex, 'query complexity'));
  });

  test('a typo swapping two letters finds the symbol first: visti finds visit', () => {
    expect(firstHref('visti')).toBe('/api/function/visit');
    expect(firstHref('pasre')).toBe('/api/function/parse');
  });

  test('a swap of two neighbouring letters in the middle of any exported name of 17 finds that symbol first', () => {
    const isIndexed = (term: string) => index.terms.has(term);
    const typos = models[0].pages
      .filter((page) => !page.notExported && page.name.length >= 4)
      .flatMap((page) => {
        const at = Math.floor(page.name.length / 2) - 1;
        const typo = page.name.slice(0, at) + page.name[at + 1] + page.name[at] + page.name.slice(at + 2);
        // A swap of two equal letters, or one that makes another word of the index or more than one name, is
        // not a typo of this name alone.
        return respell(typo, isIndexed)?.toLowerCase() === page.name.toLowerCase()
          ? [{typo, href: page.permalink}]
          : [];
      });
    expect(typos.length).toBeGreaterThan(300);
    const wrong = typos
      .filter(({typo, href}) => firstHref(typo) !== href)
      .map(({typo, href}) => `${typo}: ${firstHref(typo)} instead of ${href}`);
    expect(wrong).toEqual([]);
  });

  test('"GraphQLError.extensions" and "GraphQLError#extensions" list that member first', () => {
    for (const query of ['GraphQLError.extensions', 'GraphQLError#extensions', 'graphqlerror.Extensions'])
      expect(firstHref(query), query).toBe('/api/class/GraphQLError#extensions');
  });

  test('Owner.member lists that member first, for every member of every page of 17', () => {
    const members = apiRecords.filter(
      (record) => record.kind === 'member' && record.versions?.includes('17') && record.heading,
    );
    expect(members.length).toBeGreaterThan(1000);
    const wrong = members
      .filter((member) => firstHref(`${member.title}.${member.heading}`) !== `/api${member.path}`)
      .map(
        (member) => `${member.title}.${member.heading}: ${firstHref(`${member.title}.${member.heading}`)}`,
      );
    expect(wrong).toEqual([]);
  });
});
