import DataLoader from 'dataloader';
import {
  buildSchema,
  getDirectiveValues,
  graphql,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  print,
  type GraphQLSchema as Schema,
} from 'graphql';
import {afterEach, describe, expect, test, vi} from 'vitest';
import {app} from '../../guides/authorization-strategies/app.mjs';
import {applyAuthDirective} from '../../guides/authorization-strategies/auth-directive.mjs';
import {createContext, viewerFor} from '../../guides/authorization-strategies/context.mjs';
import * as db from '../../guides/authorization-strategies/db.mjs';
import {adminSchema, rootValue, schema, schemaFor} from '../../guides/authorization-strategies/schema.mjs';
import {
  asJson,
  curlBody,
  curlCommandsIn,
  expectShownOutput,
  listenOnFreePort,
  postGraphQL,
  readPage,
  readSample,
  readShownJson,
  runCurl,
  runScript,
  startServerScript,
  type RunningServer,
} from '../harness';

const dir = 'guides/authorization-strategies';
const page = 'guides/authorization-strategies';
let server: RunningServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

type Viewer = {id: string; role: string} | null;
const viewers: Record<string, Viewer> = {
  anonymous: null,
  alice: viewerFor('Bearer alice-token'),
  bob: viewerFor('Bearer bob-token'),
  carol: viewerFor('Bearer carol-token'),
};

/** Runs an operation file in this process, as run-as.mjs does, without changing the database. */
async function runAs(name: string, file: string, variables?: Record<string, unknown>, over?: Schema) {
  const viewer = viewers[name];
  return asJson(
    await graphql({
      schema: over ?? schemaFor(viewer),
      source: await readSample(`${dir}/${file}`),
      rootValue,
      contextValue: createContext(viewer),
      variableValues: variables,
    }),
  );
}

describe('run-as.mjs', () => {
  const runs: [string, string, string | undefined, string][] = [
    ['anonymous', 'posts.graphql', undefined, 'posts-anonymous.json'],
    ['alice', 'posts.graphql', undefined, 'posts-alice.json'],
    ['bob', 'post.graphql', '{"id": "2"}', 'post-bob.json'],
    ['carol', 'publish.graphql', '{"id": "2"}', 'publish-carol.json'],
    ['bob', 'publish.graphql', '{"id": "2"}', 'publish-bob.json'],
    ['anonymous', 'publish.graphql', '{"id": "2"}', 'publish-anonymous.json'],
    ['carol', 'users.graphql', undefined, 'users-carol.json'],
    ['alice', 'users.graphql', undefined, 'users-alice.json'],
  ];
  test.each(runs)(
    'node run-as.mjs %s %s %s prints what the page shows',
    async (name, file, variables, output) => {
      const args = [name, file, ...(variables ? [variables] : [])];
      const command = `node run-as.mjs ${name} ${file}${variables ? ` '${variables}'` : ''}`;
      expect(await readPage(page)).toContain(command);
      await expectShownOutput(await runScript(`${dir}/run-as.mjs`, args), `${dir}/${output}`);
    },
  );
});

