import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import {readdirSync} from 'node:fs';
import {docusaurusInternals, docusaurusReaches} from './scripts/docusaurusReaches.mjs';

// README, "Where the site reaches into Docusaurus": only the places it lists import below Docusaurus's public API.
const internals = {
  group: docusaurusInternals,
  message:
    "Docusaurus's internals are imported only where the README's table of reaches says (scripts/docusaurusReaches.mjs).",
};
const plugins = readdirSync(new URL('./plugins', import.meta.url), {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A plugin imports another only through its index.ts (or its testing.ts, from tests): never its folders. */
const otherPlugins = (plugin) => ({
  group: plugins
    .filter((other) => other !== plugin)
    .flatMap((other) =>
      ['node', 'shared', 'theme'].flatMap((side) => [`**/${other}/${side}`, `**/${other}/${side}/**`]),
    ),
  message:
    'Import another plugin through its index.ts (README, Layout), not its node/, shared/ or theme/ files.',
});
/** The playground and the API examples' runner share the example worker; it imports neither, nor they each other. */
const components = {
  ExampleWorker: ['GraphQLPlayground', 'ApiExampleRunner'],
  GraphQLPlayground: ['ApiExampleRunner'],
};
const restrictImports = (...patterns) => ({'no-restricted-imports': ['error', {patterns}]});
const pluginOf = (file) => /^plugins\/([^/]+)\//.exec(file)?.[1];
const globOf = (place) => (place.endsWith('/') ? `${place}**` : place);

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-base-path/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '**/__fixtures__/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // CommonJS modules (loaders the bundler requires) load their own dependencies the CommonJS way.
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // The upgrade guides' "before" samples show code as readers wrote it for the older major,
    // including the habits the newer one breaks (args.hasOwnProperty on graphql 17).
    files: ['examples/upgrade-guides/**/before.{mjs,mts}'],
    rules: {'no-prototype-builtins': 'off'},
  },
  {
    // Samples that extend graphql's interfaces by declaration merging must repeat their type parameters, unused.
    files: ['examples/**/*.mts'],
    rules: {'@typescript-eslint/no-unused-vars': ['error', {varsIgnorePattern: '^_'}]},
  },
  {files: ['**/*.{ts,tsx,js,mjs,cjs}'], rules: restrictImports(internals)},
  ...plugins.map((plugin) => ({
    files: [`plugins/${plugin}/**`],
    rules: restrictImports(internals, otherPlugins(plugin)),
  })),
  ...Object.entries(components).map(([component, others]) => ({
    files: [`src/components/${component}/**`],
    rules: restrictImports(internals, {
      group: others.flatMap((other) => [`**/${other}`, `**/${other}/**`]),
      message:
        'GraphQLPlayground and ApiExampleRunner share src/components/ExampleWorker; no folder imports one that imports it.',
    }),
  })),
  ...docusaurusReaches.map((place) => ({
    files: [globOf(place)],
    rules: pluginOf(place)
      ? restrictImports(otherPlugins(pluginOf(place)))
      : {'no-restricted-imports': 'off'},
  })),
  {
    files: ['**/*.tsx'],
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
);
