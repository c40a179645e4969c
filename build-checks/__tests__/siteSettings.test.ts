import {handleBrokenLinks} from '@docusaurus/core/lib/server/brokenLinks';
import {handleDuplicateRoutes} from '@docusaurus/core/lib/server/routes';
import resolveMarkdownLinks from '@docusaurus/mdx-loader/lib/remark/resolveMarkdownLinks';
import {validateThemeConfig} from '@docusaurus/theme-classic/lib/options';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {expect, test} from 'vitest';
import config from '../../docusaurus.config';

// The faults that Docusaurus reports from the site's settings alone, each checked by the Docusaurus function that
// reports it, given the real site's setting (internal modules, the ones the build calls: a build of each fault would
// only repeat Docusaurus's own error wording). buildFailures.test.ts builds one fixture per class of failure.

test('a broken anchor fails the build, naming the page and the link (onBrokenAnchors)', async () => {
  await expect(
    handleBrokenLinks({
      collectedLinks: {
        '/': {links: ['/other#missing-heading'], anchors: []},
        '/other': {links: [], anchors: ['a-section']},
      },
      onBrokenLinks: config.onBrokenLinks,
      onBrokenAnchors: config.onBrokenAnchors,
      routes: [
        {path: '/', component: 'Home'},
        {path: '/other', component: 'Other'},
      ],
    }),
  ).rejects.toThrow(/Broken anchor on source page path = \/:\s*-> linking to \/other#missing-heading/);
});

test('duplicate routes fail the build, naming the route (onDuplicateRoutes)', () => {
  const routes = [
    {path: '/twice', component: 'A'},
    {path: '/twice', component: 'B'},
  ];
  expect(() => handleDuplicateRoutes(routes, config.onDuplicateRoutes)).toThrow(
    'Attempting to create page at /twice, but a page already exists at this route.',
  );
});

test('a broken Markdown link fails the build, naming the file and the link (onBrokenMarkdownLinks)', async () => {
  const processor = unified()
    .use(remarkParse)
    .use(resolveMarkdownLinks, {
      siteDir: '/site',
      resolveMarkdownLink: () => null,
      onBrokenMarkdownLinks: config.markdown.hooks.onBrokenMarkdownLinks,
    });
  const file = new VFile({path: '/site/src/pages/index.md', value: 'Read [this](./missing-file.md).'});
  await expect(processor.run(processor.parse(file), file)).rejects.toThrow(
    /Markdown link with URL `\.\/missing-file\.md` in source file .*index\.md.* couldn't be resolved/,
  );
});

test('a navbar item of an unknown type fails the build, naming the type and the item', () => {
  const themeConfig = {...config.themeConfig, navbar: {items: [{type: 'mysteryWidget', label: 'Mystery'}]}};
  const context = {validate: normalizeThemeConfig, themeConfig};
  let error: (Error & {details?: {path: (string | number)[]}[]}) | undefined;
  try {
    validateThemeConfig(context as unknown as Parameters<typeof validateThemeConfig>[0]);
  } catch (thrown) {
    error = thrown as typeof error;
  }
  expect(error?.message).toBe('Bad navbar item type mysteryWidget');
  expect(error?.details?.[0].path).toEqual(['navbar', 'items', 0]);
});
