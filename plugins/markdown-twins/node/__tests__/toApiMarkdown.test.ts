import {describe, expect, test} from 'vitest';
import {
  toOutlines,
  type ApiMember,
  type ApiPage,
  type ApiSignature,
  type ApiType,
} from '../../../typedoc-api';
import {makeApiModel, makeApiPage} from '../../../typedoc-api/testing';
import {toApiIndexMarkdown, toApiMarkdown} from '../toApiMarkdown';

const siteUrlOf = (sitePath: string) => `https://graphql-js.org${sitePath}`;

/** The twin of one page, printed from its outline as the plugin prints it. */
function twinOf(page: ApiPage): string {
  const [outline] = toOutlines(makeApiModel([page]));
  return toApiMarkdown(outline, siteUrlOf);
}
const keyword = (name: string): ApiType => ({kind: 'keyword', name});
const reference = (name: string, href?: string): ApiType => ({kind: 'reference', name, href});

const page = makeApiPage;

function signature(overrides: Partial<ApiSignature> = {}): ApiSignature {
  return {typeParameters: [], parameters: [], returns: {type: keyword('void')}, throws: [], ...overrides};
}

function member(overrides: Partial<ApiMember> & Pick<ApiMember, 'name' | 'kind'>): ApiMember {
  return {anchor: overrides.name, summary: '', examples: [], see: [], ...overrides};
}

const parse = page({
  name: 'parse',
  kind: 'function',
  summary: 'Parses a source into a document.',
  description: 'Parses a [`Source`](/api/class/Source) into a document. See [the options](#signature).',
  signatures: [
    signature({
      parameters: [
        {
          name: 'source',
          type: {kind: 'union', types: [keyword('string'), reference('Source', '/api/class/Source')]},
          optional: false,
          rest: false,
          description: 'A source string or object.',
        },
        {
          name: 'options',
          type: reference('ParseOptions', '/api/interface/ParseOptions'),
          optional: true,
          rest: false,
          default: '{}',
        },
      ],
      returns: {type: reference('DocumentNode', '/api/interface/DocumentNode'), description: 'The document.'},
      throws: ['A `GraphQLError` on a syntax error.'],
    }),
  ],
  examples: [{code: "const document = parse('{ hero }');", language: 'ts'}],
});

describe('a function page', () => {
  const markdown = twinOf(parse);

  test('has the whole page: title, import, description, signature, parameters, returns, example', () => {
    expect(markdown).toMatchInlineSnapshot(`
      "# parse

      Function in the Parsing category. Source: [\`src/language/parser.ts\`](https://github.com/graphql/graphql-js/blob/v1.0.0/src/language/parser.ts).

      \`\`\`ts
      import { parse } from 'graphql';
      // or from its entry point:
      import { parse } from 'graphql/language';
      \`\`\`

      Parses a [\`Source\`](https://graphql-js.org/api/class/Source) into a document. See [the options](https://graphql-js.org/api/function/parse#signature).

      ## Signature

      \`\`\`ts
      function parse(source: string | Source, options?: ParseOptions): DocumentNode
      \`\`\`

      Types: [\`Source\`](https://graphql-js.org/api/class/Source), [\`ParseOptions\`](https://graphql-js.org/api/interface/ParseOptions), [\`DocumentNode\`](https://graphql-js.org/api/interface/DocumentNode)

      ### Parameters

      | Name | Type | Description |
      | - | - | - |
      | \`source\` | \`string \\| Source\` ([\`Source\`](https://graphql-js.org/api/class/Source)) | A source string or object. |
      | \`options?\` | [\`ParseOptions\`](https://graphql-js.org/api/interface/ParseOptions) | Default: \`{}\` |

      ### Returns

      [\`DocumentNode\`](https://graphql-js.org/api/interface/DocumentNode): The document.

      ### Throws

      - A \`GraphQLError\` on a syntax error.

      ## Example

      \`\`\`ts
      const document = parse('{ hero }');
      \`\`\`
      "
    `);
  });
});

test('overloads get one heading each, with their own description', () => {
  const markdown = twinOf(
    page({
      name: 'getNamedType',
      kind: 'function',
      signatures: [
        signature({description: 'For input types.', returns: {type: reference('GraphQLNamedInputType')}}),
        signature({description: 'For output types.', returns: {type: reference('GraphQLNamedOutputType')}}),
      ],
    }),
  );
  expect(markdown).toContain(
    '## Signatures\n\n### Overload 1\n\n```ts\nfunction getNamedType(): GraphQLNamedInputType\n```\n\nFor input types.',
  );
  expect(markdown).toContain('### Overload 2');
  expect(markdown).toContain('#### Returns\n\n`GraphQLNamedOutputType`');
});

