import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {loadPluginConfigs} from '@docusaurus/core/lib/server/plugins/configs';
import {loadContext} from '@docusaurus/core/lib/server/site';
import {afterAll, beforeAll, expect, test, vi} from 'vitest';

const repositoryRoot = path.resolve(__dirname, '../..');
const fixturesDir = path.resolve(__dirname, '../__fixtures__');
const fixtures = readdirSync(fixturesDir).filter((name) =>
  existsSync(path.join(fixturesDir, name, 'docusaurus.config.ts')),
);

/**
 * The plugins a site's config gives Docusaurus, presets expanded, in its order, by constructor name. Read with
 * Docusaurus's own loader (an internal module: it has no public one), which constructs none of them, so a fixture
 * whose fault is in the theme config is listed too.
 */
async function pluginNames(siteDir: string): Promise<string[]> {
  const configs = await loadPluginConfigs(await loadContext({siteDir}));
  return configs.map(({plugin}) => plugin.name);
}

let siteNames: string[];
beforeAll(async () => {
  // A config may pick plugins by environment: list those of `docusaurus build`.
  vi.stubEnv('NODE_ENV', 'production');
  siteNames = await pluginNames(repositoryRoot);
  expect(siteNames).not.toEqual([]);
});
// The unit project shares one module registry and environment between files (vitest.config.ts).
afterAll(() => vi.unstubAllEnvs());

test.each(fixtures)('the %s fixture runs every plugin of the real site, in its order', async (fixture) => {
  expect(await pluginNames(path.join(fixturesDir, fixture))).toEqual(siteNames);
});