describe('per-object checks and hiding', () => {
  test('an anonymous visitor gets the published posts and no email addresses; Alice also her draft and her own address', async () => {
    const anonymous = (await runAs('anonymous', 'posts.graphql')) as {data: {posts: {published: boolean}[]}};
    expect(anonymous.data.posts.every((post) => post.published)).toBe(true);
    expect(JSON.stringify(anonymous)).not.toContain('@example.com');
    const alice = JSON.stringify(await runAs('alice', 'posts.graphql'));
    expect(alice).toContain('"published":false');
    expect(alice).toContain('alice@example.com');
    expect(alice).not.toContain('bob@example.com');
  });

  test('Carol, an admin, gets the draft; Bob gets null, as for an id that does not exist, and no error', async () => {
    expect(await runAs('carol', 'post.graphql', {id: '2'})).toEqual({
      data: {post: {title: 'Plans for next year', published: false}},
    });
    const draft = await runAs('bob', 'post.graphql', {id: '2'});
    expect(draft).toEqual({data: {post: null}});
    expect(await runAs('bob', 'post.graphql', {id: '99'})).toEqual(draft);
  });

  test('User.email runs its rule on every path that leads to a user', async () => {
    // Through `me`, through a post's author: the same rule.
    const source = '{ me { email } post(id: "1") { author { email } } }';
    const ask = async (name: string) =>
      asJson(await graphql({schema, source, rootValue, contextValue: createContext(viewers[name])}));
    expect(await ask('alice')).toEqual({
      data: {me: {email: 'alice@example.com'}, post: {author: {email: 'alice@example.com'}}},
    });
    expect(await ask('bob')).toEqual({data: {me: {email: 'bob@example.com'}, post: {author: {email: null}}}});
    expect(await ask('carol')).toEqual({
      data: {me: {email: 'carol@example.com'}, post: {author: {email: 'alice@example.com'}}},
    });
  });

  test('in both refused mutations data is null: publishPost returns Post!', async () => {
    const mutation = schema.getMutationType()?.getFields().publishPost;
    expect(String(mutation?.type)).toBe('Post!');
    for (const file of ['publish-carol.json', 'publish-bob.json']) {
      expect(await readShownJson(`${dir}/${file}`)).toMatchObject({data: null});
    }
  });

  test('run as Alice, the mutation publishes the post', async () => {
    expect(
      JSON.parse(await runScript(`${dir}/run-as.mjs`, ['alice', 'publish.graphql', '{"id": "2"}'])),
    ).toEqual({
      data: {publishPost: {title: 'Plans for next year', published: true}},
    });
  });
});

describe('the @auth directive', () => {
  test("graphql-js keeps @auth on the field's astNode and gives it no behaviour", async () => {
    const plain = buildSchema(await readSample(`${dir}/schema.graphql`));
    const field = plain.getMutationType()!.getFields().publishPost;
    expect(field.resolve).toBeUndefined();
    expect(field.astNode?.directives?.map((directive) => directive.name.value)).toEqual(['auth']);
    // Without the wrapper, an anonymous request reaches the business layer, which knows nothing of @auth.
    const result = await runAs('anonymous', 'publish.graphql', {id: '2'}, plain);
    expect(result).toMatchObject({errors: [{extensions: {code: 'NOT_FOUND'}}]});
  });

  test('an anonymous publish is stopped by the directive before the business layer runs', async () => {
    db.queryLog.length = 0;
    expect(await runAs('anonymous', 'publish.graphql', {id: '2'})).toEqual(
      await readShownJson(`${dir}/publish-anonymous.json`),
    );
    expect(db.queryLog).toEqual([]);
  });

  test('getDirectiveValues reads the arguments with their defaults', () => {
    const auth = schema.getDirective('auth')!;
    const field = schema.getMutationType()!.getFields().publishPost;
    expect(getDirectiveValues(auth, field.astNode!)).toEqual({requires: 'USER'});
  });

  test('with requires: ADMIN on publishPost, the wrapper refuses users who are not admins', async () => {
    const sdl = (await readSample(`${dir}/schema.graphql`)).replace(
      '  publishPost(id: ID!): Post! @auth\n',
      '  publishPost(id: ID!): Post! @auth(requires: ADMIN)\n',
    );
    const adminOnly = applyAuthDirective(buildSchema(sdl));
    expect(await runAs('alice', 'publish.graphql', {id: '2'}, adminOnly)).toMatchObject({
      errors: [{message: 'Only admins can do this.', extensions: {code: 'FORBIDDEN'}}],
      data: null,
    });
    // Carol passes the directive; the business layer still refuses her, as she is not the author.
    expect(await runAs('carol', 'publish.graphql', {id: '2'}, adminOnly)).toEqual(
      await readShownJson(`${dir}/publish-carol.json`),
    );
  });

  test('attack: @auth on an interface field protects every implementation, asked for directly or through the interface', async () => {
    const sdl = `
      directive @auth(requires: Role = USER) on FIELD_DEFINITION
      enum Role { USER ADMIN }
      interface Account { id: ID! email: String @auth(requires: ADMIN) }
      type Member implements Account { id: ID! email: String }
      type Query { account: Account member: Member }
    `;
    const guarded = applyAuthDirective(buildSchema(sdl));
    const member = {__typename: 'Member', id: '1', email: 'ada@example.com'};
    const run = async (source: string, viewer: unknown) =>
      asJson(
        await graphql({
          schema: guarded,
          source,
          rootValue: {account: member, member},
          contextValue: {viewer},
        }),
      );
    for (const source of [
      '{ member { email } }',
      '{ account { email } }',
      '{ account { ... on Member { email } } }',
    ]) {
      expect(await run(source, {role: 'USER'}), source).toMatchObject({
        errors: [{message: 'Only admins can do this.', extensions: {code: 'FORBIDDEN'}}],
      });
      expect(await run(source, undefined), source).toMatchObject({
        errors: [{extensions: {code: 'UNAUTHENTICATED'}}],
      });
      expect(JSON.stringify(await run(source, {role: 'ADMIN'}))).toContain('ada@example.com');
    }
    expect(await readPage('guides/authorization-strategies')).toContain('on an interface it implements');
  });

  test('a schema written in code has no astNode on its fields', () => {
    const codeFirst = new GraphQLSchema({
      query: new GraphQLObjectType({name: 'Query', fields: {a: {type: GraphQLString}}}),
    });
    expect(codeFirst.getQueryType()!.getFields().a.astNode).toBeUndefined();
  });
});

