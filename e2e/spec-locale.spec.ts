import {expect, test} from '@playwright/test';
import {expectHydrated, readSectionSamples} from './utils';

// Specification, section 2: a locale link builds the same page path under another locale; the default locale has
// no path prefix; only English exists. The builder renders each page's hreflang alternates; with a second locale
// it prefixes that locale (proven on a fixture build: build-checks/__tests__/localeLinks.test.ts).

test('Locale: the locale link builder gives every page its own path for en, with no prefix, and no broken link', async ({
  page,
  request,
}) => {
  const sample = readSectionSamples();
  test.setTimeout(sample.length * 5_000);
  for (const pagePath of sample) {
    await page.goto(pagePath);
    await expectHydrated(page);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((link) => [
          link.getAttribute('hreflang'),
          new URL((link as HTMLLinkElement).href).pathname,
        ]),
      );
    expect(alternates, pagePath).toEqual([
      ['en', pagePath],
      ['x-default', pagePath],
    ]);
    expect(await page.locator('a[href^="/en/"], a[href="/en"]').count(), `${pagePath} links to /en`).toBe(0);
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
  }
});
