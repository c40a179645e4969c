import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import * as graphql16 from 'graphql-16';
import * as graphql17 from 'graphql';
import {beforeAll, describe, expect, test} from 'vitest';
import {
  compareGraphQLMajors,
  example,
  expectShownOutput,
  graphqlExports,
  readGuideSections,
  readPage,
  readSample,
  runNode,
  runScript,
  runScriptLines,
  runScriptOn,
  siteDir,
  typeCheckSample,
  type GraphQLExport,
  type GraphQLMajor,
} from '../harness';

const page = 'upgrade-guides/v16-to-v17';
const dir = 'upgrade-guides/v16-to-v17';

/** What a sample printed on one major, parsed: one JSON document, or (`lines`) one per line. */
async function printed(major: GraphQLMajor, sample: string, lines = false): Promise<unknown> {
  const file = `${dir}/${sample}`;
  return lines
    ? runScriptLines(file, [], {graphql: major})
    : JSON.parse(await runScript(file, [], {graphql: major}));
}

/**
 * Runs the same sample on both majors; each prints exactly what the page shows as its output-16.json or
 * output-17.json (`.jsonl` for a sample that prints one result per line).
 */
async function expectShownOutputs(sample: string, lines = false): Promise<void> {
  const folder = path.dirname(sample);
  for (const major of [16, 17] as const)
    await expectShownOutput(
      await runScript(`${dir}/${sample}`, [], {graphql: major}),
      `${dir}/${folder}/output-${major}.${lines ? 'jsonl' : 'json'}`,
    );
}

/** Each run, a major and a sample, prints exactly the file the page shows (`output`, in `dir`). */
async function expectPrints(output: string, runs: [GraphQLMajor, string][]): Promise<void> {
  for (const [major, sample] of runs)
    await expectShownOutput(await runScript(`${dir}/${sample}`, [], {graphql: major}), `${dir}/${output}`);
}

/** Runs code written for graphql 16 on graphql 17, which the page says fails: how it ended. */
async function failureOn17(sample: string): Promise<string> {
  const run = await runScriptOn(17, `${dir}/${sample}`);
  expect(run.code, `${sample} on graphql 17 exited with ${run.code}:\n${run.stdout}`).not.toBe(0);
  return run.stderr;
}

/** Parses what a sample printed on one major without failing the test when it exits with an error. */
async function printedOn(major: GraphQLMajor, sample: string): Promise<unknown[]> {
  const run = await runScriptOn(major, `${dir}/${sample}`);
  expect(run.code, run.stderr).toBe(0);
  return run.stdout
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

let text: string;
beforeAll(async () => {
  text = await readPage(page);
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The page's text with each run of white space as one space, for sentences that wrap across lines. */
const prose = () => text.replaceAll(/\s+/g, ' ');

describe('how to upgrade', () => {
  test('the Node.js versions are the ones graphql 17 declares, and the install command pins the tested graphql', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(siteDir, 'node_modules/graphql/package.json'), 'utf8'),
    );
    expect(text).toContain(`\`${manifest.engines.node}\``);
    expect(manifest.engines.node).toBe('^22.0.0 || ^24.0.0 || >=26.0.0');
    expect(text).toContain(`npm install graphql@${graphql17.version}`);
    expect(manifest.typesVersions).toHaveProperty(['>=4.4.0']);
  });

  test('graphql 17 still loads with require() as well as import', async () => {
    const {stdout} = await runNode(['--eval', "console.log(require('graphql').version)"], {cwd: siteDir});
    expect(stdout.trim()).toBe(graphql17.version);
  });
});

