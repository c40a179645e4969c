import {describe, expect, test} from 'vitest';
import type {ApiSignature, ApiType} from '../../../shared/types';
import {signatureToString, typeToString} from '../typeToString';

const ref = (name: string, typeArguments?: ApiType[]): ApiType => ({
  kind: 'reference',
  name,
  ...(typeArguments && {typeArguments}),
});
const kw = (name: string): ApiType => ({kind: 'keyword', name});

describe('typeToString', () => {
  test('prints references, unions and arrays like TypeScript', () => {
    expect(typeToString({kind: 'union', types: [kw('string'), ref('Source')]})).toBe('string | Source');
    expect(typeToString(ref('ReadonlyArray', [ref('GraphQLError')]))).toBe('ReadonlyArray<GraphQLError>');
    expect(
      typeToString({kind: 'array', elementType: {kind: 'union', types: [kw('string'), kw('number')]}}),
    ).toBe('(string | number)[]');
  });

  test('prints object, function, mapped and conditional types', () => {
    expect(
      typeToString({
        kind: 'object',
        properties: [
          {name: 'line', type: kw('number'), readonly: true},
          {name: 'column', type: kw('number'), optional: true},
        ],
        indexSignatures: [{parameter: {name: 'key', type: kw('string')}, type: kw('unknown')}],
      }),
    ).toBe('{ [key: string]: unknown; readonly line: number; column?: number }');
    expect(
      typeToString({
        kind: 'function',
        signature: {
          typeParameters: [{name: 'T'}],
          parameters: [
            {name: 'args', type: {kind: 'array', elementType: ref('T')}, optional: false, rest: true},
          ],
          returns: kw('void'),
        },
      }),
    ).toBe('<T>(...args: T[]) => void');
    expect(
      typeToString({
        kind: 'mapped',
        parameter: 'K',
        parameterType: {kind: 'typeOperator', operator: 'keyof', target: ref('T')},
        templateType: {kind: 'indexedAccess', objectType: ref('T'), indexType: ref('K')},
        readonlyModifier: '+',
        optionalModifier: '-',
      }),
    ).toBe('{ readonly [K in keyof T]-?: T[K] }');
    expect(
      typeToString({
        kind: 'conditional',
        checkType: ref('T'),
        extendsType: {kind: 'array', elementType: {kind: 'inferred', name: 'U'}},
        trueType: ref('U'),
        falseType: kw('never'),
      }),
    ).toBe('T extends (infer U)[] ? U : never');
  });

  test('prints predicates, queries, templates and tuples', () => {
    expect(
      typeToString({kind: 'predicate', name: 'type', asserts: false, targetType: ref('GraphQLObjectType')}),
    ).toBe('type is GraphQLObjectType');
    expect(typeToString({kind: 'query', target: ref('Kind')})).toBe('typeof Kind');
    expect(
      typeToString({kind: 'templateLiteral', head: 'on', spans: [{type: kw('string'), text: '!'}]}),
    ).toBe('`on${string}!`');
    expect(
      typeToString({
        kind: 'tuple',
        elements: [{name: 'key', type: kw('string')}, {type: {kind: 'rest', elementType: ref('T')}}],
      }),
    ).toBe('[key: string, ...T]');
  });
});

test('signatureToString prints a page signature as a declaration tail', () => {
  const signature: ApiSignature = {
    typeParameters: [],
    parameters: [
      {
        name: 'source',
        type: {kind: 'union', types: [kw('string'), ref('Source')]},
        optional: false,
        rest: false,
      },
      {name: 'options', type: ref('ParseOptions'), optional: true, rest: false},
    ],
    returns: {type: ref('DocumentNode')},
    throws: [],
  };
  expect(`parse${signatureToString(signature, ': ')}`).toBe(
    'parse(source: string | Source, options?: ParseOptions): DocumentNode',
  );
});
