import {expect, test} from 'vitest';
import {buildFixture} from '../buildFixture';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}=([^\\s>]+)`).exec(tag)?.[1];

/** The hreflang alternates and the locale dropdown's links in a built page, as [language, pathname] pairs. */
function localeLinks(html: string) {
  const alternates = [...html.matchAll(/<link [^>]*rel=alternate[^>]*>/g)].map(([tag]) => [
    attribute(tag, 'hreflang'),
    new URL(attribute(tag, 'href')!).pathname,
  ]);
  const dropdown = [...html.matchAll(/<a [^>]*class="?dropdown__link[^>]*>/g)].map(([tag]) => [
    attribute(tag, 'lang'),
    attribute(tag, 'href'),
  ]);
  return {alternates, dropdown};
}

// Specification, section 2: a locale switcher builds a link to the same page path under another locale; the
// default locale has no path prefix. The fixture adds French to the real site's English to show both cases. It
// is the fixture without a fault: each build of buildFailures.test.ts fails for its own fault.
test('the locale link builder keeps the page path, with a prefix for every locale but the default (a fixture without a fault, with en and fr)', async () => {
  const {exitCode, output, files} = await buildFixture('clean', ['guide.html', 'fr/guide.html']);
  expect(exitCode, output).toBe(0);
  const expected = {
    alternates: [
      ['en', '/guide'],
      ['fr', '/fr/guide'],
      ['x-default', '/guide'],
    ],
    dropdown: [
      ['en', '/guide'],
      ['fr', '/fr/guide'],
    ],
  };
  expect(localeLinks(files['guide.html'])).toEqual(expected);
  expect(localeLinks(files['fr/guide.html'])).toEqual(expected);
});