describe('every change is a labelled section that links to both majors', () => {
  const groups = {
    'Breaking changes': 'Breaking',
    'Behaviour changes': 'Behaviour',
    Deprecations: 'Deprecated',
    'New APIs': 'New',
  } as const;

  /** The `###` sections under each `##` of the four kinds, with their text. */
  function sectionsByGroup(): {group: keyof typeof groups; title: string; body: string}[] {
    const result: {group: keyof typeof groups; title: string; body: string}[] = [];
    let group: keyof typeof groups | undefined;
    for (const chunk of text.split(/^(?=#{2,3} )/m)) {
      const [heading, ...rest] = chunk.split('\n');
      if (heading.startsWith('## '))
        group = heading.slice(3) in groups ? (heading.slice(3) as never) : undefined;
      else if (heading.startsWith('### ') && group)
        result.push({group, title: heading.slice(4), body: rest.join('\n')});
    }
    return result;
  }

  test('the page has the four kinds of change, with sections under each', () => {
    const sections = sectionsByGroup();
    for (const group of Object.keys(groups))
      expect(sections.filter((s) => s.group === group).length, group).toBeGreaterThan(3);
  });

  test('the summary table links every breaking change, and only sections of the page', () => {
    const slugger = createSlugger();
    const anchors = [...text.matchAll(/^#{2,3} (.+)$/gm)].map(([, heading]) =>
      slugger.slug(heading.replaceAll('`', '')),
    );
    const summary = text.slice(text.indexOf('## Summary'), text.indexOf('## Upgrade step by step'));
    const linked = [...summary.matchAll(/\]\(#([a-z0-9-]+)\)/g)].map(([, anchor]) => anchor);
    expect(linked.filter((anchor) => !anchors.includes(anchor))).toEqual([]);
    const breaking = sectionsByGroup()
      .filter(({group}) => group === 'Breaking changes')
      .map(({title}) => createSlugger().slug(title.replaceAll('`', '')));
    expect(breaking.filter((anchor) => !linked.includes(anchor))).toEqual([]);
  });

  test('each section is labelled with its kind first', () => {
    for (const {group, title, body} of sectionsByGroup()) {
      const labels = /<ChangeKinds>([^<]*)<\/ChangeKinds>/.exec(body)?.[1].split(', ');
      expect(labels?.[0], title).toBe(groups[group]);
    }
  });

  test('each section links to an API page of graphql 16 and one of graphql 17', () => {
    for (const {title, body} of sectionsByGroup()) {
      expect(body, title).toMatch(/\]\(\/api\/v16[/)]/);
      expect(body, title).toMatch(/\]\(\/api\/(?!v16)[a-z]+\/\w+/);
    }
  });

  test('each section but the list of new exports shows code for graphql 16 and for graphql 17', () => {
    for (const {title, body} of sectionsByGroup()) {
      if (title === 'All new exports') continue;
      const blocks = [...body.matchAll(/<CodeBlock language="(?:js|ts)" title="([^"]*)">/g)].map((m) => m[1]);
      const both =
        blocks.some((t) => /Before: graphql 16/.test(t)) && blocks.some((t) => /After: graphql 17/.test(t));
      // A behaviour change runs the same code on both majors, and shows both outputs.
      const sameCode =
        blocks.length === 1 && /Output on graphql 16/.test(body) && /Output on graphql 17/.test(body);
      expect(both || sameCode, title).toBe(true);
    }
  });
});

describe('the page covers what the two packages say changed', () => {
  let exports16: GraphQLExport[];
  let exports17: GraphQLExport[];
  let sections: Awaited<ReturnType<typeof readGuideSections>>;
  beforeAll(async () => {
    [exports16, exports17, sections] = await Promise.all([
      graphqlExports(16),
      graphqlExports(17),
      readGuideSections(page),
    ]);
  });

  const names = (list: GraphQLExport[]) => new Set(list.map((entry) => entry.name));
  const linksTo = (base: '/api' | '/api/v16', name: string, member?: string) =>
    new RegExp(`\\]\\(${base.replace('/', '\\/')}\\/[a-z]+\\/${name}${member ? `#${member}` : ''}[)#]`);

  test('every removed export, value or type, is listed under "Removed in 17", each was deprecated in 16', () => {
    const in17 = names(exports17);
    const removed = exports16.filter((entry) => !in17.has(entry.name));
    expect(removed.map((entry) => entry.name).sort()).toEqual([...sections.removed.keys()].sort());
    expect(removed.filter((entry) => !entry.isValue).length).toBeGreaterThan(0);
    expect(removed.filter((entry) => !entry.deprecated)).toEqual([]);
    expect(removed.filter(({name}) => !linksTo('/api/v16', name).test(text)).map(({name}) => name)).toEqual(
      [],
    );
  });

  test('each replacement in replacements.json is in the removed export’s row of the table, linked to 17', async () => {
    const replacements: Record<string, string> = JSON.parse(
      await readFile(path.join(siteDir, 'docs/upgrade-guides/replacements.json'), 'utf8'),
    );
    // What the API pages' "Removed in 17" notices read: a removed export, and an export of 17 (or its method).
    for (const [removed, replacement] of Object.entries(replacements)) {
      expect(graphql16, removed).toHaveProperty(removed);
      expect(graphql17, removed).not.toHaveProperty(removed);
      const [name, method] = replacement.split('#');
      const exported = (graphql17 as Record<string, unknown>)[name];
      expect(exported, replacement).toBeDefined();
      if (method) expect((exported as {prototype: object}).prototype, replacement).toHaveProperty(method);
    }
    const rows = text.split('\n').filter((line) => line.startsWith('| '));
    for (const [removed, replacement] of Object.entries(replacements)) {
      const row = rows.find((line) => linksTo('/api/v16', removed).test(line.split(' | ')[0]));
      const [owner, member] = replacement.split('#');
      expect(row, removed).toMatch(linksTo('/api', owner, member));
    }
  });

  test('every new export links to its 17 page, and the page counts them right', () => {
    const in16 = names(exports16);
    const added = exports17.filter((entry) => !in16.has(entry.name));
    expect(added.length).toBeGreaterThan(50);
    expect(added.filter(({name}) => !linksTo('/api', name).test(text)).map(({name}) => name)).toEqual([]);
    expect(text).toContain(`graphql 17 adds ${added.length} exports`);
    expect(text).toContain(
      `Every export of graphql ${graphql17.version} that graphql ${graphql16.version} does not have`,
    );
  });

  test('every export or member deprecated in 17 but not in 16 links to its 17 page', () => {
    const deprecated16 = new Set(exports16.filter((entry) => entry.deprecated).map((entry) => entry.name));
    const members16 = new Set(exports16.flatMap((entry) => entry.deprecatedMembers));
    const symbols = exports17.filter((entry) => entry.deprecated && !deprecated16.has(entry.name));
    const members = exports17
      .flatMap((entry) => entry.deprecatedMembers)
      .filter((member) => !members16.has(member));
    expect(symbols.length).toBeGreaterThan(3);
    expect(members.length).toBeGreaterThan(3);
    const unlinked = [
      ...symbols.filter(({name}) => !linksTo('/api', name).test(text)).map(({name}) => name),
      ...members.filter((member) => !linksTo('/api', ...(member.split('.') as [string, string])).test(text)),
    ];
    expect(unlinked).toEqual([]);
  });

  describe('changed declarations', () => {
    let comparison: Awaited<ReturnType<typeof compareGraphQLMajors>>;
    beforeAll(async () => {
      comparison = await compareGraphQLMajors(16, 17);
    });

    const changed = () => [...comparison.values()].filter((symbol) => symbol.status === 'changed');

    test('every symbol the API reference marks "Changed in 17" is listed once, under a section of the page', () => {
      expect(changed().length).toBeGreaterThan(100);
      expect([...sections.changed.keys()].sort()).toEqual(
        changed()
          .map((symbol) => symbol.name)
          .sort(),
      );
    });

    test('each row of a "Changed in 17" table names exactly the members that changed, or the declaration itself', () => {
      const rows = text
        .split('\n')
        .filter((line) => /^\| \[`\w+`\]\(\/api\/[a-z]+\/\w+\) \| /.test(line))
        .map((line) => line.split(' | '))
        .filter(([first]) => sections.changed.has(/\[`(\w+)`\]/.exec(first)![1]));
      expect(rows.length).toBeGreaterThan(100);
      for (const [first, whatChanged] of rows) {
        const name = /\[`(\w+)`\]/.exec(first)![1];
        const symbol = comparison.get(name)!;
        expect(symbol.status, name).toBe('changed');
        const listed = /^((?:`[^`]+`(?:, )?)+): /.exec(whatChanged)?.[1].match(/[^`, ]+/g);
        if (listed) {
          expect(listed.sort(), name).toEqual(symbol.members.map((member) => member.name).sort());
        } else {
          expect(symbol.members, name).toEqual([]);
          expect(symbol.newer, name).not.toBe(symbol.older);
        }
        // The kind of an AST node or introspection type: the same string, now a type of the constants.
        const kind =
          /^`kind`: (?:`Kind\.(\w+)` is a string literal type|written `typeof TypeKind\.(\w+)`)/.exec(
            whatChanged,
          );
        if (kind) {
          const [member] = symbol.members;
          // The declarations are printed with the quotes their .d.ts writes.
          expect(member.older, name).toMatch(kind[1] ? `kind: Kind.${kind[1]}` : `kind: '${kind[2]}'`);
          expect(member.newer, name).toMatch(
            kind[1] ? `kind: KindTypeMap['${kind[1]}']` : `kind: typeof TypeKind.${kind[2]}`,
          );
        }
      }
    });

    test('the same comparison finds what the page lists as removed', () => {
      const removed = [...comparison.values()].filter((symbol) => symbol.status === 'removed');
      expect(removed.map((symbol) => symbol.name).sort()).toEqual([...sections.removed.keys()].sort());
    });

    test('the classes of a schema’s elements now declare that they implement GraphQLSchemaElement', () => {
      for (const name of ['GraphQLDirective', 'GraphQLInputObjectType', 'GraphQLList', 'GraphQLNonNull']) {
        const {older, newer} = comparison.get(name)!;
        expect(newer, name).toContain('implements GraphQLSchemaElement');
        expect(older, name).not.toContain('implements');
      }
    });

    test('assumeValid is unchanged: graphql 17 still declares it, though it tags it internal', () => {
      for (const name of ['GraphQLSchemaConfig', 'BuildSchemaOptions'])
        expect(comparison.get(name)?.status, name).toBe('same');
    });

    test('each kind of change the comparison can tell apart is listed under the section that explains it', () => {
      const explainedIn = (
        predicate: (symbol: ReturnType<typeof changed>[number]) => boolean,
        anchor: string,
      ) => {
        const matching = changed().filter(predicate);
        expect(matching.length, anchor).toBeGreaterThan(0);
        for (const symbol of matching) expect(sections.changed.get(symbol.name), symbol.name).toBe(anchor);
      };
      // AST nodes and introspection types whose `kind` is typed by the constants, and the constants themselves.
      explainedIn(
        (symbol) =>
          (symbol.members.length > 0 &&
            symbol.members.every((member) => member.anchor === 'kind' && member.status === 'changed')) ||
          /^type (\w+) = \(typeof \1\)\[keyof typeof \1\]$/.test(symbol.newer ?? ''),
        'typescript-enums-are-constant-objects',
      );
      explainedIn(
        (symbol) =>
          symbol.name.endsWith('Extensions') && symbol.members.some((member) => member.name === '[index]'),
        'extensions-keep-symbol-keys',
      );
      explainedIn(
        (symbol) => symbol.members.some((member) => member.name === 'coerceOutputValue'),
        'scalar-coercion-functions-are-renamed',
      );
      explainedIn(
        (symbol) => symbol.members.some((member) => member.name === 'variableValues'),
        'variable-values-have-a-new-shape',
      );
    });
  });
});

describe('breaking changes', () => {
  test('removed exports: the 16 code and its 17 replacement print the same; the 16 code fails on 17', async () => {
    await expectPrints('removed-exports/output.json', [
      [16, 'removed-exports/before.mjs'],
      [17, 'removed-exports/after.mjs'],
    ]);
    expect(await failureOn17('removed-exports/before.mjs')).toContain(
      "does not provide an export named 'assertValidName'",
    );
  });

  test('getOperationRootType threw where schema.getRootType() returns undefined; raising the error keeps the output', async () => {
    await expectPrints('removed-exports/root-type-output.json', [
      [16, 'removed-exports/root-type-before.mjs'],
      [16, 'removed-exports/root-type-after.mjs'],
      [17, 'removed-exports/root-type-after.mjs'],
    ]);
    const schema = graphql17.buildSchema('type Query { a: String }');
    expect(schema.getRootType(graphql17.OperationTypeNode.MUTATION)).toBeUndefined();
    expect(() =>
      graphql16.getOperationRootType(
        graphql16.buildSchema('type Query { a: String }'),
        graphql16.parse('mutation { a }').definitions[0] as graphql16.OperationDefinitionNode,
      ),
    ).toThrow(graphql16.GraphQLError);
    expect(prose()).toContain(
      'it returns `undefined`, where `getOperationRootType()` threw a `GraphQLError`',
    );
  });

  test('assertName checks only the syntax; schema validation still rejects a reserved name', () => {
    expect(() => graphql16.assertValidName('__hidden')).toThrow('must not begin with "__"');
    expect(() => graphql17.assertName('__hidden')).not.toThrow();
    const schema = new graphql17.GraphQLSchema({
      query: new graphql17.GraphQLObjectType({
        name: 'Query',
        fields: {__hidden: {type: graphql17.GraphQLString}},
      }),
    });
    expect(graphql17.validateSchema(schema).map((error) => error.message)).toEqual([
      'Name "__hidden" must not begin with "__", which is reserved by GraphQL introspection.',
    ]);
  });

  test('@defer: execute() ignores it on 16, refuses the schema on 17; experimentalExecuteIncrementally delivers it', async () => {
    await expectPrints('defer-stream/output-16.jsonl', [[16, 'defer-stream/before.mjs']]);
    await expectPrints('defer-stream/output-17.jsonl', [[17, 'defer-stream/after.mjs']]);
    // The section quotes the whole message the sample dies with: the code span before "as soon as the schema".
    const quoted = /`([^`]*)` as soon as the schema defines either directive/.exec(
      (await readPage(page)).replaceAll(/\s+/g, ' '),
    )?.[1];
    expect(quoted).toMatch(/^The provided schema unexpectedly contains experimental directives/);
    expect(await failureOn17('defer-stream/before.mjs')).toContain(`Error: ${quoted}\n`);
    let thrown: unknown;
    try {
      graphql17.graphqlSync({
        schema: graphql17.buildSchema('directive @stream on FIELD type Query { a: [String] }'),
        source: '{ a }',
      });
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Error | undefined)?.message).toBe(quoted);
  });

  test('@defer in the schema: graphql() and graphqlSync() refuse it whatever the operation, executeSync() runs it', async () => {
    const schema = graphql17.buildSchema(`
      directive @defer(label: String, if: Boolean! = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
      type Query { a: String }
    `);
    const args = {schema, source: '{ a }', rootValue: {a: 'A'}};
    await expect(graphql17.graphql(args)).rejects.toThrow('unexpectedly contains experimental directives');
    expect(() => graphql17.graphqlSync(args)).toThrow('unexpectedly contains experimental directives');
    expect(graphql17.executeSync({...args, document: graphql17.parse('{ a }')})).toEqual({data: {a: 'A'}});
    const noDefer = await graphql17.experimentalExecuteIncrementally({
      ...args,
      document: graphql17.parse('{ a }'),
    });
    expect(noDefer).toEqual({data: {a: 'A'}});
  });

  test('GraphQLError: the positional call loses everything but the message on 17', async () => {
    const before = await printed(16, 'graphql-error/before.mjs');
    expect(await printed(17, 'graphql-error/after.mjs')).toEqual(before);
    expect(before).toMatchObject({
      locations: [{line: 1, column: 3}],
      path: ['order'],
      extensions: {code: 'UNAVAILABLE'},
    });
    expect(await printedOn(17, 'graphql-error/before.mjs')).toEqual([{message: 'Order 7 is unavailable'}]);
    expect(text).toContain('prints only `{"message":"Order 7 is unavailable"}`');
  });

  test('variable values: coerced holds what info.variableValues held; the 16 code finds a different object on 17', async () => {
    const before = await printed(16, 'variable-values/before.mjs', true);
    expect(before).toEqual([
      {variables: {first: 2}},
      {data: {products: ['Desk lamp', 'Chair']}},
      {cacheKey: {first: 1}},
    ]);
    expect(await printed(17, 'variable-values/after.mjs', true)).toEqual(before);
    const on17 = await printedOn(17, 'variable-values/before.mjs');
    expect(on17[0]).toMatchObject({
      variables: {coerced: {first: 2}, sources: {first: {signature: {name: 'first', type: 'Int'}}}},
    });
    expect(on17[2]).toEqual({});
  });

  test('getArgumentValues and getDirectiveValues take info.variableValues as it is', async () => {
    const schema = graphql17.buildSchema(
      'directive @cost(weight: Int) on FIELD type Query { a(n: Int): Int }',
    );
    let seen: unknown;
    await graphql17.graphql({
      schema,
      source: 'query ($n: Int = 3) { a(n: $n) @cost(weight: $n) }',
      rootValue: {
        a: (_: unknown, __: unknown, info: graphql17.GraphQLResolveInfo) => {
          const field = schema.getQueryType()!.getFields().a;
          seen = [
            graphql17.getArgumentValues(field, info.fieldNodes[0], info.variableValues),
            graphql17.getDirectiveValues(
              schema.getDirective('cost')!,
              info.fieldNodes[0],
              info.variableValues,
            ),
          ];
          return 1;
        },
      },
    });
    expect(JSON.parse(JSON.stringify(seen))).toEqual([{n: 3}, {weight: 3}]);
  });

  test('arguments: args and input objects from variables had a prototype on 16 and have none on 17, where hasOwnProperty throws', async () => {
    await expectShownOutputs('null-prototype-args/before.mjs');
    await expectPrints('null-prototype-args/output-16.json', [
      [16, 'null-prototype-args/after.mjs'],
      [17, 'null-prototype-args/after.mjs'],
    ]);
    // What each major hands a resolver: args, an input object from a variable, and one from a literal.
    const sdl = 'input In { a: Int } type Query { f(v: In, l: In): Boolean }';
    const request = {source: 'query ($v: In) { f(v: $v, l: { a: 1 }) }', variableValues: {v: {a: 1}}};
    let seen: boolean[] = [];
    const rootValue = {
      f: (args: {v: object; l: object}) => {
        seen = [args, args.v, args.l].map((value) => Object.getPrototypeOf(value) === null);
        return true;
      },
    };
    const prototypes = async (major: GraphQLMajor) => {
      seen = [];
      if (major === 16) await graphql16.graphql({schema: graphql16.buildSchema(sdl), rootValue, ...request});
      else await graphql17.graphql({schema: graphql17.buildSchema(sdl), rootValue, ...request});
      return seen;
    };
    expect(await prototypes(16)).toEqual([false, false, true]);
    expect(await prototypes(17)).toEqual([true, true, true]);
    expect(() => `${Object.create(null)}`).toThrow(TypeError);
    expect(prose()).toContain('throws `TypeError: args.hasOwnProperty is not a function`');
  });

  test('subscribe(): .then() worked on 16 and fails on 17; await works on both', async () => {
    const events = [{data: {tick: 1}}, {data: {tick: 2}}];
    expect(await printed(16, 'subscribe/before.mjs', true)).toEqual(events);
    expect(await printed(17, 'subscribe/after.mjs', true)).toEqual(events);
    expect(await printed(16, 'subscribe/after.mjs', true)).toEqual(events);
    expect(await failureOn17('subscribe/before.mjs')).toMatch(/TypeError: .*\.then is not a function/);
  });

  test('createSourceEventStream(): the ExecutionArgs of 16 throw on 17; validated arguments give the same events', async () => {
    const before = await printed(16, 'source-event-stream/before.mjs', true);
    expect(before).toEqual([
      {sku: 'LAMP-1', price: 19.5},
      {sku: 'LAMP-1', price: 18},
    ]);
    expect(await printed(17, 'source-event-stream/after.mjs', true)).toEqual(before);
    expect(await failureOn17('source-event-stream/before.mjs')).toContain(
      'Passing ExecutionArgs to createSourceEventStream() was removed',
    );
  });

  test('empty AST lists: the 16 code crashes on 17, the 17 code reads the same', async () => {
    const before = await printed(16, 'empty-ast-lists/before.mjs', true);
    expect(await printed(17, 'empty-ast-lists/after.mjs', true)).toEqual(before);
    expect(await failureOn17('empty-ast-lists/before.mjs')).toContain(
      "TypeError: Cannot read properties of undefined (reading 'map')",
    );
    // Nodes built by hand may keep empty lists.
    const field = {
      kind: graphql17.Kind.FIELD,
      name: {kind: graphql17.Kind.NAME, value: 'a'},
      arguments: [],
      directives: [],
    };
    expect(
      graphql17.print({
        kind: graphql17.Kind.DOCUMENT,
        definitions: [
          {
            kind: graphql17.Kind.OPERATION_DEFINITION,
            operation: graphql17.OperationTypeNode.QUERY,
            variableDefinitions: [],
            directives: [],
            selectionSet: {kind: graphql17.Kind.SELECTION_SET, selections: [field]},
          },
        ],
      } as never),
    ).toBe('{\n  a\n}');
  });

  test('coerceInputValue(): the callback of 16 is ignored on 17, and validateInputValue reports the problems', async () => {
    await expectPrints('coerce-input-value/output-16.jsonl', [[16, 'coerce-input-value/before.mjs']]);
    await expectPrints('coerce-input-value/output-17.jsonl', [[17, 'coerce-input-value/after.mjs']]);
    expect(await printedOn(17, 'coerce-input-value/before.mjs')).toEqual([
      {value: {min: 5, max: 20}, problems: []},
      {problems: []},
    ]);
    expect(() => graphql16.coerceInputValue('x', graphql16.GraphQLInt)).toThrow('Int cannot represent');
  });

  test('invalid defaults: dropped on 16, an invalid schema on 17', async () => {
    await expectPrints('invalid-defaults/output-16.json', [[16, 'invalid-defaults/before.mjs']]);
    const on17 = await runScriptOn(17, `${dir}/invalid-defaults/before.mjs`);
    expect(on17.code, on17.stderr).toBe(0);
    await expectShownOutput(on17.stdout, `${dir}/invalid-defaults/output-17.json`);
    expect(await printed(17, 'invalid-defaults/after.mjs')).toEqual({data: {products: ['limit is 10']}});
  });

  test('defaults: only SDL defaults were dropped on 16; a defaultValue set in code reaches the resolver as it is on both, and only default is checked on 17', async () => {
    await expectPrints('invalid-defaults/code-default.json', [
      [16, 'invalid-defaults/code-default.mjs'],
      [17, 'invalid-defaults/code-default.mjs'],
    ]);
    const withDefault = new graphql17.GraphQLSchema({
      query: new graphql17.GraphQLObjectType({
        name: 'Query',
        fields: {
          products: {
            type: graphql17.GraphQLString,
            args: {limit: {type: graphql17.GraphQLInt, default: {value: '10'}}},
          },
        },
      }),
    });
    expect(graphql17.validateSchema(withDefault).map((error) => error.message)).toEqual([
      'Query.products(limit:) has invalid default value: "10". Did you mean: 10?',
    ]);
    expect(prose()).toContain(
      'A default written in SDL that did not match its type was dropped without a word, and the resolver received `undefined`; a `defaultValue` set in code reached the resolver as it was.',
    );
    expect(prose()).toContain('A `defaultValue` set in code is still not checked, on graphql 17 as on 16');
  });

  test('development mode: on unless NODE_ENV=production in 16; in 17 off until enableDevMode() or the development condition', async () => {
    const sample = `${dir}/development-mode/before.mjs`;
    const cwd = path.dirname(example(sample));
    await expectShownOutputs('development-mode/before.mjs');
    await expectPrints('development-mode/output-16.json', [[17, 'development-mode/after.mjs']]);
    const shown16 = JSON.parse(await readSample(`${dir}/development-mode/output-16.json`)) as unknown;
    const shown17 = JSON.parse(await readSample(`${dir}/development-mode/output-17.json`)) as unknown;
    const run = async (major: GraphQLMajor, flags: string[], env: NodeJS.ProcessEnv) =>
      JSON.parse((await runNode([...flags, path.basename(sample)], {cwd, env, graphql: major})).stdout);
    expect(await run(16, [], {NODE_ENV: 'production'})).toEqual({isSchema: false});
    expect(await run(17, [], {NODE_ENV: 'development'})).toEqual(shown17);
    expect(await run(17, ['--conditions=development'], {})).toEqual(shown16);
  });

  test('validate() and TypeInfo: the field-definition hook of 16 is ignored on 17', async () => {
    expect(await printed(16, 'validate-typeinfo/before.mjs')).toEqual([]);
    expect(await printed(17, 'validate-typeinfo/after.mjs')).toEqual([]);
    expect(await printedOn(17, 'validate-typeinfo/before.mjs')).toEqual([
      ['Cannot query field "__cacheKey" on type "Product".'],
    ]);
    // The override is what lets __cacheKey through: without it, the same schema refuses the field.
    const withoutOverride = graphql17.buildSchema(
      'type Query { product: Product } type Product { name: String }',
    );
    expect(
      graphql17
        .validate(withoutOverride, graphql17.parse('{ product { name __cacheKey } }'))
        .map((error) => error.message),
    ).toEqual(['Cannot query field "__cacheKey" on type "Product".']);
    expect(await readFile(example(`${dir}/validate-typeinfo/after.mjs`), 'utf8')).toContain(
      'getField(parentType, fieldName)',
    );
    expect('getField' in graphql16.GraphQLSchema.prototype).toBe(false);
    expect(await readPage(page)).toContain(
      'Its place is taken by\n[`GraphQLSchema.getField()`](/api/class/GraphQLSchema#getField), new in 17',
    );
  });

  test('ValidationContext takes its options as an object; the positional hideSuggestions still works', () => {
    const schema = graphql17.buildSchema('type Query { name: String }');
    const document = graphql17.parse('{ nam }');
    const messages = (options: unknown) => {
      const found: string[] = [];
      const typeInfo = new graphql17.TypeInfo(schema);
      const context = new graphql17.ValidationContext(
        schema,
        document,
        typeInfo,
        (error) => found.push(error.message),
        options as never,
      );
      graphql17.visit(
        document,
        graphql17.visitWithTypeInfo(typeInfo, graphql17.FieldsOnCorrectTypeRule(context)),
      );
      return found;
    };
    expect(messages({hideSuggestions: true})).toEqual(['Cannot query field "nam" on type "Query".']);
    expect(messages(true)).toEqual(['Cannot query field "nam" on type "Query".']);
  });

  test('parser options: the legacy fragment variables of 16 are a syntax error on 17; fragment arguments parse and run', async () => {
    const before = await printed(16, 'parser-options/before.mjs');
    expect(await printed(17, 'parser-options/after.mjs')).toEqual(before);
    expect(await failureOn17('parser-options/before.mjs')).toContain('Syntax Error: Expected');
    const schema = graphql17.buildSchema('type Query { user: User } type User { avatar(size: Int): String }');
    const result = await graphql17.graphql({
      schema,
      source:
        '{ user { ...Avatar(size: 32) } } fragment Avatar($size: Int = 64) on User { avatar(size: $size) }',
      experimentalFragmentArguments: true,
      rootValue: {user: {avatar: ({size}: {size: number}) => `avatar-${size}.png`}},
    });
    expect(result).toEqual({data: {user: {avatar: 'avatar-32.png'}}});
    expect(graphql17.parse('extend directive @a @b').definitions[0].kind).toBe('DirectiveExtension');
  });

  test('deep imports: the .mjs paths of 16 do not resolve on 17; the sub-path entry points do', async () => {
    const events = [{data: {tick: 1}}];
    expect(await printed(16, 'deep-imports/before.mjs', true)).toEqual(events);
    expect(await printed(17, 'deep-imports/after.mjs', true)).toEqual(events);
    expect(await failureOn17('deep-imports/before.mjs')).toContain('ERR_MODULE_NOT_FOUND');
    const resolves = async (specifier: string) =>
      (await runNode(['--input-type=module', '--eval', `await import('${specifier}')`], {cwd: siteDir}))
        .code === 0;
    expect(await resolves('graphql/language/parser.js')).toBe(true);
    expect(await resolves('graphql/subscription')).toBe(false);
    expect(await resolves('graphql/utilities/getOperationRootType')).toBe(false);
  });

  test('schema elements: a hand-written GraphQLField no longer type-checks; String() gives the coordinate on 17 only', async () => {
    expect(await typeCheckSample(`${dir}/schema-elements/before.mts`, 16)).toEqual([]);
    expect(await typeCheckSample(`${dir}/schema-elements/after.mts`, 17)).toEqual([]);
    expect((await typeCheckSample(`${dir}/schema-elements/before.mts`, 17)).join('\n')).toContain(
      "is missing the following properties from type 'GraphQLField<unknown, unknown, any>': parentType, toConfig",
    );
    const coordinates = {
      field: 'Query.product',
      argument: 'Query.product(id:)',
      gatewayField: 'Product.cacheKey',
    };
    expect(await printed(16, 'schema-elements/before.mts')).toEqual(coordinates);
    expect(await printed(17, 'schema-elements/after.mts')).toEqual(coordinates);
    expect(await printed(16, 'schema-elements/after.mts')).toEqual({
      field: '[object Object]',
      argument: '[object Object]',
      gatewayField: '[object Object]',
    });
  });

  test('schema elements: parents, toConfig() and the is/assert functions', () => {
    const schema = graphql17.buildSchema(
      'enum Sort { NEWEST } input In { x: Int } type Query { a(s: Sort, i: In): Int }',
    );
    const field = schema.getQueryType()!.getFields().a;
    const [argument] = field.args;
    const value = (schema.getType('Sort') as graphql17.GraphQLEnumType).getValues()[0];
    const inputField = (schema.getType('In') as graphql17.GraphQLInputObjectType).getFields().x;
    expect([
      field.parentType?.name,
      argument.parent.name,
      value.parentEnum.name,
      inputField.parentType.name,
    ]).toEqual(['Query', 'a', 'Sort', 'In']);
    expect([String(value), String(inputField)]).toEqual(['Sort.NEWEST', 'In.x']);
    expect(field.toConfig().type).toBe(graphql17.GraphQLInt);
    expect([
      graphql17.isField(field),
      graphql17.isArgument(argument),
      graphql17.isEnumValue(value),
      graphql17.isInputField(inputField),
    ]).toEqual([true, true, true, true]);
    expect(graphql17.isField(argument)).toBe(false);
    expect(() => graphql17.assertField(argument)).toThrow();
    expect('GraphQLField' in graphql17).toBe(false);
  });

  test('TypeScript enums: the 16 code does not type-check on 17; the 17 code runs alike', async () => {
    expect(await typeCheckSample(`${dir}/typescript-enums/before.mts`, 16)).toEqual([]);
    expect(await typeCheckSample(`${dir}/typescript-enums/after.mts`, 17)).toEqual([]);
    const on17 = (await typeCheckSample(`${dir}/typescript-enums/before.mts`, 17)).join('\n');
    expect(on17).toContain("no exported member named 'DirectiveLocationEnum'");
    expect(on17).toContain("no exported member 'KindEnum'");
    expect(on17).toContain(
      "'OperationTypeNode' only refers to a type, but is being used as a namespace here",
    );
    // A string is a DirectiveLocation on 17 only.
    expect((await typeCheckSample(`${dir}/typescript-enums/after.mts`, 16)).join('\n')).toContain(
      `Type '"FRAGMENT_SPREAD"' is not assignable to type 'DirectiveLocation'`,
    );
    expect(await printed(17, 'typescript-enums/after.mts')).toEqual(
      await printed(16, 'typescript-enums/before.mts'),
    );
  });

  test('the new members of the constants are the ones the page names', () => {
    const added = (
      name:
        | 'Kind'
        | 'DirectiveLocation'
        | 'DangerousChangeType'
        | 'TokenKind'
        | 'TypeKind'
        | 'OperationTypeNode'
        | 'BreakingChangeType',
    ) => Object.keys(graphql17[name]).filter((key) => !(key in graphql16[name]));
    expect([...added('Kind'), ...added('DirectiveLocation'), ...added('DangerousChangeType')]).toEqual([
      'FRAGMENT_ARGUMENT',
      'FRAGMENT_VARIABLE_DEFINITION',
      'INPUT_FIELD_DEFAULT_VALUE_CHANGE',
    ]);
    for (const name of ['TokenKind', 'TypeKind', 'OperationTypeNode', 'BreakingChangeType'] as const)
      expect(added(name), name).toEqual([]);
    expect(text).toContain(
      '`Kind.FRAGMENT_ARGUMENT`, `DirectiveLocation.FRAGMENT_VARIABLE_DEFINITION` and\n`DangerousChangeType.INPUT_FIELD_DEFAULT_VALUE_CHANGE`',
    );
  });

  test('subscribe(): a non-iterable stream throws on 16 and is an error in the result on 17; a query throws on 17 only', async () => {
    await expectShownOutputs('subscribe-results/subscribe.mjs', true);
    expect(prose()).toContain('graphql 17 throws "Expected subscription operation."');
    // getOperationAST, which the page suggests, tells the two kinds of document apart on 17.
    expect(graphql17.getOperationAST(graphql17.parse('{ status }'))?.operation).toBe('query');
  });

  test('root types: one type for two roots is valid on 16 and refused on 17', async () => {
    await expectShownOutputs('root-types/schema.mjs');
  });

  test('SDL defaults: buildSchema, buildClientSchema and extendSchema set defaultValue on 16 and default on 17', async () => {
    await expectShownOutputs('sdl-defaults/defaults.mjs');
    const sdl = 'type Query { f(n: Int = 3): Int }';
    const extension = 'extend type Query { f(n: Int = 3): Int }';
    const built16 = {
      buildSchema: graphql16.buildSchema(sdl),
      buildClientSchema: graphql16.buildClientSchema(
        graphql16.introspectionFromSchema(graphql16.buildSchema(sdl)),
      ),
      extendSchema: graphql16.extendSchema(
        graphql16.buildSchema('type Query { a: Int }'),
        graphql16.parse(extension),
      ),
    };
    const built17 = {
      buildSchema: graphql17.buildSchema(sdl),
      buildClientSchema: graphql17.buildClientSchema(
        graphql17.introspectionFromSchema(graphql17.buildSchema(sdl)),
      ),
      extendSchema: graphql17.extendSchema(
        graphql17.buildSchema('type Query { a: Int }'),
        graphql17.parse(extension),
      ),
    };
    for (const [name, schema] of Object.entries(built16))
      expect(schema.getQueryType()!.getFields().f.args[0].defaultValue, name).toBe(3);
    for (const [name, schema] of Object.entries(built17)) {
      const [arg] = schema.getQueryType()!.getFields().f.args;
      expect(arg.defaultValue, name).toBeUndefined();
      expect(graphql17.print(arg.default!.literal!), name).toBe('3');
    }
  });

  test('graphql/package.json resolves on 16 and not on 17; version and versionInfo are exported by both', async () => {
    const requires = async (specifier: string) =>
      runNode(['--eval', `require('${specifier}')`], {cwd: siteDir});
    expect((await requires('graphql-16/package.json')).code).toBe(0);
    const on17 = await requires('graphql/package.json');
    expect(on17.code).not.toBe(0);
    expect(on17.stderr).toContain("code: 'MODULE_NOT_FOUND'");
    expect(graphql16.versionInfo.major).toBe(16);
    expect(graphql17.versionInfo.major).toBe(17);
    expect(graphql17.version).toBe('17.1.0');
  });
});

describe('behaviour changes', () => {
  test('the lexer: a number without a digit before its dot gets a new message, which the page quotes', () => {
    const messages = [graphql16, graphql17].map((g) => {
      try {
        g.parse('{ product(weight: .5) { id } }');
      } catch (error) {
        return (error as Error).message.replace('Syntax Error: ', '');
      }
    });
    expect(messages).toEqual([
      'Unexpected character: ".".',
      'Invalid number, expected digit before ".", did you mean "0.5"?',
    ]);
    expect(text.replaceAll(/\s+/g, ' ')).toContain(
      `such as \`.5\`, gave \`${messages[0]}\` on graphql 16 and gives \`${messages[1]}\` on graphql 17.`,
    );
  });

  test('the same requests get differently worded errors', async () => {
    await expectShownOutputs('error-messages/requests.mjs');
  });

  test('print() puts spaces inside the braces of object values', () => {
    const source = '{ f(o: {x: 1}) }';
    expect(graphql16.print(graphql16.parse(source))).toBe('{\n  f(o: {x: 1})\n}');
    expect(graphql17.print(graphql17.parse(source))).toBe('{\n  f(o: { x: 1 })\n}');
  });

  test('validation rejects more operations, and a missing mutation type is no longer an execution error', async () => {
    await expectShownOutputs('validation-rules/validate.mjs');
    const source = 'mutation { a }';
    const on16 = await graphql16.graphql({schema: graphql16.buildSchema('type Query { a: String }'), source});
    expect(JSON.parse(JSON.stringify(on16))).toMatchObject({data: null});
    expect(
      graphql17.specifiedRules
        .filter((rule) => !graphql16.specifiedRules.some((old) => old.name === rule.name))
        .map((rule) => rule.name)
        .sort(),
    ).toEqual([
      'DeferStreamDirectiveLabelRule',
      'DeferStreamDirectiveOnRootFieldRule',
      'DeferStreamDirectiveOnValidOperationsRule',
      'KnownOperationTypesRule',
      'StreamDirectiveOnListFieldRule',
    ]);
    expect(graphql17.recommendedRules).toEqual([graphql17.MaxIntrospectionDepthRule]);
    expect(() =>
      graphql17.buildSchema('type Query { a: String @deprecated(reason: null) }').getQueryType()!.getFields(),
    ).toThrow('Expected value of non-null type "String!" not to be null');
  });

  test('introspection: the same query; a new directive location, a new description, and non-null includeDeprecated and reason', async () => {
    await expectShownOutputs('introspection-results/introspect.mjs');
    expect(graphql17.getIntrospectionQuery()).toBe(graphql16.getIntrospectionQuery());
    // Every difference between the two results, as the JSON path of each differing value (a type
    // reference counts as one value).
    const differences: string[] = [];
    const compare = (older: unknown, newer: unknown, at: string) => {
      if (JSON.stringify(older) === JSON.stringify(newer)) return;
      if (Array.isArray(older) && Array.isArray(newer) && older.length === newer.length) {
        older.forEach((item, index) => compare(item, newer[index], `${at}[${index}]`));
      } else if (isRecord(older) && isRecord(newer) && !at.endsWith('.type')) {
        const name = typeof older.name === 'string' ? `(${older.name})` : '';
        for (const key of new Set([...Object.keys(older), ...Object.keys(newer)]))
          compare(older[key], newer[key], `${at}${name}.${key}`);
      } else {
        differences.push(at);
      }
    };
    const source = 'type Query { hello: String }';
    compare(
      graphql16.introspectionFromSchema(graphql16.buildSchema(source)),
      graphql17.introspectionFromSchema(graphql17.buildSchema(source)),
      '',
    );
    expect(differences).toEqual([
      expect.stringMatching(/__Type\)\.fields\[\d+\]\(fields\)\.args\[0\]\(includeDeprecated\)\.type$/),
      expect.stringMatching(/__Type\)\.fields\[\d+\]\(enumValues\)\.args\[0\]\(includeDeprecated\)\.type$/),
      expect.stringMatching(/__Type\)\.fields\[\d+\]\(inputFields\)\.args\[0\]\(includeDeprecated\)\.type$/),
      expect.stringMatching(/__Field\)\.fields\[\d+\]\(args\)\.args\[0\]\(includeDeprecated\)\.type$/),
      expect.stringMatching(/__Directive\)\.fields\[\d+\]\(args\)\.args\[0\]\(includeDeprecated\)\.type$/),
      expect.stringMatching(/__DirectiveLocation\)\.enumValues$/),
      expect.stringMatching(/deprecated\)\.args\[0\]\(reason\)\.type$/),
    ]);
    expect(prose()).toContain('`__DirectiveLocation` has a new value, `FRAGMENT_VARIABLE_DEFINITION`');
  });

  test('BigInt: refused by the built-in scalars on 16, accepted on 17 as the page describes', async () => {
    await expectShownOutputs('bigint-scalars/query.mjs', true);
    const {GraphQLInt, GraphQLFloat, GraphQLID, GraphQLString, GraphQLBoolean} = graphql17;
    expect(() => GraphQLInt.coerceOutputValue(2n ** 31n)).toThrow('non 32-bit signed integer');
    expect(GraphQLFloat.coerceOutputValue(2n ** 53n)).toBe(2 ** 53);
    expect(() => GraphQLFloat.coerceOutputValue(2n ** 53n + 1n)).toThrow('would lose precision');
    expect([GraphQLBoolean.coerceOutputValue(0n), GraphQLBoolean.coerceOutputValue(-3n)]).toEqual([
      false,
      true,
    ]);
    expect([
      GraphQLInt.coerceInputValue(7n),
      GraphQLFloat.coerceInputValue(7n),
      GraphQLID.coerceInputValue(7n),
    ]).toEqual([7, 7, '7']);
    expect(() => GraphQLString.coerceInputValue(7n)).toThrow('String cannot represent a non string value');
    expect(() => GraphQLBoolean.coerceInputValue(0n)).toThrow('Boolean cannot represent a non boolean value');
    expect(prose()).toContain('In graphql 17, all five accept a `BigInt` that a resolver returns');
  });

  test('async iterables: an error on 16, which took arrays, sets and generators; a list on 17', async () => {
    await expectShownOutputs('async-iterable-lists/query.mjs');
    const schema = graphql16.buildSchema('type Query { a: [String] b: [String] }');
    const result = await graphql16.graphql({
      schema,
      source: '{ a b }',
      rootValue: {
        a: () => new Set(['x', 'y']),
        *b() {
          yield 'z';
        },
      },
    });
    expect(result).toEqual({data: {a: ['x', 'y'], b: ['z']}});
    expect(prose()).toContain('the resolver of a list field may return an async iterable');
  });

  test('empty selection sets: a syntax error on 16, an empty object on 17', async () => {
    await expectShownOutputs('empty-selection-sets/query.mjs');
  });

  test('printSchema(): a type named Mutation that is no root gets a schema block on 17 only', async () => {
    await expectShownOutputs('schema-block/print.mjs');
  });

  test('a null root stops the pending fields on 17; on 16 their resolvers still ran', async () => {
    await expectShownOutputs('null-root/execute.mjs');
  });

  test('empty selection sets: allowEmptySelectionSets false gives 16’s syntax error on 17', () => {
    const source = '{ product { } }';
    expect(() => graphql16.parse(source)).toThrow('Syntax Error: Expected Name, found "}".');
    expect(() => graphql17.parse(source, {allowEmptySelectionSets: false} as graphql17.ParseOptions)).toThrow(
      'Syntax Error: Expected Name, found "}".',
    );
    expect(prose()).toContain('`parse(source, { allowEmptySelectionSets: false })` still refuses them');
  });

  test('specifiedRules holds MaxIntrospectionDepthRule on 16.15 and 17, so adding recommendedRules runs it twice', () => {
    for (const g of [graphql16, graphql17]) expect(g.specifiedRules).toContain(g.MaxIntrospectionDepthRule);
    expect(graphql16.version).toBe('16.15.0');
    const schema = graphql17.buildSchema('type Query { a: Int }');
    const deep = graphql17.parse(
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }',
    );
    const twice = graphql17.validate(schema, deep, [
      ...graphql17.specifiedRules,
      ...graphql17.recommendedRules,
    ]);
    expect(twice.map((error) => error.message)).toEqual([
      'Maximum introspection depth exceeded',
      'Maximum introspection depth exceeded',
    ]);
  });

  test('toConfig() keeps assumeValid, so a derived schema is validated on 17', async () => {
    await expectShownOutputs('assume-valid/derive-schema.mjs');
    const schema = graphql17.buildSchema('type Query { a: String }');
    expect(schema.getField(schema.getQueryType()!, '__typename')?.name).toBe('__typename');
  });

  test('extensions: a symbol key is dropped on 16 and kept on 17', async () => {
    const before = {maxAge: 60, keys: ['__cacheLib']};
    expect(await printed(16, 'symbol-extensions/before.mjs')).toEqual(before);
    expect(await printed(17, 'symbol-extensions/before.mjs')).toEqual(before);
    expect(await printed(17, 'symbol-extensions/after.mjs')).toEqual({maxAge: 60, keys: []});
    expect(await printed(16, 'symbol-extensions/after.mjs')).toEqual({keys: []});
  });

  test('TypeScript: the union’s type parameter exists on 17 only; the 16 code still compiles on 17', async () => {
    expect(await typeCheckSample(`${dir}/typescript-generics/before.mts`, 16)).toEqual([]);
    expect(await typeCheckSample(`${dir}/typescript-generics/before.mts`, 17)).toEqual([]);
    expect(await typeCheckSample(`${dir}/typescript-generics/after.mts`, 17)).toEqual([]);
    expect((await typeCheckSample(`${dir}/typescript-generics/after.mts`, 16)).join('\n')).toContain(
      'Expected 0 type arguments, but got 1.',
    );
    const result = {data: {search: [{__typename: 'Book'}, {__typename: 'Film'}]}};
    expect(await printed(16, 'typescript-generics/before.mts')).toEqual(result);
    expect(await printed(17, 'typescript-generics/after.mts')).toEqual(result);
  });
});

