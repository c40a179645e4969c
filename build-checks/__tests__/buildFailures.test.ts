import {describe, expect, test} from 'vitest';
import {buildFixture} from '../buildFixture';

// Each fixture is a tiny site built with the real site's configuration, presets and plugins (see fixtureConfig.ts).
// One real build per class of failure: a broken reference (the link checker the site's config turns on), a page
// module that cannot render, and an export the API plugin cannot convert. The faults Docusaurus reports from the
// site's settings alone are checked without a build (siteSettings.test.ts). The builds run side by side.
const buildTimeout = 240_000;

/** Builds a fixture that must fail to build, and returns what the CLI printed. */
async function failingBuildOutput(fixture: string): Promise<string> {
  const {exitCode, output} = await buildFixture(fixture);
  expect(exitCode, output).not.toBe(0);
  return output;
}

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

describe.concurrent('build-time validation', () => {
  // Specification, section 2: a locale switcher builds a link to the same page path under another locale; the
  // default locale has no path prefix. The fixture adds French to the real site's English to show both cases.
  test(
    'a fixture without a fault builds, and its locale links keep the page path, prefixed for every locale but the default',
    async () => {
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
    },
    buildTimeout,
  );

  test(
    'a broken link fails the build, naming the page and the link',
    async () => {
      const output = await failingBuildOutput('broken-link');
      expect(output).toContain('Docusaurus found broken links!');
      expect(output).toMatch(/Broken link on source page path = \/:\s*-> linking to \/missing-page/);
    },
    buildTimeout,
  );

  test(
    'a page module without a default export fails the build, naming the page',
    async () => {
      const output = await failingBuildOutput('no-default-export');
      expect(output).toContain(`Can't render static file for pathname "/named-only"`);
      expect(output).toContain("The page component at /named-only doesn't have a default export.");
    },
    buildTimeout,
  );

  test(
    'a redirect to a page the site does not have fails the build, naming the entry',
    async () => {
      const output = await failingBuildOutput('broken-redirect');
      expect(output).toContain('redirects: fix these entries');
      expect(output).toContain(
        'build-checks/__fixtures__/broken-redirect/redirects.json: "/docs/old-guide" → ' +
          '"/docs/guides/missing-guide": the site has no page at "/docs/guides/missing-guide"',
      );
    },
    buildTimeout,
  );

  test(
    'an export the API plugin cannot convert fails the build, naming the export',
    async () => {
      const output = await failingBuildOutput('unconvertible-api-symbol');
      expect(output).toContain(
        'Converting "helpers" failed: namespaces are only supported as enums of constants.',
      );
    },
    buildTimeout,
  );
});
