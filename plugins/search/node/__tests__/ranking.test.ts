import path from 'node:path';
import {beforeAll, describe, expect, test} from 'vitest';
import {loadApiModel} from '../../../typedoc-api';
import {DEFAULT_OPTIONS} from '../../../typedoc-api';
import type {ApiModel} from '../../../typedoc-api';
import {createSearchIndex, loadSearchIndex, searchIndex, type SearchIndex} from '../../shared/searchEngine';
import {toApiRecords} from '../toApiRecords';
import type {SearchRecord} from '../../shared/types';

const siteDir = path.resolve(__dirname, '../../../..');

// Two sections in the shape the build extracts from the tutorials, to rank against the whole real API.
const tutorialSections: SearchRecord[] = [
  {
    id: '/docs/tutorials/mutations-and-input-types#input-types',
    kind: 'tutorial',
    title: 'Mutations and Input Types',
    heading: 'Input types',
    text: 'An input type groups the arguments of a mutation into one object the client sends.',
  },
  {
    id: '/docs/tutorials/object-types#define-an-object-type',
    kind: 'tutorial',
    title: 'Object Types',
    heading: 'Define an object type',
    text: 'Fields of an object type can take arguments and resolve to other types.',
  },
];

let model: ApiModel;
let index: SearchIndex;
const firstHref = (query: string) => searchIndex(index, query)[0]?.href;

beforeAll(async () => {
  ({model} = await loadApiModel(siteDir, {
    ...DEFAULT_OPTIONS,
    entryPoint: 'node_modules/graphql/index.d.ts',
    sourceUrlTemplate: 'https://example.org/{version}/{path}',
  }));
  // Through JSON, as the browser gets it.
  index = loadSearchIndex(JSON.stringify(createSearchIndex([...toApiRecords(model), ...tutorialSections])));
}, 180_000);

describe('ranking on the real graphql API', () => {
  test('every exported API symbol is the first result for its exact name, in any case', () => {
    expect(model.pages.length).toBeGreaterThan(300);
    // An unexported type may share an export's name (`Location`): the export comes first.
    const exported = model.pages.filter((page) => !page.notExported);
    const wrong = exported.flatMap((page) =>
      [page.name, page.name.toLowerCase(), page.name.toUpperCase()]
        .filter((query) => firstHref(query) !== page.permalink)
        .map((query) => `${query}: ${firstHref(query)}`),
    );
    expect(wrong).toEqual([]);
  });

  test('the examples of the issue', () => {
    expect(firstHref('buildSchema')).toBe('/api/function/buildSchema');
    expect(firstHref('GraphQLObjectType')).toBe('/api/class/GraphQLObjectType');
    expect(firstHref('Kind')).toBe('/api/enum/Kind');
    // graphql exports the class Location and references an unexported type of the same name.
    expect(searchIndex(index, 'Location').map((hit) => hit.href)).toContain('/api/internal/Location');
    expect(firstHref('location')).toBe('/api/class/Location');
  });

  test('a prefix finds the symbol', () => {
    expect(firstHref('buildSch')).toBe('/api/function/buildSchema');
    expect(firstHref('GraphQLObjectTyp')).toBe('/api/class/GraphQLObjectType');
  });

  test('member and parameter names find their page', () => {
    const hrefs = searchIndex(index, 'getQueryType').map((hit) => hit.href);
    expect(hrefs.slice(0, 3)).toContain('/api/class/GraphQLSchema');
  });

  test('a multi-word question ranks the tutorial section among the first five', () => {
    const hrefs = searchIndex(index, 'input types mutation')
      .slice(0, 5)
      .map((hit) => hit.href);
    expect(hrefs).toContain('/docs/tutorials/mutations-and-input-types#input-types');
  });

  test('results carry what the theme shows and the matched terms', () => {
    const [hit] = searchIndex(index, 'parse');
    expect(hit).toMatchObject({href: '/api/function/parse', kind: 'function', title: 'parse'});
    expect(hit.text).toBe(model.pages.find((page) => page.id === 'function/parse')!.summary);
    expect(hit.terms).toContain('parse');
  });
});
