// Where the site may import Docusaurus's internals, read by eslint.config.mjs (`no-restricted-imports`) and
// checked against the README's table "Where the site reaches into Docusaurus" by
// scripts/__tests__/docusaurusReaches.test.ts: each entry is a folder (ending in `/`) or a file the table names.

/** Import specifiers below Docusaurus's public API: its packages' `lib/`, generated modules, theme internals. */
export const docusaurusInternals = [
  '@docusaurus/*/lib/**',
  '@generated/**',
  '@docusaurus/theme-common/internal',
  '@theme-init/**',
];

/** The places allowed to import them: the client-bundle plugin, and the ejects and wrappers the table lists. */
export const docusaurusReaches = [
  'plugins/client-bundle/',
  'plugins/code-highlighting/theme/CodeBlock/',
  'src/theme/Tabs/',
  'plugins/markdown-twins/theme/ApiLayout/',
  'plugins/markdown-twins/theme/DocItem/Content/',
  'build-checks/__tests__/fixtureConfig.test.ts',
  'build-checks/__tests__/siteSettings.test.ts',
];
