import {describe, expect, test} from 'vitest';
import {readPage, upgradeGuideSections, type GraphQLMajor} from '../harness';
import {loadRelease} from '../releases';
import {parseProbe, probeDifferences, probes, validationProbe} from './behaviourProbes';

/**
 * Each upgrade guide against the behaviour probes: every probe whose result differs between the guide's two
 * majors names the section that explains the difference, and every section named explains a difference that
 * exists. A new difference fails here until the guide covers it, or it joins `unseen` with the reason no user
 * can see it.
 */
interface GuideProbes {
  page: string;
  older: GraphQLMajor;
  newer: GraphQLMajor;
  /** Probe name → the anchor of the section that explains its difference. */
  explained: Record<string, string>;
  /** Probe name → why the difference is invisible to users. */
  unseen: Record<string, string>;
}

/** Each probe of `names` explained by the section `anchor`. */
const explainedBy = (anchor: string, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, anchor]));

const featureSchemas = {
  description: 'a schema with a description',
  specifiedBy: 'a scalar with @specifiedBy',
  repeatable: 'a repeatable directive',
  interfaces: 'an interface that implements an interface',
  deprecated: 'deprecated arguments and input fields',
};
const schemaProbes = (label: string) => [
  `printSchema: ${label}`,
  `introspectionFromSchema: ${label}`,
  `buildClientSchema: ${label}, printed`,
];

