import {expect, test, type Page} from '@playwright/test';
import {expectHydrated} from './utils';

// The tutorials show a schema written in SDL or in code, in tabs of the group `schema-style`.
async function openTutorial(page: Page, slug: string) {
  await page.goto(`/docs/tutorials/${slug}`);
  await expectHydrated(page);
  return {
    sdl: page.getByRole('tab', {name: 'SDL'}),
    codeFirst: page.getByRole('tab', {name: 'Code first'}),
    // Each of these tutorials has one group: SDL first, then code first.
    sdlCode: page.getByRole('tabpanel', {includeHidden: true}).first(),
    codeFirstCode: page.getByRole('tabpanel', {includeHidden: true}).nth(1),
  };
}

test('the schema style a reader picks is the one every tutorial shows, after a reload too @mobile', async ({
  page,
}) => {
  const first = await openTutorial(page, 'basic-types');
  await expect(first.sdl).toHaveAttribute('aria-selected', 'true');
  await expect(first.sdlCode.getByText('app.mjs', {exact: true})).toBeVisible();
  await expect(first.codeFirstCode).toBeHidden();
  await first.codeFirst.click();
  await expect(first.codeFirst).toHaveAttribute('aria-selected', 'true');
  await expect(first.codeFirstCode).toBeVisible();

  // A page loaded afresh: the server's markup shows SDL, and the stored choice must replace it everywhere.
  for (const slug of ['object-types', 'passing-arguments', 'basic-types']) {
    const tabs = await openTutorial(page, slug);
    await expect(tabs.codeFirst).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.codeFirst).toHaveClass(/tabs__item--active/);
    await expect(tabs.sdl).toHaveAttribute('aria-selected', 'false');
    await expect(tabs.sdl).not.toHaveClass(/tabs__item--active/);
    await expect(tabs.codeFirstCode).toBeVisible();
    await expect(tabs.codeFirstCode.locator('pre')).toContainText('new GraphQLObjectType');
    await expect(tabs.sdlCode).toBeHidden();
  }
});

test('arrow keys move between the tabs and Enter or Space picks one', async ({page}) => {
  const tabs = await openTutorial(page, 'object-types');
  await tabs.sdl.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.codeFirst).toBeFocused();
  // Moving the focus alone does not swap the code.
  await expect(tabs.sdl).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(tabs.codeFirst).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.codeFirstCode).toBeVisible();

  await page.keyboard.press('ArrowRight');
  await expect(tabs.sdl).toBeFocused();
  await page.keyboard.press('End');
  await expect(tabs.codeFirst).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tabs.sdl).toBeFocused();
  await page.keyboard.press(' ');
  await expect(tabs.sdl).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.sdlCode).toBeVisible();
  await expect(tabs.codeFirstCode).toBeHidden();
  // Only the chosen tab is in the page's tab order.
  await expect(tabs.sdl).toHaveAttribute('tabindex', '0');
  await expect(tabs.codeFirst).toHaveAttribute('tabindex', '-1');
});
