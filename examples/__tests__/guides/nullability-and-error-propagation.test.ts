import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {
  buildSchema,
  DirectiveLocation,
  execute,
  findSchemaChanges,
  graphql,
  GraphQLDirective,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  printSchema,
  specifiedDirectives,
  subscribe,
  validate,
  type ExecutionResult,
} from 'graphql';
import * as graphql17 from 'graphql';
import {describe, expect, test} from 'vitest';
import {
  asJson,
  evalModule,
  example,
  expectShownOutput,
  importWithEdit,
  readSample,
  readShownJson,
  runPlayground,
  runScript,
  siteDir,
} from '../harness';
import {rootValue, schema} from '../../guides/nullability-and-error-propagation/profile.mjs';

const dir = 'guides/nullability-and-error-propagation';
const directive = '@experimental_disableErrorPropagation';

type Json = {data?: unknown; errors?: {message: string; path?: (string | number)[]}[]};

async function runOn(sdl: string, source: string, root: unknown = rootValue): Promise<Json> {
  return asJson(await graphql({schema: buildSchema(sdl), rootValue: root, source}));
}

function edited(text: string, from: string, to: string): string {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

/** The paths of every null in `data` whose field or item type is non-null, according to the schema's SDL. */
function nullsInNonNullPositions(data: unknown, nonNullPaths: string[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    const key = path.filter((part) => typeof part === 'string').join('.');
    const itemKey = `${key}[]`;
    if (value === null) {
      const isItem = typeof path.at(-1) === 'number';
      if (nonNullPaths.includes(isItem ? itemKey : key)) found.push(path.join('.'));
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (typeof value === 'object')
      for (const [field, item] of Object.entries(value!)) walk(item, [...path, field]);
  };
  walk(data, []);
  return found;
}

describe('nullable by default', () => {
  test('String may be null, String! may not; GraphQLNonNull and GraphQLList nest to [String!]!', () => {
    const query = new GraphQLObjectType({
      name: 'Query',
      fields: {
        nullable: {type: GraphQLString},
        nonNull: {type: new GraphQLNonNull(GraphQLString)},
        tags: {type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLString)))},
      },
    });
    expect(printSchema(new GraphQLSchema({query}))).toBe(
      'type Query {\n  nullable: String\n  nonNull: String!\n  tags: [String!]!\n}',
    );
  });

  test('a non-null argument is required: validation rejects a request without it', () => {
    const required = buildSchema('type Query { user(id: ID!): String }');
    expect(validate(required, parse('{ user }')).map((error) => error.message)).toEqual([
      'Argument "Query.user(id:)" of type "ID!" is required, but it was not provided.',
    ]);
  });
});

describe('how far a null travels', () => {
  test('node run.mjs viewer.graphql prints the output the page shows: data is null', async () => {
    await expectShownOutput(await runScript(`${dir}/run.mjs`, ['viewer.graphql']), `${dir}/viewer.json`);
  });

  test('with name: String only viewer.name is null; with viewer: User, data is {"viewer": null}', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const source = await readSample(`${dir}/viewer.graphql`);
    const nullableName = await runOn(edited(sdl, '  name: String!\n', '  name: String\n'), source);
    expect(nullableName.data).toEqual({
      viewer: {id: '1', name: null, nickname: 'ada', friends: [{name: 'User 2'}, {name: 'User 3'}]},
    });
    expect(nullableName.errors?.map((error) => error.path)).toEqual([['viewer', 'name']]);
    const nullableViewer = await runOn(edited(sdl, '  viewer: User!\n', '  viewer: User\n'), source);
    expect(nullableViewer.data).toEqual({viewer: null});
    expect(nullableViewer.errors?.map((error) => error.path)).toEqual([['viewer', 'name']]);
  });

  test('the playground runs the shown files and gets the output the page shows; with the directive added, the other output', async () => {
    const example = {
      schema: await readSample(`${dir}/schema.graphql`),
      resolvers: await readSample(`${dir}/profile.mjs`),
      fileNames: {resolvers: 'profile.mjs'},
    };
    const query = await readSample(`${dir}/viewer.graphql`);
    expect(await runPlayground({...example, query})).toEqual([await readShownJson(`${dir}/viewer.json`)]);
    const withDirective = edited(query, 'query Viewer {', `query Viewer ${directive} {`);
    expect(withDirective).toBe(await readSample(`${dir}/viewer-without-propagation.graphql`));
    expect(await runPlayground({...example, query: withDirective})).toEqual([
      await readShownJson(`${dir}/viewer-without-propagation.json`),
    ]);
  });

  test('returning null or undefined for a non-null field, or a value its scalar rejects, has the same effect', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const source = '{ viewer { id name } }';
    for (const name of [null, undefined]) {
      expect(await runOn(sdl, source, {viewer: {id: '1', name}})).toEqual({
        errors: [
          {
            message: 'Cannot return null for non-nullable field User.name.',
            locations: [{line: 1, column: 15}],
            path: ['viewer', 'name'],
          },
        ],
        data: null,
      });
    }
    const count = await runOn(
      'type Query { viewer: Viewer! } type Viewer { count: Int! }',
      '{ viewer { count } }',
      {
        viewer: {count: 'many'},
      },
    );
    expect(count.data).toBeNull();
    expect(count.errors?.map((error) => error.message)).toEqual([
      'Int cannot represent non-integer value: "many"',
    ]);
  });
});

