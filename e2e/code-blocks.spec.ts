import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {expectHydrated} from './utils';

const tutorial = '/docs/tutorials/basic-types';

/** Whether the block's lines are wider than the block, so the reader must scroll sideways. */
const overflows = (block: Locator) =>
  block.locator('pre').evaluate((pre) => pre.scrollWidth > pre.clientWidth);

const wrapButton = (block: Locator) => block.getByRole('button', {name: 'Toggle word wrap'});

/** The visible code blocks, each with whether it overflows. */
async function visibleBlocks(page: Page): Promise<{block: Locator; overflowing: boolean}[]> {
  const blocks = await page.locator('.theme-code-block').filter({visible: true}).all();
  return Promise.all(blocks.map(async (block) => ({block, overflowing: await overflows(block)})));
}

test('word wrap is offered on exactly the blocks that overflow @mobile', async ({page}) => {
  await page.goto(tutorial);
  await expectHydrated(page);
  await expect(page.getByRole('button', {name: 'Copy code to clipboard'}).first()).toBeAttached();
  for (const {block, overflowing} of await visibleBlocks(page))
    await expect(wrapButton(block)).toHaveCount(overflowing ? 1 : 0);
});

test.describe('on a phone-wide screen', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('word wrap wraps a long block and unwraps it', async ({page}) => {
    await page.goto(tutorial);
    await expectHydrated(page);
    const long = (await visibleBlocks(page)).find(({overflowing}) => overflowing)!.block;
    await wrapButton(long).click();
    await expect.poll(() => overflows(long)).toBe(false);
    // Still offered, to unwrap.
    await wrapButton(long).click();
    await expect.poll(() => overflows(long)).toBe(true);
  });

  test('a block in a tab that was hidden gets word wrap when the tab shows', async ({page}) => {
    await page.goto(tutorial);
    await expectHydrated(page);
    await page.getByRole('tab', {name: 'Code first'}).click();
    const block = page.getByRole('tabpanel').locator('.theme-code-block').first();
    await expect(block).toBeVisible();
    expect(await overflows(block)).toBe(true);
    await expect(wrapButton(block)).toBeAttached();
  });
});

test.describe('copy', () => {
  test.use({permissions: ['clipboard-read', 'clipboard-write']});

  test("the copy button copies the block's code", async ({page}) => {
    await page.goto(tutorial);
    await expectHydrated(page);
    const block = page.locator('.theme-code-block').filter({hasText: 'schema.graphql'}).first();
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const source = readFileSync(path.join(__dirname, '../examples/basic-types/schema.graphql'), 'utf8');
    expect(copied).toBe(source.trimEnd());
  });
});
