import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {setTimeout as wait} from 'node:timers/promises';
import {
  AbortedGraphQLExecutionError,
  buildSchema,
  defaultHarness,
  execute,
  graphql,
  graphqlSync,
  GraphQLDeferDirective,
  GraphQLSchema,
  parse,
  specifiedDirectives,
  specifiedRules,
  subscribe,
  validate,
  type AsyncWorkFinishedInfo,
  type ExecutionResult,
  type GraphQLHarness,
  type GraphQLResolveInfo,
} from 'graphql';
import ts from 'typescript';
import {describe, expect, test} from 'vitest';
import {asJson, expectShownOutput, readPage, readSample, runPlayground, runScript, siteDir} from '../harness';

const dir = 'guides/abort-signals-and-execution-hooks';

/** The shop sample, imported as the scripts import it; its `events` grow with every run in this file. */
async function shop(): Promise<{
  schema: GraphQLSchema;
  rootValue: Record<string, unknown>;
  events: string[];
}> {
  return import('../../guides/abort-signals-and-execution-hooks/shop.mjs');
}

/** Runs a shown script and parses what it printed. */
/** A promise that rejects with what `run` rejects or throws with, so a test can inspect it. */
async function failure(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

/** The messages of a result's errors. */
const messagesOf = (result: ExecutionResult) => (result.errors ?? []).map((error) => error.message);

/** The members of graphql's ValidationOptions, each with its type without null and undefined, from its declaration. */
async function validationOptions(): Promise<[string, string][]> {
  const file = path.join(siteDir, 'node_modules', 'graphql', 'validation', 'validate.d.ts');
  const source = ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'ValidationOptions',
  );
  if (!declaration) throw new Error(`${file} declares no ValidationOptions`);
  return declaration.members.map((member) => {
    const type = ts.isPropertySignature(member) ? (member.type?.getText(source) ?? '') : '';
    return [member.name?.getText(source) ?? '', type.replace(/^Maybe<(.*)>$/, '$1')];
  });
}

/** Hooks that record each call, and a promise of the first one. */
function recordingHooks() {
  const calls: AsyncWorkFinishedInfo[] = [];
  let called!: () => void;
  const firstCall = new Promise<void>((resolve) => (called = resolve));
  return {
    calls,
    firstCall,
    hooks: {
      asyncWorkFinished(info: AsyncWorkFinishedInfo) {
        calls.push(info);
        called();
      },
    },
  };
}

test('without cancelling, the order query takes about a second, the time of the slowest field (the playground)', async () => {
  const started = performance.now();
  const [result] = await runPlayground({
    schema: await readSample(`${dir}/schema.graphql`),
    resolvers: await readSample(`${dir}/shop.mjs`),
    query: await readSample(`${dir}/order.graphql`),
    fileNames: {resolvers: 'shop.mjs'},
  });
  const took = performance.now() - started;
  expect(result).toEqual({
    data: {
      order: {status: 'PAID', shipment: {carrier: 'Parcelforce'}, recommendations: ['Desk lamp', 'Notebook']},
    },
  });
  expect(took).toBeGreaterThanOrEqual(1000);
  // Not the sum of the fields' waits: the slowest field starts before the others finish, so they wait side by
  // side. Shown by the order the resolvers ran in, since an upper bound on the duration fails on a busy machine.
  const {schema, rootValue, events} = await shop();
  const before = events.length;
  await graphql({schema, rootValue, source: await readSample(`${dir}/order.graphql`)});
  const ran = events.slice(before);
  expect(ran.indexOf('Order.recommendations started')).toBeGreaterThanOrEqual(0);
  expect(ran.indexOf('Order.recommendations started')).toBeLessThan(ran.indexOf('Order.shipment finished'));
});

