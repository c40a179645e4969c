import {expect, test} from 'vitest';
import {MAPPING_FILE, loadMapping} from '../..';

// The reviewed mapping file itself: what the build cannot tell from the site's pages.
const mapping = loadMapping(MAPPING_FILE);
const targetsOf = (prefix: string) =>
  new Set(mapping.filter((redirect) => redirect.from.startsWith(prefix)).map((redirect) => redirect.to));

test('/docs leads to the tutorial', () => {
  expect(mapping.find((redirect) => redirect.from === '/docs')?.to).toBe('/docs/tutorials');
});

test("graphql-js.org's API pages by module lead to the overview of their major, which resolves fragments", () => {
  expect(targetsOf('/api-v17/')).toEqual(new Set(['/api']));
  // graphql-http's reference was a page of the graphql 16 reference there; here a guide covers it.
  expect(targetsOf('/api-v16/')).toEqual(new Set(['/api/v16', '/docs/guides/serving-over-http']));
});

test('every entry names a path, and a planned page only where the target stands in for it', () => {
  for (const redirect of mapping) {
    expect(redirect.from, JSON.stringify(redirect)).toMatch(/^\/[^?#]*$/);
    expect(redirect.to, JSON.stringify(redirect)).toMatch(/^\/[^?#]*$/);
    if (redirect.intended) expect(redirect.intended).not.toBe(redirect.to);
  }
});
