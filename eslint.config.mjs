import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
