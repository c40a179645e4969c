import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const windowApi = path.join(__dirname, 'client/windowApi.ts');

/**
 * Pages are fetched ahead of a click when the reader shows intent: hovering or touching a link, which
 * Docusaurus's <Link> answers with `window.docusaurus.preload`. <Link> also calls
 * `window.docusaurus.prefetch` for every internal link that scrolls into view, and that call resolves the
 * link against the whole route table on the main thread: with a hundred links on an API page it cost
 * 35 ms of a phone's first seconds in a profile of /api/class/GraphQLSchema, for downloads the reader
 * may never use. Docusaurus has no option for it, so the module it mounts on `window.docusaurus` is
 * swapped for one whose `prefetch` does nothing (client/windowApi.ts).
 */
export default function gesturePrefetchPlugin(): Plugin {
  return {
    name: 'gesture-prefetch',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          // clientEntry's `import docusaurus from './docusaurus'`; windowApi imports the original by
          // package path, which this does not match.
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/docusaurus$/, (resolveData) => {
            if (/[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client$/.test(resolveData.context ?? ''))
              resolveData.request = windowApi;
          }),
        ],
      };
    },
  };
}
