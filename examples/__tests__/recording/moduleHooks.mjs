import { fileURLToPath } from 'node:url';
import { isSampleFile, writeRun } from './runs.mjs';

// Module loading hooks (registered by childPreload.mjs): record each sample module a child process loads,
// and, when a test runs a sample against another installed major of graphql, resolve `graphql` to it.

let dir;
let test;
let graphqlPackage;

export function initialize(data) {
  ({ dir, test, graphqlPackage } = data);
}

// Samples import `graphql` as readers write it; an older major installed under an npm alias (`graphql-16`,
// `graphql-15`, `graphql-14`) stands in for it, for the sample and for every ES module it loads, so one
// instance of graphql runs. Those majors have no `exports` map, so a sample imports a sub-path by its file
// (`graphql/language/index.mjs`), as their readers' ES modules must.
export async function resolve(specifier, context, nextResolve) {
  if (graphqlPackage && /^graphql(\/|$)/.test(specifier)) {
    return nextResolve(graphqlPackage + specifier.slice('graphql'.length), context);
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:')) {
    const file = fileURLToPath(url);
    if (isSampleFile(file)) writeRun(dir, { test, kind: 'module', value: file });
  }
  return nextLoad(url, context);
}
