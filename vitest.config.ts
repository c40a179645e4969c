import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Vite adds the `development` condition, which resolves graphql to its __dev__ build, while packages
  // loaded by Node itself (graphql-http) get the regular build: two graphql instances that reject each
  // other's schemas. Resolving like plain Node keeps one instance, as readers running the samples have.
  ssr: {resolve: {conditions: ['module', 'node']}},
  oxc: {jsx: {runtime: 'automatic', importSource: 'react'}},
  test: {
    include: ['**/__tests__/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'build/**', '.docusaurus/**', 'e2e/**'],
    testTimeout: 60_000,
  },
});
