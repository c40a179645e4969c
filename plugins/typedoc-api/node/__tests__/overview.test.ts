import {expect, test} from 'vitest';
import type {ApiPage} from '../../shared/types';
import {toOverviewCounts} from '../../shared/overviewCounts';
import {toFirstSentence, toOverview} from '../overview';
import {toRoleGroups} from '../roles';
import {makeApiModel, makeApiPage} from './makeApiPage';

const fn = (name: string, returns: ApiPage['signatures'][number]['returns']['type']): ApiPage =>
  makeApiPage({
    name,
    kind: 'function',
    signatures: [{typeParameters: [], parameters: [], returns: {type: returns}, throws: []}],
  });
const isType = fn('isObjectType', {kind: 'predicate', name: 'type', asserts: false});
const assertType = fn('assertObjectType', {kind: 'reference', name: 'GraphQLObjectType'});
const getType = fn('getNamedType', {kind: 'reference', name: 'GraphQLNamedType'});
const config = makeApiPage({name: 'GraphQLObjectTypeConfig', kind: 'interface'});
const node = makeApiPage({name: 'FieldNode', kind: 'interface'});
const union = makeApiPage({
  name: 'GraphQLType',
  kind: 'type',
  type: {
    kind: 'union',
    types: [
      {kind: 'keyword', name: 'string'},
      {kind: 'keyword', name: 'number'},
    ],
  },
});
const klass = makeApiPage({name: 'GraphQLObjectType', kind: 'class'});

test('a big category is grouped by role, in a fixed order; a small one is not', () => {
  const pages = [node, union, getType, config, assertType, isType, klass];
  expect(toRoleGroups(pages, 3).map((group) => [group.title, group.pages.map((p) => p.name)])).toEqual([
    ['Classes', ['GraphQLObjectType']],
    ['Predicates', ['isObjectType']],
    ['Assertions', ['assertObjectType']],
    ['Functions', ['getNamedType']],
    ['Configs', ['GraphQLObjectTypeConfig']],
    ['Interfaces', ['FieldNode']],
    ['Unions', ['GraphQLType']],
  ]);
  expect(toRoleGroups(pages, 7)).toEqual([{pages}]);
});

test('entries show the first sentence of their summary', () => {
  expect(toFirstSentence('Parses a source. Throws on a syntax error.')).toBe('Parses a source.');
  expect(toFirstSentence('Given `e.g.` no end')).toBe('Given `e.g.` no end');
  // Neither inside parentheses nor after an abbreviation: graphql's summary of parseValue.
  expect(
    toFirstSentence(
      'Given a string containing a GraphQL value (ex. `[42]`), parse the AST for that value. More.',
    ),
  ).toBe('Given a string containing a GraphQL value (ex. `[42]`), parse the AST for that value.');
  expect(toFirstSentence('Coerces a value, e.g. `1` to `"1"`. Then more.')).toBe(
    'Coerces a value, e.g. `1` to `"1"`.',
  );
  const overview = toOverview(
    makeApiModel([makeApiPage({name: 'parse', kind: 'function', summary: 'Parses. Fast.'})]),
  );
  expect(overview.categories[0].groups[0].entries[0]).toMatchObject({name: 'parse', summary: 'Parses.'});
});

test('unexported types are listed, marked, and counted apart from the exports', () => {
  const internal = makeApiPage({name: 'Maybe', kind: 'type', notExported: true, category: 'Not exported'});
  const overview = toOverview(makeApiModel([klass, internal]));
  expect(toOverviewCounts(overview)).toEqual({exports: 1, notExported: 1});
  expect(overview.categories.map((c) => c.name)).toEqual(['Parsing', 'Not exported']);
  const entries = overview.categories.flatMap((c) => c.groups.flatMap((group) => group.entries));
  expect(entries.map((entry) => [entry.name, entry.notExported])).toEqual([
    ['GraphQLObjectType', undefined],
    ['Maybe', true],
  ]);
});
