import {availableParallelism} from 'node:os';
import {configDefaults, defineConfig} from 'vitest/config';
import {recordSampleModules} from './examples/__tests__/recording/recordSampleModules';

const recordsSetup = ['examples/__tests__/recording/globalSetup.ts'];

/**
 * Unit tests that read the installed graphql packages whole (TypeDoc over a major: its inventory, its
 * declarations against the compiler's, its doctests, search ranking) or build fixture sites. `npm run test:fast`
 * leaves them out: the `unit` project refuses both (fastTierGuard.ts), naming the file to list here.
 */
const integrationTests = [
  'plugins/typedoc-api/node/__tests__/{doctests,graphql,graphql16,reference}.test.ts',
  'plugins/search/node/__tests__/ranking.test.ts',
  'plugins/search/node/__tests__/relevance.test.ts',
  'build-checks/__tests__/{buildFailures,localeLinks}.test.ts',
];

export default defineConfig({
  // Vite adds the `development` condition, which resolves graphql to its __dev__ build, while packages
  // loaded by Node itself (graphql-http) get the regular build: two graphql instances that reject each
  // other's schemas. Resolving like plain Node keeps one instance, as readers running the samples have.
  ssr: {resolve: {conditions: ['module', 'node']}},
  oxc: {jsx: {runtime: 'automatic', importSource: 'react'}},
  test: {
    // No time limits: a test that passes on an idle machine passes on a busy one, only later. A hang ends with
    // CI's job (.github/workflows/ci.yml, 60 minutes).
    testTimeout: 0,
    hookTimeout: 0,
    // Vitest keeps a core for itself, which leaves one worker on two cores; but most of these tests wait on
    // child processes (sample runs, fixture builds), so a worker per core keeps both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['**/__tests__/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            'build/**',
            '.docusaurus/**',
            'e2e/**',
            'examples/**',
            ...integrationTests,
          ],
          setupFiles: ['scripts/fastTierGuard.ts'],
          // Files share their workers' imported modules instead of importing them again each: 32 s instead of
          // 84 s on two cores, most of it TypeScript, TypeDoc and Docusaurus being loaded 77 times. A test that
          // changes a global undoes it after itself (restoreAllMocks, unstubAllGlobals, unstubAllEnvs).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {name: 'integration', include: integrationTests},
      },
      {
        // The tutorial, guide and home page samples: what each test runs is recorded (examples/__tests__/recording/).
        extends: true,
        plugins: [recordSampleModules()],
        test: {
          name: 'samples',
          include: ['examples/__tests__/**/*.test.ts'],
          setupFiles: ['examples/__tests__/recording/vitestSetup.ts'],
          globalSetup: recordsSetup,
        },
      },
      {
        // Runs after the others: fails when a page shows a file or command that its test never executed.
        extends: true,
        test: {
          name: 'executed',
          include: ['examples/__tests__/executed.check.ts'],
          globalSetup: recordsSetup,
          sequence: {groupOrder: 1},
        },
      },
    ],
  },
});
