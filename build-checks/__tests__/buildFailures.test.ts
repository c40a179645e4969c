import {describe, expect, test} from 'vitest';
import {buildFixture} from '../buildFixture';

// Each fixture is a tiny site built with the real site's configuration, presets and plugins (see fixtureConfig.ts),
// plus one fault: each build must fail and say where the fault is. The builds run side by side. A fixture without
// a fault builds (localeLinks.test.ts), so each failure comes from its fault.

/** Builds a fixture that must fail to build, and returns what the CLI printed. */
async function failingBuildOutput(fixture: string): Promise<string> {
  const {exitCode, output} = await buildFixture(fixture);
  expect(exitCode, output).not.toBe(0);
  return output;
}

describe.concurrent('build-time validation', () => {
  test('a broken link fails the build, naming the page and the link', async () => {
    const output = await failingBuildOutput('broken-link');
    expect(output).toContain('Docusaurus found broken links!');
    expect(output).toMatch(/Broken link on source page path = \/:\s*-> linking to \/missing-page/);
  });

  // Its own fixture: Docusaurus reports broken anchors only once no link is broken.
  test('a broken anchor fails the build, naming the page and the link', async () => {
    const output = await failingBuildOutput('broken-anchor');
    expect(output).toMatch(
      /Broken anchor on source page path = \/:\s*-> linking to \/docs\/tutorials#missing-heading/,
    );
  });

  test('a broken Markdown link fails the build, naming the file and the link', async () => {
    const output = await failingBuildOutput('broken-markdown-link');
    expect(output).toMatch(
      /Markdown link with URL `\.\/missing-file\.md` in source file "[^"]*broken-markdown-link\/src\/pages\/index\.md"[^\n]* couldn't be resolved/,
    );
  });

  test('two pages at one route fail the build, naming the route', async () => {
    const output = await failingBuildOutput('duplicate-route');
    expect(output).toContain('Attempting to create page at /twice, but a page already exists at this route.');
  });

  test('a navbar item of an unknown type fails the build, naming the type', async () => {
    const output = await failingBuildOutput('unknown-navbar-item');
    expect(output).toContain('Bad navbar item type mysteryWidget');
  });

  test('a page module without a default export fails the build, naming the page', async () => {
    const output = await failingBuildOutput('no-default-export');
    expect(output).toContain(`Can't render static file for pathname "/named-only"`);
    expect(output).toContain("The page component at /named-only doesn't have a default export.");
  });

  test('a redirect to a page the site does not have fails the build, naming the entry', async () => {
    const output = await failingBuildOutput('broken-redirect');
    expect(output).toContain('redirects: fix these entries');
    expect(output).toContain(
      'build-checks/__fixtures__/broken-redirect/redirects.json: "/docs/old-guide" → ' +
        '"/docs/guides/missing-guide": the site has no page at "/docs/guides/missing-guide"',
    );
  });

  test("an old address's fragment that lands on no element fails the build, naming it, its commit and file", async () => {
    const output = await failingBuildOutput('broken-old-fragment');
    expect(output).toContain(
      'redirects: every fragment of an old address must land on an element ' +
        '(build-checks/__fixtures__/broken-old-fragment/old-fragments.json',
    );
    expect(output).toContain(
      '"/docs/getting-started#installing-graphql" (graphql-js c0ffee000, website/pages/getting-started.mdx) ' +
        'lands on no element of "/docs/tutorials"',
    );
  });

  test('an export the API plugin cannot convert fails the build, naming the export', async () => {
    const output = await failingBuildOutput('unconvertible-api-symbol');
    expect(output).toContain(
      'Converting "helpers" failed: namespaces are only supported as enums of constants.',
    );
  });
});