describe('cancelling an operation', () => {
  test('cancel.mjs prints the page output: the error, the partial result and what the resolvers did', async () => {
    await expectShownOutput(await runScript(`${dir}/cancel.mjs`), `${dir}/cancel.json`);
  });

  test('graphql rejects the moment the signal fires, without waiting for running resolvers; abortedResult waits for them', async () => {
    const {schema, rootValue, events} = await shop();
    const before = events.length;
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('gone')), 50);
    const error = await failure(() =>
      graphql({
        schema,
        rootValue,
        source: '{ order(id: "1") { shipment { carrier } } }',
        abortSignal: controller.signal,
      }),
    );
    expect(error).toBeInstanceOf(AbortedGraphQLExecutionError);
    expect(events.slice(before)).toEqual(['Order.shipment started']);
    const partial = await (error as AbortedGraphQLExecutionError<ExecutionResult>).abortedResult;
    expect(events.slice(before)).toEqual(['Order.shipment started', 'Order.shipment finished']);
    expect(asJson(partial).data).toEqual({order: {shipment: null}});
  });

  test('abortedResult is a promise when a field waits, and the result itself when the signal fires during an execution in which no field waits', async () => {
    const schema = buildSchema('type Query { a: String b: String }');
    const waiting = new AbortController();
    setTimeout(() => waiting.abort(new Error('gone')), 10);
    const later = (await failure(() =>
      graphql({schema, source: '{ a }', rootValue: {a: () => wait(50, 'A')}, abortSignal: waiting.signal}),
    )) as AbortedGraphQLExecutionError<ExecutionResult>;
    expect(later).toBeInstanceOf(AbortedGraphQLExecutionError);
    expect(later.abortedResult).toBeInstanceOf(Promise);
    expect(asJson(await later.abortedResult).data).toEqual({a: null});

    // A resolver that aborts the controller before it returns: execution never waited.
    const during = new AbortController();
    const error = (await failure(() =>
      graphql({
        schema,
        source: '{ a b }',
        rootValue: {a: () => (during.abort(new Error('gone')), 'A'), b: 'B'},
        abortSignal: during.signal,
      }),
    )) as AbortedGraphQLExecutionError<ExecutionResult>;
    expect(error).toBeInstanceOf(AbortedGraphQLExecutionError);
    expect(error.abortedResult).not.toBeInstanceOf(Promise);
    expect(asJson(error.abortedResult)).toEqual({data: {a: 'A', b: 'B'}});
    // await reads both.
    expect(asJson(await error.abortedResult)).toEqual({data: {a: 'A', b: 'B'}});

    // The same abort beside a field that waits: a promise again.
    const beside = new AbortController();
    const mixed = (await failure(() =>
      graphql({
        schema,
        source: '{ a b }',
        rootValue: {a: () => (beside.abort(new Error('gone')), 'A'), b: async () => 'B'},
        abortSignal: beside.signal,
      }),
    )) as AbortedGraphQLExecutionError<ExecutionResult>;
    expect(mixed.abortedResult).toBeInstanceOf(Promise);
  });

  test('resolvers get the same reason on info.getAbortSignal(); the message and cause come from the reason', async () => {
    const schema = buildSchema('type Query { slow: String }');
    const reason = new Error('Client disconnected');
    let seen: AbortSignal | undefined;
    const controller = new AbortController();
    const error = await failure(() => {
      const running = graphql({
        schema,
        source: '{ slow }',
        rootValue: {
          slow: (_: unknown, __: unknown, info: GraphQLResolveInfo) => (
            (seen = info.getAbortSignal()),
            wait(200)
          ),
        },
        abortSignal: controller.signal,
      });
      setTimeout(() => controller.abort(reason), 20);
      return running;
    });
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBe(reason);
    expect((error as Error).message).toBe('Client disconnected');
    expect((error as Error).cause).toBe(reason);
  });

  test('no new resolvers start: nothing below a value that arrives too late runs, list items included', async () => {
    const schema = buildSchema('type Query { items: [Item] } type Item { name: String }');
    const ran: string[] = [];
    const item = {name: () => (ran.push('name'), 'x')};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const error = await failure(() =>
      graphql({
        schema,
        source: '{ items { name } }',
        rootValue: {items: () => [wait(60, item), wait(60, item)]},
        abortSignal: controller.signal,
      }),
    );
    const partial = await (error as AbortedGraphQLExecutionError<ExecutionResult>).abortedResult;
    expect(ran).toEqual([]);
    expect(asJson(partial).data).toEqual({items: [null, null]});
  });

  test('checkout.mjs prints the page output: the card is charged, the receipt never sent, data is null', async () => {
    await expectShownOutput(await runScript(`${dir}/checkout.mjs`), `${dir}/checkout.json`);
  });

  test('AbortSignal.timeout aborts with a TimeoutError, whose message the error repeats', async () => {
    const {schema, rootValue} = await shop();
    const error = (await failure(() =>
      graphql({
        schema,
        rootValue,
        source: '{ order(id: "1") { shipment { carrier } } }',
        abortSignal: AbortSignal.timeout(10),
      }),
    )) as Error;
    await (error as AbortedGraphQLExecutionError<unknown>).abortedResult;
    expect((error.cause as Error).name).toBe('TimeoutError');
    expect(error.message).toBe((error.cause as Error).message);
  });

  test('already-aborted.mjs prints the page output: the reason itself, thrown synchronously by execute, and no resolver ran', async () => {
    await expectShownOutput(await runScript(`${dir}/already-aborted.mjs`), `${dir}/already-aborted.json`);
  });

  test('a signal that fires after the result is complete changes nothing', async () => {
    const {schema, rootValue} = await shop();
    const controller = new AbortController();
    const result = await graphql({
      schema,
      rootValue,
      source: '{ order(id: "1") { status } }',
      abortSignal: controller.signal,
    });
    controller.abort();
    expect(asJson(result)).toEqual({data: {order: {status: 'PAID'}}});
  });

  test('graphql-js aborts the signal resolvers see once the operation is complete, with no caller signal', async () => {
    const schema = buildSchema('type Query { a: String }');
    let seen: AbortSignal | undefined;
    const result = await graphql({
      schema,
      source: '{ a }',
      rootValue: {
        a: (_: unknown, __: unknown, info: GraphQLResolveInfo) => (
          (seen = info.getAbortSignal()),
          wait(5, 'A')
        ),
      },
    });
    expect(asJson(result)).toEqual({data: {a: 'A'}});
    expect(seen?.aborted).toBe(true);
  });

  test("a subscription's signal acts on its stream: a waiting next() rejects with the reason", async () => {
    const schema = buildSchema('type Query { a: String } type Subscription { tick: Int }');
    async function* ticks() {
      await wait(1000);
      yield {tick: 1};
    }
    const controller = new AbortController();
    const stream = (await subscribe({
      schema,
      document: parse('subscription { tick }'),
      rootValue: {tick: ticks},
      abortSignal: controller.signal,
    })) as AsyncGenerator<ExecutionResult>;
    const reason = new Error('unsubscribed');
    const next = stream.next();
    controller.abort(reason);
    await expect(next).rejects.toBe(reason);
  });

  test('execute, like graphql, rejects instead of returning a result', async () => {
    const {schema, rootValue} = await shop();
    const error = await failure(() =>
      execute({
        schema,
        rootValue,
        document: parse('{ order(id: "1") { shipment { carrier } } }'),
        abortSignal: AbortSignal.timeout(10),
      }),
    );
    expect(error).toBeInstanceOf(AbortedGraphQLExecutionError);
    await (error as AbortedGraphQLExecutionError<unknown>).abortedResult;
  });
});

