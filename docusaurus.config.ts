import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import * as docsPlugin from '@docusaurus/plugin-content-docs';
import clientBundlePlugin, {docsWithLeanVersionData} from './plugins/client-bundle';
import type {Options as ClientBundleOptions} from './plugins/client-bundle';
import cspPlugin from './plugins/csp';
import type {Options as CspOptions} from './plugins/csp';
import codeHighlightingPlugin, {darkCodeTheme, lightCodeTheme} from './plugins/code-highlighting';
import markdownTwinsPlugin from './plugins/markdown-twins';
import type {Options as MarkdownTwinsOptions} from './plugins/markdown-twins';
import rawImportsPlugin from './plugins/raw-imports';
import redirectsPlugin from './plugins/redirects';
import searchPlugin, {EARLY_SHORTCUTS_SCRIPT} from './plugins/search';
import typedocApiPlugin from './plugins/typedoc-api';
import type {Options as ApiPluginOptions} from './plugins/typedoc-api';

// The site is served from the domain root unless a deployment sets BASE_URL (e.g. `/graphql-js/`), and from
// graphql-js.org unless it sets SITE_URL (the origin, e.g. `https://graphql.github.io`).
const baseUrl = process.env.BASE_URL ?? '/';
const siteUrl = process.env.SITE_URL ?? 'https://graphql-js.org';
// Where the docs' sources can be edited, e.g. `https://github.com/<owner>/<repo>/edit/main/`: the file's path in
// this repository is appended. Without it, pages have no "Edit this page" link.
const editUrl = process.env.EDIT_URL || undefined;
const repositoryUrl = 'https://github.com/graphql/graphql-js';

/**
 * Whether git knows every commit of this checkout. Docs pages show the date of their file's last commit; a shallow
 * clone (CI's default) sees only its newest commits, where every older file looks last changed at the clone's
 * oldest commit, so there the dates are left out rather than wrong. Without git there are none either.
 */
function hasFullGitHistory(): boolean {
  try {
    const output = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: __dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return output.toString().trim() === 'false';
  } catch {
    return false;
  }
}

/** The API reference of one installed major of graphql: the same sections, in the same order. */
function apiReference(entryPoint: string) {
  return {
    entryPoint,
    // `{version}` is the version in the entry point's package.json, so each major links to its own tag.
    sourceUrlTemplate: `${repositoryUrl}/blob/v{version}/{path}`,
    // The request pipeline first, then the order in which a server meets the rest.
    categoryOrder: [
      'Request Pipeline',
      'Source',
      'Lexing',
      'Parsing',
      'AST',
      'AST Predicates',
      'Kinds',
      'Visiting',
      'Printing',
      'AST Utilities',
      'Schema',
      'Types',
      'Scalars',
      'Directives',
      'Names',
      'Introspection',
      'Schema Construction',
      'Schema Printing',
      'Schema Changes',
      'Schema Coordinates',
      'Validation',
      'Validation Context',
      'Validation Rules',
      'Custom Rules',
      'Execution',
      'Incremental Execution',
      'Legacy Incremental Execution',
      'Values',
      'Paths',
      'Errors',
      'Operations',
      'Type Info',
      'Type Comparisons',
      'Typed Documents',
      'Harness',
      'Diagnostics',
      'Development Mode',
      'Version',
    ],
    // Every "Removed in 17" and "Changed in 17" mark links to the guide; it names what replaces each removal.
    upgradeGuide: {
      path: '/docs/upgrade-guides/v16-to-v17',
      // Absolute: sites built from this config elsewhere (build-checks' fixtures) read the same file.
      replacementsFile: path.join(__dirname, 'docs/upgrade-guides/replacements.json'),
    },
    // Each TypeScript example gets a Run button, save those that do not run as shown (README, "Doctests").
    examples: {knownFailures: path.join(__dirname, 'docs/api-examples/known-failures.json')},
    // "Added in" and "Deprecated in" on every page and member, and the overview's filter by release.
    sinceTable: path.join(__dirname, 'docs/api-since.json'),
  } satisfies ApiPluginOptions;
}

