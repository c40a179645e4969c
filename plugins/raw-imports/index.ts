import type {Plugin} from '@docusaurus/types';

/**
 * Lets MDX pages import a file's text with `?raw` (e.g. `import code from '@site/examples/x.mjs?raw'`),
 * so a page shows exactly the sample file that the tests run.
 */
export default function rawImportsPlugin(): Plugin {
  return {
    name: 'raw-imports',
    configureWebpack() {
      return {
        module: {rules: [{resourceQuery: /raw/, type: 'asset/source'}]},
      };
    },
  };
}
