import {readFile} from 'node:fs/promises';
import {
  BREAK,
  buildSchema,
  getIntrospectionQuery,
  getLocation,
  graphql,
  GraphQLError,
  Kind,
  MaxIntrospectionDepthRule,
  NoDeprecatedCustomRule,
  NoSchemaIntrospectionCustomRule,
  parse,
  parseType,
  parseValue,
  print,
  Source,
  specifiedRules,
  stripIgnoredCharacters,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type ASTVisitor,
  type FieldNode,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import {createHandler} from 'graphql-http/lib/use/fetch';
import {describe, expect, test} from 'vitest';
import {
  asJson,
  countingFragmentLookUps,
  example,
  expectShownOutput,
  readPage,
  readSample,
  runScript,
} from '../harness';

const dir = 'guides/ast-tooling';

const schemaOf = async () => buildSchema(await readSample(`${dir}/schema.graphql`));
const bookPage = () => readSample(`${dir}/book-page.graphql`);
const messages = (errors: readonly GraphQLError[]) => errors.map((error) => error.message);

/** The alias rule the page shows. */
async function maxAliasesRule(limit: number): Promise<ValidationRule> {
  const module = await import('../../guides/ast-tooling/max-aliases.mjs');
  return module.maxAliasesRule(limit);
}

/** Runs a shown script and compares what it printed with the JSON the page shows. */
/** Runs a script of the page; it prints exactly the file the page shows as its output. */
async function expectPrints(script: string, output: string) {
  await expectShownOutput(await runScript(`${dir}/${script}`), `${dir}/${output}`);
}

test('book-page.graphql is a valid operation of schema.graphql', async () => {
  const schema = await schemaOf();
  const result = await graphql({
    schema,
    source: await bookPage(),
    variableValues: {id: '1'},
    rootValue: {book: null},
  });
  expect(asJson(result)).toEqual({data: {book: null}});
});

describe('parsing', () => {
  test('parse-document.mjs prints the page output', async () => {
    await expectPrints('parse-document.mjs', 'parse-document.json');
  });

  test('parse returns a DocumentNode, or throws a GraphQLError that starts with "Syntax Error:"', () => {
    expect(parse('{ a }').kind).toBe(Kind.DOCUMENT);
    let error: unknown;
    try {
      parse('{ a');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).message).toMatch(/^Syntax Error: /);
  });

  test('an operation has operation, name, variableDefinitions and selectionSet; a field alias, name, arguments, directives and selectionSet', async () => {
    const operation = parse(await bookPage()).definitions[0] as OperationDefinitionNode;
    expect(operation).toMatchObject({
      kind: Kind.OPERATION_DEFINITION,
      operation: 'query',
      name: {kind: Kind.NAME, value: 'BookPage'},
      variableDefinitions: [expect.objectContaining({kind: Kind.VARIABLE_DEFINITION})],
      selectionSet: {kind: Kind.SELECTION_SET},
    });
    const field = parse('{ b: a(x: 1) @skip(if: false) { c } }').definitions[0] as OperationDefinitionNode;
    expect(Object.keys(field.selectionSet.selections[0])).toEqual(
      expect.arrayContaining(['alias', 'name', 'arguments', 'directives', 'selectionSet']),
    );
  });

  test('names and variables are nodes: the argument value of book is a VariableNode', async () => {
    const operation = parse(await bookPage()).definitions[0] as OperationDefinitionNode;
    const book = operation.selectionSet.selections[0] as FieldNode;
    expect(book.name).toMatchObject({kind: Kind.NAME, value: 'book'});
    expect(book.arguments?.[0].value).toMatchObject({kind: Kind.VARIABLE, name: {value: 'id'}});
  });

  test('lists that would be empty are left out: a field without arguments has arguments: undefined', () => {
    const field = (parse('{ a }').definitions[0] as OperationDefinitionNode).selectionSet
      .selections[0] as FieldNode;
    expect(field.arguments).toBe(undefined);
    expect(field.directives).toBe(undefined);
  });

  test('each node has a loc with offsets and its Source, which getLocation turns into a line and column; noLocation leaves loc out', async () => {
    const text = await bookPage();
    const operation = parse(text).definitions[0] as OperationDefinitionNode;
    const book = operation.selectionSet.selections[0] as FieldNode;
    expect(book.loc?.source).toBeInstanceOf(Source);
    expect(text.slice(book.loc?.start, book.loc?.end)).toMatch(/^book\(id: \$id\) \{[\s\S]*\}$/);
    expect(getLocation(book.loc!.source, book.loc!.start)).toEqual({line: 3, column: 3});
    let located = 0;
    visit(parse(text, {noLocation: true}), {enter: (node) => void (node.loc && located++)});
    expect(located).toBe(0);
  });

  test('comments are not nodes, only tokens in the list that starts at document.loc.startToken', async () => {
    const text = await bookPage();
    expect(text).toContain('# The book page of the web shop.');
    const document = parse(text);
    const nodesWithComment: string[] = [];
    visit(document, {
      enter: (node) =>
        void (
          JSON.stringify({...node, loc: undefined}).includes('book page') && nodesWithComment.push(node.kind)
        ),
    });
    expect(nodesWithComment).toEqual([]);
    const comments: string[] = [];
    for (let token = document.loc?.startToken; token; token = token.next ?? undefined) {
      if (token.kind === 'Comment') comments.push(String(token.value));
    }
    expect(comments).toEqual([' The book page of the web shop.']);
  });

  test('parse-limits.mjs prints the page output', async () => {
    await expectPrints('parse-limits.mjs', 'parse-limits.json');
  });

  test('each limit stops the parser where it is exceeded; maxSourceLength before reading any of the text', () => {
    let error = (() => {
      try {
        parse('{ a b c d e f }', {maxLexicalTokens: 3});
      } catch (thrown) {
        return thrown as GraphQLError;
      }
    })();
    // The fourth token is `c`, at column 7.
    expect(error?.locations).toEqual([{line: 1, column: 7}]);
    error = (() => {
      try {
        parse('{ a( }', {maxSourceLength: 3});
      } catch (thrown) {
        return thrown as GraphQLError;
      }
    })();
    expect(error?.message).toBe(
      'Syntax Error: Source contains more than 3 UTF-16 code units. Parsing aborted.',
    );
  });

  test('maxTokens is the old, deprecated name of maxLexicalTokens', async () => {
    expect(() => parse('{ a b c }', {maxTokens: 3})).toThrow('Document contains more than 3 tokens.');
    const declarations = await readFile(example('../node_modules/graphql/language/parser.d.ts'), 'utf8');
    expect(declarations).toContain('@deprecated Use `maxLexicalTokens` instead.');
  });

  test('allowEmptySelectionSets: empty selection sets parse by default, and false refuses { }', () => {
    expect(parse('{ }').kind).toBe(Kind.DOCUMENT);
    expect(() => parse('{ }', {allowEmptySelectionSets: false})).toThrow('Syntax Error');
  });

  test('graphql accepts the same options and passes them to parse', async () => {
    const result = await graphql({schema: await schemaOf(), source: await bookPage(), maxLexicalTokens: 20});
    expect(messages(result.errors ?? [])).toEqual([
      'Syntax Error: Document contains more than 20 tokens. Parsing aborted.',
    ]);
  });

  test('parseValue parses one value and parseType one type reference', () => {
    expect(parseValue('{ first: 3 }')).toMatchObject({kind: Kind.OBJECT, fields: [{name: {value: 'first'}}]});
    expect(parseType('[Book!]!')).toMatchObject({kind: Kind.NON_NULL_TYPE, type: {kind: Kind.LIST_TYPE}});
  });
});

