import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import {expect, test} from 'vitest';
import {readPageIds, resolveFragmentTargets, toReferenceHeadings} from '../fragmentTargets';
import {toRedirectPage} from '../redirectPage';
import type {OldFragment} from '../oldFragments';
import type {Redirect} from '../redirects';

const redirect = (from: string, to: string, section?: string): Redirect => ({
  from,
  to,
  section,
  origin: 'test',
});
const old = (from: string, fragment: string): OldFragment => ({
  from,
  fragment,
  heading: fragment,
  commit: 'c0ffee0000000000000000000000000000000000',
  file: 'website/pages/x.mdx',
});
const pageIds: Record<string, string[]> = {
  '/docs/guides/dataloader': ['seeing-the-problem', 'next-steps'],
  '/docs/guides/production-and-security': ['limiting-depth-and-cost'],
  '/api/v16': ['parsing', 'visiting', 'types', 'types-classes'],
};
const idsOf = (page: string) => (pageIds[page] ? new Set(pageIds[page]) : undefined);
const symbolsOf = () => ['parse', 'visit'];

test('an old fragment without a reviewed target must be an id of the new page; the failure names its commit', () => {
  const {problems} = resolveFragmentTargets(
    [redirect('/docs/n1-dataloader', '/docs/guides/dataloader')],
    [old('/docs/n1-dataloader', 'next-steps'), old('/docs/n1-dataloader', 'best-practices')],
    {},
    idsOf,
    symbolsOf,
    '/',
  );
  expect(problems).toEqual([
    expect.stringMatching(
      /"\/docs\/n1-dataloader#best-practices" \(graphql-js c0ffee000, website\/pages\/x\.mdx\)/,
    ),
  ]);
});

test('reviewed targets must name an element of the build, and may lead to another page', () => {
  const {byFrom, problems} = resolveFragmentTargets(
    [redirect('/docs/going-to-production', '/docs/guides/going-to-production')],
    [],
    {
      '/docs/going-to-production#limit-query-complexity':
        '/docs/guides/production-and-security#limiting-depth-and-cost',
      '/docs/going-to-production#nowhere': '/docs/guides/production-and-security#no-such-id',
    },
    idsOf,
    symbolsOf,
    '/graphql-js/',
  );
  expect(byFrom.get('/docs/going-to-production')).toEqual({
    'limit-query-complexity': '/graphql-js/docs/guides/production-and-security#limiting-depth-and-cost',
  });
  expect(problems).toEqual([expect.stringContaining('#no-such-id')]);
});

test("an old reference page's fragment that names no symbol or id opens its section; a symbol is the overview's", () => {
  const {byFrom, problems} = resolveFragmentTargets(
    [redirect('/api-v16/language', '/api/v16', 'parsing'), redirect('/api-v16/type', '/api/v16', 'nope')],
    [
      old('/api-v16/language', 'overview'),
      old('/api-v16/language', 'visit'),
      old('/api-v16/language', 'visiting'),
    ],
    {},
    idsOf,
    symbolsOf,
    '/',
  );
  expect(byFrom.get('/api-v16/language')).toMatchObject({overview: '/api/v16#parsing'});
  // A symbol (#visit) and an id of the overview (#visiting) are the overview's.
  expect(byFrom.get('/api-v16/language')).not.toHaveProperty('visit');
  expect(byFrom.get('/api-v16/language')).not.toHaveProperty('visiting');
  expect(problems).toEqual([expect.stringContaining('the section "nope"')]);
});

test("issue 36: an old module or topic page's kind headings land in its own section, not the overview's category", () => {
  const {byFrom, problems} = resolveFragmentTargets(
    [
      redirect('/api-v16/language/parsing', '/api/v16', 'parsing'),
      redirect('/api-v16/type/definitions', '/api/v16', 'types'),
    ],
    [
      ...['functions', 'types', 'parse', 'arguments-3', 'example-1', 'category-visiting'].map((fragment) =>
        old('/api-v16/language/parsing', fragment),
      ),
      ...['classes', 'classes-1', 'functions', 'types-2'].map((fragment) =>
        old('/api-v16/type/definitions', fragment),
      ),
    ],
    {},
    idsOf,
    symbolsOf,
    '/',
  );
  expect(problems).toEqual([]);
  // A symbol (#parse) and a category (#category-visiting) are left to the overview, which answers them.
  expect(byFrom.get('/api-v16/language/parsing')).toMatchObject({
    functions: '/api/v16#parsing',
    types: '/api/v16#parsing',
    'arguments-3': '/api/v16#parsing',
    'example-1': '/api/v16#parsing',
  });
  expect(byFrom.get('/api-v16/language/parsing')).not.toHaveProperty('parse');
  expect(byFrom.get('/api-v16/language/parsing')).not.toHaveProperty('category-visiting');
  expect(byFrom.get('/api-v16/type/definitions')).toMatchObject({
    classes: '/api/v16#types-classes',
    'classes-1': '/api/v16#types-classes',
    functions: '/api/v16#types',
    'types-2': '/api/v16#types',
  });
});