describe('deprecations', () => {
  test('scalars: the 16 functions still work on 17, and the renamed ones do the same', async () => {
    const after = await printed(17, 'scalar-coercion/after.mjs', true);
    expect(await printed(17, 'scalar-coercion/before.mjs', true)).toEqual(after);
    const before = (await printed(16, 'scalar-coercion/before.mjs', true)) as {data?: unknown}[];
    expect(before.slice(0, 2)).toEqual((after as unknown[]).slice(0, 2));
    expect(after).toContainEqual({
      errors: [
        expect.objectContaining({message: expect.stringContaining('Date must be a string like 2024-02-29')}),
      ],
    });
  });

  test('scalars: the method coerceInputLiteral is missing on scalars written for 16; the top-level function works for all', async () => {
    const {GraphQLDateTime, GraphQLEmailAddress} = await import('graphql-scalars');
    const old = new graphql17.GraphQLScalarType({
      name: 'Old',
      parseValue: (value) => value,
      parseLiteral: (node) => (node as {value: string}).value,
    });
    const literal = graphql17.parseConstValue('"ada@example.com"');
    for (const scalar of [old, GraphQLEmailAddress, GraphQLDateTime]) {
      expect(() =>
        (scalar as unknown as {coerceInputLiteral: (node: unknown) => unknown}).coerceInputLiteral(literal),
      ).toThrow('scalar.coerceInputLiteral is not a function');
    }
    expect(graphql17.coerceInputLiteral(literal, old)).toBe('ada@example.com');
    expect(graphql17.coerceInputLiteral(literal, GraphQLEmailAddress)).toBe('ada@example.com');
    expect(graphql17.coerceInputLiteral(literal, graphql17.GraphQLString)).toBe('ada@example.com');
    expect(text).toContain(
      'call the top-level\n  [`coerceInputLiteral(node, scalar)`](/api/function/coerceInputLiteral)',
    );
    expect(text).toContain('`scalar.coerceInputLiteral is not a function`');
  });

  test('defaults: defaultValue and default give the same schema and resolver value; copying the old value across fails', async () => {
    const before = await runScript(`${dir}/default-input/before.mjs`, [], {graphql: 16});
    expect(before).toBe(
      '  articles(sort: Sort = NEWEST, first: Int = 10): [String]\n{"data":{"articles":["ORDER BY published_at DESC LIMIT 10"]}}\n',
    );
    expect(await runScript(`${dir}/default-input/after.mjs`)).toBe(before);
    expect(await runScript(`${dir}/default-input/before.mjs`, [], {graphql: 17})).toBe(before);
    expect(text).toContain(
      'Both print `articles(sort: Sort = NEWEST, first: Int = 10): [String]` and pass\n`published_at DESC` to the resolver.',
    );
    // The internal value copied into `default` is not a value a client could send.
    const Sort = new graphql17.GraphQLEnumType({
      name: 'Sort',
      values: {NEWEST: {value: 'published_at DESC'}},
    });
    const copied = new graphql17.GraphQLSchema({
      query: new graphql17.GraphQLObjectType({
        name: 'Query',
        fields: {
          articles: {
            type: graphql17.GraphQLString,
            args: {sort: {type: Sort, default: {value: 'published_at DESC'}}},
          },
        },
      }),
    });
    expect(graphql17.validateSchema(copied).map((error) => error.message)).toEqual([
      expect.stringMatching(/^Query\.articles\(sort:\) has invalid default value: /),
    ]);
  });

  test('astFromValue and valueFromAST: their successors find the same literal and value', async () => {
    const before = (await printed(16, 'value-literals/before.mjs')) as {literal: string; value: unknown};
    const after = (await printed(17, 'value-literals/after.mjs')) as {literal: string; value: unknown};
    expect(after.value).toEqual(before.value);
    expect(before.literal).toBe('{sort: OLDEST, tags: ["js"]}');
    expect(after.literal).toBe('{ sort: OLDEST, tags: ["js"] }');
    expect(await printed(17, 'value-literals/before.mjs')).toEqual(after);
    expect(graphql17.coerceInputLiteral(graphql17.parseValue('"x"'), graphql17.GraphQLInt)).toBeUndefined();
  });

  test('findSchemaChanges: the same breaking and dangerous changes, plus the safe ones', async () => {
    const before = await printed(16, 'find-schema-changes/before.mjs');
    await expectPrints('find-schema-changes/output.json', [[17, 'find-schema-changes/after.mjs']]);
    const after = await printed(17, 'find-schema-changes/after.mjs');
    expect(after).toMatchObject(before as object);
    expect(await printed(17, 'find-schema-changes/before.mjs')).toEqual(before);
  });

  test('cause holds what originalError held', async () => {
    const shown = {notFound: true, message: 'No order 7'};
    expect(await printed(16, 'error-cause/before.mjs')).toEqual(shown);
    expect(await printed(17, 'error-cause/before.mjs')).toEqual(shown);
    expect(await printed(17, 'error-cause/after.mjs')).toEqual(shown);
  });
});

