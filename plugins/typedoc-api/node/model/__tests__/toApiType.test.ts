import type {JSONOutput} from 'typedoc';
import {describe, expect, test} from 'vitest';
import {toApiType, type LinkResolver} from '../toApiType';

// TypeDoc brands reflection ids; these are hand-written.
const id = (n: number) => n as JSONOutput.ReflectionId;

const links: LinkResolver = {
  packageName: 'graphql',
  hrefOf: (target) => (target === 7 ? '/api/class/Source' : undefined),
  nameOf: (target) => (target === 7 ? 'Source' : undefined),
  declaredNameOf: () => undefined,
};
const convert = (type: JSONOutput.SomeType) => toApiType(type, links);

describe('toApiType', () => {
  test('keywords and literals', () => {
    expect(convert({type: 'intrinsic', name: 'string'})).toEqual({kind: 'keyword', name: 'string'});
    expect(convert({type: 'literal', value: 'Name'})).toEqual({kind: 'literal', value: '"Name"'});
    expect(convert({type: 'literal', value: null})).toEqual({kind: 'literal', value: 'null'});
    expect(convert({type: 'literal', value: {value: '10', negative: true}})).toEqual({
      kind: 'literal',
      value: '-10n',
    });
  });

  test('references link to pages; built-ins and type parameters stay plain', () => {
    expect(convert({type: 'reference', name: 'Source', target: id(7), package: 'graphql'})).toEqual({
      kind: 'reference',
      name: 'Source',
      href: '/api/class/Source',
    });
    const promise: JSONOutput.SomeType = {
      type: 'reference',
      name: 'Promise',
      target: {packageName: 'typescript', packagePath: 'lib.es5.d.ts' as never, qualifiedName: 'Promise'},
      package: 'typescript',
      typeArguments: [{type: 'reference', name: 'T', target: id(-1), refersToTypeParameter: true}],
    };
    expect(convert(promise)).toEqual({
      kind: 'reference',
      name: 'Promise',
      package: 'typescript',
      typeArguments: [{kind: 'reference', name: 'T', typeParameter: true}],
    });
  });

  test('an inline object with one call signature is a function type', () => {
    const fn: JSONOutput.SomeType = {
      type: 'reflection',
      declaration: {
        id: id(1),
        name: '__type',
        variant: 'declaration',
        kind: 65536,
        flags: {},
        signatures: [
          {
            id: id(2),
            name: '__type',
            variant: 'signature',
            kind: 4096,
            flags: {},
            parameters: [
              {
                id: id(3),
                name: 'x',
                variant: 'param',
                kind: 32768,
                flags: {isOptional: true},
                type: {type: 'intrinsic', name: 'number'},
              },
            ],
            type: {type: 'intrinsic', name: 'void'},
          },
        ],
      },
    };
    expect(convert(fn)).toEqual({
      kind: 'function',
      signature: {
        typeParameters: [],
        parameters: [{name: 'x', type: {kind: 'keyword', name: 'number'}, optional: true, rest: false}],
        returns: {kind: 'keyword', name: 'void'},
      },
    });
  });

  test('named tuple members keep their labels', () => {
    expect(
      convert({
        type: 'tuple',
        elements: [
          {
            type: 'namedTupleMember',
            name: 'key',
            isOptional: false,
            element: {type: 'intrinsic', name: 'string'},
          },
          {type: 'intrinsic', name: 'number'},
        ],
      }),
    ).toEqual({
      kind: 'tuple',
      elements: [
        {name: 'key', type: {kind: 'keyword', name: 'string'}},
        {type: {kind: 'keyword', name: 'number'}},
      ],
    });
  });

  test('operators, queries and indexed access nest', () => {
    const kindOf: JSONOutput.SomeType = {
      type: 'indexedAccess',
      objectType: {type: 'query', queryType: {type: 'reference', name: 'Kind', target: id(8)}},
      indexType: {
        type: 'typeOperator',
        operator: 'keyof',
        target: {type: 'query', queryType: {type: 'reference', name: 'Kind', target: id(8)}},
      },
    };
    expect(convert(kindOf)).toMatchObject({
      kind: 'indexedAccess',
      objectType: {kind: 'query', target: {kind: 'reference', name: 'Kind'}},
      indexType: {kind: 'typeOperator', operator: 'keyof', target: {kind: 'query'}},
    });
  });
});
