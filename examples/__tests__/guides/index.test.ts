import {expect, test} from 'vitest';
import sidebars from '../../../sidebars';
import {readPage} from '../harness';

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
