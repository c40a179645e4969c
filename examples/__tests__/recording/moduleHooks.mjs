import { fileURLToPath } from 'node:url';
import { isSampleFile, writeRun } from './runs.mjs';

// Module loading hooks (registered by childPreload.mjs): record each sample module a child process loads.

let dir;
let test;

export function initialize(data) {
  ({ dir, test } = data);
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) {
    const file = fileURLToPath(url);
    if (isSampleFile(file)) writeRun(dir, { test, kind: 'module', value: file });
  }
  return nextLoad(url, context);
}
