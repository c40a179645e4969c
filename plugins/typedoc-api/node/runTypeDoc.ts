import {fork} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import {cachedConversion, cacheFileOf, converterEntry, defaultCacheDir} from './typedocCache';
import type {TypeDocOutput} from './typedocOutput';

export type {TypeDocOutput} from './typedocOutput';

/**
 * Runs TypeDoc over the `.d.ts` files of a package, in a Node.js process of its own (typedocWorker.mts, run
 * through tsx's loader, as `npm run bench` runs). typedoc-plugin-missing-exports patches TypeDoc's module and
 * can load only once per process, while the site converts one package per major, and again on every
 * dev-server reload: a process per conversion gives each its own TypeDoc, and the majors convert side by side.
 * The output is cached on disk (typedocCache.ts), keyed by the package's declarations and the converter's
 * code, so only the first run after either changes converts. TypeDoc's errors reject the promise.
 */
export async function runTypeDoc(
  entryPoint: string,
  /** `.d.ts` files (relative to the package) whose export names to list, e.g. sub-path entry points. */
  exportsOf: string[],
  cacheDir = defaultCacheDir,
): Promise<{output: TypeDocOutput; fromCache: boolean}> {
  return cachedConversion(await cacheFileOf(entryPoint, exportsOf, cacheDir), () =>
    convertInChildProcess(entryPoint, exportsOf),
  );
}

function convertInChildProcess(entryPoint: string, exportsOf: string[]): Promise<TypeDocOutput> {
  return new Promise((resolve, reject) => {
    const child = fork(converterEntry, [entryPoint, ...exportsOf], {
      execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
      serialization: 'advanced',
    });
    let output: TypeDocOutput | undefined;
    child.once('message', (message) => (output = message as TypeDocOutput));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (output) resolve(output);
      else
        reject(
          new Error(`TypeDoc could not convert ${entryPoint} (exit code ${code}; see the errors above).`),
        );
    });
  });
}
