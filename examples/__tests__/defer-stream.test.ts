import {
  buildSchema,
  execute,
  experimentalExecuteIncrementally,
  GraphQLDeferDirective,
  GraphQLStreamDirective,
  parse,
  printDirective,
  validate,
} from 'graphql';
import {expect, test} from 'vitest';
import {rootValue, schema} from '../defer-stream/schema.mjs';
import {readPage, readSample, readShownJson, runScript, runScriptLines} from './harness';

const dir = 'defer-stream';

test('the deferred operation prints the initial payload, then the deferred fragment', async () => {
  const shown = await readShownJson(`${dir}/defer.json`);
  expect(await runScriptLines(`${dir}/run.mjs`, ['defer.graphql'])).toEqual(shown);
});

test('the streamed operation prints the first item, then the rest', async () => {
  const printed = (await runScriptLines(`${dir}/run.mjs`, ['stream.graphql'])) as {
    data?: {product: {related: string[]}};
    incremental?: {id: string; items?: string[]}[];
  }[];
  expect(printed).toEqual(await readShownJson(`${dir}/stream.json`));
  // However the items are batched into payloads, the first payload and the streamed ones form the whole list.
  const [initial, ...subsequent] = printed;
  const streamed = subsequent.flatMap((payload) =>
    (payload.incremental ?? []).filter((entry) => entry.id === '0').flatMap((entry) => entry.items ?? []),
  );
  expect([...(initial.data?.product.related ?? []), ...streamed]).toEqual(['a', 'b', 'c']);
});

test('the sample operations are valid against the schema', async () => {
  for (const file of ['defer.graphql', 'stream.graphql']) {
    expect(validate(schema, parse(await readSample(`${dir}/${file}`)))).toEqual([]);
  }
});

test('execute refuses a schema that contains the directives', async () => {
  const shown = (await readShownJson(`${dir}/execute-fails.json`)) as {message: string};
  expect(JSON.parse(await runScript(`${dir}/execute-fails.mjs`))).toEqual(shown);
  expect(() => execute({schema, document: parse('{ product { id } }'), rootValue})).toThrow(shown.message);
});

test('the SDL directive definitions the page shows are the built-in ones, and they enable @defer', async () => {
  const shownSdl = await readSample(`${dir}/directives.graphql`);
  expect(shownSdl.trim()).toBe(
    `${printDirective(GraphQLDeferDirective)}\n\n${printDirective(GraphQLStreamDirective)}`,
  );
  const sdlSchema = buildSchema(`${await readSample(`${dir}/schema.graphql`)}\n${shownSdl}`);
  const document = parse(await readSample(`${dir}/defer.graphql`));
  expect(validate(sdlSchema, document)).toEqual([]);
  const result = await experimentalExecuteIncrementally({schema: sdlSchema, document, rootValue});
  expect(result).toHaveProperty('initialResult');
});

const invalidOperations = [
  {
    query: '{ product { name @stream } }',
    message: 'Directive "@stream" cannot be used on non-list field "Product.name".',
  },
  {
    query: '{ product { ... @defer(label: "a") { id } related @stream(label: "a") } }',
    message:
      'Value for arguments "defer(label:)" and "stream(label:)" must be unique across all Defer/Stream directive usages.',
  },
  {
    query: 'query ($label: String) { product { ... @defer(label: $label) { id } } }',
    message: 'Argument "@defer(label:)" must be a static string.',
  },
];

test.each(invalidOperations)(
  'validation rejects $query with the message the page shows',
  async ({query, message}) => {
    expect(validate(schema, parse(query)).map((error) => error.message)).toEqual([message]);
    const page = await readPage(dir);
    expect(page).toContain(`\`${query}\``);
    expect(page).toContain(`\`${message}\``);
  },
);

test('without the directives in the schema, @defer is an unknown directive', async () => {
  const plainSchema = buildSchema(await readSample(`${dir}/schema.graphql`));
  const errors = validate(plainSchema, parse(await readSample(`${dir}/defer.graphql`)));
  expect(errors.map((error) => error.message)).toEqual(['Unknown directive "@defer".']);
  expect(await readPage(dir)).toContain('`Unknown directive "@defer".`');
});

test('@defer(if: false) gives one ordinary result', async () => {
  const query = '{ product { id ... @defer(if: false) { name } } }';
  const result = await experimentalExecuteIncrementally({schema, document: parse(query), rootValue});
  expect(JSON.parse(JSON.stringify(result))).toEqual({data: {product: {id: '1', name: 'Lamp'}}});
  expect(await readPage(dir)).toContain('`@defer(if: false)`');
});

test('a negative initialCount is a field error with the message the page quotes', async () => {
  const query = '{ product { id related @stream(initialCount: -1) } }';
  const result = await experimentalExecuteIncrementally({schema, document: parse(query), rootValue});
  const message = 'initialCount must be a positive integer';
  expect(JSON.parse(JSON.stringify(result))).toMatchObject({
    errors: [{message, path: ['product', 'related']}],
    data: {product: {id: '1', related: null}},
  });
  expect(await readPage(dir)).toContain(`\`${message}\``);
});
