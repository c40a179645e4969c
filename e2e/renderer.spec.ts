import {expect, test} from '@playwright/test';
import {pageFamilies} from '../scripts/bench/families';
import {expectHydrated} from './utils';

// React DOM marks the root it hydrates and every element it owns with properties of its own; another
// renderer answering to react-dom's name leaves none of them.
for (const family of pageFamilies) {
  test(`React 19 hydrates the ${family.label} (${family.path})`, async ({page}) => {
    await page.goto(family.path);
    await expectHydrated(page);
    const marks = await page.evaluate(() => {
      const keysOf = (element: Element | null) => (element ? Object.keys(element) : []);
      return {
        root: keysOf(document.getElementById('__docusaurus')).some((key) =>
          key.startsWith('__reactContainer$'),
        ),
        heading: keysOf(document.querySelector('h1')).some((key) => key.startsWith('__reactFiber$')),
      };
    });
    expect(marks).toEqual({root: true, heading: true});
  });
}
