import path from 'node:path';
import type {Swap} from './swapModules';

const coreClient = String.raw`[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]`;
const theme = (file: string) => path.join(__dirname, '..', 'theme', file);

/**
 * theme-classic's client module that loads prism-react-renderer's Prism into main.js, on every page, only to
 * hand it to `@theme/prism-include-languages` for extra grammars; requested by Docusaurus's generated
 * client-modules.js as an absolute path without extension. The site highlights with its own Prism build
 * (plugins/code-highlighting).
 */
export const themeClassicPrismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/**
 * The modules of Docusaurus that the browser bundle gets in another version, for the importers named; the
 * tests in __tests__/swaps.test.ts check that the installed Docusaurus still imports each one so.
 */
export const swaps: Swap[] = [
  // Pages are fetched ahead on hover or touch only, as the specification says. <Link> also gives every
  // internal link an IntersectionObserver and calls `window.docusaurus.prefetch` when the link scrolls into
  // view, which resolves it against the route table on the main thread while the page starts; Docusaurus
  // has no option for it.
  // What clientEntry mounts on `window.docusaurus`: Docusaurus's own, with a `prefetch` that does nothing.
  {
    issuer: new RegExp(`${coreClient}clientEntry\\.js$`),
    request: './docusaurus',
    replacement: theme('windowApi.ts'),
  },
  // What <Link> knows of the browser: no IntersectionObserver, so it watches no link to prefetch it in view.
  {
    issuer: new RegExp(`${coreClient}exports[\\\\/]Link\\.js$`),
    request: './ExecutionEnvironment',
    replacement: theme('linkEnvironment.ts'),
  },
  // Docusaurus's preload, as the client's entry, its navigation and `window.docusaurus` import it: with the URL
  // each matched route stands for, which one route per folder of data-file pages needs (clientRouteTable.ts).
  {
    issuer: new RegExp(`${coreClient}(clientEntry|PendingNavigation|docusaurus)\\.js$`),
    request: './preload',
    replacement: theme('preload.ts'),
  },
  // @docusaurus/utils-common's index requires all of tslib for one helper: Docusaurus's browser code gets the
  // names it imports from the package's own modules instead.
  {
    issuer: /[\\/]node_modules[\\/]@docusaurus[\\/]/,
    request: '@docusaurus/utils-common',
    replacement: theme('utilsCommon.ts'),
  },
  // react-helmet-async, as the client entry and `@docusaurus/Head` import it: in the browser, a module of the
  // site's that follows navigations with the same rules (theme/helmet.tsx), 4.0 kB of gzip less on every first
  // visit with the libraries only it used (react-fast-compare, invariant, shallowequal). The server renderer
  // keeps react-helmet-async, which writes each page's head into its HTML.
  {
    issuer: new RegExp(`${coreClient}(clientEntry|exports[\\\\/]Head)\\.js$`),
    request: 'react-helmet-async',
    replacement: theme('helmet.tsx'),
  },
  // theme-classic's Prism client module (see above): nothing in its place.
  {
    issuer: /[\\/]client-modules\.js$/,
    request: themeClassicPrismClientModule,
    replacement: theme('noClientModule.ts'),
  },
];
