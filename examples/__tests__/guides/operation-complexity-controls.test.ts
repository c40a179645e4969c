import {createServer} from 'node:http';
import {connect, type AddressInfo} from 'node:net';
import {gzipSync} from 'node:zlib';
import express from 'express';
import {
  buildSchema,
  getIntrospectionQuery,
  graphql,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  Lexer,
  MaxIntrospectionDepthRule,
  OverlappingFieldsCanBeMergedRule,
  parse,
  print,
  Source,
  specifiedRules,
  TokenKind,
  validate,
} from 'graphql';
import * as graphql16 from 'graphql-16';
import {createHandler} from 'graphql-http/lib/use/express';
import {
  createComplexityRule,
  directiveEstimator,
  fieldExtensionsEstimator,
  getComplexity,
  simpleEstimator,
} from 'graphql-query-complexity';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {aliasLimit} from '../../guides/operation-complexity-controls/alias-limit.mjs';
import {app} from '../../guides/operation-complexity-controls/app.mjs';
import {costLimit, estimators} from '../../guides/operation-complexity-controls/cost-limit.mjs';
import {depthLimit} from '../../guides/operation-complexity-controls/depth-limit.mjs';
import {limitRules} from '../../guides/operation-complexity-controls/limit-rules.mjs';
import {parseLimits} from '../../guides/operation-complexity-controls/parse-limits.mjs';
import {rootValue, schema} from '../../guides/operation-complexity-controls/schema.mjs';
import {
  asJson,
  countingFragmentLookUps,
  curlBody,
  curlCommandsIn,
  expectShownOutput,
  graphqlExports,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runPlayground,
  runScript,
  startServerScript,
  watchStarts,
  type RunningServer,
} from '../harness';

const dir = 'guides/operation-complexity-controls';
const page = 'guides/operation-complexity-controls';
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/** What `parse` throws for a text, or 'parsed'. */
function parseOutcome(parseFn: (text: string) => unknown, text: string): string {
  try {
    parseFn(text);
    return 'parsed';
  } catch (error) {
    return (error as Error).message;
  }
}

const messagesOf = (errors: readonly {message: string}[]) => errors.map((error) => error.message);
const cost = (source: string, variables: Record<string, unknown> = {}) =>
  getComplexity({schema, query: parse(source), variables, estimators});

/** Express serving graphql-http with the given options, on a free port. */
async function serve(options: Parameters<typeof createHandler>[0], bodyLimit?: string): Promise<string> {
  const application = express();
  if (bodyLimit) application.use(express.json({limit: bodyLimit}));
  application.all('/graphql', createHandler(options));
  server = await listenOnFreePort(application);
  return `${server.url}/graphql`;
}

describe('check.mjs', () => {
  const runs: [string[], string][] = [
    [['deep.graphql'], 'deep.json'],
    [['aliases.graphql'], 'aliases.json'],
    [['fragments.graphql'], 'fragments.json'],
    [['profile.graphql', '{"id": "1"}'], 'profile-cost.json'],
    [['search.graphql', '{"term": "a", "first": 20}'], 'search-20.json'],
    [['search.graphql', '{"term": "a", "first": 50}'], 'search-50.json'],
  ];
  test.each(runs)('node check.mjs %j prints the cost and errors the page shows', async (args, output) => {
    const command = `node check.mjs ${args[0]}${args[1] ? ` '${args[1]}'` : ''}`;
    expect(await readPage(page)).toContain(command);
    await expectShownOutput(await runScript(`${dir}/check.mjs`, args), `${dir}/${output}`);
  });
});

/**
 * The status line a server on `port` answers `request` with, written as it is on a connection left open: the
 * server answers without waiting for the rest of a body the request announces.
 */
async function statusLineOf(port: number, request: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  socket.write(request);
  const reply = await new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\r\n')) resolve(text);
    });
  });
  socket.destroy();
  return reply.split('\r\n')[0];
}

test('the playground runs the profile operation with schema.mjs, as the browser does', async () => {
  const [payload] = await runPlayground({
    schema: await readSample(`${dir}/schema.graphql`),
    resolvers: await readSample(`${dir}/schema.mjs`),
    query: await readSample(`${dir}/profile.graphql`),
    variables: await readSample(`${dir}/variables.json`),
    fileNames: {resolvers: 'schema.mjs'},
    modules: {'page-size.mjs': await readSample(`${dir}/page-size.mjs`)},
  });
  expect(payload).toEqual({
    data: {
      user: {
        name: 'Ada',
        friends: [{name: 'Grace'}, {name: 'Alan'}],
        posts: [{title: 'Notes on the Analytical Engine', comments: [{text: 'Still relevant.'}]}],
      },
    },
  });
});

