import {describe, expect, test} from 'vitest';
import {readPage, upgradeGuideSections, type GraphQLMajor} from '../harness';
import {probeDifferences, probes} from './behaviourProbes';

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
    },
    unseen: {},
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