describe('visit', () => {
  test('outline.mjs prints the page output', async () => {
    await expectPrints('outline.mjs', 'outline.json');
  });

  test('a function is called on enter; enter and leave are called on the way in and out, after all children', () => {
    const events: string[] = [];
    visit(parse('{ a { b } }'), {
      Field: {
        enter: (node) => void events.push(`enter ${node.name.value}`),
        leave: (node) => void events.push(`leave ${node.name.value}`),
      },
      Name: (node) => void events.push(`name ${node.value}`),
    });
    expect(events).toEqual(['enter a', 'name a', 'enter b', 'name b', 'leave b', 'leave a']);
  });

  test('visitor functions receive node, key, parent (the list for a node in a list), path and ancestors', () => {
    const document = parse('{ a }');
    const seen: {key: unknown; parent: unknown; path: unknown; ancestors: unknown}[] = [];
    const selectionSets: unknown[] = [];
    visit(document, {
      Field: (node, key, parent, path, ancestors) =>
        void seen.push({key, parent, path: [...path], ancestors: [...ancestors]}),
      SelectionSet: (node, key) => void selectionSets.push(key),
    });
    const operation = document.definitions[0] as OperationDefinitionNode;
    expect(seen).toEqual([
      {
        key: 0,
        parent: operation.selectionSet.selections,
        path: ['definitions', 0, 'selectionSet', 'selections', 0],
        ancestors: [document, document.definitions, operation, operation.selectionSet],
      },
    ]);
    expect(selectionSets).toEqual(['selectionSet']);
  });

  test('plain enter and leave run for every node of every kind; loc and plain values are never visited', () => {
    const kinds: string[] = [];
    let left = 0;
    visit(parse('query Q { a }'), {
      enter: (node: ASTNode) => void kinds.push(node.kind),
      leave: () => void left++,
    });
    expect(kinds).toEqual(['Document', 'OperationDefinition', 'Name', 'SelectionSet', 'Field', 'Name']);
    expect(left).toBe(kinds.length);
  });
});