describe('limits in the parser', () => {
  const limited = (text: string) => parse(text, parseLimits);

  test('maxSourceLength, maxLexicalTokens and maxComments stop parse with the messages the page quotes', () => {
    expect(parseOutcome(limited, `{ a }${' '.repeat(10_000)}`)).toBe(
      'Syntax Error: Source contains more than 10000 UTF-16 code units. Parsing aborted.',
    );
    expect(parseOutcome(limited, `{ ${'a '.repeat(1_000)}}`)).toBe(
      'Syntax Error: Document contains more than 1000 tokens. Parsing aborted.',
    );
    expect(parseOutcome(limited, `${'#\n'.repeat(51)}{ a }`)).toBe(
      'Syntax Error: Document contains more than 50 comments. Parsing aborted.',
    );
    expect(parseOutcome(limited, `${'#\n'.repeat(50)}{ a }`)).toBe('parsed');
  });

  test('{ a b c } is five tokens, and comments are not counted as tokens', () => {
    expect(parseOutcome((text) => parse(text, {maxLexicalTokens: 5}), '{ a b c }')).toBe('parsed');
    expect(parseOutcome((text) => parse(text, {maxLexicalTokens: 4}), '{ a b c }')).toBe(
      'Syntax Error: Document contains more than 4 tokens. Parsing aborted.',
    );
    expect(parseOutcome((text) => parse(text, {maxLexicalTokens: 5}), '# one\n# two\n{ a b c }')).toBe(
      'parsed',
    );
  });

  test('the parser skips comments but keeps them in memory, in its list of tokens', () => {
    const kinds: string[] = [];
    for (let token = parse('# a note\n{ a }').loc?.startToken; token; token = token.next ?? undefined) {
      kinds.push(token.kind);
    }
    expect(kinds).toContain(TokenKind.COMMENT);
  });

  test('maxTokens is the older name of the same option, and is deprecated', async () => {
    expect(parseOutcome((text) => parse(text, {maxTokens: 4}), '{ a b c }')).toBe(
      'Syntax Error: Document contains more than 4 tokens. Parsing aborted.',
    );
    const parseOptions = (await graphqlExports(17)).find((symbol) => symbol.name === 'ParseOptions');
    expect(parseOptions?.deprecatedMembers).toContain('ParseOptions.maxTokens');
    expect(parseOptions?.deprecatedMembers).not.toContain('ParseOptions.maxLexicalTokens');
  });

  test('graphql 16.15 has the same three options on parse', () => {
    const parse16 = (options: graphql16.ParseOptions) => (text: string) => graphql16.parse(text, options);
    expect(parseOutcome(parse16({maxSourceLength: 5}), '{ a b c }')).toMatch(
      /^Syntax Error: Source contains/,
    );
    expect(parseOutcome(parse16({maxLexicalTokens: 4}), '{ a b c }')).toMatch(
      /^Syntax Error: Document contains/,
    );
    expect(parseOutcome(parse16({maxComments: 1}), '#\n#\n{ a }')).toMatch(/more than 1 comments/);
  });

  test("graphql 17's graphql function applies the parse and validation options; graphql 16's ignores them", async () => {
    const source = '{ a a a }';
    const result17 = await graphql({
      schema: buildSchema('type Query { a: String }'),
      source,
      maxLexicalTokens: 3,
    });
    expect(messagesOf(result17.errors ?? [])).toEqual([
      'Syntax Error: Document contains more than 3 tokens. Parsing aborted.',
    ]);
    const result16 = await graphql16.graphql({
      schema: graphql16.buildSchema('type Query { a: String }'),
      source,
      maxLexicalTokens: 3,
    } as graphql16.GraphQLArgs);
    expect(asJson(result16)).toEqual({data: {a: null}});
    const maxErrors = await graphql({
      schema: buildSchema('type Query { a: String }'),
      source: '{ x y z }',
      maxErrors: 1,
    });
    expect(messagesOf(maxErrors.errors ?? []).at(-1)).toBe(
      'Too many validation errors, error limit reached. Validation aborted.',
    );
  });

  test("graphql-http reads the whole body, and express.json's limit answers larger bodies with 413", async () => {
    // Without a body limit, the whole text reaches the parser, whose length limit refuses it.
    server = await listenOnFreePort(app);
    const long = await postGraphQL(`${server.url}/graphql`, {
      query: `{ user(id: "1") { name } }${' '.repeat(20_000)}`,
    });
    // A syntax error like any other: 200 with application/json.
    expect(long.status).toBe(200);
    expect(long.json).toMatchObject({
      errors: [
        {message: 'Syntax Error: Source contains more than 10000 UTF-16 code units. Parsing aborted.'},
      ],
    });
    await server.close();
    const url = await serve({schema, rootValue}, '100kb');
    const huge = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify({query: `{ user(id: "1") { name } }${' '.repeat(200_000)}`}),
    });
    expect(huge.status).toBe(413);
    // express.json in front of graphql-http leaves ordinary requests working.
    expect((await postGraphQL(url, {query: '{ user(id: "1") { name } }'})).json).toEqual({
      data: {user: {name: 'Ada'}},
    });
  });
  test('attack: a huge document, deep nesting and many comments stop the parser at its limits, and nothing runs', async () => {
    const aliases = `{ ${Array.from({length: 2_000}, (_, index) => `a${index}: user(id: "1") { name }`).join(' ')} }`;
    // Deep nesting that fits the length limit: the token limit stops the recursive parser long before the stack.
    const deep = `{ user(id: "1") { ${'friends{'.repeat(1_100)}name${'}'.repeat(1_100)} } }`;
    expect(deep.length).toBeLessThan(10_000);
    const comments = `${'# note\n'.repeat(60)}{ user(id: "1") { name } }`;
    const longComments = `${`# ${'x'.repeat(9_000)}\n`.repeat(2)}{ user(id: "1") { name } }`;
    const expected: [string, string][] = [
      [aliases, 'Syntax Error: Source contains more than 10000 UTF-16 code units. Parsing aborted.'],
      [deep, 'Syntax Error: Document contains more than 1000 tokens. Parsing aborted.'],
      [comments, 'Syntax Error: Document contains more than 50 comments. Parsing aborted.'],
      [longComments, 'Syntax Error: Source contains more than 10000 UTF-16 code units. Parsing aborted.'],
    ];
    await watchStarts('execute', async (executions) => {
      server = await listenOnFreePort(app);
      for (const [query, message] of expected) {
        const response = await postGraphQL(`${server.url}/graphql`, {query});
        expect(response.status).toBe(200);
        expect(messagesOf((response.json as {errors: {message: string}[]}).errors)).toEqual([message]);
      }
      expect(executions).toHaveLength(0);
    });
    // Without the limits, the same nesting is parsed whole (a third of the way to the stack's end here).
    expect(parseOutcome(parse, deep)).toBe('parsed');
  });

  test('attack: a body just over 100kb, without Content-Length, compressed, under an odd content-type or with a false Content-Length runs nothing', async () => {
    const bodyOf = (bytes: number) => {
      const start = JSON.stringify({query: '{ user(id: "1") { name } }', pad: ''});
      return `${start.slice(0, -2)}${'x'.repeat(bytes - start.length)}"}`;
    };
    expect(bodyOf(102_400)).toHaveLength(102_400);
    await watchStarts('execute', async (executions) => {
      server = await listenOnFreePort(app);
      const url = `${server.url}/graphql`;
      const send = async (body: BodyInit, headers: Record<string, string> = {}) =>
        (
          await fetch(url, {
            method: 'POST',
            headers: {'content-type': 'application/json', ...headers},
            body,
            duplex: 'half',
          } as RequestInit)
        ).status;
      // 100kb is 102,400 bytes: that many pass, one more does not.
      expect(await send(bodyOf(102_400))).toBe(200);
      expect(executions).toHaveLength(1);
      expect(await send(bodyOf(102_401))).toBe(413);
      // A stream is sent in chunks, with no Content-Length: counted as it arrives.
      const chunks = new ReadableStream({
        start(controller) {
          const chunk = new TextEncoder().encode(bodyOf(200_000));
          controller.enqueue(chunk.subarray(0, 100_000));
          controller.enqueue(chunk.subarray(100_000));
          controller.close();
        },
      });
      expect(await send(chunks)).toBe(413);
      // Ten megabytes that compress to a few kilobytes: the limit applies to the body once inflated.
      const bomb = gzipSync(bodyOf(10_000_000));
      expect(bomb.length).toBeLessThan(102_400);
      expect(await send(bomb, {'content-encoding': 'gzip'})).toBe(413);
      // graphql-http reads `application/ json` as JSON; express.json's default type would skip it.
      expect(await send(bodyOf(200_000), {'content-type': 'application/ json'})).toBe(413);
      expect((await readPage(page)).replace(/\s+/g, ' ')).toContain(
        'which answers larger bodies with status `413`, also when they come without a `Content-Length` or compressed.',
      );
      // A Content-Length below the body's length ends the body early: the first 20 bytes are not JSON.
      expect(
        await statusLineOf(
          Number(new URL(url).port),
          'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 20\r\n\r\n' +
            bodyOf(200_000),
        ),
      ).toBe('HTTP/1.1 400 Bad Request');
    });
  });

  test('attack: a Content-Length above the limit with no body holds the connection until the request timeout, not a 413', async () => {
    // Express answers 413 only once the announced body has arrived; Node's requestTimeout (300 s by default)
    // is what ends the wait. A server with a timeout of one second shows it.
    const http = createServer({requestTimeout: 1_000, connectionsCheckingInterval: 100}, app);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    server = {
      url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
      close: () => new Promise((resolve) => http.close(() => resolve())),
    };
    expect(createServer().requestTimeout).toBe(300_000);
    expect((await readPage(page)).replace(/\s+/g, ' ')).toContain(
      "so it holds the connection until Node's `requestTimeout`, 300 seconds by default.",
    );
    const started = Date.now();
    expect(
      await statusLineOf(
        (http.address() as AddressInfo).port,
        'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n',
      ),
    ).toBe('HTTP/1.1 408 Request Timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

describe('limits graphql-js applies itself', () => {
  test('validate stops after 100 errors and adds the last one the page quotes; maxErrors changes the number', () => {
    const document = parse(`{ ${Array.from({length: 150}, (_, index) => `x${index}`).join(' ')} }`);
    const errors = validate(schema, document);
    expect(errors).toHaveLength(101);
    expect(errors[100].message).toBe('Too many validation errors, error limit reached. Validation aborted.');
    expect(validate(schema, document, specifiedRules, {maxErrors: 10})).toHaveLength(11);
  });

  test('MaxIntrospectionDepthRule is a specified rule in 16.15 and 17, and refuses fields nested three levels deep', () => {
    expect(specifiedRules).toContain(MaxIntrospectionDepthRule);
    expect(graphql16.specifiedRules).toContain(graphql16.MaxIntrospectionDepthRule);
    const two = '{ __schema { types { fields { type { fields { name } } } } } }';
    const three = '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    expect(validate(schema, parse(two))).toEqual([]);
    expect(messagesOf(validate(schema, parse(three)))).toEqual(['Maximum introspection depth exceeded']);
    const viaInterfaces = '{ __type(name: "User") { interfaces { interfaces { interfaces { name } } } } }';
    expect(messagesOf(validate(schema, parse(viaInterfaces)))).toEqual([
      'Maximum introspection depth exceeded',
    ]);
    expect(validate(schema, parse(getIntrospectionQuery()))).toEqual([]);
  });
});

describe('limiting depth', () => {
  test('validate runs every rule in the same walk, so the depth rule sees invalid documents too', () => {
    const source = `{ user(id: "1") { nope ${'friends { '.repeat(6)}name${' }'.repeat(6)} } }`;
    const messages = messagesOf(
      validate(schema, parse(source), [...specifiedRules, depthLimit(6)], {hideSuggestions: true}),
    );
    expect(messages).toContain('Cannot query field "nope" on type "User".');
    expect(messages).toContain('The operation nests fields 8 levels deep; the limit is 6.');
  });

  test('attack: a fragment cycle is reported by graphql, not looped over by the depth rule', () => {
    const cyclic = parse('{ user(id: "1") { ...A } } fragment A on User { friends { ...A } }');
    expect(messagesOf(validate(schema, cyclic, [...specifiedRules, depthLimit(6)]))).toEqual([
      'Cannot spread fragment "A" within itself.',
    ]);
  });

  test("attack: each fragment's depth is computed once, so nested spreads do not make the depth rule exponential", () => {
    // Thirty fragments that each spread the next one twice: 2^30 paths, but one depth per fragment. The rule's
    // fragment look-ups are counted (not timed, which a busy machine would break): one per spread it reads, and
    // past a thousand the count stops the walk rather than letting 2^30 of them run.
    const fragments = Array.from(
      {length: 30},
      (_, index) => `fragment F${index} on User { friends { ...F${index + 1} ...F${index + 1} } }`,
    );
    fragments.push('fragment F30 on User { name }');
    const counted = countingFragmentLookUps(depthLimit(6));
    const errors = validate(schema, parse(`{ user(id: "1") { ...F0 } } ${fragments.join(' ')}`), [
      counted.rule,
    ]);
    expect(messagesOf(errors)).toEqual(['The operation nests fields 32 levels deep; the limit is 6.']);
    expect(counted.lookUps()).toBe(1 + 2 * 30);
  });

  test('the depth rule skips introspection fields, which GraphiQL nests deeply', () => {
    expect(validate(schema, parse(getIntrospectionQuery()), [depthLimit(6)])).toEqual([]);
    expect(validate(schema, parse(getIntrospectionQuery()), [depthLimit(2)])).toEqual([]);
  });
});

describe('limiting aliases', () => {
  test('repeating a field without an alias resolves it once', async () => {
    const user = vi.fn(rootValue.user);
    const result = await graphql({
      schema,
      rootValue: {...rootValue, user},
      source: '{ user(id: "1") { name } user(id: "1") { name } }',
    });
    expect(asJson(result)).toEqual({data: {user: {name: 'Ada'}}});
    expect(user).toHaveBeenCalledTimes(1);
    const aliased = vi.fn(rootValue.user);
    await graphql({
      schema,
      rootValue: {...rootValue, user: aliased},
      source: '{ a: user(id: "1") { name } b: user(id: "1") { name } }',
    });
    expect(aliased).toHaveBeenCalledTimes(2);
  });

  test('attack: a fragment spread several times counts its aliases once, which the page leaves to the cost limit', () => {
    const fragment = `fragment Names on User { ${Array.from({length: 6}, (_, index) => `n${index}: name`).join(' ')} }`;
    const twice = `{ a: user(id: "1") { ...Names } b: user(id: "2") { ...Names } } ${fragment}`;
    // 6 aliases in the fragment plus a and b: 8, although the response holds 12 aliased names.
    expect(validate(schema, parse(twice), [aliasLimit(8)])).toEqual([]);
    expect(messagesOf(validate(schema, parse(twice), [aliasLimit(7)]))).toEqual([
      'The document has 8 aliases; the limit is 7.',
    ]);
  });

  test('graphql-http runs the one operation operationName names, and refuses a JSON array body with 400 Missing query', async () => {
    server = await listenOnFreePort(app);
    const url = `${server.url}/graphql`;
    const two = 'query A { user(id: "1") { name } } query B { user(id: "2") { name } }';
    expect((await postGraphQL(url, {query: two, operationName: 'B'})).json).toEqual({
      data: {user: {name: 'Grace'}},
    });
    const response = await fetch(url, {
      method: 'POST',
      headers: {'content-type': 'application/json'},
      body: JSON.stringify([{query: '{ user(id: "1") { name } }'}, {query: '{ user(id: "2") { name } }'}]),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({errors: [{message: 'Missing query'}]});
  });
});

describe('a cost limit with graphql-query-complexity', () => {
  test('the estimators take the first number: @complexity on search, pageEstimator, then simpleEstimator', () => {
    // (10 + 1) × 3 for three users: the directive, with `first` as its multiplier.
    expect(cost('{ search(term: "a", first: 3) { ... on User { name } } }')).toBe(33);
    // Five friends of one name each: 5 × (1 + 1), plus 1 for user.
    expect(cost('{ user(id: "1") { friends(first: 5) { name } } }')).toBe(11);
    // Without first, the schema's default of 10 applies.
    expect(cost('{ user(id: "1") { friends { name } } }')).toBe(21);
    expect(cost('{ user(id: "1") { name id } }')).toBe(3);
  });

  test('pageEstimator gives a list what @complexity(value: 1, multipliers: ["first"]) would', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const annotated = buildSchema(
      sdl.replace(
        '  friends(first: Int! = 10): [User!]!\n',
        '  friends(first: Int! = 10): [User!]! @complexity(value: 1, multipliers: ["first"])\n',
      ),
    );
    expect(annotated.getType('User')?.toString()).toBe('User');
    for (const source of [
      '{ user(id: "1") { friends(first: 3) { name friends(first: 2) { id } } } }',
      '{ user(id: "1") { friends { name } } }',
    ]) {
      const query = parse(source);
      const byDirective = getComplexity({
        schema: annotated,
        query,
        estimators: [directiveEstimator(), simpleEstimator({defaultComplexity: 1})],
      });
      expect(cost(source)).toBe(byDirective);
    }
  });

  test('a union costs its most expensive member: a post with ten comments 21, a user 1', () => {
    expect(cost('{ search(term: "a", first: 1) { ... on User { name } } }')).toBe(10 + 1);
    expect(cost('{ search(term: "a", first: 1) { ... on Post { title comments { text } } } }')).toBe(10 + 21);
    expect(
      cost(
        '{ search(term: "a", first: 1) { ... on User { name } ... on Post { title comments { text } } } }',
      ),
    ).toBe(10 + 21);
  });

  test('attack: a negative first beside an expensive sibling, or aliases of 5000 and -5000, do not cancel the cost out', () => {
    const refused = (source: string) => messagesOf(validate(schema, parse(source), limitRules()));
    // The cost rule alone, without pageSizeRange: the estimate clamps first as the resolvers do.
    const costOnly = (source: string) =>
      messagesOf(
        validate(schema, parse(source), [
          ...specifiedRules,
          costLimit({maximumCost: 1000, variables: {}, operationName: undefined, onComplete: undefined}),
        ]),
      );
    const expensive = 'big: search(term: "a", first: 100) { ... on Post { comments(first: 100) { text } } }';
    expect(refused(`{ ${expensive} }`)).toEqual(['The operation costs 21000; the limit is 1000.']);
    const withNegative = `{ ${expensive} cheap: search(term: "a", first: -100000000) { ... on User { name } } }`;
    expect(refused(withNegative)).toEqual([
      '"first" must be from 0 to 100; Query.search asks for -100000000.',
      'The operation costs 21000; the limit is 1000.',
    ]);
    expect(costOnly(withNegative)).toEqual(['The operation costs 21000; the limit is 1000.']);
    const aliased =
      '{ user(id: "1") { a: friends(first: 5000) { posts(first: 5000) { id } } b: friends(first: -5000) { posts(first: -5000) { id } } } }';
    expect(refused(aliased)).toEqual([
      '"first" must be from 0 to 100; User.friends asks for 5000.',
      '"first" must be from 0 to 100; User.posts asks for 5000.',
      '"first" must be from 0 to 100; User.friends asks for -5000.',
      '"first" must be from 0 to 100; User.posts asks for -5000.',
      'The operation costs 20101; the limit is 1000.',
    ]);
    expect(costOnly(aliased)).toEqual(['The operation costs 20101; the limit is 1000.']);
    // Zero is in range: it costs nothing and returns nothing.
    expect(cost('{ user(id: "1") { friends(first: 0) { name } } }')).toBe(1);
    expect(refused('{ user(id: "1") { friends(first: 0) { name } } }')).toEqual([]);
  });

  test('attack: first outside 0 to 100 is refused before any resolver runs, as a literal, a variable or a variable default, in a fragment too', async () => {
    const search = await readSample(`${dir}/search.graphql`);
    const refused = (source: string, variables?: Record<string, unknown>, operationName?: string) =>
      messagesOf(validate(schema, parse(source), limitRules({variables, operationName})));
    expect(refused(search, {term: 'a', first: -100000000})).toEqual([
      '"first" must be from 0 to 100; Query.search asks for -100000000.',
    ]);
    expect(refused(search, {term: 'a', first: 101})).toEqual([
      '"first" must be from 0 to 100; Query.search asks for 101.',
      'The operation costs 3100; the limit is 1000.',
    ]);
    expect(refused(search, {term: 'a', first: 100})).toEqual([
      'The operation costs 3100; the limit is 1000.',
    ]);
    expect(refused(search, {term: 'a', first: 0})).toEqual([]);
    expect((await readPage(page)).replace(/\s+/g, ' ')).toContain(
      'refuses a `first` outside that range, written in the operation or sent in a variable, with an error the client reads, such as `"first" must be from 0 to 100; User.friends asks for 5000.`',
    );
    expect(refused('{ user(id: "1") { friends(first: 2147483647) { name } } }')).toEqual([
      '"first" must be from 0 to 100; User.friends asks for 2147483647.',
    ]);
    // A default on the variable, and a fragment written before the operation that uses it.
    expect(
      refused(
        'fragment F on User { friends(first: $n) { name } } query Q($n: Int! = -5) { user(id: "1") { ...F } }',
      ),
    ).toEqual(['"first" must be from 0 to 100; User.friends asks for -5.']);
    // The operation that runs is the one operationName names.
    const two =
      'query A { user(id: "1") { name } } query B($n: Int!) { user(id: "1") { friends(first: $n) { name } } }';
    expect(refused(two, {n: 500}, 'B')).toEqual([
      '"first" must be from 0 to 100; User.friends asks for 500.',
    ]);
    // Over HTTP the client reads the refusal, and no resolver ran.
    await watchStarts('execute', async (executions) => {
      server = await listenOnFreePort(app);
      const url = `${server.url}/graphql`;
      const viaVariable = await postGraphQL(url, {query: search, variables: {term: 'a', first: -5000}});
      expect(viaVariable.json).toEqual({
        errors: [
          {
            message: '"first" must be from 0 to 100; Query.search asks for -5000.',
            locations: [{line: 2, column: 3}],
          },
        ],
      });
      const literal = await postGraphQL(url, {query: '{ user(id: "1") { friends(first: 5000) { name } } }'});
      expect(messagesOf((literal.json as {errors: {message: string}[]}).errors)).toEqual([
        '"first" must be from 0 to 100; User.friends asks for 5000.',
      ]);
      expect(executions).toHaveLength(0);
    });
  });

  test('attack: first: null is refused, as a literal and as a variable, and the resolvers clamp as the estimate does', async () => {
    const messages = messagesOf(
      validate(schema, parse('{ search(term: "a", first: null) { ... on User { name } } }'), limitRules()),
    );
    expect(messages).toContain('Expected value of non-null type "Int!" not to be null.');
    const source = await readSample(`${dir}/search.graphql`);
    expect(
      messagesOf(validate(schema, parse(source), limitRules({variables: {term: 'a', first: null}}))),
    ).toContain(
      'Argument "Query.search(first:)" has invalid value: Expected variable "$first" provided to non-null type "Int!" not to be null.',
    );
    const run = async (first: number) =>
      asJson(
        await graphql({schema, rootValue, source: `{ user(id: "1") { friends(first: ${first}) { name } } }`}),
      );
    expect(await run(-1)).toEqual({data: {user: {friends: []}}});
    expect(await run(2_147_483_647)).toEqual({data: {user: {friends: [{name: 'Grace'}, {name: 'Alan'}]}}});
  });

  test('a field no estimator prices is an error with the message the page quotes', () => {
    const rule = createComplexityRule({maximumComplexity: 1000, estimators: [directiveEstimator()]});
    expect(messagesOf(validate(schema, parse('{ user(id: "1") { name } }'), [rule]))).toContain(
      'No complexity could be calculated for field User.name. At least one complexity estimator has to return a complexity score.',
    );
  });

  test('fieldExtensionsEstimator reads extensions.complexity, a number or a function, in a code-first schema', () => {
    const Item = new GraphQLObjectType({name: 'Item', fields: {name: {type: GraphQLString}}});
    const codeFirst = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: {
          slow: {type: GraphQLString, extensions: {complexity: 50}},
          items: {
            type: new GraphQLList(Item),
            args: {first: {type: GraphQLInt}},
            extensions: {
              complexity: ({args, childComplexity}: {args: {first: number}; childComplexity: number}) =>
                args.first * childComplexity,
            },
          },
        },
      }),
    });
    const estimate = (source: string) =>
      getComplexity({
        schema: codeFirst,
        query: parse(source),
        estimators: [fieldExtensionsEstimator(), simpleEstimator({defaultComplexity: 1})],
      });
    expect(estimate('{ slow }')).toBe(50);
    expect(estimate('{ items(first: 7) { name } }')).toBe(7);
  });

  test('the rule needs the variables: without the value of $first, search is estimated at 310', async () => {
    const source = await readSample(`${dir}/search.graphql`);
    expect(cost(source, {term: 'a'})).toBe(310);
    expect(cost(source, {term: 'a', first: 50})).toBe(1550);
    const withoutFirst = validate(schema, parse(source), limitRules({variables: {term: 'a'}}));
    expect(withoutFirst).toEqual([]);
  });

  test('at 10,000 selections the package throws out of validate, and graphql-http answers 500 with an empty body', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({length: count}, (_, index) => `a${index}: user(id: "1") { id }`).join(' ')} }`;
    const rules = [createComplexityRule({maximumComplexity: 1e9, estimators})];
    // Each alias is two selections: the aliased field and its id.
    expect(validate(schema, parse(aliases(4_999)), rules)).toEqual([]);
    expect(() => validate(schema, parse(aliases(5_000)), rules)).toThrow(
      'Query exceeds the maximum allowed number of nodes.',
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bare = await serve({schema, rootValue, validationRules: rules});
    const crashed = await postGraphQL(bare, {query: aliases(5_000)});
    expect(crashed.status).toBe(500);
    expect(crashed.json).toBeNull();
  });

  test('attack: fragments.graphql is 117 tokens, within the token limit, and expands past 10,000 selections', async () => {
    const text = await readSample(`${dir}/fragments.graphql`);
    const lexer = new Lexer(new Source(text));
    let tokens = 0;
    while (lexer.advance().kind !== TokenKind.EOF) tokens += 1;
    expect(tokens).toBe(117);
    expect(await readPage(page)).toContain('are 117 tokens and 16,384 spreads of `F8`');
    // parse with the page's limits accepts it; the package alone throws on it.
    const document = parse(text, parseLimits);
    expect(() => getComplexity({schema, query: document, estimators})).toThrow(
      'Query exceeds the maximum allowed number of nodes.',
    );
    expect(4 ** 7).toBe(16_384);
    // costLimit reports it as a validation error (check.mjs prints it with no cost, above).
    expect(messagesOf(validate(schema, document, limitRules()))).toEqual([
      'Query exceeds the maximum allowed number of nodes.',
    ]);
    // The server answers it as any refused operation: 200 and the error, not 500.
    server = await listenOnFreePort(app);
    const refused = await postGraphQL(`${server.url}/graphql`, {query: text});
    expect(refused.status).toBe(200);
    expect(refused.json).toEqual({
      errors: [{message: 'Query exceeds the maximum allowed number of nodes.'}],
    });
  });

  test('OverlappingFieldsCanBeMergedRule has a budget of its own in 17.1.0: a field asked a thousand times aborts validation', () => {
    const repeated = parse(`{ user(id: "1") { ${Array(1000).fill('name').join(' ')} } }`);
    expect(messagesOf(validate(schema, repeated, [OverlappingFieldsCanBeMergedRule]))).toEqual([
      'Validation aborted.',
    ]);
    expect(messagesOf(validate(schema, repeated))).toEqual(['Validation aborted.']);
    const fewer = parse(`{ user(id: "1") { ${Array(100).fill('name').join(' ')} } }`);
    expect(validate(schema, fewer)).toEqual([]);
  });

  test('createComplexityRule calls onComplete with every cost it computes', async () => {
    const variables = await readShownJson(`${dir}/variables.json`);
    const onComplete = vi.fn();
    const rule = createComplexityRule({
      maximumComplexity: 1000,
      estimators,
      onComplete,
      variables: variables as Record<string, unknown>,
    });
    validate(schema, parse(await readSample(`${dir}/profile.graphql`)), [rule]);
    expect(onComplete).toHaveBeenCalledWith(48);
  });
});

describe('in a server', () => {
  test('a refused operation runs no resolver: it costs a parse and a walk over the document', async () => {
    await watchStarts('execute', async (executions) => {
      server = await listenOnFreePort(app);
      const source = await readSample(`${dir}/search.graphql`);
      await postGraphQL(`${server.url}/graphql`, {query: source, variables: {term: 'a', first: 50}});
      expect(executions).toHaveLength(0);
      await postGraphQL(`${server.url}/graphql`, {query: source, variables: {term: 'a', first: 20}});
      expect(executions).toHaveLength(1);
    });
  });

  test("a validationRules function replaces graphql-http's default rules instead of adding to them", async () => {
    const url = await serve({schema, rootValue, validationRules: () => []});
    // With no rules at all, an unknown field is not refused: execution skips it.
    expect((await postGraphQL(url, {query: '{ nope user(id: "1") { name } }'})).json).toEqual({
      data: {user: {name: 'Ada'}},
    });
  });

  test('the server answers the curl command with the refusal the page shows, 200 by default and 400 for graphql-response+json', async () => {
    const started = await startServerScript(`${dir}/server.mjs`);
    server = started;
    expect(started.stdout).toBe('GraphQL API ready at http://localhost:4000/graphql\n');
    const [command] = await curlCommandsIn(page);
    const shown = await readShownJson(`${dir}/search-response.json`);
    expect(JSON.parse(await runCurl(command, started.url))).toEqual(shown);
    expect(print(parse(curlBody(command).query))).toBe(
      print(parse(await readSample(`${dir}/search.graphql`))),
    );

    // curl sends Accept: */*, which graphql-http answers with application/json.
    const accepts: unknown[] = [];
    const echo = express().use((req, res) => {
      accepts.push(req.headers.accept);
      res.json({});
    });
    const echoServer = await listenOnFreePort(echo);
    await runCurl(command, echoServer.url);
    await echoServer.close();
    expect(accepts).toEqual(['*/*']);

    const url = `${started.url}/graphql`;
    const body = curlBody(command);
    const asJsonResponse = await postGraphQL(url, body);
    expect(asJsonResponse.status).toBe(200);
    expect(asJsonResponse.json).toEqual(shown);
    const asGraphQLResponse = await postGraphQL(url, body, {accept: 'application/graphql-response+json'});
    expect(asGraphQLResponse.status).toBe(400);
    expect(asGraphQLResponse.json).toEqual(shown);

    const twenty = await postGraphQL(url, {...body, variables: {term: 'a', first: 20}});
    expect(twenty.status).toBe(200);
    expect(twenty.json).toEqual({
      data: {
        search: [
          {name: 'Ada'},
          {name: 'Grace'},
          {name: 'Alan'},
          {title: 'Notes on the Analytical Engine', comments: [{text: 'Still relevant.'}]},
        ],
      },
    });
  });
});

describe('what this recipe does not cover', () => {
  /** The page's "What this recipe does not cover" section, with its lines joined. */
  async function notCovered(): Promise<string> {
    const text = await readPage(page);
    const start = text.indexOf('## What this recipe does not cover\n');
    expect(start, 'the page has a "What this recipe does not cover" section').toBeGreaterThanOrEqual(0);
    return text.slice(start, text.indexOf('\n## ', start + 1)).replace(/\s+/g, ' ');
  }

  test('many requests: the search for twenty results costs 620 and passes every time a client sends it', async () => {
    expect(await notCovered()).toContain(
      'the search for twenty results, at a cost of 620, passes as often as a client sends it.',
    );
    const source = await readSample(`${dir}/search.graphql`);
    const variables = {term: 'a', first: 20};
    const costs: number[] = [];
    const rules = limitRules({variables, onCost: (estimate: number) => costs.push(estimate)});
    server = await listenOnFreePort(app);
    for (let request = 0; request < 25; request += 1) {
      expect(validate(schema, parse(source), rules)).toEqual([]);
      const response = await postGraphQL(`${server.url}/graphql`, {query: source, variables});
      expect(response.status).toBe(200);
      expect(response.json).toEqual({data: {search: expect.any(Array)}});
    }
    expect(costs).toEqual(Array(25).fill(620));
  });

  test('the size of variables: a term of 100,000 characters, not in the query text, passes the limits of the parser and the rules and reaches the resolver whole', async () => {
    expect(await notCovered()).toContain(
      'a `term` of 100,000 characters passes the limits of the parser and the rules, and reaches the resolver whole.',
    );
    const source = await readSample(`${dir}/search.graphql`);
    expect(source).toContain('$term');
    expect(parse(source, parseLimits)).toBeTruthy();
    const term = 'a'.repeat(100_000);
    let received: number[] = [];
    await watchStarts<{fieldName: string; args: {term?: string}}>('resolve', async (resolves) => {
      server = await listenOnFreePort(app);
      const response = await postGraphQL(`${server.url}/graphql`, {
        query: source,
        variables: {term, first: 20},
      });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({data: {search: []}});
      received = resolves.flatMap(({fieldName, args}) =>
        fieldName === 'search' ? [args.term?.length ?? 0] : [],
      );
    });
    expect(received).toEqual([100_000]);
  });

  test('introspection: the depth limit skips it, and { __schema { types { name fields { name } } } } costs 5 however large the schema', async () => {
    const query = '{ __schema { types { name fields { name } } } }';
    expect(await notCovered()).toContain(
      `\`${query}\` costs 5 however large the schema is, and returns all of it.`,
    );
    expect(cost(query)).toBe(5);
    expect(validate(schema, parse(query), limitRules())).toEqual([]);
    // The same query against a schema of 300 more types: the same estimate, and every type in the response.
    const large = buildSchema(
      `type Query { t0: T0 }\n${Array.from({length: 300}, (_, index) => `type T${index} { a: String next: T${(index + 1) % 300} }`).join('\n')}`,
    );
    expect(getComplexity({schema: large, query: parse(query), estimators})).toBe(5);
    const result = await graphql({schema: large, source: query});
    const types = (result.data as {__schema: {types: {name: string}[]}}).__schema.types;
    expect(types.length).toBeGreaterThan(300);
    // Nesting deeper is what MaxIntrospectionDepthRule refuses (tested above), not the depth limit.
    expect(validate(schema, parse(getIntrospectionQuery()), [depthLimit(1)])).toEqual([]);
  });
});