describe('execution hooks', () => {
  test('hooks.mjs prints the page output: the response first, then the audit record, then the release', async () => {
    await expectShownOutput(await runScript(`${dir}/hooks.mjs`), `${dir}/hooks.json`);
  });

  test('the hook waits for work whose result is thrown away: after an abort, and after a failed non-null sibling', async () => {
    const {schema, rootValue, events} = await shop();
    const before = events.length;
    const aborted = recordingHooks();
    const error = await failure(() =>
      graphql({
        schema,
        rootValue,
        source: '{ order(id: "1") { shipment { carrier } } }',
        abortSignal: AbortSignal.timeout(20),
        hooks: aborted.hooks,
      }),
    );
    expect(error).toBeInstanceOf(AbortedGraphQLExecutionError);
    expect(aborted.calls).toHaveLength(0);
    await aborted.firstCall;
    expect(events.slice(before)).toEqual(['Order.shipment started', 'Order.shipment finished']);

    const sibling = recordingHooks();
    const done: string[] = [];
    const result = await graphql({
      schema: buildSchema('type Query { a: A! } type A { broken: String! slow: String }'),
      source: '{ a { broken slow } }',
      rootValue: {
        a: {
          broken: () => Promise.reject(new Error('broken')),
          slow: () => wait(50).then(() => done.push('slow')),
        },
      },
      hooks: sibling.hooks,
    });
    expect(result.data).toBe(null);
    expect(done).toEqual([]);
    await sibling.firstCall;
    expect(done).toEqual(['slow']);
  });

  test('a promise graphql-js does not know about is not waited for', async () => {
    const {calls, firstCall, hooks} = recordingHooks();
    const done: string[] = [];
    await graphql({
      schema: buildSchema('type Query { a: String }'),
      source: '{ a }',
      rootValue: {a: () => (void wait(50).then(() => done.push('untracked')), 'A')},
      hooks,
    });
    await firstCall;
    expect(calls).toHaveLength(1);
    expect(done).toEqual([]);
  });

  test('promiseAll keeps the other promises watched when one rejects early; Promise.all does not', async () => {
    const schema = buildSchema('type Query { a: String }');
    async function run(all: 'promiseAll' | 'Promise.all'): Promise<string[]> {
      const {firstCall, hooks} = recordingHooks();
      const done: string[] = [];
      await graphql({
        schema,
        source: '{ a }',
        hooks,
        rootValue: {
          a: (_: unknown, __: unknown, info: GraphQLResolveInfo) => {
            const promises = [Promise.reject(new Error('fast')), wait(50).then(() => done.push('slow'))];
            return all === 'promiseAll' ? info.getAsyncHelpers().promiseAll(promises) : Promise.all(promises);
          },
        },
      });
      await firstCall;
      return [...done];
    }
    expect(await run('promiseAll')).toEqual(['slow']);
    expect(await run('Promise.all')).toEqual([]);
  });

  test('it runs once per execution, with the operation, the coerced variables and the contextValue', async () => {
    const {calls, firstCall, hooks} = recordingHooks();
    const contextValue = {db: 'connection'};
    await graphql({
      schema: buildSchema('type Query { a(n: Int): Int }'),
      source: 'query Count($n: Int) { a(n: $n) }',
      rootValue: {a: async ({n}: {n: number}) => n},
      variableValues: {n: 3},
      contextValue,
      hooks,
    });
    await firstCall;
    await wait(10);
    expect(calls).toHaveLength(1);
    const args = calls[0].validatedExecutionArgs;
    expect(args.operation.name?.value).toBe('Count');
    expect(args.variableValues.coerced).toEqual({n: 3});
    expect(args.contextValue).toBe(contextValue);
  });

  test('when nothing is pending, it runs synchronously, before execute returns', () => {
    const {calls, hooks} = recordingHooks();
    const result = execute({
      schema: buildSchema('type Query { a: String }'),
      document: parse('{ a }'),
      rootValue: {a: 'A'},
      hooks,
    });
    expect(calls).toHaveLength(1);
    expect(asJson(result)).toEqual({data: {a: 'A'}});
  });

  test('it is not called when execution never starts: a variable of the wrong type', async () => {
    const {calls, hooks} = recordingHooks();
    const result = await graphql({
      schema: buildSchema('type Query { a(n: Int!): Int }'),
      source: 'query ($n: Int!) { a(n: $n) }',
      variableValues: {n: 'three'},
      hooks,
    });
    await wait(10);
    expect(result.errors).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  test('an error it throws is swallowed: it reaches neither the result nor the caller', async () => {
    const result = await graphql({
      schema: buildSchema('type Query { a: String }'),
      source: '{ a }',
      rootValue: {a: async () => 'A'},
      hooks: {
        asyncWorkFinished() {
          throw new Error('hook bug');
        },
      },
    });
    await wait(10);
    expect(asJson(result)).toEqual({data: {a: 'A'}});
  });

  test('for a subscription, it runs once for each event, after that event’s execution', async () => {
    const {calls, hooks} = recordingHooks();
    async function* ticks() {
      yield {tick: 1};
      yield {tick: 2};
    }
    const stream = (await subscribe({
      schema: buildSchema('type Query { a: String } type Subscription { tick: Int }'),
      document: parse('subscription { tick }'),
      rootValue: {tick: ticks},
      hooks,
    })) as AsyncGenerator<ExecutionResult>;
    expect(calls).toHaveLength(0);
    const seen: number[] = [];
    for await (const event of stream) seen.push(calls.length, event.data?.tick as number);
    expect(seen).toEqual([1, 1, 2, 2]);
  });
});

describe('the harness', () => {
  const schema = buildSchema('type Query { a: String } type Subscription { tick: Int }');

  /** A harness that records which steps graphql() calls, with their arguments. */
  function recordingHarness(overrides: Partial<GraphQLHarness> = {}) {
    const steps: [string, unknown[]][] = [];
    const base = {...defaultHarness, ...overrides};
    const harness = Object.fromEntries(
      Object.entries(base).map(([name, step]) => [
        name,
        (...args: unknown[]) => (steps.push([name, args]), (step as (...a: unknown[]) => unknown)(...args)),
      ]),
    ) as unknown as GraphQLHarness;
    return {harness, steps, names: () => steps.map(([name]) => name)};
  }

  test("defaultHarness's four functions are parse, validate, execute and subscribe", () => {
    expect(defaultHarness).toEqual({parse, validate, execute, subscribe});
  });

  test('cached-requests.mjs prints the page output: two parses, two validations, three executions', async () => {
    await expectShownOutput(await runScript(`${dir}/cached-requests.mjs`), `${dir}/cached-requests.json`);
  });

  test('document-cache.mjs gives every execution a deadline unless the caller brought a signal', async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const signals: (AbortSignal | undefined)[] = [];
    const harness = createCachingHarness({timeoutMs: 30});
    const rootValue = {
      a: (_: unknown, __: unknown, info: GraphQLResolveInfo) =>
        wait(200, 'A', {signal: info.getAbortSignal()}),
    };
    const error = await failure(() => graphql({schema, source: '{ a }', rootValue, harness}));
    expect((error as Error).cause).toMatchObject({name: 'TimeoutError'});
    await (error as AbortedGraphQLExecutionError<unknown>).abortedResult;
    const own = new AbortController();
    await graphql({
      schema,
      source: '{ a }',
      harness: {
        ...harness,
        execute: (args) => (signals.push(args.abortSignal ?? undefined), harness.execute(args)),
      },
      rootValue: {a: 'A'},
      abortSignal: own.signal,
    });
    expect(signals).toEqual([own.signal]);
  });

  test("attack: a resolver that ignores the signal, or never settles, does not hold the caller past the harness's deadline", async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const harness = createCachingHarness({timeoutMs: 30});
    const events: string[] = [];
    const ignoring = {
      a: async () => {
        await wait(1_000);
        events.push('a finished');
        return 'A';
      },
    };
    const ignored = await failure(() => graphql({schema, source: '{ a }', rootValue: ignoring, harness}));
    expect(ignored).toBeInstanceOf(AbortedGraphQLExecutionError);
    expect((ignored as Error).cause).toMatchObject({name: 'TimeoutError'});
    // The caller has its error while the resolver is still running; the partial result waits for it.
    expect(events).toEqual([]);
    expect(await (ignored as AbortedGraphQLExecutionError<unknown>).abortedResult).toMatchObject({
      data: {a: null},
    });
    expect(events).toEqual(['a finished']);
    // A promise that never settles: the caller still gets its error, and the partial result never comes.
    const never = await failure(() =>
      graphql({schema, source: '{ a }', rootValue: {a: () => new Promise(() => {})}, harness}),
    );
    expect((never as Error).cause).toMatchObject({name: 'TimeoutError'});
    const partial = (never as AbortedGraphQLExecutionError<unknown>).abortedResult;
    expect(await Promise.race([partial, wait(200, 'still pending')])).toBe('still pending');
  });

  test('attack: a synchronous busy resolver outlasts the deadline, and its result is returned in full, as the page says', async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const harness = createCachingHarness({timeoutMs: 20});
    const busy = () => {
      const end = Date.now() + 200;
      while (Date.now() < end);
      return 'A';
    };
    const started = Date.now();
    const result = await graphql({schema, source: '{ a }', rootValue: {a: busy}, harness});
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(asJson(result)).toEqual({data: {a: 'A'}});
    expect((await readPage(`${dir}`)).replace(/\s+/g, ' ')).toContain(
      "no timer fires while it runs, so a deadline such as the harness's below passes unnoticed, and the complete result is returned late.",
    );
  });

  test('document-cache.mjs drops the oldest entry past maxDocuments', async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const harness = createCachingHarness({maxDocuments: 1});
    for (const source of ['{ a }', '{ __typename }', '{ __typename }', '{ a }']) {
      await graphql({schema, source, rootValue: {a: 'A'}, harness});
    }
    expect(harness.stats.parsed).toBe(3);
  });

  test('attack: a validation result cached with suggestions is not served to a request that hides them', async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const harness = createCachingHarness();
    const source = '{ aa }';
    const shown = await graphql({schema, source, harness});
    expect(messagesOf(shown)).toEqual(['Cannot query field "aa" on type "Query". Did you mean "a"?']);
    const hidden = await graphql({schema, source, harness, hideSuggestions: true});
    expect(messagesOf(hidden)).toEqual(messagesOf(await graphql({schema, source, hideSuggestions: true})));
    expect(messagesOf(hidden).join()).not.toContain('Did you mean');
  });

  test('document-cache.mjs keys validation by the schema, the document and every option of ValidationOptions', async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const options = await validationOptions();
    expect(options.map(([name]) => name).sort()).toEqual(
      ['allowEmptySelectionSets', 'hideSuggestions', 'maxErrors'].sort(),
    );
    for (const [name, type] of options) {
      const harness = createCachingHarness();
      const source = '{ aa bb cc }';
      await graphql({schema, source, harness});
      const value = type === 'number' ? 1 : true;
      const result = await graphql({schema, source, harness, [name]: value});
      expect(harness.stats.validated, name).toBe(2);
      expect(asJson(result), name).toEqual(asJson(await graphql({schema, source, [name]: value})));
      await graphql({schema, source, harness, [name]: value});
      expect(harness.stats.validated, name).toBe(2);
    }
    const page = await readPage(dir);
    for (const [name] of options) expect(page).toContain(`\`${name}\``);
  });

  test('not covered: a document cached for one request answers a later one whatever its parse options', async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const harness = createCachingHarness();
    const source = '{ a }';
    const limited = {schema, source, rootValue: {a: 'A'}, maxLexicalTokens: 2};
    expect(messagesOf(await graphql(limited))).toEqual([
      'Syntax Error: Document contains more than 2 tokens. Parsing aborted.',
    ]);
    await graphql({schema, source, rootValue: {a: 'A'}, harness});
    expect(asJson(await graphql({...limited, harness}))).toEqual({data: {a: 'A'}});
    expect(await readPage(dir)).toContain(
      'a request with\n  `maxLexicalTokens: 2` gets the cached document of `{ a }`, not the syntax error',
    );
  });

  test('not covered: a request that passes rules of its own is validated every time', async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const harness = createCachingHarness();
    let runs = 0;
    const counted = () => (runs++, {});
    for (let request = 0; request < 3; request++)
      await graphql({
        schema,
        source: '{ a }',
        rootValue: {a: 'A'},
        harness,
        rules: [...specifiedRules, counted],
      });
    expect(runs).toBe(3);
    expect(harness.stats).toMatchObject({parsed: 1, validated: 0, executed: 3});
    expect(await readPage(dir)).toContain('A request that passes `rules` is validated every time');
  });

  test('not covered: maxDocuments counts texts, not bytes', async () => {
    const {createCachingHarness} =
      await import('../../guides/abort-signals-and-execution-hooks/document-cache.mjs');
    const harness = createCachingHarness({maxDocuments: 2});
    const large = (field: string) => `{ ${`${field} `.repeat(10_000)}}`;
    const texts = [large('a'), large('__typename')];
    expect(texts[0].length).toBeGreaterThan(20_000);
    for (const source of [...texts, ...texts]) await graphql({schema, source, rootValue: {a: 'A'}, harness});
    // Both large texts are kept, each as one of the two entries.
    expect(harness.stats.parsed).toBe(2);
    expect(await readPage(dir)).toContain('`maxDocuments` counts texts, not bytes');
  });

  test('graphql checks the schema first, turns a syntax error into a result, and stops before execution when validation fails', async () => {
    const invalid = recordingHarness();
    const broken = new GraphQLSchema({});
    expect((await graphql({schema: broken, source: '{ a }', harness: invalid.harness})).errors).toHaveLength(
      1,
    );
    expect(invalid.names()).toEqual([]);

    const syntax = recordingHarness();
    expect(asJson(await graphql({schema, source: '{ a', harness: syntax.harness}))).toEqual({
      errors: [{message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{line: 1, column: 4}]}],
    });
    expect(syntax.names()).toEqual(['parse']);

    const invalidOperation = recordingHarness();
    await graphql({schema, source: '{ b }', harness: invalidOperation.harness});
    expect(invalidOperation.names()).toEqual(['parse', 'validate']);
  });

  test('each function gets the arguments of its step: parse the whole argument object, validate the rules option and it, execute it with the document', async () => {
    const {harness, steps} = recordingHarness();
    const args = {schema, source: '{ a }', rootValue: {a: 'A'}, noLocation: true, harness};
    await graphql(args);
    const [[, [source, parseOptions]], [, [validated, document, rules, validateOptions]], [, [executeArgs]]] =
      steps as [string, unknown[]][];
    expect(source).toBe('{ a }');
    expect(parseOptions).toBe(args);
    expect((document as {loc?: unknown}).loc).toBe(undefined);
    expect(validated).toBe(schema);
    expect(rules).toBe(undefined);
    expect(validateOptions).toBe(args);
    expect(executeArgs).toEqual({...args, document});

    const withRules = recordingHarness();
    await graphql({schema, source: '{ a }', rules: [], harness: withRules.harness});
    expect(withRules.steps[1][1][2]).toEqual([]);
  });

  test('a function may return a promise: graphql waits, graphqlSync throws', async () => {
    const harness = {...defaultHarness, parse: async (...args: Parameters<typeof parse>) => parse(...args)};
    expect(asJson(await graphql({schema, source: '{ a }', rootValue: {a: 'A'}, harness}))).toEqual({
      data: {a: 'A'},
    });
    expect(() => graphqlSync({schema, source: '{ a }', harness})).toThrow(
      'GraphQL execution failed to complete synchronously.',
    );
  });

  test('an error thrown by parse becomes the result’s errors; one thrown by validate or execute rejects', async () => {
    const fail = () => {
      throw new Error('cache unavailable');
    };
    expect(
      asJson(await graphql({schema, source: '{ a }', harness: {...defaultHarness, parse: fail}})),
    ).toEqual({
      errors: [{message: 'cache unavailable'}],
    });
    await expect(
      graphql({schema, source: '{ a }', harness: {...defaultHarness, validate: fail}}),
    ).rejects.toThrow('cache unavailable');
    await expect(
      graphql({schema, source: '{ a }', harness: {...defaultHarness, execute: fail}}),
    ).rejects.toThrow('cache unavailable');
  });

  test('graphql never calls subscribe: a subscription operation goes to execute, which runs its root field once', async () => {
    const {harness, names} = recordingHarness();
    const result = await graphql({schema, source: 'subscription { tick }', rootValue: {tick: 5}, harness});
    expect(names()).toEqual(['parse', 'validate', 'execute']);
    expect(asJson(result)).toEqual({data: {tick: 5}});
  });

  test('the harness does not make graphql support @defer and @stream', async () => {
    const deferSchema = new GraphQLSchema({
      ...schema.toConfig(),
      directives: [...specifiedDirectives, GraphQLDeferDirective],
    });
    await expect(graphql({schema: deferSchema, source: '{ a }', harness: defaultHarness})).rejects.toThrow(
      'The provided schema unexpectedly contains experimental directives (@defer or @stream).',
    );
  });
});