describe('changing a document', () => {
  const document = () => parse('{ a { b } c }');
  const printed = (visitor: ASTVisitor) => print(visit(document(), visitor));

  test('undefined makes no change, false from enter skips children, null removes, a node replaces', () => {
    expect(printed({Field: () => undefined})).toBe(print(document()));
    const entered: string[] = [];
    visit(document(), {
      Field: (node) => (entered.push(node.name.value), node.name.value === 'a' ? false : undefined),
    });
    expect(entered).toEqual(['a', 'c']);
    expect(printed({Field: (node) => (node.name.value === 'c' ? null : undefined)})).toBe(
      '{\n  a {\n    b\n  }\n}',
    );
    expect(
      printed({
        Field: (node) =>
          node.name.value === 'c' ? {...node, name: {kind: Kind.NAME, value: 'd'}} : undefined,
      }),
    ).toBe('{\n  a {\n    b\n  }\n  d\n}');
  });

  test('visit returns a new tree and leaves the original untouched; unchanged parts are shared', () => {
    const original = parse('{ a } fragment F on Query { b }');
    const edited = visit(original, {Field: (node) => (node.name.value === 'a' ? null : undefined)});
    expect(edited).not.toBe(original);
    expect(print(original)).toBe('{\n  a\n}\n\nfragment F on Query {\n  b\n}');
    expect(edited.definitions[1]).toBe(original.definitions[1]);
  });

  test('strip-client-fields.mjs prints the server operation the page shows, which the server accepts', async () => {
    const shown = await readSample(`${dir}/server-operation.graphql`);
    await expectShownOutput(
      await runScript(`${dir}/strip-client-fields.mjs`),
      `${dir}/server-operation.graphql`,
    );
    const result = await graphql({schema: await schemaOf(), source: shown, rootValue: {book: null}});
    expect(asJson(result)).toEqual({data: {book: null}});
  });

  test('the server knows no @client directive: it refuses the client operation', async () => {
    const errors = validate(await schemaOf(), parse(await readSample(`${dir}/client-operation.graphql`)));
    expect(messages(errors)).toEqual([
      'Cannot query field "inCart" on type "Book".',
      'Unknown directive "@client".',
      'Cannot query field "selected" on type "Offer". Did you mean "seller"?',
      'Unknown directive "@client".',
    ]);
  });

  test('without the added __typename, a selection whose fields were all @client is left empty', () => {
    const stripped = visit(parse('{ book(id: "1") { offers { selected @client } } }'), {
      Field: (node) => (node.directives?.some((d) => d.name.value === 'client') ? null : undefined),
    });
    expect(print(stripped)).toBe('{\n  book(id: "1") {\n    offers {}\n  }\n}');
  });

  test('BREAK stops the walk: no other node is visited and no leave function runs', () => {
    const events: string[] = [];
    visit(parse('{ a b c }'), {
      Field: {
        enter: (node) => (
          events.push(`enter ${node.name.value}`),
          node.name.value === 'b' ? BREAK : undefined
        ),
        leave: (node) => void events.push(`leave ${node.name.value}`),
      },
      leave: (node: ASTNode) => void events.push(`leave ${node.kind}`),
    });
    // A Field visitor replaces the generic one for fields, so `leave a` comes from Field.leave.
    expect(events).toEqual(['enter a', 'leave Name', 'leave a', 'enter b']);
  });

  test('is-introspection.mjs prints the page output', async () => {
    await expectPrints('is-introspection.mjs', 'is-introspection.json');
    expect(getIntrospectionQuery()).toContain('__schema');
  });
});

