import {expect, test} from 'vitest';
import {toOutlines, type ApiMember, type ApiType} from '../../../typedoc-api';
import {makeApiModel, makeApiPage} from '../../../typedoc-api/testing';
import {toApiRecords} from '../toApiRecords';

const member = (overrides: Partial<ApiMember> & Pick<ApiMember, 'name' | 'kind'>): ApiMember => ({
  anchor: overrides.name,
  summary: '',
  examples: [],
  see: [],
  ...overrides,
});
const thingType: ApiType = {kind: 'reference', name: 'Thing', href: '/api/class/Thing'};
const signature = (...names: string[]) => ({
  typeParameters: [],
  parameters: names.map((name) => ({name, type: thingType, optional: false, rest: false})),
  returns: {type: {kind: 'keyword' as const, name: 'void'}},
  throws: [],
});

// A class with the members search meets in graphql: methods, a static one, properties inherited from a page of
// the site and from a built-in, and an index signature; an enum; a function that uses the class.
const model = makeApiModel([
  makeApiPage({
    name: 'Thing',
    kind: 'class',
    summary: 'A thing.',
    members: [
      member({
        name: 'constructor',
        kind: 'constructor',
        summary: 'Creates a thing.',
        signatures: [signature('config')],
      }),
      member({name: 'getName', kind: 'method', summary: 'Returns the name.', signatures: [signature()]}),
      member({
        name: 'from',
        kind: 'method',
        static: true,
        anchor: 'static-from',
        signatures: [signature('value')],
      }),
      member({
        name: 'kind',
        kind: 'property',
        inheritedFrom: {name: 'Base.kind', href: '/api/interface/Base#kind'},
      }),
      member({name: 'message', kind: 'property', inheritedFrom: {name: 'Error.message'}}),
      member({name: '__index', kind: 'indexSignature', anchor: 'index'}),
    ],
  }),
  makeApiPage({name: 'Base', kind: 'interface', members: [member({name: 'kind', kind: 'property'})]}),
  makeApiPage({
    name: 'Color',
    kind: 'enum',
    members: [member({name: 'RED', kind: 'enumMember', summary: 'Red.'})],
  }),
  makeApiPage({name: 'useThing', kind: 'function', signatures: [signature('thing')]}),
]);
const guides = new Map([['/api/class/Thing', [{label: 'Getting Started', href: '/docs/tutorials'}]]]);
const records = toApiRecords(model, toOutlines(model, guides));

test("each page, then each of its members, at the member's anchor on the page, under the major's overview", () => {
  expect(records.map((record) => [record.path, record.heading])).toEqual([
    ['/class/Thing', undefined],
    ['/class/Thing#constructor', 'constructor'],
    ['/class/Thing#getName', 'getName'],
    ['/class/Thing#static-from', 'from'],
    // `kind` is inherited from Base, whose record it is; `message` is only documented here.
    ['/class/Thing#message', 'message'],
    ['/interface/Base', undefined],
    ['/interface/Base#kind', 'kind'],
    ['/enum/Color', undefined],
    ['/enum/Color#RED', 'RED'],
    ['/function/useThing', undefined],
  ]);
  expect(records.every((record) => record.versions?.join() === '1')).toBe(true);
});

test('a member record names its owner, says what it is as its page does, and carries its summary', () => {
  const byPath = new Map(records.map((record) => [record.path, record]));
  expect(byPath.get('/class/Thing#getName')).toMatchObject({
    kind: 'member',
    title: 'Thing',
    heading: 'getName',
    memberKind: 'method',
    text: 'Returns the name.',
  });
  expect(byPath.get('/class/Thing#static-from')).toMatchObject({
    memberKind: 'static method',
    params: 'value',
  });
  expect(byPath.get('/class/Thing#constructor')).toMatchObject({memberKind: 'constructor', params: 'config'});
  expect(byPath.get('/enum/Color#RED')).toMatchObject({memberKind: 'enumeration member', text: 'Red.'});
});

test('a symbol counts the pages that refer to it, and its members count the same', () => {
  const references = Object.fromEntries(records.map((record) => [record.path, record.references]));
  // useThing's signature, and one guide.
  expect(references['/class/Thing']).toBe(2);
  expect(references['/class/Thing#getName']).toBe(2);
  expect(references['/function/useThing']).toBe(0);
});

test('a page outside its overview is an error that names it', () => {
  const stray = makeApiModel([makeApiPage({name: 'parse', kind: 'function', permalink: '/elsewhere/parse'})]);
  expect(() => toApiRecords(stray, toOutlines(stray))).toThrow(
    '/elsewhere/parse is not under its overview /api',
  );
});
