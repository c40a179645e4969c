import {mkdtemp, mkdir, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {expect, test} from 'vitest';
import {loadDocLinks, toApiLinks} from '../loadDocLinks';

test('finds API paths in Markdown links and hrefs, without their anchors', () => {
  const text = 'See [parse](/api/function/parse#parameters) and <a href="/api/class/Source">Source</a>.';
  expect(toApiLinks(text, '/api')).toEqual(['/api/function/parse', '/api/class/Source']);
});

test('links each API page to the docs that link to it, at the URL each doc is built at', async () => {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'doc-links-'));
  await mkdir(path.join(siteDir, 'docs', 'tutorials'), {recursive: true});
  await writeFile(path.join(siteDir, 'docs', 'tutorials', 'index.md'), 'Call [parse](/api/function/parse).');
  await writeFile(
    path.join(siteDir, 'docs', 'tutorials', 'types.md'),
    '[parse](/api/function/parse) twice: [again](/api/function/parse)',
  );
  const docs = [
    {source: '@site/docs/tutorials/types.md', permalink: '/base/docs/tutorials/types', title: 'Types'},
    // Docusaurus gives an index doc a trailing slash, whatever the site's trailingSlash.
    {source: '@site/docs/tutorials/index.md', permalink: '/base/docs/tutorials/', title: 'Getting started'},
  ];
  const links = await loadDocLinks(siteDir, docs, '/api', {baseUrl: '/base/', trailingSlash: false});
  expect(Object.fromEntries(links)).toEqual({
    '/api/function/parse': [
      {label: 'Getting started', href: '/docs/tutorials'},
      {label: 'Types', href: '/docs/tutorials/types'},
    ],
  });
});
