import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { graphql } from 'graphql';
import { schema } from './schema.mjs';

const staff = { name: 'Ada', role: 'staff' };

// Runs an operation the way a server does, and returns what the client would receive: results
// hold null-prototype objects and GraphQLError instances, which JSON turns into plain data.
async function run(source, { variableValues, viewer } = {}) {
  const result = await graphql({
    schema,
    source,
    variableValues,
    contextValue: { viewer },
  });
  return JSON.parse(JSON.stringify(result));
}

// The operations the client ships, so the tests exercise the queries users really send.
async function clientOperation(name) {
  const files = ['book-summary.graphql', `${name}.graphql`];
  const texts = await Promise.all(
    files.map((file) =>
      readFile(new URL(`./operations/${file}`, import.meta.url), 'utf8'),
    ),
  );
  return texts.join('\n');
}

test('books lists two books when the client does not say how many', async () => {
  const result = await run('{ books { title } }');
  assert.deepEqual(result, {
    data: { books: [{ title: 'Kindred' }, { title: 'The Dispossessed' }] },
  });
});

test('an unknown id gives null, not an error', async () => {
  const result = await run('{ book(id: "404") { title } }');
  assert.deepEqual(result, { data: { book: null } });
});

test('staff see the shelf mark in the book details', async () => {
  const result = await run(await clientOperation('book-details'), {
    variableValues: { id: '1' },
    viewer: staff,
  });
  assert.deepEqual(result, {
    data: {
      book: {
        id: '1',
        title: 'Kindred',
        author: 'Octavia E. Butler',
        shelfMark: 'F BUT 1',
      },
    },
  });
});

test('anonymous visitors get FORBIDDEN on the shelf mark and the rest of the book', async () => {
  const result = await run(await clientOperation('book-details'), {
    variableValues: { id: '1' },
  });
  assert.deepEqual(result.data, {
    book: { id: '1', title: 'Kindred', author: 'Octavia E. Butler', shelfMark: null },
  });
  assert.equal(result.errors.length, 1);
  assert.deepEqual(result.errors[0].path, ['book', 'shelfMark']);
  assert.equal(result.errors[0].extensions.code, 'FORBIDDEN');
});

test('a missing required variable is rejected before any resolver runs', async () => {
  const result = await run(await clientOperation('book-details'));
  assert.equal(result.data, undefined);
  assert.deepEqual(
    result.errors.map((error) => error.message),
    [
      'Variable "$id" has invalid value: Expected a value of non-null type "ID!" to be provided.',
    ],
  );
});
