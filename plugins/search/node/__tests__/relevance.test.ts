import {beforeAll, describe, expect, test} from 'vitest';
import type {ApiModel} from '../../../typedoc-api';
import {DIALOG_MAX_HITS} from '../../shared/constants';
import {toShardKey, type PackedSearchIndex} from '../../shared/packIndex';
import {ALL_VERSIONS, searchIndex, withHits, withQuery, type SearchIndex} from '../../shared/searchIndex';
import type {SearchRecord} from '../../shared/types';
import {readDocsSections} from './readDocsSections';
import {ONLY_ANSWERS, QUESTIONS, type Expected} from './relevanceQuestions';
import {loadSiteApi, siteDir, toPartialIndex, toSiteFiles, toWholeIndex} from './siteSearchIndex';

/**
 * The index is the one the build writes: the whole API of both majors and every section of every docs page, from
 * the docs outline, through the same code, with every term shard and result chunk loaded.
 */

let models: ApiModel[];
let sections: SearchRecord[];
let files: PackedSearchIndex;
let index: SearchIndex;

beforeAll(async () => {
  let apiRecords: SearchRecord[];
  ({models, apiRecords} = await loadSiteApi());
  sections = await readDocsSections(siteDir);
  files = toSiteFiles([...apiRecords, ...sections], models);
  index = await toWholeIndex(files);
}, 240_000);

/** The site path of the expected page, read from the pages themselves. */
function expectedPath(expected: Expected): string {
  if ('doc' in expected) {
    const section = sections.find((record) => record.title === expected.doc);
    if (!section) throw new Error(`no docs page is titled "${expected.doc}"`);
    return section.path.replace(/#.*$/, '');
  }
  const [owner, member] = expected.api.split('.');
  const page = models[0].pages.find((candidate) => candidate.name === owner && !candidate.notExported);
  if (!page) throw new Error(`graphql 17 exports no ${owner}`);
  if (!member) return page.permalink;
  const found = page.members.find((candidate) => candidate.name === member);
  if (!found) throw new Error(`${owner} has no member ${member}`);
  return `${page.permalink}#${found.anchor}`;
}

describe('real reader queries find the page that answers them in the first three results, or first', () => {
  test('there are at least 60, of every sort', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
  });

  test.each(QUESTIONS)('%s', (query, expected) => {
    const wanted = expectedPath(expected);
    const top = searchIndex(index, query, '17')
      .slice(0, expected.first ? 1 : 3)
      .map((hit) =>
        'api' in expected && expected.api.includes('.') ? hit.href : hit.href.replace(/#.*$/, ''),
      );
    expect(top).toContain(wanted);
  });
});

describe('some questions have only answers in their first results', () => {
  test.each(ONLY_ANSWERS)('%s', (query, pages, count) => {
    const answers = pages.map(expectedPath);
    const top = searchIndex(index, query, '17')
      .slice(0, count)
      .map((hit) => hit.href.replace(/#.*$/, ''));
    expect(top.filter((page) => !answers.includes(page))).toEqual([]);
  });
});

test("on a graphql 16 page, a name both majors have lists 16's page first", () => {
  const [first, second] = searchIndex(index, 'execute', ALL_VERSIONS, '16');
  expect(first.href).toBe('/api/v16/function/execute');
  expect(second.href).toBe('/api/function/execute');
  expect(searchIndex(index, 'execute', ALL_VERSIONS)[0].href).toBe('/api/function/execute');
});

describe('a query fetches the term shards of its words and the result chunks of its hits, and lists what the whole index would', () => {
  // But for the words of another first letter, which only a typo in the first letter would mean (`catch`, two
  // letters from `batch`): the whole index's hits matching only those are left out.
  test.each(QUESTIONS)('%s', async (query) => {
    const partial = await withQuery(await toPartialIndex(files), query);
    const loaded = await withHits(partial, searchIndex(partial, query, '17').slice(0, DIALOG_MAX_HITS));
    expect(loaded.shards.size).toBeLessThan(files.head.shards.length);
    const hits = (searched: SearchIndex) =>
      searchIndex(searched, query, '17')
        .filter((hit) => !hit.terms.length || hit.terms.some((term) => loaded.shards.has(toShardKey(term))))
        .slice(0, DIALOG_MAX_HITS)
        .map((hit) => `${hit.href} ${hit.text}`);
    expect(hits(loaded)).toEqual(hits(index));
  });
});
