import {expect, test} from 'vitest';
import {toHomeMarkdown} from '../toHomeMarkdown';
import {toDescription, toLlmsFullTxt, toLlmsTxt, toOneLine} from '../toLlmsTxt';

test('toOneLine keeps the first sentence, on one line', () => {
  expect(toOneLine('Given a GraphQL source, parses it into a Document.\nThrows GraphQLError if…')).toBe(
    'Given a GraphQL source, parses it into a Document.',
  );
  expect(toOneLine('Uses `e.g. this` and ends here')).toBe('Uses `e.g. this` and ends here');
  expect(toOneLine('Version 1.0.0 is out. `parse` changed.')).toBe('Version 1.0.0 is out.');
});

test('llms.txt: title, summary quote, notes, then one section per group of pages', () => {
  const text = toLlmsTxt({
    title: 'graphql-js',
    summary: 'The JavaScript reference implementation of GraphQL.',
    details: [
      {type: 'text', value: 'Every page has a twin; see '},
      {
        type: 'link',
        url: 'https://graphql-js.org/llms-full.txt',
        children: [{type: 'text', value: 'llms-full.txt'}],
      },
      {type: 'text', value: '.'},
    ],
    sections: [
      {
        title: 'Tutorials',
        entries: [
          {
            title: 'Basic Types',
            url: 'https://graphql-js.org/docs/tutorials/basic-types.md',
            description: 'Every field has a type.\nIt is a promise. More follows.',
          },
        ],
      },
      {
        title: 'API: Parsing',
        entries: [{title: 'parse', url: 'https://graphql-js.org/api/function/parse.md', description: ''}],
      },
    ],
  });
  expect(text).toMatchInlineSnapshot(`
    "# graphql-js

    > The JavaScript reference implementation of GraphQL.

    Every page has a twin; see [llms-full.txt](https://graphql-js.org/llms-full.txt).

    ## Tutorials

    - [Basic Types](https://graphql-js.org/docs/tutorials/basic-types.md): Every field has a type.

    ## API: Parsing

    - [parse](https://graphql-js.org/api/function/parse.md)
    "
  `);
});

test('llms-full.txt: the title and summary, then every twin in order, between rules', () => {
  const text = toLlmsFullTxt({title: 'graphql-js', summary: 'Docs.'}, ['# One\n\nLast line\n', '# Two\n']);
  expect(text).toBe('# graphql-js\n\n> Docs.\n\n---\n\n# One\n\nLast line\n\n---\n\n# Two\n');
});

test('the home twin links every tutorial and the API reference', () => {
  const text = toHomeMarkdown({
    title: 'graphql-js',
    tagline: 'A reference implementation of GraphQL for JavaScript',
    summary: 'Tutorials and an API reference.',
    tutorials: [
      {
        title: 'Getting Started',
        url: 'https://graphql-js.org/docs/tutorials',
        description: 'Start here. Then go on.',
      },
    ],
    apiUrl: 'https://graphql-js.org/api',
    llmsUrl: 'https://graphql-js.org/llms.txt',
  });
  expect(text).toContain('# graphql-js\n\nA reference implementation of GraphQL for JavaScript\n');
  expect(text).toContain('1. [Getting Started](https://graphql-js.org/docs/tutorials): Start here.\n');
  expect(text).toContain('[The API reference](https://graphql-js.org/api)');
  expect(text).toContain('[llms.txt](https://graphql-js.org/llms.txt)');
});

test('toDescription reads the first paragraph of a twin as plain text', () => {
  expect(toDescription('# Title\n\nThe `graphql` package,\nin [short](https://x.org).\n\nMore.\n')).toBe(
    'The graphql package, in short.',
  );
});