describe('new APIs', () => {
  test('abortSignal: a race leaves the resolver running on 16; aborting stops it on 17', async () => {
    await expectPrints('abort-signal/output-16.jsonl', [[16, 'abort-signal/before.mjs']]);
    await expectPrints('abort-signal/output-17.jsonl', [[17, 'abort-signal/after.mjs']]);
    const controller = new AbortController();
    const running = graphql17.graphql({
      schema: graphql17.buildSchema('type Query { a: String }'),
      source: '{ a }',
      rootValue: {a: () => new Promise(() => {})},
      abortSignal: controller.signal,
    });
    controller.abort(new Error('gone'));
    await expect(running).rejects.toBeInstanceOf(graphql17.AbortedGraphQLExecutionError);
  });

  test('tracing channels: the fields 16 saw through a field resolver, 17 publishes by itself', async () => {
    const fields = ['Query.product', 'Product.name', 'Product.price'];
    expect(await printed(16, 'diagnostics/before.mjs')).toEqual(fields);
    expect(await printed(17, 'diagnostics/after.mjs')).toEqual(fields);
    expect(await printed(16, 'diagnostics/after.mjs')).toEqual([]);
  });

  test('harness: one parse for three requests, as with the steps run by hand on 16', async () => {
    const lines = [...Array(3).fill({data: {hello: 'world'}}), {parses: 1}];
    expect(await printed(16, 'harness/before.mjs', true)).toEqual(lines);
    expect(await printed(17, 'harness/after.mjs', true)).toEqual(lines);
  });

  test('graphql() takes the options of parse and validate on 17 only', async () => {
    const before = await printed(16, 'graphql-options/before.mjs');
    expect(await printed(17, 'graphql-options/after.mjs')).toEqual(before);
    expect(before).toContain('Too many validation errors, error limit reached. Validation aborted.');
    expect(await printed(16, 'graphql-options/after.mjs')).not.toEqual(before);
  });

  test('hooks: asyncWorkFinished replaces tracking the resolvers’ promises by hand', async () => {
    const lines = [{response: null}, {connection: 'released'}];
    expect(await printed(16, 'execution-hooks/before.mjs', true)).toEqual(lines);
    expect(await printed(17, 'execution-hooks/after.mjs', true)).toEqual(lines);
    expect(await printed(16, 'execution-hooks/after.mjs', true)).toEqual([{response: null}]);
    expect(text).toContain(
      'Both print the response, `{"response":null}`, and then `{"connection":"released"}`',
    );
  });

  test('asyncWorkFinished can come after execute() returned', async () => {
    const events: string[] = [];
    let settle = () => {};
    const schema = graphql17.buildSchema('type Query { slow: String fail: String! }');
    await graphql17.execute({
      schema,
      document: graphql17.parse('{ slow fail }'),
      rootValue: {
        slow: () => new Promise((resolve) => (settle = () => resolve('s'))),
        fail: () => {
          throw new Error('x');
        },
      },
      hooks: {asyncWorkFinished: () => events.push('asyncWorkFinished')},
    });
    events.push('returned');
    settle();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual(['returned', 'asyncWorkFinished']);
  });

  test('legacy incremental results identify payloads by path, the new ones by id', async () => {
    const schema = graphql17.buildSchema(`
      directive @defer(label: String, if: Boolean! = true) on FRAGMENT_SPREAD | INLINE_FRAGMENT
      type Query { a: String b: String }
    `);
    const args = {schema, document: graphql17.parse('{ a ... @defer { b } }'), rootValue: {a: 'A', b: 'B'}};
    const payloads = async (result: unknown) => {
      const {initialResult, subsequentResults} = result as {
        initialResult: unknown;
        subsequentResults: AsyncIterable<unknown>;
      };
      const all = [initialResult];
      for await (const payload of subsequentResults) all.push(payload);
      return JSON.parse(JSON.stringify(all));
    };
    expect((await payloads(await graphql17.legacyExecuteIncrementally(args)))[1]).toEqual({
      hasNext: false,
      incremental: [{data: {b: 'B'}, path: []}],
    });
    expect((await payloads(await graphql17.experimentalExecuteIncrementally(args)))[1]).toMatchObject({
      incremental: [{id: '0', data: {b: 'B'}}],
    });
  });
});
