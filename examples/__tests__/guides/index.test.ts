import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {expect, test} from 'vitest';
import sidebars from '../../../sidebars';
import {readPage, siteDir} from '../harness';

// The index's lists are the sidebar's groups, rendered by <GuideGroup>; these tests keep its headings (the table
// of contents) in step with those groups.

const groups = sidebars.guidesSidebar.flatMap((item) => (typeof item === 'string' ? [] : [item.label]));

test('the index is the first page of the guides sidebar, so the navbar’s Guides item opens it', () => {
  expect(sidebars.guidesSidebar[0]).toBe('guides/index');
});

test('every group of the sidebar has a heading on the page, followed by its list, in the sidebar’s order', async () => {
  const text = await readPage('guides/index');
  const listed = [...text.matchAll(/^## (.+)\n\n.*\n\n<GuideGroup label="(.+)" \/>$/gm)].map(
    ([, heading, label]) => {
      expect(label).toBe(heading);
      return label;
    },
  );
  expect(groups.length).toBeGreaterThan(4);
  expect(listed).toEqual(groups);
  // No list of a group the sidebar lacks (it would fail the build), and none outside its section.
  expect(text.match(/<GuideGroup /g)).toHaveLength(groups.length);
});

// The upgrade guides' tests check every export a major removes, adds, deprecates or changes against the installed
// packages, and every difference the behaviour probes find; no test can find every difference in behaviour, so no
// page may promise one.
test('no page promises every difference between majors; the index promises what the upgrade guide tests check', async () => {
  const pages = [
    'guides/index',
    'upgrade-guides/v14-to-v15',
    'upgrade-guides/v15-to-v16',
    'upgrade-guides/v16-to-v17',
  ];
  for (const page of pages)
    expect((await readPage(page)).replaceAll(/\s+/g, ' '), page).not.toMatch(
      /\bevery (difference|breaking change|behaviour change|change in behaviour)/i,
    );
  expect((await readPage('guides/index')).replaceAll(/\s+/g, ' ')).toContain(
    'lists every export that 17 removes, adds, deprecates or changes, and the changes in behaviour that an upgrade can run into',
  );
  const guideTests = await readFile(
    path.join(siteDir, 'examples/__tests__/upgrade-guides/v16-to-v17.test.ts'),
    'utf8',
  );
  for (const title of [
    'every removed export, value or type, is listed under "Removed in 17"',
    'every new export links to its 17 page',
    'every export or member deprecated in 17 but not in 16 links to its 17 page',
    'every symbol the API reference marks "Changed in 17" is listed once',
  ])
    expect(guideTests).toContain(title);
});
