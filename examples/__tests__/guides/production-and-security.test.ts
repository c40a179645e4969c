import {realpath} from 'node:fs/promises';
import express from 'express';
import {
  AbortedGraphQLExecutionError,
  buildSchema,
  execute,
  graphql,
  parse,
  specifiedRules,
  validate,
  visit,
  type ValidationContext,
} from 'graphql';
import {createHandler} from 'graphql-http/lib/use/express';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {app} from '../../guides/production-and-security/app.mjs';
import {costLimit} from '../../guides/production-and-security/cost-limit.mjs';
import {executeWithLimits} from '../../guides/production-and-security/execute.mjs';
import {depthLimit} from '../../guides/production-and-security/depth-limit.mjs';
import {productionRules} from '../../guides/production-and-security/rules.mjs';
import {rootValue, schema} from '../../guides/production-and-security/schema.mjs';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  evalModule,
  example,
  examplesDir,
  expectShownOutput,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runNode,
  runPlayground,
  runScript,
  startServerScript,
  watchStarts,
  type RunningServer,
} from '../harness';

const dir = 'guides/production-and-security';
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  vi.resetModules();
});

/** The JSON body of a curl command on the page; trusted-document requests have no `query`. */
const bodyOf = (command: string) => curlBody(command) as unknown as Record<string, unknown>;

/** What ESM code run by Node.js from examples/ prints, with `graphql` resolved as for the samples. */
async function printedBy(code: string, flags: string[] = []): Promise<string> {
  return (await evalModule(code, {cwd: examplesDir, flags})).trim();
}

test('dev-mode.mjs reports production mode by default and development mode with the condition', async () => {
  await expectShownOutput(await runScript(`${dir}/dev-mode.mjs`), `${dir}/dev-mode-default.json`);
  const development = await runNode(['--conditions=development', 'dev-mode.mjs'], {cwd: example(dir)});
  await expectShownOutput(development.stdout, `${dir}/dev-mode-development.json`);
  expect(
    await printedBy(
      "import {enableDevMode, isDevModeEnabled} from 'graphql'; enableDevMode(); console.log(isDevModeEnabled());",
    ),
  ).toBe('true');
});

test('a schema from another copy of graphql fails with a vague message, and a clear one in development mode', async () => {
  // graphql-16 is a second copy of graphql installed under another name, as a library's own dependency would be.
  const code = `
    import {buildSchema} from 'graphql-16';
    import {graphql} from 'graphql';
    await graphql({schema: buildSchema('type Query { hello: String }'), source: '{ hello }'})
      .catch((error) => console.log(error.message.split('\\n')[0]));`;
  expect(await printedBy(code)).toMatch(/^Expected \{ .* \} to be a GraphQL schema\.$/);
  expect(await printedBy(code, ['--conditions=development'])).toMatch(
    /^Cannot use GraphQLSchema "\{ .* \}" from another module or realm\.$/,
  );
});

test('check-operation.mjs prints what the page shows for the deep, expensive and introspection operations', async () => {
  const page = await readPage('guides/production-and-security');
  const cases: [string[], string][] = [
    [['deep.graphql'], 'deep.json'],
    [['expensive.graphql', '{"first": 100}'], 'expensive.json'],
    [['introspection.graphql'], 'introspection.json'],
  ];
  for (const [args, output] of cases) {
    expect(page).toContain(`node check-operation.mjs ${args[0]}${args[1] ? ` '${args[1]}'` : ''}`);
    await expectShownOutput(await runScript(`${dir}/check-operation.mjs`, args), `${dir}/${output}`);
  }
});

test('the trusted documents pass every production rule', async () => {
  for (const file of ['product-page.graphql', 'sales-report.graphql']) {
    const document = parse(await readSample(`${dir}/documents/${file}`));
    expect(validate(schema, document, productionRules({variables: {id: '1'}}))).toEqual([]);
  }
});

test('depth-limit.mjs, cost-limit.mjs and page-size.mjs are the files of Operation Complexity Controls, as the page says', async () => {
  const copies = {
    'guides/production-and-security/page-size.mjs': 'guides/operation-complexity-controls/page-size.mjs',
    'guides/production-and-security/depth-limit.mjs': 'guides/operation-complexity-controls/depth-limit.mjs',
    'guides/production-and-security/cost-limit.mjs': 'guides/operation-complexity-controls/cost-limit.mjs',
  };
  for (const [copy, original] of Object.entries(copies)) {
    expect(await realpath(example(copy))).toBe(await realpath(example(original)));
    expect(await readSample(copy)).toBe(await readSample(original));
  }
  const page = await readPage('guides/production-and-security');
  expect(page).toContain('[Operation Complexity Controls](./operation-complexity-controls.mdx)');
});

