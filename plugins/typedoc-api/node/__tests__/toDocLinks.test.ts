import {expect, test} from 'vitest';
import {toDocOutline} from '../docsOutline/toDocOutline';
import {toDocLinks} from '../toDocLinks';

/** A docs page at `permalink` with the given MDX, outlined as the build outlines it. */
const doc = (source: string, permalink: string, title: string, mdx: string) => ({
  page: {source, permalink, title, unlisted: false},
  file: source.replace('@site/', ''),
  ...toDocOutline(mdx),
});

test('links each API page to the docs that link to it, at the URL each doc is built at', () => {
  const docs = [
    doc(
      '@site/docs/tutorials/types.md',
      '/base/docs/tutorials/types',
      'Types',
      '[parse](/api/function/parse) twice: [again](/api/function/parse#parameters)',
    ),
    // Docusaurus gives an index doc a trailing slash, whatever the site's trailingSlash.
    doc(
      '@site/docs/tutorials/index.md',
      '/base/docs/tutorials/',
      'Getting started',
      'Call [parse](/api/function/parse).',
    ),
  ];
  expect(Object.fromEntries(toDocLinks(docs, '/api', {baseUrl: '/base/', trailingSlash: false}))).toEqual({
    '/api/function/parse': [
      {label: 'Getting started', href: '/docs/tutorials'},
      {label: 'Types', href: '/docs/tutorials/types'},
    ],
  });
});

test('finds API pages in Markdown links, references and JSX hrefs, of the major asked for, not code or other pages', () => {
  const mdx = [
    'See [parse](/api/function/parse#parameters) and <a href="/api/class/Source">Source</a>.',
    'A [reference][ref] and [16](/api/v16/function/execute) and [a guide](/docs/guides/errors).',
    '`[not a link](/api/function/print)`',
    '```md\n[in code](/api/function/visit)\n```',
    '[ref]: /api/internal/Maybe',
  ].join('\n\n');
  const links = toDocLinks([doc('@site/docs/x.md', '/docs/x', 'X', mdx)], '/api', {
    baseUrl: '/',
    trailingSlash: false,
  });
  expect([...links.keys()]).toEqual(['/api/function/parse', '/api/class/Source', '/api/internal/Maybe']);
  const v16 = toDocLinks([doc('@site/docs/x.md', '/docs/x', 'X', mdx)], '/api/v16', {
    baseUrl: '/',
    trailingSlash: false,
  });
  expect([...v16.keys()]).toEqual(['/api/v16/function/execute']);
});