test('the kind headings of an old module or topic page land in its section even when no version of it was read', () => {
  const {byFrom} = resolveFragmentTargets(
    [
      redirect('/api-v16/type/definitions', '/api/v16', 'types'),
      redirect('/old-guide', '/docs/guides/dataloader'),
    ],
    [],
    {},
    idsOf,
    symbolsOf,
    '/',
  );
  expect(byFrom.get('/api-v16/type/definitions')).toEqual({
    classes: '/api/v16#types-classes',
    functions: '/api/v16#types',
    interfaces: '/api/v16#types',
    types: '/api/v16#types',
    'type-aliases': '/api/v16#types',
    enums: '/api/v16#types',
    enumerations: '/api/v16#types',
    constants: '/api/v16#types',
    variables: '/api/v16#types',
  });
  // A page that was no reference page has no kind headings.
  expect(byFrom.has('/old-guide')).toBe(false);
});

test('issue 36: the headings read from one old reference page land in the section of another whose versions were not read', () => {
  const {byFrom} = resolveFragmentTargets(
    [
      redirect('/api-v16/language/parsing', '/api/v16', 'parsing'),
      redirect('/api-v16/type/definitions', '/api/v16', 'types'),
      redirect('/old-guide', '/docs/guides/dataloader'),
    ],
    ['overview', 'example-2', 'arguments', 'parse', 'visiting'].map((fragment) =>
      old('/api-v16/language/parsing', fragment),
    ),
    {},
    idsOf,
    symbolsOf,
    '/',
  );
  // #overview of the unread page named nothing of the overview, which had no element for it.
  expect(byFrom.get('/api-v16/type/definitions')).toMatchObject({
    overview: '/api/v16#types',
    'example-2': '/api/v16#types',
    arguments: '/api/v16#types',
    classes: '/api/v16#types-classes',
  });
  // A symbol and an id of the overview stay the overview's, which answers them.
  expect(byFrom.get('/api-v16/type/definitions')).not.toHaveProperty('parse');
  expect(byFrom.get('/api-v16/type/definitions')).not.toHaveProperty('visiting');
  // A page that was no reference page has no reference headings.
  expect(byFrom.has('/old-guide')).toBe(false);
});

test('the reference headings are the kind headings and those read from old module and topic pages only', () => {
  const headings = toReferenceHeadings(
    [redirect('/api-v16/language/parsing', '/api/v16', 'parsing'), redirect('/old-guide', '/docs/x')],
    [old('/api-v16/language/parsing', 'overview'), old('/old-guide', 'best-practices')],
  );
  expect(headings).toEqual(expect.arrayContaining(['functions', 'classes', 'overview']));
  expect(headings).not.toContain('best-practices');
});

/** Where a redirect page's script sends a reader who opened it at `hash`. */
function follow(html: string, hash: string, search = ''): string {
  const script = /<script>([\s\S]*)<\/script>/.exec(html)![1];
  let target = '';
  runInNewContext(script, {location: {hash, search, replace: (url: string) => (target = url)}});
  return target;
}

test('the redirect page: a listed fragment goes to its target, another is kept, none opens the section', () => {
  const html = toRedirectPage('/api/v16', 'parsing', {overview: '/api/v16#parsing', 'a"</script>': '/x'});
  expect(html).toContain('<meta http-equiv="refresh" content="0; url=/api/v16#parsing">');
  expect(html).not.toContain('"a"</script>');
  expect(follow(html, '#overview')).toBe('/api/v16#parsing');
  expect(follow(html, '#visit', '?x=1')).toBe('/api/v16?x=1#visit');
  expect(follow(html, '')).toBe('/api/v16#parsing');
  expect(follow(html, '#a%22%3C%2Fscript%3E')).toBe('/x');
});

test("a built page's ids are read as the HTML minifier writes them, quoted or not", () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'page-ids-'));
  mkdirSync(path.join(outDir, 'docs/guides'), {recursive: true});
  writeFileSync(
    path.join(outDir, 'docs/guides/errors.html'),
    '<h2 class="anchor anchorWithStickyNavbar" id=creating-errors-with-graphqlerror>Creating</h2>' +
      '<a id="prerequisites"></a><span id=\'kept\'></span><p data-id=not-an-id>',
  );
  expect(readPageIds(outDir, '/docs/guides/errors')).toEqual(
    new Set(['creating-errors-with-graphqlerror', 'prerequisites', 'kept']),
  );
  expect(readPageIds(outDir, '/docs/guides/missing')).toBeUndefined();
  rmSync(outDir, {recursive: true});
});