describe('attacks on the cost limit through first', () => {
  const refusedByCost = (source: string, variables: Record<string, unknown> = {}) =>
    validate(schema, parse(source), productionRules({variables}), {hideSuggestions: true}).map(
      (error) => error.message,
    );

  test('attack: a negative first beside an expensive sibling does not cancel its cost out', () => {
    const expensive = 'big: products(first: 100) { reviews(first: 100) { rating } }';
    expect(refusedByCost(`{ ${expensive} }`)).toEqual(['The operation costs 20100; the limit is 1000.']);
    expect(refusedByCost(`{ ${expensive} cheap: products(first: -100000000) { name } }`)).toEqual([
      '"first" must be from 0 to 100; Query.products asks for -100000000.',
      'The operation costs 20100; the limit is 1000.',
    ]);
    const aliased =
      '{ a: products(first: 5000) { reviews(first: 5000) { rating } } b: products(first: -5000) { reviews(first: -5000) { rating } } }';
    expect(refusedByCost(aliased)).toEqual([
      '"first" must be from 0 to 100; Query.products asks for 5000.',
      '"first" must be from 0 to 100; Product.reviews asks for 5000.',
      '"first" must be from 0 to 100; Query.products asks for -5000.',
      '"first" must be from 0 to 100; Product.reviews asks for -5000.',
      'The operation costs 20100; the limit is 1000.',
    ]);
    // Behind the range check, the estimate still clamps: the cost rule alone refuses both.
    const costOnly = (source: string) =>
      validate(schema, parse(source), [
        ...specifiedRules,
        costLimit({maximumCost: 1000, variables: {}, operationName: undefined, onComplete: undefined}),
      ]).map((error) => error.message);
    expect(costOnly(`{ ${expensive} cheap: products(first: -100000000) { name } }`)).toEqual([
      'The operation costs 20100; the limit is 1000.',
    ]);
    expect(costOnly(aliased)).toEqual(['The operation costs 20100; the limit is 1000.']);
  });

  test('attack: first outside 0 to 100 is refused as a literal and as a variable, and the client reads why', async () => {
    const viaVariable = 'query ($first: Int!) { products(first: $first) { name } }';
    expect(refusedByCost(viaVariable, {first: -100000000})).toEqual([
      '"first" must be from 0 to 100; Query.products asks for -100000000.',
    ]);
    expect(refusedByCost(viaVariable, {first: 2_147_483_647})).toEqual([
      '"first" must be from 0 to 100; Query.products asks for 2147483647.',
    ]);
    expect(refusedByCost(viaVariable, {first: 100})).toEqual([]);
    expect((await readPage('guides/production-and-security')).replace(/\s+/g, ' ')).toContain(
      'the `pageSizeRange` rule of `page-size.mjs` refuses a `first` outside that range, in the operation or in a variable',
    );
    expect(refusedByCost('{ products(first: 0) { name } }')).toEqual([]);
    // The production server runs trusted documents only; the same rules in graphql-http answer an operation
    // of the client's with the error, and run nothing.
    const application = express();
    application.all(
      '/graphql',
      createHandler({
        schema,
        rootValue,
        validationRules: (_req, args) => productionRules({variables: args.variableValues}),
      }),
    );
    server = await listenOnFreePort(application);
    const response = await postGraphQL(`${server.url}/graphql`, {
      query: viaVariable,
      variables: {first: 5000},
    });
    expect(response.json).toEqual({
      errors: [
        {
          message: '"first" must be from 0 to 100; Query.products asks for 5000.',
          locations: [{line: 1, column: 24}],
        },
      ],
    });
  });

  test('attack: first: null is refused by the schema, as a literal and as a variable', () => {
    expect(refusedByCost('{ products(first: null) { name } }')).toContain(
      'Expected value of non-null type "Int!" not to be null.',
    );
    const viaVariable = 'query ($first: Int) { products(first: $first) { reviews(first: 100) { rating } } }';
    expect(refusedByCost(viaVariable, {first: null})).toEqual([
      'Argument "Query.products(first:)" has invalid value: Expected variable "$first" provided to non-null type "Int!" not to be null.',
    ]);
  });

  test('attack: the resolvers clamp first as the estimate does: a negative first returns nothing', async () => {
    const result = asJson(await graphql({schema, rootValue, source: '{ products(first: -1) { name } }'}));
    expect(result).toEqual({data: {products: []}});
  });
});