const guides: GuideProbes[] = [
  {
    page: 'upgrade-guides/v14-to-v15',
    older: 14,
    newer: 15,
    explained: {
      'parse: an empty selection set': 'error-messages-are-reworded',
      'parse: an empty selection set with allowEmptySelectionSets false': 'error-messages-are-reworded',
      'subscribe: a resolver that returns no async iterable': 'error-messages-are-reworded',
      'subscribe: a query document': 'error-messages-are-reworded',
      'specifiedRules: holds MaxIntrospectionDepthRule': 'deep-introspection-is-refused',
      'validate: introspection nested deeper than three levels of fields': 'deep-introspection-is-refused',
      // graphql 14 declares Token as an interface and has no such class at run time; 15 declares the class.
      'Token: a token made with graphql 15’s seven arguments': 'typescript-other-changes-to-the-declarations',
      ...explainedBy('error-messages-are-reworded', [
        ...(
          [
            'ExecutableDefinitions',
            'NoFragmentCycles',
            'UniqueVariableNames',
            'KnownDirectives',
            'UniqueDirectivesPerLocation',
            'KnownArgumentNames',
            'ValuesOfCorrectType',
            'OverlappingFieldsCanBeMerged',
          ] as const
        ).map(validationProbe),
        'execute: a variable of the wrong type',
        'execute: a variable with an unknown input field and a missing required one',
        'execute: a variable list with a null item',
        'execute: results the scalars and enums cannot serialize',
        'execute: abstract types resolved by __typename',
        'execute: isTypeOf, and resolveType returning a name',
        'execute: resolveType returning nothing, and isTypeOf',
        ...[
          '',
          '# only a comment',
          '{',
          '{ a',
          '{ a }}',
          '{ a(',
          '{ a(b: ) }',
          // 14 read `0` and then a name, `x1`; 15 refuses the number, at the `x`.
          '{ a(b: 0x1) }',
          '{ a(b: [1, 2) }',
          '{ a(b: {c 1}) }',
          '{ a(b: $) }',
          '{ a @ }',
          '{ a: }',
          '{ ...on }',
          '{ ... }',
          'query',
          'query Q(',
          'query Q($a) { a }',
          'query Q($a: Int = $b) { a }',
          'fragment on on T { a }',
          'fragment F on T',
          'mutation { a } extra',
          'type T {}',
          'type T implements A B { a: Int }',
          'extend',
          'extend type T',
          'schema { query }',
          'directive @d on UNKNOWN_LOCATION',
          'directive @d(a: Int) FIELD',
          'input I { a: Int = $v }',
        ].map(parseProbe),
      ]),
      ...explainedBy('printschema-keeps-the-order-of-your-types', [
        'printSchema: the rich schema',
        'buildClientSchema: the rich schema, printed',
        // Beside the new fields: `types` in the order of the definitions.
        'introspectionFromSchema: the rich schema',
        // Beside the new fields: long description lines printed whole, and three descriptions reworded.
        'printIntrospectionSchema: the introspection types',
      ]),
      ...explainedBy('new-in-the-schema-language', [
        ...schemaProbes(featureSchemas.description),
        ...schemaProbes(featureSchemas.specifiedBy),
        ...schemaProbes(featureSchemas.interfaces),
        ...schemaProbes(featureSchemas.deprecated),
        // 14 parsed `repeatable` and printed it, but introspection did not report it.
        `introspectionFromSchema: ${featureSchemas.repeatable}`,
        `buildClientSchema: ${featureSchemas.repeatable}, printed`,
      ]),
    },
    unseen: {
      // Checked below: the two texts are the same document.
      'getIntrospectionQuery: with default options':
        'the text differs only in blank lines where the optional fields go: the same document, parsed',
    },
  },
  {
    page: 'upgrade-guides/v15-to-v16',
    older: 15,
    newer: 16,
    explained: {
      'validateSchema: enum values named true, false and null': 'names-are-checked-when-a-type-is-built',
      'printSchema: a type named Mutation that is not the mutation root':
        'printed-documents-end-without-a-newline',
      'print: object values': 'printed-documents-end-without-a-newline',
      'lexer: a lone surrogate escape in a string':
        'lone-surrogates-are-refused-and-lexer-errors-are-reworded',
      'lexer: an unexpected character': 'lone-surrogates-are-refused-and-lexer-errors-are-reworded',
      'subscribe: a query document': 'subscribe-answers-a-query-with-an-error-in-its-result',
      'Token: a token made with graphql 15’s seven arguments': 'typescript-other-changes-to-the-declarations',
      'assertValidName and assertName: a name that begins with __': 'functions-with-successors',
      ...explainedBy(
        'lone-surrogates-are-refused-and-lexer-errors-are-reworded',
        ['{ a(b: .5) }', '\u0007', '{ a(b: "\\q") }', '{ a(b: "\\u12G4") }'].map(parseProbe),
      ),
      [parseProbe('enum E { true }')]: 'names-are-checked-when-a-type-is-built',
      'printSchema: whether the text ends with a newline': 'printed-documents-end-without-a-newline',
      [`introspectionFromSchema: ${featureSchemas.specifiedBy}`]: 'specifiedbyurl-is-spelt-specifiedbyurl',
      // The roots' kind and every type's isOneOf; the others also spell specifiedByURL.
      ...explainedBy('introspection-results-changed', [
        ...[
          'the rich schema',
          featureSchemas.description,
          featureSchemas.repeatable,
          featureSchemas.interfaces,
          featureSchemas.deprecated,
        ].map((label) => `introspectionFromSchema: ${label}`),
        'printIntrospectionSchema: the introspection types',
        'getIntrospectionQuery: with default options',
      ]),
      // A __typename the schema lacks: "was resolve to a type … inside schema" is reworded.
      'execute: abstract types resolved by __typename': 'resolvetype-returns-a-type-name',
      // A variable in a constant is named; control characters written raw in a string are accepted.
      ...explainedBy(
        'lone-surrogates-are-refused-and-lexer-errors-are-reworded',
        ['query Q($a: Int = $b) { a }', 'input I { a: Int = $v }', '{ a(b: "\u0000") }'].map(parseProbe),
      ),
    },
    unseen: {},
  },
  {
    page: 'upgrade-guides/v16-to-v17',
    older: 16,
    newer: 17,
    explained: {
      'buildSchema: defaults of arguments and input fields':
        'schemas-built-from-sdl-keep-defaults-as-literals',
      'buildClientSchema: defaults of arguments and input fields':
        'schemas-built-from-sdl-keep-defaults-as-literals',
      'extendSchema: defaults of added arguments': 'schemas-built-from-sdl-keep-defaults-as-literals',
      'introspection: defaultValue strings of arguments': 'schemas-built-from-sdl-keep-defaults-as-literals',
      'validateSchema: one type as two root types': 'one-type-cannot-be-two-root-types',
      'printSchema: a type named Mutation that is not the mutation root':
        'printschema-names-the-roots-when-a-type-is-called-mutation',
      'print: object values': 'error-messages-and-printed-documents-changed',
      'parse: an empty selection set': 'empty-selection-sets-are-allowed',
      'validate: a subscription on a schema without a subscription type':
        'validation-rejects-more-operations',
      'execute: a non-null field fails while a sibling is pending':
        'pending-fields-stop-when-the-response-is-already-null',
      'subscribe: a resolver that returns no async iterable': 'subscribe-reports-a-bad-stream-in-its-result',
      'subscribe: a query document': 'subscribe-reports-a-bad-stream-in-its-result',
      'module resolution: require("<graphql>/package.json")': 'deep-imports-follow-the-exports-map',
      'assertValidName and assertName: a name that begins with __': 'removed-exports',
      ...explainedBy('error-messages-and-printed-documents-changed', [
        ...(['KnownArgumentNames', 'ValuesOfCorrectType', 'ProvidedRequiredArguments'] as const).map(
          validationProbe,
        ),
        'execute: a variable of the wrong type',
        'execute: a missing non-null variable',
        'execute: a variable with an unknown input field and a missing required one',
        'execute: a variable list with a null item',
        parseProbe('{ a(b: .5) }'),
      ]),
      // 16 prints the default as coerced, with the input fields' own defaults filled in; 17 as written.
      ...explainedBy('schemas-built-from-sdl-keep-defaults-as-literals', [
        'printSchema: the rich schema',
        'buildClientSchema: the rich schema, printed',
      ]),
      ...explainedBy('introspection-results-changed', [
        ...['the rich schema', ...Object.values(featureSchemas)].map(
          (label) => `introspectionFromSchema: ${label}`,
        ),
        'printIntrospectionSchema: the introspection types',
      ]),
    },
    unseen: {},
  },
];

