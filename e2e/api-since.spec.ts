import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {sinceAt, type SinceTable} from '../plugins/typedoc-api/node/since/sinceTable';
import {toMemberAnchor} from '../plugins/typedoc-api/shared/permalinks';
import {buildDir, expectHydrated, graphql16Version, graphqlVersion} from './utils';

// The expectations come from the committed table (docs/api-since.json), which scripts/since/__tests__ holds
// against the installed packages; these tests check that the pages show what it says.
const table: SinceTable = JSON.parse(
  readFileSync(path.resolve(__dirname, '..', 'docs', 'api-since.json'), 'utf8'),
);

/** The built page of an export under `apiDir` (`/api` or `/api/v16`), by its name: `/api/class/Name`. */
function pagePathOf(apiDir: string, name: string): string | undefined {
  const dir = path.join(buildDir, apiDir);
  const kind = readdirSync(dir, {withFileTypes: true}).find(
    (entry) => entry.isDirectory() && readdirSync(path.join(dir, entry.name)).includes(`${name}.html`),
  );
  return kind && `/${apiDir}/${kind.name}/${name}`;
}

/** The exports `release` dates to a release of `major`, that have pages, by name. */
function addedIn(release: string, major: number): string[] {
  return Object.entries(table.symbols)
    .filter(([, row]) => sinceAt(row, release)?.added.startsWith(`${major}.`))
    .map(([name]) => name);
}

async function open(page: Page, pagePath: string): Promise<void> {
  await page.goto(pagePath);
  await expectHydrated(page);
}

const header = (page: Page) => page.locator('article header');

for (const {apiDir, release, major} of [
  {apiDir: 'api', release: graphqlVersion, major: 17},
  {apiDir: 'api/v16', release: graphql16Version, major: 16},
])
  test(`an export new in ${major} says "Added in" the release the table gives, on /${apiDir}`, async ({
    page,
  }) => {
    const name = addedIn(release, major).find((candidate) => pagePathOf(apiDir, candidate))!;
    expect(name).toBeDefined();
    await open(page, pagePathOf(apiDir, name)!);
    await expect(header(page)).toContainText(`Added in ${sinceAt(table.symbols[name], release)!.added}`);
  });

for (const {apiDir, release} of [
  {apiDir: 'api', release: graphqlVersion},
  {apiDir: 'api/v16', release: graphql16Version},
])
  test(`a deprecated export says "Deprecated in" the release the table gives, on /${apiDir}`, async ({
    page,
  }) => {
    const name = Object.keys(table.symbols).find(
      (candidate) => sinceAt(table.symbols[candidate], release)?.deprecated && pagePathOf(apiDir, candidate),
    )!;
    expect(name).toBeDefined();
    await open(page, pagePathOf(apiDir, name)!);
    await expect(header(page)).toContainText(
      `Deprecated in ${sinceAt(table.symbols[name], release)!.deprecated}`,
    );
  });

test('an export the first release already has says no "Added in"; its newer members do', async ({page}) => {
  const [first] = table.releases;
  const [name, row] = Object.entries(table.symbols).find(
    ([candidate, row]) =>
      sinceAt(row, graphqlVersion)?.added === first &&
      Object.values(row.members ?? {}).some((member) =>
        sinceAt(member, graphqlVersion)?.added.startsWith('17.'),
      ) &&
      pagePathOf('api', candidate)?.includes('/class/'),
  )!;
  const [member, memberRow] = Object.entries(row.members!).find(
    ([key, memberRow]) =>
      !key.startsWith('static ') && sinceAt(memberRow, graphqlVersion)?.added.startsWith('17.'),
  )!;
  await open(page, pagePathOf('api', name)!);
  await expect(header(page)).not.toContainText('Added in');
  const heading = page.locator(`h3[id="${toMemberAnchor(member, false)}"]`);
  await expect(heading.locator('xpath=..')).toContainText(
    `Added in ${sinceAt(memberRow, graphqlVersion)!.added}`,
  );
});

for (const {apiDir, release, major} of [
  {apiDir: 'api', release: graphqlVersion, major: 17},
  {apiDir: 'api/v16', release: graphql16Version, major: 16},
])
  test(`the overview /${apiDir} filters by the release that added an export`, async ({page}) => {
    await open(page, `/${apiDir}`);
    const entries = page.locator('[data-entries] li');
    // The filter's count; the page has other live regions (the Markdown twin's copy status).
    const status = page.getByRole('status').filter({hasText: 'symbols'});
    const total = await entries.count();
    const byRelease = page.getByLabel('Filter the API by the release that added it');
    await byRelease.selectOption({label: `Since ${major}.0`});
    // What the table dates to this major, among the exports the build has pages for.
    const expected = addedIn(release, major).filter((name) => pagePathOf(apiDir, name));
    await expect(status).toHaveText(`${expected.length} of ${total} symbols`);
    const names = await entries.filter({visible: true}).locator('code').allTextContents();
    expect(names.sort()).toEqual(expected.sort());
    await byRelease.selectOption({label: 'Any release'});
    await expect(status).toHaveText(`${total} symbols`);
  });
