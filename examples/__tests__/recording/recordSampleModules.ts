import type {Plugin} from 'vitest/config';
import {isSampleFile} from './runs.mjs';

/**
 * A Vite plugin for the sample tests: each sample module reports, when it is evaluated, that it ran
 * (vitestSetup.ts records it under the current test file). Modules that a test file imports,
 * directly or through another sample, are evaluated anew for each test file, so each gets its record.
 * The call goes on the module's first line, ahead of its code, so line numbers stay the same.
 */
export function recordSampleModules(): Plugin {
  return {
    name: 'record-sample-modules',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!isSampleFile(file) || !/\.[cm]?[jt]sx?$/.test(file)) return undefined;
      const report = `globalThis[Symbol.for('graphql-js-docs.sampleModuleRan')]?.(${JSON.stringify(file)});`;
      return {code: report + code, map: null};
    },
  };
}
