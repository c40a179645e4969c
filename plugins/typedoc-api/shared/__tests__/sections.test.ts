import {expect, test} from 'vitest';
import {toSections} from '../sections';
import type {ApiMember, ApiPage, ApiType} from '../types';
import {makeApiPage} from '../../node/__tests__/makeApiPage';

const unknownType: ApiType = {kind: 'keyword', name: 'unknown'};
const base = makeApiPage({
  name: 'f',
  kind: 'function',
  category: 'C',
  import: {module: 'graphql', typeOnly: false},
  sourceUrl: 'https://example.com/f.ts',
  sourcePath: 'f.d.ts',
});
const member = (name: string, kind: ApiMember['kind']): ApiMember => ({
  name,
  kind,
  anchor: name,
  summary: '',
  examples: [],
  see: [],
});
const titles = (page: ApiPage) => toSections(page).map((s) => `${s.id}:${s.title}`);

test('a typed-constant function shows its signature before its type', () => {
  const signature = {typeParameters: [], parameters: [], returns: {type: unknownType}, throws: []};
  expect(
    titles({...base, signatures: [signature], type: unknownType, examples: [{code: 'f()', language: 'ts'}]}),
  ).toEqual(['signature:Signature', 'type:Type', 'examples:Example']);
});

test('a class lists its members by kind; a member named like a section keeps its anchor', () => {
  const page: ApiPage = {
    ...base,
    kind: 'class',
    members: [
      member('constructor', 'constructor'),
      member('methods', 'property'),
      member('toString', 'method'),
    ],
  };
  expect(titles(page)).toEqual([
    'constructors:Constructor',
    'properties:Properties',
    'methods-section:Methods',
  ]);
});

test('an enum lists its members in one table section', () => {
  expect(toSections({...base, kind: 'enum', members: [member('A', 'enumMember')]})).toMatchObject([
    {id: 'members', kind: 'enumMembers', members: [{name: 'A'}]},
  ]);
});
