import {expect, test, type Page} from '@playwright/test';
import {expectHydrated} from './utils';

// Specification, section 4: colour mode is light or dark, light by default; the toggle switches; the choice is kept
// in local storage under `theme` and followed by other tabs through storage events.

function toggle(page: Page) {
  return page.getByRole('button', {name: /switch between dark and light mode/i});
}

const storedTheme = (page: Page) => page.evaluate(() => window.localStorage.getItem('theme'));

test.describe('Colour mode', () => {
  // The site ignores the system preference, so a dark system must still get the light theme.
  test.use({colorScheme: 'dark'});

  test('Colour mode: light by default @mobile', async ({page}) => {
    await page.goto('/');
    await expectHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBeNull();
  });

  test('Colour mode: the toggle switches and the choice is stored under the key theme', async ({page}) => {
    await page.goto('/');
    await expectHydrated(page);
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await storedTheme(page)).toBe('dark');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await storedTheme(page)).toBe('light');
  });

  test('Colour mode: another open tab follows within a second @timing', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/');
    await second.goto('/docs/tutorials');
    await expectHydrated(first);
    await expectHydrated(second);
    await toggle(first).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark', {timeout: 1_000});
    await toggle(first).click();
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'light', {timeout: 1_000});
  });

  test('Colour mode: reloading in dark mode shows no flash of the light theme', async ({page}) => {
    await page.goto('/docs/tutorials');
    await expectHydrated(page);
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Records the theme in force when the page's content is first parsed, before anything could be painted.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.getElementById('__docusaurus')) return;
        observer.disconnect();
        (window as unknown as {themeAtFirstContent: string | null}).themeAtFirstContent =
          document.documentElement.getAttribute('data-theme');
      });
      observer.observe(document, {childList: true, subtree: true});
    });
    await page.reload();
    await expectHydrated(page);
    const themeAtFirstContent = await page.evaluate(
      () => (window as unknown as {themeAtFirstContent: string | null}).themeAtFirstContent,
    );
    expect(themeAtFirstContent).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