describe('choosing where to put the !', () => {
  test('a non-null root field that fails takes data with it, including the other root fields', async () => {
    const failing = {
      ok: () => 'fine',
      broken: () => {
        throw new Error('down');
      },
    };
    expect(
      (await runOn('type Query { ok: String broken: String! }', '{ ok broken }', failing)).data,
    ).toBeNull();
    expect((await runOn('type Query { ok: String broken: String }', '{ ok broken }', failing)).data).toEqual({
      ok: 'fine',
      broken: null,
    });
  });

  test('findSchemaChanges: field String! -> String breaks, String -> String! is safe; for arguments the other way round', () => {
    const before = buildSchema(
      'type Query { relaxed: String! tightened: String f(required: Int, optional: Int!): Int }',
    );
    const after = buildSchema(
      'type Query { relaxed: String tightened: String! f(required: Int!, optional: Int): Int }',
    );
    expect(findSchemaChanges(before, after).map((change) => change.type)).toEqual([
      'FIELD_CHANGED_KIND',
      'FIELD_CHANGED_KIND_SAFE',
      'ARG_CHANGED_KIND',
      'ARG_CHANGED_KIND_SAFE',
    ]);
    expect(Object.values(graphql17.BreakingChangeType)).toEqual(
      expect.arrayContaining(['FIELD_CHANGED_KIND', 'ARG_CHANGED_KIND']),
    );
    expect(Object.values(graphql17.SafeChangeType)).toEqual(
      expect.arrayContaining(['FIELD_CHANGED_KIND_SAFE', 'ARG_CHANGED_KIND_SAFE']),
    );
  });
});

describe('lists', () => {
  const listTypes = ['[String]', '[String!]', '[String]!', '[String!]!'];
  const tagsOf = async (type: string, tags: unknown, operation = '') =>
    runOn(`directive ${directive} on QUERY type Query { tags: ${type} }`, `query ${operation} { tags }`, {
      tags,
    });

  test('the table: what a client receives for each list type, for ["a", null, "c"] and for null', async () => {
    const summary = async (type: string, tags: unknown) => {
      const result = await tagsOf(type, tags);
      return {data: result.data, paths: result.errors?.map((error) => error.path) ?? []};
    };
    const table: Record<string, unknown[]> = {};
    for (const type of listTypes)
      table[type] = [await summary(type, ['a', null, 'c']), await summary(type, null)];
    expect(table).toEqual({
      '[String]': [
        {data: {tags: ['a', null, 'c']}, paths: []},
        {data: {tags: null}, paths: []},
      ],
      '[String!]': [
        {data: {tags: null}, paths: [['tags', 1]]},
        {data: {tags: null}, paths: []},
      ],
      '[String]!': [
        {data: {tags: ['a', null, 'c']}, paths: []},
        {data: null, paths: [['tags']]},
      ],
      '[String!]!': [
        {data: null, paths: [['tags', 1]]},
        {data: null, paths: [['tags']]},
      ],
    });
  });

  test('the message for a null item names the field: Cannot return null for non-nullable field Query.tags.', async () => {
    expect((await tagsOf('[String!]', ['a', null, 'c'])).errors?.map((error) => error.message)).toEqual([
      'Cannot return null for non-nullable field Query.tags.',
    ]);
  });

  test('an item that is an Error, or a rejected promise, is treated like a null item, with its message', async () => {
    for (const failing of [new Error('bad tag'), Promise.reject(new Error('bad tag'))]) {
      const items = () => ['a', failing, 'c'];
      const nullable = await runOn('type Query { tags: [String] }', '{ tags }', {tags: items});
      expect(nullable).toMatchObject({
        data: {tags: ['a', null, 'c']},
        errors: [{message: 'bad tag', path: ['tags', 1]}],
      });
      const nonNull = await runOn('type Query { tags: [String!] }', '{ tags }', {tags: items});
      expect(nonNull).toMatchObject({data: {tags: null}, errors: [{message: 'bad tag', path: ['tags', 1]}]});
    }
  });

  test('in friends: [User!]!, one friend whose name fails takes the list, the viewer and data', async () => {
    const edited = await importWithEdit<{schema: GraphQLSchema; rootValue: unknown}>(
      `${dir}/profile.mjs`,
      "if (this.id === '1') {",
      "if (this.id === '2') {",
    );
    const result = asJson(
      await graphql({...edited, source: await readSample(`${dir}/viewer.graphql`)}),
    ) as Json;
    expect(result.data).toBeNull();
    expect(result.errors?.map((error) => error.path)).toEqual([['viewer', 'friends', 0, 'name']]);
  });
});