describe('a schema per audience', () => {
  test('buildSchema applies an extend type to the type it extends, and users checks the role itself', async () => {
    const query = adminSchema.getQueryType()!;
    expect(Object.keys(query.getFields())).toEqual(['me', 'post', 'posts', 'users']);
    expect(query.extensionASTNodes).toHaveLength(1);
    // If schemaFor ever handed Alice the admin schema, @auth(requires: ADMIN) still refuses her.
    expect(await runAs('alice', 'users.graphql', undefined, adminSchema)).toMatchObject({
      errors: [{message: 'Only admins can do this.', extensions: {code: 'FORBIDDEN'}}],
      data: null,
    });
    expect(await runAs('anonymous', 'publish.graphql', {id: '2'}, adminSchema)).toEqual(
      await readShownJson(`${dir}/publish-anonymous.json`),
    );
  });

  test('for Alice the users field does not exist, and introspection does not list it', async () => {
    const introspect = async (name: string) => {
      const result = await graphql({
        schema: schemaFor(viewers[name]),
        source: '{ __type(name: "Query") { fields { name } } }',
      });
      return (asJson(result).data.__type.fields as {name: string}[]).map((field) => field.name);
    };
    expect(await introspect('alice')).toEqual(['me', 'post', 'posts']);
    expect(await introspect('carol')).toEqual(['me', 'post', 'posts', 'users']);
  });
});

describe('DataLoader without leaks', () => {
  test('a loader caches what its batch function returned under the key alone, so a viewer-dependent batch leaks', async () => {
    // What the page warns against: a batch function that filters for whoever asked first.
    let askingViewer: Viewer = null;
    const shared = new DataLoader(async (ids: readonly string[]) => {
      const rows: {id: string; published: boolean; authorId: string}[] = await db.findPosts([...ids]);
      return ids.map((id) => {
        const row = rows.find((post) => post.id === id);
        return row && (row.published || row.authorId === askingViewer?.id) ? row : null;
      });
    });
    askingViewer = viewers.alice;
    expect(await shared.load('2')).toMatchObject({title: 'Plans for next year'});
    askingViewer = viewers.bob;
    expect(await shared.load('2')).toMatchObject({title: 'Plans for next year'});
  });

  test("Alice's posts cost two queries: the posts, and one batch of users for the three authors", async () => {
    db.queryLog.length = 0;
    await runAs('alice', 'posts.graphql');
    expect(db.queryLog).toEqual(['posts', 'users 1,2']);
  });

  test('createContext makes new loaders for every request', async () => {
    expect(createContext(null).loaders.user).not.toBe(createContext(null).loaders.user);
    db.queryLog.length = 0;
    await runAs('alice', 'post.graphql', {id: '2'});
    await runAs('alice', 'post.graphql', {id: '2'});
    expect(db.queryLog).toEqual(['posts 2', 'posts 2']);
  });
});

