import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {describe, expect, test} from 'vitest';
import {DEFAULT_OPTIONS, validateOptions, type Options} from '../options';

const required = {
  entryPoint: 'node_modules/graphql/index.d.ts',
  sourceUrlTemplate: 'https://github.com/graphql/graphql-js/blob/v{version}/src/{path}.ts',
};

// Docusaurus validates with normalizePluginOptions, which also adds the plugin `id`.
function validate(options: Partial<Options>) {
  return validateOptions({validate: normalizePluginOptions, options: options as Options});
}

describe('validateOptions', () => {
  test('fills in the defaults', () => {
    expect(validate(required)).toEqual({...DEFAULT_OPTIONS, ...required});
  });

  test('keeps given values; routeBasePath gains a leading slash', () => {
    expect(
      validate({
        ...required,
        routeBasePath: 'reference',
        categoryOrder: ['Parsing'],
        defaultCategory: 'Misc',
      }),
    ).toMatchObject({routeBasePath: '/reference', categoryOrder: ['Parsing'], defaultCategory: 'Misc'});
  });

  test('requires an entry point that is a .d.ts file', () => {
    expect(() => validate({sourceUrlTemplate: required.sourceUrlTemplate})).toThrow(
      '"entryPoint" is required',
    );
    expect(() => validate({...required, entryPoint: 'src/index.ts'})).toThrow(
      '"entryPoint" with value "src/index.ts" fails to match the .d.ts file pattern',
    );
  });

  test('requires an http(s) source URL template with a {path} placeholder', () => {
    expect(() => validate({...required, sourceUrlTemplate: 'https://example.com/src'})).toThrow(
      'fails to match the http(s) URL with a {path} placeholder pattern',
    );
  });

  test('runnable examples need the file that lists the known failures', () => {
    expect(validate({...required, examples: {knownFailures: 'known-failures.json'}})).toMatchObject({
      examples: {knownFailures: 'known-failures.json'},
    });
    expect(() => validate({...required, examples: {} as {knownFailures: string}})).toThrow(
      '"examples.knownFailures" is required',
    );
  });

  test('rejects unknown options and duplicate categories', () => {
    expect(() => validate({...required, entryPoints: ['a.d.ts']} as Partial<Options>)).toThrow(
      '"entryPoints" is not allowed',
    );
    expect(() => validate({...required, categoryOrder: ['A', 'A']})).toThrow(
      '"categoryOrder[1]" contains a duplicate value',
    );
  });
});
