import {expect, test, type Page} from '@playwright/test';
import {expectHydrated} from './utils';

// Specification, section 4: the announcement bar can be dismissed; the dismissal is remembered and resets when the
// announcement id changes.

function announcement(page: Page) {
  return page.getByRole('banner').filter({has: page.getByRole('button', {name: 'Close'})});
}

const storage = (page: Page) =>
  page.evaluate(() => ({
    dismissed: window.localStorage.getItem('docusaurus.announcement.dismiss'),
    id: window.localStorage.getItem('docusaurus.announcement.id'),
  }));

test('Announcement bar: it can be dismissed and the dismissal survives reload @mobile', async ({page}) => {
  await page.goto('/');
  await expectHydrated(page);
  await expect(announcement(page)).toBeVisible();
  await expect(announcement(page)).toContainText('graphql-js 17');
  await announcement(page).getByRole('button', {name: 'Close'}).click();
  await expect(announcement(page)).toBeHidden();
  expect((await storage(page)).dismissed).toBe('true');

  await page.reload();
  await expectHydrated(page);
  await expect(announcement(page)).toBeHidden();
  await page.goto('/docs/tutorials');
  await expectHydrated(page);
  await expect(announcement(page)).toBeHidden();
});

test('Announcement bar: changing the announcement id shows it again', async ({page}) => {
  // A reader who dismissed an earlier announcement, stored under another id.
  await page.addInitScript(() => {
    if (window.localStorage.getItem('docusaurus.announcement.id') === null) {
      window.localStorage.setItem('docusaurus.announcement.id', 'an-earlier-announcement');
      window.localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    }
  });
  await page.goto('/');
  await expectHydrated(page);
  await expect(announcement(page)).toBeVisible();
  const stored = await storage(page);
  expect(stored.dismissed).toBe('false');
  expect(stored.id).not.toBe('an-earlier-announcement');
});
