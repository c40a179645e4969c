import {defineConfig} from 'vitest/config';

// graphql 17 ships a separate development build behind the `development` export condition, which
// Vite adds by default. Samples would then load that build while graphql-http (loaded by Node)
// loads the production one, and graphql-js refuses a schema made by the other copy. Resolving
// like plain Node keeps one copy, as readers get when they run the samples.
const nodeConditions = ['module', 'node'];

export default defineConfig({
  resolve: {conditions: nodeConditions},
  ssr: {resolve: {conditions: nodeConditions, externalConditions: nodeConditions}},
  test: {
    include: ['**/__tests__/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'build/**', '.docusaurus/**', 'e2e/**'],
    testTimeout: 60_000,
  },
});
