import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const preactDir = path.dirname(require.resolve('preact/package.json'));

// preact's package exports pick a CommonJS file for `require` and an ES module for `import`. In the
// server bundle (no `browser` condition) a site mixing both would load two copies of Preact, whose hooks
// and contexts do not see each other: every entry point is pinned to its ES module instead.
const preactEntryPoints = {
  preact$: 'dist/preact.module.js',
  'preact/hooks$': 'hooks/dist/hooks.module.js',
  'preact/compat$': 'compat/dist/compat.module.js',
  'preact/jsx-runtime$': 'jsx-runtime/dist/jsxRuntime.module.js',
};

/**
 * Renders the site with Preact instead of React, in the browser and at build time. react-dom's client
 * build is about 60 kB of gzip on every first visit, almost half of the page-weight budget; preact/compat
 * gives the same component API for about a sixth of that. Pages are prerendered with Preact too, so the
 * markup the browser hydrates (including generated ids) comes from the same renderer.
 *
 * The aliases replace the ones Docusaurus points at the site's own react and react-dom packages; the
 * TypeScript types stay React's, which preact/compat implements.
 *
 * The plugin also offers staged hydration: parts of a page wrapped in `@theme/HydrateLater` hydrate in
 * tasks of their own, over the server's markup (client/hydrationStages.ts).
 */
export default function preactCompatPlugin(): Plugin {
  return {
    name: 'preact-compat',
    configureWebpack(config) {
      const alias = (config.resolve ??= {}).alias;
      if (!alias || Array.isArray(alias))
        throw new Error('preact-compat: expected Docusaurus to set resolve.alias');
      // Docusaurus aliases the react and react-dom directories; these name each entry point the site uses.
      const preactAliases = {
        'react/jsx-runtime$': 'preact/compat/jsx-runtime',
        'react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
        'react-dom/client$': 'preact/compat/client',
        'react-dom/server$': path.join(__dirname, 'runtime/renderToPipeableStream.ts'),
        react$: path.join(__dirname, 'runtime/react.mjs'),
        'react-dom$': 'preact/compat',
      };
      for (const key of ['react', 'react-dom']) delete alias[key];
      Object.assign(alias, preactAliases);
      for (const [request, file] of Object.entries(preactEntryPoints))
        alias[request] = path.join(preactDir, file);
      return {};
    },
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules() {
      return [
        path.join(__dirname, 'client/scrollToFragment.ts'),
        path.join(__dirname, 'client/hydrationStages.ts'),
      ];
    },
  };
}
