import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/__tests__/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'build/**', '.docusaurus/**', 'e2e/**'],
    testTimeout: 60_000,
  },
});
