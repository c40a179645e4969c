import diagnostics from 'node:diagnostics_channel';
import {
  AbortedGraphQLExecutionError,
  buildSchema,
  defaultHarness,
  experimentalExecuteIncrementally,
  graphql,
  parse,
  validate,
  version,
  type GraphQLHarness,
} from 'graphql';
import * as graphql16 from 'graphql-16';
import {expect, test} from 'vitest';
import {rootValue} from '../home/resolvers.mjs';
import {asJson, readSample, readShownJson, runPlayground} from './harness';

// The home page (src/pages/_components/HomeHero.tsx) runs examples/home/ in its playground; below it,
// "What's new in 17" (src/data/homeWhatsNew.ts) makes the claims tested after the playground's.

const homeSchema = async () => buildSchema(await readSample('home/schema.graphql'));

test("Run in the home page's playground shows the response of graphql-js to the query", async () => {
  const response = await readShownJson('home/response.json');
  expect(
    await runPlayground({
      schema: await readSample('home/schema.graphql'),
      resolvers: await readSample('home/resolvers.mjs'),
      query: await readSample('home/query.graphql'),
      fileNames: {resolvers: 'resolvers.mjs'},
    }),
  ).toEqual([response]);
  // The same files as a reader runs them with graphql() in Node.js.
  const source = await readSample('home/query.graphql');
  expect(asJson(await graphql({schema: await homeSchema(), source, rootValue}))).toEqual(response);
});

test('graphql-js parses, validates and executes each query against the schema and its resolvers', async () => {
  const schema = await homeSchema();
  expect(() => parse('{ planet(name: "Mars") { moons }')).toThrow(
    'Syntax Error: Expected Name, found <EOF>.',
  );
  expect(validate(schema, parse('{ planet(name: "Mars") { rings } }')).map((error) => error.message)).toEqual(
    ['Cannot query field "rings" on type "Planet".'],
  );
  const result = await graphql({schema, source: '{ planet(name: "Earth") { name moons } }', rootValue});
  expect(asJson(result)).toEqual({data: {planet: {name: 'Earth', moons: ['Moon']}}});
});

test('the example runs graphql 17, the version the site bundles for the playground', () => {
  expect(version).toMatch(/^17\./);
});

test('new in 17: experimentalExecuteIncrementally() runs @defer, sending the deferred fields in a later payload', async () => {
  const schema = buildSchema(`
    directive @defer(label: String, if: Boolean! = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
    type Query { planet: Planet }
    type Planet { name: String, moons: [String] }
  `);
  const document = parse('{ planet { name ... @defer { moons } } }');
  const planet = {name: 'Mars', moons: async () => ['Phobos', 'Deimos']};
  const result = await experimentalExecuteIncrementally({schema, document, rootValue: {planet}});
  if (!('initialResult' in result)) throw new Error('expected several payloads');
  expect(asJson(result.initialResult)).toMatchObject({data: {planet: {name: 'Mars'}}, hasNext: true});
  const later = [];
  for await (const payload of result.subsequentResults) later.push(asJson(payload));
  expect(later).toMatchObject([{incremental: [{data: {moons: ['Phobos', 'Deimos']}}], hasNext: false}]);
  expect('experimentalExecuteIncrementally' in graphql16).toBe(false);
});

test('new in 17: graphql() takes an abortSignal; when it aborts, graphql() rejects, and resolvers see the signal in info.getAbortSignal()', async () => {
  const schema = buildSchema('type Query { report: String }');
  const controller = new AbortController();
  let resolverSignal: AbortSignal | undefined;
  const report = (_args: unknown, _context: unknown, info: {getAbortSignal: () => AbortSignal}) => {
    resolverSignal = info.getAbortSignal();
    return new Promise((resolve) => setTimeout(() => resolve('late'), 200));
  };
  const running = graphql({
    schema,
    source: '{ report }',
    rootValue: {report},
    abortSignal: controller.signal,
  });
  setTimeout(() => controller.abort(new Error('The reader left')), 20);
  await expect(running).rejects.toThrow(AbortedGraphQLExecutionError);
  expect(resolverSignal?.aborted).toBe(true);
  // graphql 16 ignores the option and answers.
  controller.abort();
  const schema16 = graphql16.buildSchema('type Query { report: String }');
  const args16 = {
    schema: schema16,
    source: '{ report }',
    rootValue: {report: 'done'},
    abortSignal: controller.signal,
  };
  expect(asJson(await graphql16.graphql(args16))).toEqual({data: {report: 'done'}});
});

test('new in 17: parsing, validation, execution and every resolved field are published on Node.js diagnostics channels', async () => {
  const published: string[] = [];
  const names = ['graphql:parse', 'graphql:validate', 'graphql:execute', 'graphql:resolve'];
  const subscribers = names.map((name) => {
    const onStart = () => published.push(name);
    diagnostics.subscribe(`tracing:${name}:start`, onStart);
    return () => diagnostics.unsubscribe(`tracing:${name}:start`, onStart);
  });
  try {
    const schema16 = graphql16.buildSchema('type Query { hello: String }');
    await graphql16.graphql({schema: schema16, source: '{ hello }', rootValue: {hello: 'world'}});
    expect(published, 'graphql 16 publishes nothing').toEqual([]);
    await graphql({schema: await homeSchema(), source: '{ planet(name: "Mars") { name } }', rootValue});
    expect([...new Set(published)]).toEqual(names);
  } finally {
    for (const unsubscribe of subscribers) unsubscribe();
  }
});

test('new in 17: graphql() runs parse, validate and execute through a harness, whose steps you can replace, e.g. to reuse a parsed query', async () => {
  const source = '{ planet(name: "Earth") { moons } }';
  const steps: string[] = [];
  const parsedOnce = parse(source);
  const harness: GraphQLHarness = {
    ...defaultHarness,
    parse: () => (steps.push('parse'), parsedOnce),
    validate: (...args) => (steps.push('validate'), defaultHarness.validate(...args)),
    execute: (args) => (steps.push('execute'), defaultHarness.execute(args)),
  };
  const result = await graphql({schema: await homeSchema(), source, rootValue, harness});
  expect(asJson(result)).toEqual({data: {planet: {moons: ['Moon']}}});
  expect(steps).toEqual(['parse', 'validate', 'execute']);
  expect('defaultHarness' in graphql16).toBe(false);
});
