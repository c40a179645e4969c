import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {swapModules, type Swap} from './node/swapModules';

const coreClient = String.raw`[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]`;

export const swaps: Swap[] = [
  // What clientEntry mounts on `window.docusaurus`: Docusaurus's own, with a `prefetch` that does nothing.
  {
    issuer: new RegExp(`${coreClient}clientEntry\\.js$`),
    request: './docusaurus',
    replacement: path.join(__dirname, 'theme/windowApi.ts'),
  },
  // What <Link> knows of the browser: no IntersectionObserver, so it watches no link to prefetch it in view.
  {
    issuer: new RegExp(`${coreClient}exports[\\\\/]Link\\.js$`),
    request: './ExecutionEnvironment',
    replacement: path.join(__dirname, 'theme/linkEnvironment.ts'),
  },
];

/**
 * Pages are fetched ahead of a click when the reader shows intent, as the specification says: hovering or
 * touching a link, which Docusaurus's <Link> answers with `window.docusaurus.preload`. <Link> also gives
 * every internal link an IntersectionObserver and calls `window.docusaurus.prefetch` when the link comes
 * into view, which resolves it against the route table on the main thread while the page starts, for
 * downloads the reader may never use. Docusaurus has no option for it, so two of its client modules are
 * swapped (see `swaps`; node/__tests__ check that the installed Docusaurus still imports them as the swaps
 * expect). The browser modules that replace them are in theme/.
 */
export default function gesturePrefetchPlugin(): Plugin {
  return {
    name: 'gesture-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {plugins: [swapModules(currentBundler, swaps)]};
    },
  };
}
