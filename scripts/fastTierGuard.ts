import path from 'node:path';
import {expect, vi} from 'vitest';

// Setup of the `unit` project, which `npm run test:fast` runs: it converts fixture packages only and builds no
// site. A test that converts an installed package or builds a fixture fails here, naming itself: it belongs in
// vitest.config.ts's `integrationTests`.
const slowWork = (what: string) =>
  new Error(
    `${path.relative(process.cwd(), expect.getState().testPath ?? '?')} ${what}: list it in ` +
      "vitest.config.ts's integrationTests, which npm run test:fast leaves out.",
  );

vi.mock('../plugins/typedoc-api/node/runTypeDoc', async (importOriginal) => {
  const original = await importOriginal<typeof import('../plugins/typedoc-api/node/runTypeDoc')>();
  return {
    ...original,
    runTypeDoc: (...args: Parameters<typeof original.runTypeDoc>) => {
      if (args[0].split(path.sep).includes('node_modules'))
        throw slowWork(`converts an installed package (${args[0]})`);
      return original.runTypeDoc(...args);
    },
  };
});

vi.mock('../build-checks/buildFixture', () => ({
  buildFixture: (name: string) => {
    throw slowWork(`builds the fixture site ${name}`);
  },
}));
