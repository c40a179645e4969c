import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Declarations} from '../../plugins/typedoc-api/node/since/sinceTable';
import {readTypeDeclarations} from './readDeclarations';
import {readFlowDeclarations} from './readFlowDeclarations';

/** The committed table, relative to the site (the API plugin's `sinceTable` option names it too). */
export const SINCE_TABLE_PATH = 'docs/api-since.json';

/**
 * The declarations of one unpacked graphql release: its `index.d.ts` when it has one (14.5.0 and later), else its
 * Flow declarations (`index.js.flow`, 14.0.0 to 14.4.2).
 */
export function readRelease(packageDir: string): Declarations {
  const typed = path.join(packageDir, 'index.d.ts');
  return existsSync(typed)
    ? readTypeDeclarations(typed)
    : readFlowDeclarations(path.join(packageDir, 'index.js.flow'));
}
