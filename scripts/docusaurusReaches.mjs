// Where the site may reach below Docusaurus's public API, read by eslint.config.mjs (`no-restricted-imports`) and
// checked against the README's table "Where the site reaches into Docusaurus" by
// scripts/__tests__/docusaurusReaches.test.ts: each entry is a folder (ending in `/`) or a file the table names.

/** Import specifiers below Docusaurus's public API. */
export const docusaurusInternals = [
  // Its packages' compiled modules, generated modules and theme internals.
  '@docusaurus/*/lib/**',
  '@generated/**',
  '@docusaurus/theme-common/internal',
  '@theme-init/**',
  // A plugin whose lifecycle is called by hand, with options its validation never saw.
  '@docusaurus/plugin-client-redirects',
];

/** The places allowed to import them: the client-bundle plugin, and the ejects, wrappers and callers the table lists. */
export const docusaurusReaches = [
  'plugins/client-bundle/',
  'plugins/code-highlighting/theme/CodeBlock/',
  'src/theme/Tabs/',
  'src/theme/Navbar/MobileSidebar/Header/',
  'plugins/markdown-twins/theme/ApiLayout/',
  'plugins/markdown-twins/theme/DocItem/Content/',
  'plugins/redirects/index.ts',
  'build-checks/__tests__/fixtureConfig.test.ts',
];