test('a class page lists its members by kind, with declarations and origins', () => {
  const markdown = twinOf(
    page({
      name: 'GraphQLError',
      kind: 'class',
      extends: [reference('Error')],
      members: [
        member({
          name: 'constructor',
          kind: 'constructor',
          signatures: [
            signature({
              parameters: [{name: 'message', type: keyword('string'), optional: false, rest: false}],
              returns: {type: reference('GraphQLError', '/api/class/GraphQLError')},
            }),
          ],
        }),
        member({
          name: 'source',
          kind: 'property',
          readonly: true,
          type: {kind: 'union', types: [reference('Source', '/api/class/Source'), keyword('undefined')]},
          description: 'The source of the first location.',
        }),
        member({
          name: 'message',
          kind: 'property',
          type: keyword('string'),
          inheritedFrom: {name: 'Error.message'},
        }),
        member({
          name: 'originalError',
          kind: 'property',
          type: reference('Error'),
          deprecated: 'Use `cause` instead.',
        }),
        member({
          name: 'toJSON',
          kind: 'method',
          signatures: [
            signature({
              returns: {type: reference('GraphQLFormattedError', '/api/interface/GraphQLFormattedError')},
            }),
          ],
        }),
        member({name: 'name', kind: 'accessor', accessor: {get: true, set: false}, type: keyword('string')}),
      ],
    }),
  );
  expect(markdown).toContain('Extends `Error`.');
  // It opens with the whole declaration; the member index follows it, as on the HTML page.
  expect(markdown).toContain('## Declaration\n\n```ts\nclass GraphQLError extends Error {\n');
  expect(markdown.indexOf('## Declaration')).toBeLessThan(markdown.indexOf('| Member |'));
  // The member index, as on the HTML page: each member with its kind, linked to its section.
  expect(markdown).toContain(
    '| [`source`](https://graphql-js.org/api/class/GraphQLError#source) | readonly property | |',
  );
  expect(markdown).toContain('## Constructor\n\n### constructor\n\n```ts\nconstructor(message: string)\n```');
  // A constructor's "return type" is the class itself: not repeated.
  expect(markdown).not.toContain('#### Returns\n\n[`GraphQLError`]');
  expect(markdown).toContain(
    '### source\n\n_readonly_\n\n```ts\nreadonly source: Source | undefined\n```\n\nTypes: [`Source`](https://graphql-js.org/api/class/Source)\n\nThe source of the first location.',
  );
  expect(markdown).toContain('Inherited from `Error.message`.');
  expect(markdown).toContain('> **Deprecated:** Use `cause` instead.');
  expect(markdown).toContain('## Accessors\n\n### name\n\n_get_\n\n```ts\nget name(): string\n```');
  expect(markdown).toContain(
    '## Methods\n\n### toJSON\n\n```ts\ntoJSON(): GraphQLFormattedError\n```\n\n' +
      'Types: [`GraphQLFormattedError`](https://graphql-js.org/api/interface/GraphQLFormattedError)\n\n' +
      '#### Returns\n\n[`GraphQLFormattedError`](https://graphql-js.org/api/interface/GraphQLFormattedError)',
  );
  expect(markdown.indexOf('## Properties')).toBeLessThan(markdown.indexOf('## Accessors'));
  expect(markdown.indexOf('## Accessors')).toBeLessThan(markdown.indexOf('## Methods'));
});

test('an enum lists its members in a table', () => {
  const markdown = twinOf(
    page({
      name: 'Kind',
      kind: 'enum',
      type: reference('Kind', '/api/enum/Kind'),
      members: [
        member({name: 'NAME', kind: 'enumMember', value: '"Name"', description: 'A name node.'}),
        member({name: 'OLD', kind: 'enumMember', value: '"Old"', deprecated: ''}),
      ],
    }),
  );
  expect(markdown).toContain('| `NAME` | `"Name"` | A name node. |');
  expect(markdown).toContain('| `OLD` | `"Old"` | **Deprecated.** |');
});

test('a variable shows its declaration, and a deprecated page says so first', () => {
  const markdown = twinOf(page({name: 'BREAK', kind: 'variable', type: keyword('unknown'), deprecated: ''}));
  expect(markdown).toContain('> **Deprecated:** do not use in new code.');
  expect(markdown).toContain('## Type\n\n```ts\nconst BREAK: unknown\n```');
});

test('a page that prints an exported name where the declaration writes another says so, as the HTML page does', () => {
  const markdown = twinOf(
    page({name: 'Kind', kind: 'variable', declaredName: 'Kind_', type: reference('KindTypeMap')}),
  );
  expect(markdown).toContain('Names as graphql exports them: `Kind` is declared as `Kind_`.');
});

test('the overview twin lists every page by category, with its first sentence and deprecated marks', () => {
  const old = page({name: 'parseOld', kind: 'function', summary: 'Parses. Slowly.', deprecated: ''});
  const model = makeApiModel([parse, old]);
  expect(toApiIndexMarkdown(model, siteUrlOf)).toBe(
    '# API reference\n\nThe 2 exports of graphql 1.0.0, one page each, grouped by category.\n\n## Parsing\n\n' +
      '- [`parse`](https://graphql-js.org/api/function/parse) (function): Parses a source into a document.\n' +
      '- [`parseOld`](https://graphql-js.org/api/function/parseOld) (function, deprecated): Parses.\n',
  );
});

test('a multi-paragraph parameter description stays in its table cell', () => {
  const markdown = twinOf(
    page({
      name: 'visit',
      kind: 'function',
      signatures: [
        signature({
          parameters: [
            {
              name: 'visitor',
              type: keyword('object'),
              optional: false,
              rest: false,
              description: 'Called for each node.\n\nSee [`BREAK`](/api/variable/BREAK).\n\n- a list item',
            },
          ],
        }),
      ],
    }),
  );
  expect(markdown).toContain(
    '| `visitor` | `object` | Called for each node.<br>See [`BREAK`](https://graphql-js.org/api/variable/BREAK).<br>a list item |',
  );
});
