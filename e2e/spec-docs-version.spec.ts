import {expect, test} from '@playwright/test';
import {expectHydrated} from './utils';

// Specification, sections 1 and 9: the selected docs version is kept in local storage, under
// docs-preferred-version-{pluginId}. There is one version, current, labelled Next.

test('Docs: picking the version stores docs-preferred-version-default in local storage', async ({page}) => {
  await page.goto('/docs/tutorials/basic-types');
  await expectHydrated(page);
  const preferred = () => page.evaluate(() => window.localStorage.getItem('docs-preferred-version-default'));
  expect(await preferred()).toBeNull();

  const navbar = page.getByRole('navigation', {name: 'Main'});
  await navbar.getByRole('button', {name: 'Next'}).hover();
  await navbar.getByRole('link', {name: 'Next', exact: true}).click();
  await expect.poll(preferred).toBe('current');
});

// Issue 36: theme-classic's version dropdown adds the location's fragment to every version's link, which on a page
// that is not that version's doc names an id the doc does not have.
test("Docs: the version dropdown carries the page's fragment only onto the same page", async ({page}) => {
  const navbar = page.getByRole('navigation', {name: 'Main'});
  const nextLink = async () => {
    await expectHydrated(page);
    await navbar.getByRole('button', {name: 'Next'}).hover();
    return navbar.getByRole('link', {name: 'Next', exact: true});
  };
  await page.goto('/api/function/parse#parameters');
  await expect(await nextLink()).toHaveAttribute('href', /^\/docs\/[^#]*$/);
  await page.goto('/docs/tutorials/basic-types#elsewhere');
  await expect(await nextLink()).toHaveAttribute('href', '/docs/tutorials/basic-types#elsewhere');
});
