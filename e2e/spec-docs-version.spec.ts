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