describe('printing', () => {
  test('print writes the standard layout and no comments, whatever the text was', () => {
    const messy = '# hi\nquery   Q{a,  b{c}\n}';
    expect(print(parse(messy))).toBe('query Q {\n  a\n  b {\n    c\n  }\n}');
  });

  test('stripIgnoredCharacters removes the spaces, commas and comments the grammar ignores', () => {
    expect(stripIgnoredCharacters('# hi\nquery   Q { a,  b { c }\n}')).toBe('query Q{a b{c}}');
  });
});

describe('TypeInfo', () => {
  test('field-usage.mjs prints the page output', async () => {
    await expectPrints('field-usage.mjs', 'field-usage.json');
  });

  test('getType and getInputType describe the node being visited; a field the schema lacks has no getFieldDef()', async () => {
    const schema = await schemaOf();
    const typeInfo = new TypeInfo(schema);
    const seen: string[] = [];
    visit(
      parse('{ books(first: 2) { title nope } }'),
      visitWithTypeInfo(typeInfo, {
        Field: (node) =>
          void seen.push(`${node.name.value}: ${typeInfo.getType()} ${typeInfo.getFieldDef()?.name}`),
        Argument: (node) => void seen.push(`${node.name.value}: ${typeInfo.getInputType()}`),
      }),
    );
    expect(seen).toEqual([
      'books: [Book!]! books',
      'first: Int',
      'title: String! title',
      'nope: undefined undefined',
    ]);
  });
});

