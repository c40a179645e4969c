import {expect, test} from '@playwright/test';
import {expectHydrated} from './utils';

// Specification, section 4: the navbar can hide on scroll down and reappear on scroll up, if configured. It is
// configured (`navbar.hideOnScroll`): long tutorial and reference pages get the whole screen while reading.

test('Navbar hide-on-scroll: hides on scroll down and reappears on scroll up @mobile', async ({page}) => {
  await page.goto('/docs/tutorials');
  await expectHydrated(page);
  // Room to scroll whatever the page's length.
  await page.addStyleTag({content: 'main { min-height: 400vh; }'});
  const navbar = page.getByRole('navigation', {name: 'Main'});
  await expect(navbar).toBeInViewport();

  await page.mouse.move(200, 400);
  for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 300);
  await expect(navbar).not.toBeInViewport();

  await page.mouse.wheel(0, -200);
  await expect(navbar).toBeInViewport();
});
