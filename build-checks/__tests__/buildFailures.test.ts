import {describe, expect, test} from 'vitest';
import {buildFixture} from '../buildFixture';

// Each fixture is a tiny site whose configuration takes the real site's build checks from docusaurus.config.ts
// (see fixtureConfig.ts) and holds exactly one fault. The builds run side by side.
const buildTimeout = 240_000;

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
      const {exitCode, output} = await buildFixture('broken-link');
      expect(exitCode).not.toBe(0);
      expect(output).toContain('Docusaurus found broken links!');
      expect(output).toMatch(/Broken link on source page path = \/:\s*-> linking to \/missing-page/);
    },
    buildTimeout,
  );

  test(
    'a broken Markdown link fails the build, naming the file and the link',
    async () => {
      const {exitCode, output} = await buildFixture('broken-markdown-link');
      expect(exitCode).not.toBe(0);
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
      const {exitCode, output} = await buildFixture('broken-anchor');
      expect(exitCode).not.toBe(0);
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
      const {exitCode, output} = await buildFixture('duplicate-routes');
      expect(exitCode).not.toBe(0);
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
      const {exitCode, output} = await buildFixture('unknown-navbar-item');
      expect(exitCode).not.toBe(0);
      expect(output).toContain('Bad navbar item type mysteryWidget');
      expect(output).toContain("label: 'navbar.items[0]'");
    },
    buildTimeout,
  );

  test(
    'a page module without a default export fails the build, naming the page',
    async () => {
      const {exitCode, output} = await buildFixture('no-default-export');
      expect(exitCode).not.toBe(0);
      expect(output).toContain(`Can't render static file for pathname "/named-only"`);
      expect(output).toContain("The page component at /named-only doesn't have a default export.");
    },
    buildTimeout,
  );
});