describe('turning propagation off in GraphQL.js 17', () => {
  test('node run.mjs viewer-without-propagation.graphql prints the output the page shows: the null stays in viewer.name', async () => {
    await expectShownOutput(
      await runScript(`${dir}/run.mjs`, ['viewer-without-propagation.graphql']),
      `${dir}/viewer-without-propagation.json`,
    );
    const shown = await readShownJson(`${dir}/viewer-without-propagation.json`);
    const before = (await readShownJson(`${dir}/viewer.json`)) as Json;
    expect((shown as Json).errors?.map(({message, path}) => ({message, path}))).toEqual(
      before.errors?.map(({message, path}) => ({message, path})),
    );
  });

  test('the directive works on queries, mutations and subscriptions; operations without it keep propagation', async () => {
    const sdl = `directive ${directive} on QUERY | MUTATION | SUBSCRIPTION
      type Query { item: Item! } type Mutation { save: Item! } type Subscription { updates: Item! }
      type Item { id: ID! name: String! }`;
    const failing = {id: '1', name: () => null};
    const root = {
      item: failing,
      save: failing,
      updates: async function* () {
        yield {updates: failing};
      },
    };
    const withSchema = buildSchema(sdl);
    const run = async (operation: string, marked: boolean) => {
      const document = parse(
        `${operation} ${marked ? directive : ''} { ${operation === 'query' ? 'item' : operation === 'mutation' ? 'save' : 'updates'} { id name } }`,
      );
      expect(validate(withSchema, document)).toEqual([]);
      if (operation !== 'subscription')
        return asJson(await execute({schema: withSchema, document, rootValue: root}));
      const stream = (await subscribe({
        schema: withSchema,
        document,
        rootValue: root,
      })) as AsyncGenerator<ExecutionResult>;
      const first = await stream.next();
      await stream.return(undefined);
      return asJson(first.value);
    };
    for (const operation of ['query', 'mutation', 'subscription']) {
      const field = {query: 'item', mutation: 'save', subscription: 'updates'}[operation]!;
      expect((await run(operation, true)).data, operation).toEqual({[field]: {id: '1', name: null}});
      expect((await run(operation, false)).data, operation).toBeNull();
    }
  });

  test('without the declaration, validation rejects the operation: Unknown directive', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const undeclared = buildSchema(sdl.slice(sdl.indexOf('type Query')));
    const document = parse(await readSample(`${dir}/viewer-without-propagation.graphql`));
    expect(validate(undeclared, document).map((error) => error.message)).toEqual([
      'Unknown directive "@experimental_disableErrorPropagation".',
    ]);
  });

  test('GraphQLDisableErrorPropagationDirective is internal, not exported from graphql, not among the specifiedDirectives', async () => {
    expect('GraphQLDisableErrorPropagationDirective' in graphql17).toBe(false);
    expect(specifiedDirectives.map((specified) => specified.name)).not.toContain(
      'experimental_disableErrorPropagation',
    );
    const typings = await readFile(path.join(siteDir, 'node_modules/graphql/type/directives.d.ts'), 'utf8');
    expect(typings).toMatch(
      /\/\*\*\n \* Disables error propagation \(experimental\)\.\n \*\n \* @internal\n \*\/\nexport declare const GraphQLDisableErrorPropagationDirective: GraphQLDirective;/,
    );
    const {GraphQLDisableErrorPropagationDirective} = await import('graphql/type/directives.js' as string);
    expect(GraphQLDisableErrorPropagationDirective.name).toBe('experimental_disableErrorPropagation');
    expect(GraphQLDisableErrorPropagationDirective.locations).toEqual(['QUERY', 'MUTATION', 'SUBSCRIPTION']);
  });

  test('in code, a GraphQLDirective of your own with that name works; execution looks for the name only', async () => {
    const build = (locations: DirectiveLocation[]) =>
      new GraphQLSchema({
        query: new GraphQLObjectType({
          name: 'Query',
          fields: {
            viewer: {
              type: new GraphQLNonNull(
                new GraphQLObjectType({
                  name: 'User',
                  fields: {id: {type: GraphQLID}, name: {type: new GraphQLNonNull(GraphQLString)}},
                }),
              ),
              resolve: () => ({id: '1', name: null}),
            },
          },
        }),
        directives: [
          ...specifiedDirectives,
          new GraphQLDirective({name: 'experimental_disableErrorPropagation', locations}),
        ],
      });
    const source = `query ${directive} { viewer { id name } }`;
    const all = [DirectiveLocation.QUERY, DirectiveLocation.MUTATION, DirectiveLocation.SUBSCRIPTION];
    for (const locations of [all, [DirectiveLocation.QUERY]]) {
      expect(asJson(await graphql({schema: build(locations), source})).data).toEqual({
        viewer: {id: '1', name: null},
      });
    }
  });

  test('graphql and execute take no option for it; onError passed anyway changes nothing', async () => {
    const source = await readSample(`${dir}/viewer.graphql`);
    // @ts-expect-error: GraphQLArgs has no onError
    const result = await graphql({schema, rootValue, source, onError: 'NULL'});
    expect(asJson(result)).toEqual(await readShownJson(`${dir}/viewer.json`));
    const document = parse(source);
    // @ts-expect-error: ExecutionArgs has no onError
    const executed = await execute({schema, rootValue, document, onError: 'NO_PROPAGATE'});
    expect(asJson(executed).data).toBeNull();
  });

  test('with propagation off, every null in a non-null position has an error whose path points exactly there', async () => {
    const sdl = await readSample(`${dir}/schema.graphql`);
    const cases: [string, string[], unknown][] = [
      [await readSample(`${dir}/viewer-without-propagation.graphql`), ['viewer', 'viewer.name'], rootValue],
    ];
    for (const [source, nonNull, root] of cases) {
      const result = await runOn(sdl, source, root);
      const paths = (result.errors ?? []).map((error) => error.path!.join('.'));
      expect(nullsInNonNullPositions(result.data, nonNull)).toEqual(paths);
      expect(paths).toEqual(['viewer.name']);
    }
    for (const type of ['[String!]', '[String!]!']) {
      const result = await runOn(
        `directive ${directive} on QUERY type Query { tags: ${type} }`,
        `query ${directive} { tags }`,
        {tags: ['a', null, 'c']},
      );
      expect(result.data).toEqual({tags: ['a', null, 'c']});
      expect(nullsInNonNullPositions(result.data, ['tags[]'])).toEqual(
        result.errors?.map((error) => error.path!.join('.')),
      );
    }
  });

  test('GraphQL.js 16: the declared directive passes validation, execution ignores it, and data is null', async () => {
    const code = `
      import { readFileSync } from 'node:fs';
      import { graphql, parse, validate, version } from 'graphql';
      import { rootValue, schema } from './profile.mjs';
      const source = readFileSync('viewer-without-propagation.graphql', 'utf8');
      const errors = validate(schema, parse(source));
      console.log(JSON.stringify({ version, errors, result: await graphql({ schema, rootValue, source }) }));`;
    const {version, errors, result} = JSON.parse(await evalModule(code, {cwd: example(dir), graphql: 16}));
    expect(version).toBe('16.15.0');
    expect(errors).toEqual([]);
    expect(result.data).toBeNull();
    expect(result.errors.map((error: {path: string[]}) => error.path)).toEqual([['viewer', 'name']]);
  });
});

test('Int! rejects "twelve" and turns "12" into 12, as the page says', async () => {
  const schema12 = graphql17.buildSchema('type Query { count: Int! }');
  const run = async (count: unknown) =>
    asJson(await graphql17.graphql({schema: schema12, source: '{ count }', rootValue: {count}}));
  expect(await run('12')).toEqual({data: {count: 12}});
  const refused = await run('twelve');
  expect(refused.data).toBeNull();
  expect(refused.errors[0].message).toBe('Int cannot represent non-integer value: "twelve"');
  const page = (
    await readFile(path.join(siteDir, 'docs', 'guides', 'nullability-and-error-propagation.mdx'), 'utf8')
  ).replaceAll(/\s+/g, ' ');
  expect(page).toContain(
    'such as the string `"twelve"` for an `Int!`. A numeric string such as `"12"` is not rejected',
  );
});
