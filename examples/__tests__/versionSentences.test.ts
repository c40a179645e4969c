import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import type {SinceTable} from '../../plugins/typedoc-api/node/since/sinceTable';
import {allPages, siteDir} from './pages';
import {checkVersionSentence, versionSentences} from './versionSentences';

/**
 * Every sentence of the tutorials, guides and upgrade guides that ties a graphql export or member to a release
 * ("new in 16", "deprecated since 17.0.0", "Removed in 16:", a column headed "Deprecated in 15") says what
 * docs/api-since.json, read from every release's declarations, says.
 */
const table: SinceTable = JSON.parse(await readFile(path.join(siteDir, 'docs/api-since.json'), 'utf8'));
const docs = allPages().filter((page) => /^docs\/(guides|tutorials|upgrade-guides)\//.test(page.source));

describe('version sentences agree with the since-table', () => {
  test.each(docs.map((page) => page.source))('%s', async (file) => {
    const sentences = versionSentences(file, await readFile(path.join(siteDir, file), 'utf8'));
    expect(sentences.flatMap((sentence) => checkVersionSentence(table, sentence) ?? [])).toEqual([]);
  });
});

/** One sentence's failures, as a page would give them. */
const failuresOf = (mdx: string) =>
  versionSentences('docs/guides/page.mdx', mdx).flatMap(
    (sentence) => checkVersionSentence(table, sentence) ?? [],
  );

describe('what the check reads and refuses', () => {
  test('a wrong release fails, naming the file, line, sentence, name, claim and the row', () => {
    expect(
      failuresOf('Some text.\n\n[`assertName()`](/api/v16/function/assertName), new in 15, checks a name.'),
    ).toEqual([
      'docs/guides/page.mdx:3: "assertName(), new in 15, checks a name.": `assertName()` is "new in 15", but docs/api-since.json says assertName: added 16.0.0',
    ]);
    expect(failuresOf('[`assertName()`](/api/v16/function/assertName), new in 16, checks a name.')).toEqual(
      [],
    );
  });

  test('a member, on its export, on a variable or on its own; a member the table lacks fails', () => {
    expect(
      failuresOf('[`GraphQLSchema.getField()`](/api/class/GraphQLSchema#getField), new in 16.'),
    ).toHaveLength(1);
    expect(failuresOf('`GraphQLSchema.getField()` is new in 17.')).toEqual([]);
    expect(failuresOf('`schema.isSubType(a, b)`, new in 14.')).toHaveLength(1);
    expect(failuresOf('`GraphQLSchema.getFeld()` is new in 17.')).toEqual([
      'docs/guides/page.mdx:1: "GraphQLSchema.getFeld() is new in 17.": `GraphQLSchema.getFeld()` (GraphQLSchema.getFeld) is "new in 17", but docs/api-since.json has no row for GraphQLSchema.getFeld',
    ]);
    // Of the linked symbols' members of that name: ParseOptions.maxTokens was deprecated in 16.15.0, 17.0 brought it back.
    expect(
      failuresOf('[`maxTokens`](/api/interface/ParseOptions#maxTokens), deprecated since 16.'),
    ).toHaveLength(1);
    expect(
      failuresOf('[`maxTokens`](/api/interface/ParseOptions#maxTokens), deprecated in 16.15.0.'),
    ).toEqual([]);
  });

  test('an option that a later release of an older major got is not new in the next major', () => {
    expect(failuresOf('The `hideSuggestions` option, new in graphql 17, hides them.')).toHaveLength(1);
    expect(failuresOf('The `hideSuggestions` option, in graphql 17 and since 16.15.0, hides them.')).toEqual(
      [],
    );
  });

  test('labels, column headings, a row subject and "It" take the claim to their names', () => {
    expect(failuresOf('**Removed in 15:** `getDescription`, `coerceValue`.')).toEqual([
      expect.stringContaining('`getDescription` is "Removed in 15"'),
    ]);
    expect(
      failuresOf(
        '| Deprecated in 16 | Use instead |\n| --- | --- |\n| `findDeprecatedUsages(s, d)` | `validate` |',
      ),
    ).toEqual([expect.stringContaining('`findDeprecatedUsages(s, d)` is "Deprecated in 16"')]);
    expect(
      failuresOf(
        '| option | meaning |\n| --- | --- |\n| `originalError` | the cause; deprecated since 16.0.0 |',
      ),
    ).toEqual([expect.stringContaining('`originalError` is "deprecated since 16.0.0"')]);
    expect(failuresOf('The `abortSignal` option stops it. It arrived in 16.15.0.')).toEqual([
      expect.stringContaining('`abortSignal` is "arrived in 16.15.0"'),
    ]);
  });

  test("a label's list that goes on in the table after it", () => {
    expect(
      failuresOf(
        '**Removed in 16:** two exports.\n\n| old | new |\n| --- | --- |\n| `printError` | `toString` |',
      ),
    ).toEqual([
      expect.stringContaining(
        '`printError` is "Removed in 16", but docs/api-since.json says printError: added 14.0.0, deprecated 16.0.0, removed 17.0.0',
      ),
    ]);
  });

  test('plans, other projects and names far from the claim are not checked', () => {
    expect(failuresOf('`findBreakingChanges` is deprecated, to be removed in version 18.')).toEqual([]);
    expect(failuresOf("graphql-http's `createHandler` is new in 17.")).toEqual([]);
    expect(failuresOf('That function arrived in Node.js 22.3, and `parse` too.')).toEqual([]);
    expect(
      failuresOf(
        'The [`GraphQLError`](/api/class/GraphQLError) constructor took six positional arguments, a form already deprecated in 16.',
      ),
    ).toEqual([]);
    expect(failuresOf('`parse` is new in 19.')).toEqual([expect.stringContaining('has no release 19')]);
  });
});