describe('attacks on the depth limit', () => {
  const refused = (source: string) =>
    validate(schema, parse(source), productionRules(), {hideSuggestions: true}).map((error) => error.message);

  test('attack: fragments, inline fragments and aliases do not hide depth, and introspection is refused outright', async () => {
    const deep = await readShownJson(`${dir}/deep.json`);
    // deep.graphql's seven levels, spread over named and inline fragments, one of them aliased.
    const viaFragments = `{ products(first: 1) { ...A } }
      fragment A on Product { related(first: 1) { ... on Product { ...B } } }
      fragment B on Product { r: related(first: 1) { ...C } }
      fragment C on Product { related(first: 1) { ... { related(first: 1) { related(first: 1) { name } } } } }`;
    expect(refused(viaFragments)).toEqual(deep);
    // The depth rule skips fields that start with __: two other rules refuse deep introspection.
    const introspection = refused(
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
    );
    expect(introspection).toContain('Maximum introspection depth exceeded');
    expect(introspection).toContain(
      'GraphQL introspection has been disabled, but the requested query contained the field "__schema".',
    );
  });

  test('attack: a fragment cycle, and fragments that double at every level, cost the rule one look per spread', () => {
    expect(
      refused(
        '{ products { ...A } } fragment A on Product { related { ...B } } fragment B on Product { related { ...A } }',
      ),
    ).toEqual(['Cannot spread fragment "A" within itself via "B".']);
    // F30 expands to 2^30 copies of F0; the rule reads each fragment once, however often it is spread.
    const levels = 30;
    const fragments = Array.from({length: levels}, (_, index) =>
      index === 0
        ? 'fragment F0 on Product { name }'
        : `fragment F${index} on Product { a: related(first: 1) { ...F${index - 1} } b: related(first: 1) { ...F${index - 1} } }`,
    );
    const document = parse(`{ products(first: 1) { ...F${levels - 1} } } ${fragments.join(' ')}`);
    let lookups = 0;
    const counted = (context: ValidationContext) =>
      depthLimit(6)(
        new Proxy(context, {
          get(target, key) {
            if (key === 'getFragment')
              return (name: string) => {
                lookups += 1;
                return target.getFragment(name);
              };
            const value = Reflect.get(target, key) as unknown;
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      );
    expect(validate(schema, document, [counted]).map((error) => error.message)).toEqual([
      `The operation nests fields ${levels + 1} levels deep; the limit is 6.`,
    ]);
    let spreads = 0;
    visit(document, {FragmentSpread: () => void (spreads += 1)});
    expect(lookups).toBe(spreads);
  });
});

test('attack: __schema and __type through aliases, fragments and inline fragments, or __type alone, are refused', () => {
  // As app.mjs validates: productionRules, with suggestions hidden.
  const refused = (source: string) =>
    validate(schema, parse(source), productionRules(), {hideSuggestions: true}).map((error) => error.message);
  const disabled = (field: string) =>
    `GraphQL introspection has been disabled, but the requested query contained the field "${field}".`;
  expect(refused('{ s: __schema { types { name } } }')).toEqual([disabled('__schema'), disabled('types')]);
  expect(refused('{ ...F } fragment F on Query { __schema { queryType { name } } }')).toEqual([
    disabled('__schema'),
    disabled('queryType'),
  ]);
  expect(refused('{ ... on Query { __type(name: "Product") { fields { name } } } }')).toEqual([
    disabled('__type'),
    disabled('fields'),
  ]);
  expect(refused('{ __type(name: "Product") { name } }')).toEqual([disabled('__type')]);
  expect(refused('{ ... { t: __type(name: "Product") { name } } }')).toEqual([disabled('__type')]);
});

test('attack: misspelt fields, arguments and types get no "Did you mean" in validation or in executeWithLimits', async () => {
  const app = await readSample(`${dir}/app.mjs`);
  expect(app).toContain('validate(schema, document, rules, { hideSuggestions: true })');
  const messages = (source: string, hideSuggestions: boolean) =>
    validate(schema, parse(source), productionRules(), {hideSuggestions}).map((error) => error.message);
  const typos: [string, string][] = [
    ['{ products { nam } }', 'Cannot query field "nam" on type "Product".'],
    ['{ prodcts { name } }', 'Cannot query field "prodcts" on type "Query".'],
    ['{ products(frist: 1) { name } }', 'Unknown argument "frist" on field "Query.products".'],
    ['{ ...F } fragment F on Prodct { name }', 'Unknown type "Prodct".'],
    ['{ product(id: "1") { reviews { ratin } } }', 'Cannot query field "ratin" on type "Review".'],
  ];
  for (const [source, message] of typos) {
    // Each typo would leak a name without the option; with it, only the name the client wrote is repeated.
    expect(messages(source, false).join()).toContain('Did you mean');
    expect(messages(source, true)).toEqual([message]);
  }
  // Enum values sent in variables are suggested by execution: executeWithLimits hides them too.
  const sorted = buildSchema('enum Sort { NEWEST OLDEST } type Query { items(sort: Sort): [String] }');
  const result = await executeWithLimits({timeoutMs: 1000})({
    schema: sorted,
    document: parse('query ($sort: Sort) { items(sort: $sort) }'),
    variableValues: {sort: 'NEWST'},
  });
  expect(
    asJson(result)
      .errors.map((error: {message: string}) => error.message)
      .join(),
  ).not.toContain('Did you mean');
  expect(asJson(result).errors[0].message).toContain('"NEWST"');
});

test('the introspection rule still allows __typename', () => {
  const document = parse('{ products { __typename name } }');
  expect(validate(schema, document, productionRules())).toEqual([]);
});

test("graphql-http's default parser refuses a request without a query before onSubscribe runs", async () => {
  const onSubscribe = vi.fn();
  const app = express();
  app.all('/graphql', createHandler({schema, rootValue, onSubscribe}));
  server = await listenOnFreePort(app);
  const response = await postGraphQL(`${server.url}/graphql`, {documentId: 'sha256:0000'});
  expect(response.status).toBe(400);
  expect(response.json).toEqual({errors: [{message: 'Missing query'}]});
  expect(onSubscribe).not.toHaveBeenCalled();
});

test('suggestions.mjs shows the suggestion by default and none with hideSuggestions', async () => {
  await expectShownOutput(await runScript(`${dir}/suggestions.mjs`), `${dir}/suggestions.json`);
});

test('execution suggests enum values from variables unless hideSuggestions is set', async () => {
  const sorted = buildSchema('enum Sort { NEWEST OLDEST } type Query { items(sort: Sort): [String] }');
  const document = parse('query ($sort: Sort) { items(sort: $sort) }');
  const run = async (hideSuggestions: boolean) =>
    asJson(await execute({schema: sorted, document, variableValues: {sort: 'NEWST'}, hideSuggestions}))
      .errors[0].message;
  expect(await run(false)).toBe(
    'Variable "$sort" has invalid value: Value "NEWST" does not exist in "Sort" enum. Did you mean the enum value "NEWEST"?',
  );
  expect(await run(true)).toBe(
    'Variable "$sort" has invalid value: Value "NEWST" does not exist in "Sort" enum.',
  );
});

test('hideSuggestions covers input object fields too: in a literal (validation) and in a variable (execution)', async () => {
  const filtered = buildSchema(
    'input Filter { title: String } type Query { items(filter: Filter): [String] }',
  );
  const literal = parse('{ items(filter: { titel: "x" }) }');
  const validated = (hideSuggestions: boolean) =>
    validate(filtered, literal, specifiedRules, {hideSuggestions}).map((error) => error.message);
  expect(validated(false)).toEqual([
    'Expected value of type "Filter" not to include unknown field "titel". Did you mean "title"? Found: { titel: "x" }.',
  ]);
  expect(validated(true)).toEqual([
    'Expected value of type "Filter" not to include unknown field "titel", found: { titel: "x" }.',
  ]);
  const document = parse('query ($filter: Filter) { items(filter: $filter) }');
  const executed = async (hideSuggestions: boolean) =>
    asJson(
      await execute({schema: filtered, document, variableValues: {filter: {titel: 'x'}}, hideSuggestions}),
    ).errors[0].message;
  expect(await executed(false)).toContain('Did you mean "title"?');
  expect(await executed(true)).not.toContain('Did you mean');
  expect((await readPage(dir)).replaceAll(/\s+/g, ' ')).toContain(
    'for unknown fields, enum values and input object fields in the query text, and in execution',
  );
});

test('a timeout rejects execute with AbortedGraphQLExecutionError, and salesReport stops with the signal', async () => {
  const document = parse('{ products(first: 1) { name } salesReport }');
  const started = performance.now();
  const failure = await Promise.resolve(
    execute({schema, document, rootValue, abortSignal: AbortSignal.timeout(50)}),
  ).then(
    () => expect.unreachable('execute should reject'),
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(AbortedGraphQLExecutionError);
  const aborted = failure as AbortedGraphQLExecutionError<unknown>;
  expect(aborted.message).toBe('The operation was aborted due to timeout');
  expect((aborted.cause as Error).name).toBe('TimeoutError');
  // salesReport listens to the signal, so the partial result is ready long before its five seconds.
  const partial = asJson(await aborted.abortedResult);
  expect(performance.now() - started).toBeLessThan(2000);
  // salesReport is non-null, so its error takes the whole `data` with it.
  expect(partial).toMatchObject({data: null, errors: [{path: ['salesReport']}]});
});

test('without the wrapper, graphql-http answers a timeout with 500 and an empty body', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const app = express();
  app.all(
    '/graphql',
    createHandler({
      schema,
      rootValue,
      execute: (args) => execute({...args, abortSignal: AbortSignal.timeout(50)}),
    }),
  );
  server = await listenOnFreePort(app);
  const response = await postGraphQL(`${server.url}/graphql`, {query: '{ salesReport }'});
  expect(response.status).toBe(500);
  expect(response.json).toBeNull();
  expect(console.error).toHaveBeenCalled();
});

test('executeWithLimits turns the timeout into a GraphQL error', async () => {
  const result = await executeWithLimits({timeoutMs: 1000})({
    schema,
    rootValue,
    document: parse('{ salesReport }'),
  });
  expect(asJson(result)).toEqual(await readShownJson(`${dir}/timeout.json`));
});

test('document-ids.mjs prints the ids that the page curl commands use', async () => {
  const printed = await runScript(`${dir}/document-ids.mjs`);
  await expectShownOutput(printed, `${dir}/document-ids.json`);
  const ids = JSON.parse(printed) as Record<string, string>;
  const commands = await curlCommandsIn('guides/production-and-security');
  expect(bodyOf(commands[0]).documentId).toBe(ids.ProductPage);
  expect(bodyOf(commands[1]).documentId).toBe(ids.SalesReport);
});

test('the server answers the page curl commands with the responses and statuses the page shows', async () => {
  const started = await startServerScript(`${dir}/server.mjs`);
  server = started;
  expect(started.stdout).toBe('GraphQL API ready at http://localhost:4000/graphql\n');
  const commands = await curlCommandsIn('guides/production-and-security');
  const expected: [number, string][] = [
    [200, 'product-page.json'],
    [200, 'timeout.json'],
    [400, 'unknown-document.json'],
    [400, 'query-refused.json'],
  ];
  expect(commands).toHaveLength(expected.length);
  for (const [index, [status, output]] of expected.entries()) {
    const shown = await readShownJson(`${dir}/${output}`);
    expect(JSON.parse(await runCurl(commands[index], started.url))).toEqual(shown);
    const response = await postGraphQL(`${started.url}/graphql`, bodyOf(commands[index]));
    expect(response.status).toBe(status);
    expect(response.json).toEqual(shown);
  }
});

test('a GET request names the document in the URL', async () => {
  server = await startServerScript(`${dir}/server.mjs`);
  const ids = (await readShownJson(`${dir}/document-ids.json`)) as Record<string, string>;
  const search = new URLSearchParams({documentId: ids.ProductPage, variables: '{"id": "1"}'});
  const response = await fetch(`${server.url}/graphql?${search}`, {headers: {accept: 'application/json'}});
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual(await readShownJson(`${dir}/product-page.json`));
});

describe('attacks on the trusted-documents server', () => {
  test('attack: a form, multipart or text/plain POST (sent cross-site without a preflight, with cookies) gets 415 and runs nothing', async () => {
    await watchStarts('execute', async (executions) => {
      server = await listenOnFreePort(app);
      const ids = (await readShownJson(`${dir}/document-ids.json`)) as Record<string, string>;
      const body = JSON.stringify({documentId: ids.ProductPage, variables: {id: '1'}});
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'APPLICATION/JSONP',
      ]) {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: {'content-type': type, cookie: 'session=signed-in'},
          body,
        });
        expect(response.status, type).toBe(415);
      }
      const withoutType = await fetch(`${server.url}/graphql`, {method: 'POST', body: new Blob([body])});
      expect(withoutType.status).toBe(415);
      expect(executions).toHaveLength(0);
      const json = await postGraphQL(`${server.url}/graphql`, {
        documentId: ids.ProductPage,
        variables: {id: '1'},
      });
      expect(json.status).toBe(200);
      expect(executions).toHaveLength(1);
    });
  });

  test('attack: any method but GET and POST gets 405 with an Allow header', async () => {
    server = await listenOnFreePort(app);
    const ids = (await readShownJson(`${dir}/document-ids.json`)) as Record<string, string>;
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${server.url}/graphql`, {
        method,
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({documentId: ids.ProductPage, variables: {id: '1'}}),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, POST');
    }
  });

  test('attack: a documentId named after a prototype key, of another type, hidden under __proto__ or sent with a query runs nothing', async () => {
    await watchStarts('execute', async (executions) => {
      server = await listenOnFreePort(app);
      const ids = (await readShownJson(`${dir}/document-ids.json`)) as Record<string, string>;
      const bodies = [
        ...['constructor', '__proto__', 'toString', 'hasOwnProperty'].map((documentId) => ({documentId})),
        ...[{}, [ids.ProductPage], 1, null].map((documentId) => ({documentId})),
        {documentId: ids.SalesReport, query: '{ __typename }'},
        {query: '{ salesReport }'},
      ].map((body) => JSON.stringify(body));
      bodies.push(`{"__proto__": {"documentId": "${ids.SalesReport}"}}`);
      for (const body of bodies) {
        const response = await fetch(`${server.url}/graphql`, {
          method: 'POST',
          headers: {'content-type': 'application/json', accept: 'application/json'},
          body,
        });
        expect(response.status, body).toBe(400);
      }
      const search = new URLSearchParams({documentId: 'constructor'});
      const viaGet = await fetch(`${server.url}/graphql?${search}`, {headers: {accept: 'application/json'}});
      expect(viaGet.status).toBe(400);
      expect(executions).toHaveLength(0);
    });
  });
});

test('the playground runs the product page operation with schema.mjs, as the browser does', async () => {
  expect(
    await runPlayground({
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/schema.mjs`),
      query: await readSample(`${dir}/documents/product-page.graphql`),
      variables: await readSample(`${dir}/variables.json`),
      fileNames: {resolvers: 'schema.mjs'},
      modules: {'page-size.mjs': await readSample(`${dir}/page-size.mjs`)},
    }),
  ).toEqual([await readShownJson(`${dir}/product-page.json`)]);
});

