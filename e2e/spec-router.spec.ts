import {expect, test} from '@playwright/test';
import {expectHydrated} from './utils';

// Specification, section 9: generated router location keys default to 6 characters.

test('Router: client-side navigation keys in history.state are 6 characters', async ({page}) => {
  await page.goto('/');
  await expectHydrated(page);
  const keys: string[] = [];
  const navbar = page.getByRole('navigation', {name: 'Main'});
  for (const [name, path] of [
    ['Tutorial', /\/docs\/tutorials$/],
    ['API', /\/api$/],
  ] as const) {
    await navbar.getByRole('link', {name, exact: true}).click();
    await expect(page).toHaveURL(path);
    keys.push(await page.evaluate(() => (window.history.state as {key: string}).key));
  }
  for (const key of keys) expect(key).toMatch(/^[0-9a-z]{6}$/);
  expect(new Set(keys).size).toBe(keys.length);
});