describe('a validation rule', () => {
  test('check-aliases.mjs prints the page output: the book page passes, the flood with 12 aliases is refused', async () => {
    await expectPrints('check-aliases.mjs', 'check-aliases.json');
  });

  test('validate uses specifiedRules by default, which include rules graphql-js adds, such as MaxIntrospectionDepthRule', async () => {
    const schema = await schemaOf();
    const document = parse('{ book(id: 1) { nope } }');
    expect(validate(schema, document)).toEqual(validate(schema, document, specifiedRules));
    expect(specifiedRules).toContain(MaxIntrospectionDepthRule);
  });

  test('validate walks the document once, with every rule’s visitor at the same time', async () => {
    const events: string[] = [];
    const rule =
      (name: string): ValidationRule =>
      () => ({Field: (node) => void events.push(`${name} ${node.name.value}`)});
    validate(await schemaOf(), parse('{ book(id: 1) { title } }'), [rule('one'), rule('two')]);
    expect(events).toEqual(['one book', 'two book', 'one title', 'two title']);
  });

  test('attack: a fragment bomb is counted right, each fragment read once, not once per path', async () => {
    const levels = 10;
    const fragments = Array.from({length: levels}, (_, level) =>
      level === levels - 1
        ? `fragment F${level} on Book { x: title }`
        : `fragment F${level} on Book { x: title ...F${level + 1} ...F${level + 1} ...F${level + 1} }`,
    );
    const source = `query Bomb { book(id: 1) { ...F0 } } ${fragments.join(' ')}`;
    // The rule's fragment look-ups are counted: one per spread written in the document, where reading every path
    // would take 3^9 of them.
    const rule = await maxAliasesRule(10);
    const counted = countingFragmentLookUps(rule);
    const errors = validate(await schemaOf(), parse(source), [counted.rule]);
    // Level k is spread 3^k times and has one alias: 1 + 3 + ... + 3^9.
    expect(messages(errors)).toEqual(['Operation "Bomb" uses 29524 aliases; the limit is 10.']);
    expect(counted.lookUps()).toBe(1 + 3 * (levels - 1));
    // A cycle of fragments ends: graphql's own rule reports it.
    const cycle =
      'query Loop { book(id: 1) { ...A } } fragment A on Book { a: title ...B } fragment B on Book { b: title ...A }';
    expect(messages(validate(await schemaOf(), parse(cycle), [...specifiedRules, rule]))).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
  });

  test('not covered: aliases inside a list count once for the rule, and run once for each item', async () => {
    const schema = await schemaOf();
    const source =
      '{ books(first: 1000) { o1: offers { price } o2: offers { price } o3: offers { price } } }';
    const rules = [...specifiedRules, await maxAliasesRule(10)];
    expect(validate(schema, parse(source), rules)).toEqual([]);
    let offers = 0;
    const book = {
      offers: () => {
        offers++;
        return [{seller: 'a', price: 1}];
      },
    };
    const rootValue = {books: ({first}: {first: number}) => Array.from({length: first}, () => book)};
    const result = await graphql({schema, source, rootValue, rules});
    expect(result.errors).toBeUndefined();
    expect(offers).toBe(3000);
    expect(await readPage(dir)).toContain(
      'is 3 aliases for\n  the rule, and 3,000 `offers` fields for execution.',
    );
  });

  test('not covered: an operation without aliases passes the alias rule, however deep it nests', async () => {
    let selection = 'name';
    for (let level = 0; level < 50; level++)
      selection = `author { books { ${level ? selection : 'title'} } }`;
    const source = `{ book(id: 1) { ${selection} } }`;
    expect(source.split('author {')).toHaveLength(51);
    expect(validate(await schemaOf(), parse(source), [...specifiedRules, await maxAliasesRule(0)])).toEqual(
      [],
    );
    expect(await readPage(dir)).toContain('has no alias at all, and passes any limit, however deep it goes.');
  });

  test('returning false from OperationDefinition stops only this rule: the others still see the fields', async () => {
    const source = '{ a: book(id: 1) { nope } b: book(id: 2) { title } }';
    const errors = validate(await schemaOf(), parse(source), [...specifiedRules, await maxAliasesRule(1)]);
    expect(messages(errors)).toEqual([
      'The operation uses 2 aliases; the limit is 1.',
      'Cannot query field "nope" on type "Book".',
    ]);
  });

  test('a ValidationContext tracks types as TypeInfo does, and has the schema and the document', async () => {
    const schema = await schemaOf();
    const document = parse('{ book(id: 1) { title } }');
    const seen: string[] = [];
    const rule: ValidationRule = (context: ValidationContext) => {
      expect(context.getSchema()).toBe(schema);
      expect(context.getDocument()).toBe(document);
      return {
        Field: () =>
          void seen.push(`${context.getParentType()}.${context.getFieldDef()?.name}: ${context.getType()}`),
      };
    };
    validate(schema, document, [rule]);
    expect(seen).toEqual(['Query.book: Book', 'Book.title: String!']);
  });

  test('NoDeprecatedCustomRule and NoSchemaIntrospectionCustomRule ship with graphql-js but are not in specifiedRules', () => {
    expect(specifiedRules).not.toContain(NoDeprecatedCustomRule);
    expect(specifiedRules).not.toContain(NoSchemaIntrospectionCustomRule);
  });

  test('the rules option of graphql replaces the default rules: alone, the alias rule lets an unknown field through', async () => {
    const schema = await schemaOf();
    const source = '{ book(id: 1) { nope } }';
    const alone = await graphql({schema, source, rootValue: {book: {}}, rules: [await maxAliasesRule(10)]});
    expect(alone.errors).toBe(undefined);
    const spread = await graphql({schema, source, rules: [...specifiedRules, await maxAliasesRule(10)]});
    expect(messages(spread.errors ?? [])).toEqual(['Cannot query field "nope" on type "Book".']);
  });

  test('graphql-http’s validationRules are added to the specified rules', async () => {
    const handler = createHandler({schema: await schemaOf(), validationRules: [await maxAliasesRule(1)]});
    const response = await handler(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({query: '{ a: book(id: 1) { nope } b: book(id: 2) { title } }'}),
      }),
    );
    const body = await response.json();
    expect(body.errors.map((error: {message: string}) => error.message)).toEqual([
      'The operation uses 2 aliases; the limit is 1.',
      'Cannot query field "nope" on type "Book".',
    ]);
  });
});
