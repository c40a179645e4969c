import path from 'node:path';
import type {Config, PluginConfig, PluginModule} from '@docusaurus/types';
import siteConfig from '../docusaurus.config';
import redirectsPlugin, {type Options as RedirectsOptions} from '../plugins/redirects';
import typedocApiPlugin from '../plugins/typedoc-api';

const repositoryRoot = path.resolve(__dirname, '..');
/** The docs every fixture shares: the docs, search and Markdown twin plugins need a doc to read. */
const sharedDir = path.join(__dirname, '__fixtures__/shared');
/** A package of a few symbols, so TypeDoc converts a handful of pages rather than all of graphql. */
const miniPackageEntryPoint = path.resolve(
  repositoryRoot,
  'plugins/typedoc-api/node/__fixtures__/mini/index.d.ts',
);

/** A path in the site config, which Docusaurus resolves against the site directory: the real site's. */
const atSite = (relativePath: string) => path.resolve(repositoryRoot, relativePath);

export interface FixtureOptions {
  /** The `.d.ts` the API plugin documents, relative to the fixture site; the `mini` package by default. */
  apiEntryPoint?: string;
  /** The redirects plugin's mapping file; by default one whose single entry leads to the shared docs. */
  redirectsFile?: string;
  /** The fragments the old addresses had; by default none (the real site's name the real site's pages). */
  oldFragmentsFile?: string;
}

/**
 * Configuration for a fixture site under `__fixtures__/`: the real site's docusaurus.config.ts, with its plugins,
 * client modules and theme config, so a fixture build proves what the real configuration does. Only
 * what points at content changes: docs come from `__fixtures__/shared`, the API from a tiny package, and the
 * site's own files (CSS, client modules) are resolved against the real site. A fixture passes its fault: pages
 * under its `src/pages`, a config field, the API entry point or the redirects' mapping file.
 */
export function fixtureConfig(
  config: Partial<Config> = {},
  {
    apiEntryPoint = miniPackageEntryPoint,
    redirectsFile = path.join(sharedDir, 'redirects.json'),
    oldFragmentsFile = path.join(sharedDir, 'old-fragments.json'),
  }: FixtureOptions = {},
): Config {
  return {
    ...siteConfig,
    // The fixtures' tests expect pages at the domain root whatever BASE_URL a deployment sets.
    baseUrl: '/',
    plugins: siteConfig.plugins.map((plugin) => {
      if (plugin === redirectsPlugin)
        return [
          redirectsPlugin,
          {
            mappingFile: redirectsFile,
            oldFragmentsFile,
            fragmentTargetsFile: path.join(sharedDir, 'old-fragment-targets.json'),
          } satisfies RedirectsOptions,
        ];
      if (!Array.isArray(plugin)) return plugin;
      const [name, options] = plugin as [string | PluginModule, Record<string, unknown>];
      // The site's since-table covers graphql's releases, not the fixture's package: its pages get no marks.
      if (name === typedocApiPlugin)
        return [name, {...options, entryPoint: apiEntryPoint, sinceTable: undefined}];
      // The docs plugin (wrapped by client-bundle's docsWithLeanVersionData), the one entry with a sidebar file.
      if (typeof options.sidebarPath === 'string')
        return [
          name,
          {...options, path: path.join(sharedDir, 'docs'), sidebarPath: path.join(sharedDir, 'sidebars.ts')},
        ] as PluginConfig;
      if (name === '@docusaurus/theme-classic')
        return [name, {...options, customCss: atSite(options.customCss as string)}];
      return plugin;
    }),
    clientModules: siteConfig.clientModules.map(atSite),
    ...config,
    // A fixture replaces single keys (its navbar); the rest, such as the `prism` code-highlighting reads, stays,
    // but the footer's links, which name pages of the real docs that the fixtures do not have.
    themeConfig: {
      ...siteConfig.themeConfig,
      footer: {...siteConfig.themeConfig.footer, links: []},
      ...config.themeConfig,
    },
  };
}