describe('attacks on the rules', () => {
  test('attack: aliases, fragments and variables reach a draft and an address no more than a plain selection', async () => {
    const source = `query ($id: ID!) {
      a: post(id: "2") { title }
      ... on Query { b: post(id: $id) { title } }
      ...Drafts
      posts { ... on Post { author { email ... { e: email } } } }
    }
    fragment Drafts on Query { c: post(id: "2") { ... on Post { title } } }`;
    const result = asJson(
      await graphql({
        schema,
        source,
        rootValue,
        contextValue: createContext(viewers.bob),
        variableValues: {id: '2'},
      }),
    ) as {data: {a: unknown; b: unknown; c: unknown; posts: {author: {email: unknown; e: unknown}}[]}};
    expect([result.data.a, result.data.b, result.data.c]).toEqual([null, null, null]);
    // Bob sees his own address and no one else's, however the field is asked for.
    const addresses = result.data.posts.flatMap(({author}) => [author.email, author.e]);
    expect(addresses.filter((email) => email !== null && email !== 'bob@example.com')).toEqual([]);
    expect(JSON.stringify(result)).not.toContain('Plans for next year');
  });

  test('attack: tokens named after prototype keys, other schemes and a session cookie sign no one in', async () => {
    for (const authorization of [
      'Bearer constructor',
      'Bearer __proto__',
      'Bearer toString',
      'Bearer hasOwnProperty',
      'Bearer ',
      'Basic alice-token',
      'alice-token',
      'Bearer alice-token-forged',
    ]) {
      expect(viewerFor(authorization), authorization).toBeNull();
    }
    // The recipe reads the Authorization header only, which a browser never adds by itself to a
    // cross-site request: a cookie, sent with every request, signs no one in.
    server = await listenOnFreePort(app);
    const query = await readSample(`${dir}/posts.graphql`);
    const withCookie = await postGraphQL(`${server.url}/graphql`, {query}, {cookie: 'session=alice-token'});
    expect(withCookie.json).toEqual(await readShownJson(`${dir}/posts-anonymous.json`));
    const users = await postGraphQL(
      `${server.url}/graphql`,
      {query: await readSample(`${dir}/users.graphql`)},
      {authorization: 'Bearer __proto__', cookie: 'token=carol-token'},
    );
    // What every viewer but an admin gets: the field does not exist.
    expect(users.json).toEqual(await readShownJson(`${dir}/users-alice.json`));
  });
});

describe('serving it', () => {
  test('graphql-http calls context before schema, so the schema follows the token', async () => {
    server = await listenOnFreePort(app);
    const url = `${server.url}/graphql`;
    const query = await readSample(`${dir}/users.graphql`);
    expect((await postGraphQL(url, {query}, {authorization: 'Bearer carol-token'})).json).toEqual(
      await readShownJson(`${dir}/users-carol.json`),
    );
    expect((await postGraphQL(url, {query}, {authorization: 'Bearer alice-token'})).json).toEqual(
      await readShownJson(`${dir}/users-alice.json`),
    );
  });

  test("the curl command with Alice's token gets Alice's list; without the header, the anonymous one", async () => {
    const started = await startServerScript(`${dir}/server.mjs`);
    server = started;
    expect(started.stdout).toBe('GraphQL API ready at http://localhost:4000/graphql\n');
    const [command] = await curlCommandsIn(page);
    expect(print(parse(curlBody(command).query))).toBe(
      print(parse(await readSample(`${dir}/posts.graphql`))),
    );
    expect(JSON.parse(await runCurl(command, started.url))).toEqual(
      await readShownJson(`${dir}/posts-alice.json`),
    );
    expect(command).toContain("--header 'authorization: Bearer alice-token'");
    const anonymous = await postGraphQL(`${started.url}/graphql`, curlBody(command));
    expect(anonymous.json).toEqual(await readShownJson(`${dir}/posts-anonymous.json`));
  });
});