const config = {
  title: 'graphql-js',
  tagline: 'A reference implementation of GraphQL for JavaScript',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  organizationName: 'graphql',
  projectName: 'graphql-js',

  // Pages are written as `page.html`, so `/docs/tutorials/basic-types` needs no redirect on static
  // hosts; a link written with a trailing slash is normalised to the slash-less form.
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  i18n: {defaultLocale: 'en', locales: ['en']},

  // Last-update dates come from git in every mode (Docusaurus's default shows a made-up date in development).
  future: {v4: true, faster: true, experimental_vcs: hasFullGitHistory() ? 'git-ad-hoc' : 'disabled'},
  // The v4 flags suffix browser storage keys with a hash of the site URL; the specification names the keys
  // (`theme`, `docs-preferred-version-default`, the announcement's), so they are stored without one.
  storage: {type: 'localStorage', namespace: false},

  // The classic theme and the plugins the site loads, named one by one rather than through preset-classic, whose
  // package also pulls in the Algolia search theme the site never loads. The order is the preset's: the plugins,
  // then the theme, then the site's own plugins, whose theme components wrap the classic theme's.
  plugins: [
    // Docusaurus's v4 flags put the theme's CSS in cascade layers; preset-classic loads this plugin for them.
    '@docusaurus/plugin-css-cascade-layers',
    // Its version data, which every docs page loads, without each doc's description (plugins/client-bundle).
    [
      docsWithLeanVersionData(docsPlugin),
      {
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        versions: {current: {label: 'Next', path: ''}},
        showLastUpdateTime: true,
        editUrl,
      } satisfies DocsOptions,
    ],
    '@docusaurus/plugin-content-pages',
    // Search results are not pages of their own: keep them out of the sitemap (and so out of the twins).
    ['@docusaurus/plugin-sitemap', {ignorePatterns: ['/search']} satisfies SitemapOptions],
    ['@docusaurus/theme-classic', {customCss: './src/css/custom.css'} satisfies ThemeOptions],
    codeHighlightingPlugin,
    rawImportsPlugin,
    [typedocApiPlugin, apiReference('node_modules/graphql/index.d.ts')],
    // graphql 16, installed as `graphql-16`, most users still run it: its reference is under /api/v16.
    [
      typedocApiPlugin,
      {
        ...apiReference('node_modules/graphql-16/index.d.ts'),
        id: 'v16',
        routeBasePath: '/api/v16',
        // graphql 16 ships no source maps; its sources are under src/ at the tag.
        unmappedSourcePath: 'src/{path}.ts',
      },
    ],
    [
      markdownTwinsPlugin,
      {
        summary:
          'graphql-js is the JavaScript reference implementation of GraphQL. This site has tutorials, from a ' +
          'first query to an Express server with graphql-http, and an API reference with one page per export ' +
          'of the graphql package.',
      } satisfies MarkdownTwinsOptions,
    ],
    // Offline search over the tutorials and the API pages (it reads the typedoc-api model).
    searchPlugin,
    // Every address graphql-js.org has published leads to its page here (reads the typedoc-api models).
    redirectsPlugin,
    // How the browser bundle is cut and routed. After typedoc-api: its theme wraps the API pages'.
    [
      clientBundlePlugin,
      {
        // The API pages' and the overviews' props come from a JSON file beside each page, not from the browser's
        // route table.
        dataFileComponents: ['@theme/ApiPage', '@theme/ApiIndex'],
        // The example worker and the graphql 16 it loads keep graphql's names, as the doctests see them.
        keepNamesChunks: ['playground-worker', 'graphql-16'],
      } satisfies ClientBundleOptions,
    ],
    // A strict Content-Security-Policy on every page; the build fails on an inline script it does not allow.
    // Search's early shortcuts are the one inline script of the site's own.
    [cspPlugin, {inlineScripts: [EARLY_SHORTCUTS_SCRIPT]} satisfies CspOptions],
  ],
  clientModules: ['./src/clientModules/progressBar.ts'],

  themeConfig: {
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false},
    announcementBar: {
      id: 'graphql-js-17',
      // Raw HTML, which no link handling reaches: the href carries the base URL itself.
      content: `graphql-js 17 is here: <a href="${baseUrl}docs/tutorials">start with the tutorial</a>.`,
      isCloseable: true,
    },
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      // Long pages get the whole screen while reading down; scrolling up brings the navbar back.
      hideOnScroll: true,
      title: 'graphql-js',
      logo: {alt: 'graphql-js logo', src: 'img/logo.svg', width: 32, height: 32},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Tutorial', position: 'left'},
        {type: 'docSidebar', sidebarId: 'guidesSidebar', label: 'Guides', position: 'left'},
        {to: '/api', label: 'API', position: 'left', activeBaseRegex: '^/api(/|$)'},
        // The guide the API pages' "Changed in 17" and "Removed in 17" marks link to; its sidebar has the older ones.
        {type: 'doc', docId: 'upgrade-guides/v16-to-v17', label: 'Upgrade to 17', position: 'left'},
        {
          type: 'dropdown',
          label: 'Resources',
          position: 'left',
          items: [
            {label: 'GraphQL specification', href: 'https://spec.graphql.org/'},
            {label: 'graphql.org', href: 'https://graphql.org/'},
            {label: 'graphql-http', href: 'https://github.com/graphql/graphql-http'},
            {label: 'graphql-js working group', href: 'https://github.com/graphql/graphql-js-wg'},
          ],
        },
        {
          // With one docs version the dropdown needs a second entry to open; picking "Next" in it stores the
          // reader's preferred version.
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [{href: `${repositoryUrl}/releases`, label: 'All releases'}],
        },
        {href: repositoryUrl, label: 'GitHub', position: 'right'},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Tutorial', to: '/docs/tutorials'},
            {label: 'Guides', to: '/docs/guides'},
            {label: 'API reference', to: '/api'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'Code of Conduct', href: 'https://graphql.org/codeofconduct/'},
            {label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/graphql-js'},
            {label: 'Discord', href: 'https://discord.graphql.org'},
            {label: 'X (Twitter)', href: 'https://x.com/graphql'},
            {label: 'Upcoming Events', href: 'https://graphql.org/community/events/'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'GraphQL JS Working Group', href: 'https://github.com/graphql/graphql-js-wg'},
            {label: 'GraphQL Foundation', href: 'https://graphql.org/foundation/'},
            {label: 'GraphQL Spec', href: 'https://spec.graphql.org/'},
          ],
        },
      ],
      // The specification fixes the year; it is not the build year.
      copyright: 'Copyright © 2023 The GraphQL Foundation. Built with Docusaurus.',
    },
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme},
  } satisfies UserThemeConfig,
} satisfies Config;

export default config;
