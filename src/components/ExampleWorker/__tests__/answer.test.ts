import {expect, test} from 'vitest';
import {answer} from '../answer';
import type {Answer, Request} from '../protocol';
import {resultLimits} from '../shortenResult';

/** Every reply the worker sends to one request. */
async function answersTo(request: Request): Promise<Answer[]> {
  const answers: Answer[] = [];
  await answer(request, (reply) => answers.push(reply));
  return answers;
}

const schema = 'type Query { hello: String }';
const resolvers = "export const rootValue = { hello: () => 'Hello world!' };";

test('a run is answered with its payload, as the JSON text to show, then done', async () => {
  expect(await answersTo({kind: 'run', example: {schema, resolvers, query: '{ hello }'}})).toEqual([
    {
      kind: 'payload',
      incremental: false,
      payload: {text: JSON.stringify({data: {hello: 'Hello world!'}}, null, 2), leftOut: null},
    },
    {kind: 'done'},
  ]);
});

test('a huge payload is answered shortened, with the whole of it as text', async () => {
  const huge = "export const rootValue = { hello: () => 'x'.repeat(2_000_000) };";
  const [reply] = await answersTo({kind: 'run', example: {schema, resolvers: huge, query: '{ hello }'}});
  if (reply.kind !== 'payload') throw new Error(JSON.stringify(reply));
  expect(reply.payload.leftOut).toEqual({
    items: 0,
    fields: 0,
    characters: 2_000_000 - resultLimits.characters,
  });
  expect(reply.payload.text.length).toBeLessThan(2000);
  expect(JSON.parse(reply.payload.whole!)).toEqual({data: {hello: 'x'.repeat(2_000_000)}});
});

test('a run that cannot start is answered with its located errors alone', async () => {
  expect(await answersTo({kind: 'run', example: {schema, resolvers, query: '{ nope }'}})).toEqual([
    {
      kind: 'errors',
      errors: [
        {
          file: 'query',
          message: 'Cannot query field "nope" on type "Query".',
          locations: [{line: 1, column: 3}],
        },
      ],
    },
  ]);
});

test("an introspection request is answered with the schema the module provides, for the editor's completion", async () => {
  const module = [
    "import { buildSchema } from 'graphql';",
    "export const schema = buildSchema('type Query { fromModule: Int }');",
  ].join('\n');
  const [reply] = await answersTo({kind: 'introspect', setup: {resolvers: module}});
  if (reply.kind !== 'schema' || !reply.introspection) throw new Error(JSON.stringify(reply));
  const query = reply.introspection.__schema.types.find((type) => type.name === 'Query');
  expect(query).toMatchObject({fields: [{name: 'fromModule'}]});
});

test('an introspection request for a broken example is answered with null', async () => {
  expect(await answersTo({kind: 'introspect', setup: {schema: 'type Query {'}})).toEqual([
    {kind: 'schema', introspection: null},
  ]);
});