for (const guide of guides) {
  describe(`${guide.page}: the behaviour probes on graphql ${guide.older} and ${guide.newer}`, () => {
    test('every difference the probes find is explained in a section of the guide, or listed as unseen', async () => {
      const differences = await probeDifferences(guide.older, guide.newer);
      const unexplained = differences.filter(
        ({name}) => !(name in guide.explained) && !(name in guide.unseen),
      );
      expect(unexplained, 'differences the guide does not explain').toEqual([]);
      // A probe listed as explained must still differ: otherwise the section explains nothing the probes see.
      const found = new Set(differences.map(({name}) => name));
      const stale = [...Object.keys(guide.explained), ...Object.keys(guide.unseen)].filter(
        (name) => !found.has(name),
      );
      expect(stale, 'listed probes that no longer differ').toEqual([]);
    });

    test('each section named exists in the guide, under a group of changes', async () => {
      const anchors = new Set(
        (await upgradeGuideSections(await readPage(guide.page))).map(({anchor}) => anchor),
      );
      for (const [probe, anchor] of Object.entries(guide.explained))
        expect(anchors.has(anchor), probe).toBe(true);
    });

    test('every probe named exists', () => {
      for (const name of [...Object.keys(guide.explained), ...Object.keys(guide.unseen)])
        expect(Object.keys(probes), name).toContain(name);
    });
  });
}

test('14 and 15 ask the same introspection query: their texts differ only in blank lines', () => {
  const [graphql14, graphql15] = [loadRelease('14.7.0'), loadRelease('15.10.1')];
  const [query14, query15] = [graphql14.getIntrospectionQuery(), graphql15.getIntrospectionQuery()];
  expect(query14).not.toBe(query15);
  const withoutBlankLines = (text: string) => text.replaceAll(/\n[ \t]*(?=\n)/g, '');
  expect(withoutBlankLines(query14)).toBe(withoutBlankLines(query15));
  expect(graphql15.print(graphql15.parse(query14))).toBe(graphql15.print(graphql15.parse(query15)));
});