test('the playground runs deep.graphql too, because it uses the standard rules only', async () => {
  const [payload] = await runPlayground({
    schema: await readSample(`${dir}/schema.graphql`),
    resolvers: await readSample(`${dir}/schema.mjs`),
    query: await readSample(`${dir}/deep.graphql`),
    fileNames: {resolvers: 'schema.mjs'},
    modules: {'page-size.mjs': await readSample(`${dir}/page-size.mjs`)},
  });
  expect(payload).toHaveProperty('data.products.0.related');
  expect(payload).not.toHaveProperty('errors');
});

test('deep.graphql has five levels of related inside products, seven levels of fields, as the page counts them', async () => {
  // The deepest field, counting the fields on its path: the depth the limit measures.
  let depth = 0;
  let deepest = 0;
  visit(parse(await readSample(`${dir}/deep.graphql`)), {
    Field: {
      enter: () => void (deepest = Math.max(deepest, ++depth)),
      leave: () => void depth--,
    },
  });
  expect(deepest).toBe(7);
  expect((await readSample(`${dir}/deep.graphql`)).match(/related/g)).toHaveLength(5);
  expect((await readPage('guides/production-and-security')).replaceAll(/\s+/g, ' ')).toContain(
    'Five levels of `related` inside `products` nest fields seven levels deep, counting `products` and `name`',
  );
});
