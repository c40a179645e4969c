import {describe, expect, test} from 'vitest';
import {buildFixture} from '../buildFixture';

// Each fixture is a tiny site built with the real site's configuration, presets and plugins (see fixtureConfig.ts)
// and holds exactly one fault. The builds run side by side.
const buildTimeout = 240_000;

/** Builds a fixture that must fail to build, and returns what the CLI printed. */
async function failingBuildOutput(fixture: string): Promise<string> {
  const {exitCode, output} = await buildFixture(fixture);
  expect(exitCode, output).not.toBe(0);
  return output;
}

describe.concurrent('build-time validation', () => {
  test(
    'a fixture without a fault builds, so each failure below comes from its fault',
    async () => {
      const {exitCode, output} = await buildFixture('clean');
      expect(exitCode, output).toBe(0);
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
    'a broken Markdown link fails the build, naming the file and the link',
    async () => {
      const output = await failingBuildOutput('broken-markdown-link');
      expect(output).toContain(
        'Markdown link with URL `./missing-file.md` in source file ' +
          '"build-checks/__fixtures__/broken-markdown-link/src/pages/index.md" (3:20) couldn\'t be resolved.',
      );
    },
    buildTimeout,
  );

  test(
    'a broken anchor fails the build, naming the page and the link',
    async () => {
      const output = await failingBuildOutput('broken-anchor');
      expect(output).toContain('Docusaurus found broken anchors!');
      expect(output).toMatch(
        /Broken anchor on source page path = \/:\s*-> linking to \/other#missing-heading/,
      );
    },
    buildTimeout,
  );

  test(
    'duplicate routes fail the build, naming the route',
    async () => {
      const output = await failingBuildOutput('duplicate-routes');
      expect(output).toContain('Duplicate routes found!');
      expect(output).toContain(
        'Attempting to create page at /twice, but a page already exists at this route.',
      );
    },
    buildTimeout,
  );

  test(
    'a navbar item of an unknown type fails the build, naming the type and the item',
    async () => {
      const output = await failingBuildOutput('unknown-navbar-item');
      expect(output).toContain('Bad navbar item type mysteryWidget');
      expect(output).toContain("label: 'navbar.items[0]'");
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
